import { titleCase } from '../reportCatalogue';
import type { NamedRef, ReportDefinition } from '@/lib/reportingTypes';

type IconKind = 'line' | 'bar' | 'list' | 'pie';
const ICON_OF: Record<string, IconKind> = { trend: 'line', 'trend-group': 'line', 'score-split': 'pie', nps: 'pie', 'question-results': 'list' };

/** A small decorative icon per kind of report (inline SVG: no icon font, no extra request). */
function ReportIcon({ slug }: { slug: string }) {
  const kind = ICON_OF[slug] ?? 'bar';
  return (
    <svg
      className="report-icon me-2"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {kind === 'line' && <polyline points="3 17 9 11 13 15 21 7" />}
      {kind === 'bar' && (
        <>
          <line x1="6" y1="20" x2="6" y2="12" />
          <line x1="12" y1="20" x2="12" y2="6" />
          <line x1="18" y1="20" x2="18" y2="9" />
        </>
      )}
      {kind === 'list' && (
        <>
          <line x1="9" y1="7" x2="20" y2="7" />
          <line x1="9" y1="12" x2="20" y2="12" />
          <line x1="9" y1="17" x2="20" y2="17" />
          <circle cx="5" cy="7" r="0.5" />
          <circle cx="5" cy="12" r="0.5" />
          <circle cx="5" cy="17" r="0.5" />
        </>
      )}
      {kind === 'pie' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 3v9h9" />
        </>
      )}
    </svg>
  );
}

/** Quick reports: one button per report the user may run, for the current wave (document 001 §2). */
interface Props {
  reports: ReportDefinition[];
  onRun: (report: ReportDefinition) => void;
  disabled: boolean;
  /** The wave quick reports run for (document 001 §2, lib/currentWave); null for a data source without waves (they run without one). */
  currentWave: NamedRef | null;
  /** True while the current wave is still being read. */
  waveLoading?: boolean;
  titleHidden?: boolean;
  /** 'Compare with previous {wave label}': quick reports then run beside the previous wave. */
  compare: boolean;
  onCompareChange: (compare: boolean) => void;
  waveLabel: string;
}

export function QuickReportsPanel({
  reports,
  onRun,
  disabled,
  currentWave,
  waveLoading = false,
  titleHidden = false,
  compare,
  onCompareChange,
  waveLabel,
}: Props) {
  const wave = waveLabel.toLowerCase();
  const waveMissing = !currentWave && !waveLoading;
  return (
    <section aria-labelledby="quick-reports-title">
      <h2 id="quick-reports-title" className={titleHidden ? 'visually-hidden' : 'h6'}>
        Quick Reports
      </h2>
      <p className="small text-body-secondary">Click the report icon below to run the selected report for the current wave</p>
      {currentWave && (
        <p className="small mb-2">
          Current {wave}: <strong>{currentWave.name}</strong>
        </p>
      )}
      {waveMissing && (
        <p className="small text-body-secondary mb-2" role="status">
          This data source has no {wave}s: quick reports run over all its data.
        </p>
      )}
      <div className="form-check mb-3">
        <input id="quick-compare" type="checkbox" className="form-check-input" checked={compare} onChange={(event) => onCompareChange(event.target.checked)} />
        <label htmlFor="quick-compare" className="form-check-label">
          Compare with previous {waveLabel.toLowerCase()}
        </label>
      </div>
      {reports.length === 0 ? (
        <p className="mb-0">You do not have any quick reports for this data source.</p>
      ) : (
        <ul className="list-unstyled quick-reports mb-0">
          {reports.map((report) => (
            <li key={report.slug}>
              <button
                type="button"
                className="btn btn-outline-primary w-100 text-start quick-report d-flex align-items-center"
                disabled={disabled}
                onClick={() => onRun(report)}
              >
                <ReportIcon slug={report.slug} />
                {titleCase(report.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
