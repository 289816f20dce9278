/** A panel's placeholder while its data or its code (Advanced, Saved Reports on a first click) is on its way. */
export function PanelSkeleton() {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      <span className="placeholder col-12 reporting-panel-skeleton" />
    </div>
  );
}

/** The report's placeholder, of its final size, while the report (or the output's code) is on its way. */
export function ReportSkeleton() {
  return (
    <div className="card placeholder-glow" aria-busy="true" aria-label="Loading the report">
      <div className="card-body">
        <span className="placeholder col-6 mb-3 d-block" />
        <span className="placeholder col-12 reporting-table-skeleton d-block" />
      </div>
    </div>
  );
}
