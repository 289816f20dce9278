/** 'About reporting': what the page offers, shown until a report is chosen. */
export function ReportingIntro({ labels }: { labels: { wave: string; location: string } }) {
  return (
    <div className="card">
      <div className="card-body">
        <h2 className="h5">About reporting</h2>
        <p>Choose a data source above, then run a report in one of three ways:</p>
        <ul className="mb-2">
          <li>
            <strong>Quick Reports</strong> run a ready-made report for the current {labels.wave.toLowerCase()} in one click.
          </li>
          <li>
            <strong>Advanced</strong> lets you pick the report, its level, the {labels.wave.toLowerCase()}s or dates, and more filters (regions,{' '}
            {labels.location.toLowerCase()}s, categories, days and NPS groups) before you generate it.
          </li>
          <li>
            <strong>Saved Reports</strong> runs a report you saved earlier, for its own {labels.wave.toLowerCase()}s or for the current one.
          </li>
        </ul>
        <p className="mb-0">
          Every report can be sorted, filtered and drilled into; the address in your browser always names the report you see, so you can bookmark or share it.
        </p>
      </div>
    </div>
  );
}
