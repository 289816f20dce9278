import { titleCase } from '../reportingModel';
import type { ReportDefinition } from '../reportingTypes';

const ICONS: Record<string, string> = { trend: '📈', 'trend-group': '📈', rank: '🏆', category: '🗂', competency: '🧭', 'day-of-week': '📅', 'score-split': '📊', nps: '💬', 'question-results': '❓', 'rank-for-question': '🔎' };

/** Quick reports: one button per report the user may run, for the current wave (document 001 §2). */
export function QuickReportsPanel({ reports, onRun, disabled }: { reports: ReportDefinition[]; onRun: (report: ReportDefinition) => void; disabled: boolean }) {
  return (
    <section aria-labelledby="quick-reports-title">
      <h2 id="quick-reports-title" className="h6">
        Quick Reports
      </h2>
      <p className="small text-body-secondary">Click the report icon below to run the selected report for the current wave</p>
      {reports.length === 0 ? (
        <p className="mb-0">You do not have any quick reports for this data source.</p>
      ) : (
        <ul className="list-unstyled quick-reports mb-0">
          {reports.map((report) => (
            <li key={report.slug}>
              <button type="button" className="btn btn-outline-primary w-100 text-start quick-report" disabled={disabled} onClick={() => onRun(report)}>
                <span aria-hidden="true" className="me-2">
                  {ICONS[report.slug] ?? '📄'}
                </span>
                {titleCase(report.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
