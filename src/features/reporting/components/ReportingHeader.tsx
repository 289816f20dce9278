import type { ReportingPanel } from '../reportingSlice';
import type { ReportingScheme } from '@/lib/reportingTypes';

/** The three panels, in the order their buttons show. */
export const REPORTING_PANELS: Array<{ key: ReportingPanel; label: string }> = [
  { key: 'quick', label: 'Quick Reports' },
  { key: 'advanced', label: 'Advanced' },
  { key: 'saved', label: 'Saved Reports' },
];

interface Props {
  /** The data sources; undefined while the filter data loads. */
  schemes: readonly ReportingScheme[] | undefined;
  currentScheme: string;
  onSchemeChange: (value: string) => void;
  /** The panel whose button shows pressed, if any. */
  pressed: ReportingPanel | null;
  onPanel: (panel: ReportingPanel) => void;
}

/** The page's top bar: its title, the Data Source select and the panel buttons. */
export function ReportingHeader({ schemes, currentScheme, onSchemeChange, pressed, onPanel }: Props) {
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3 card card-body flex-row">
      <h1 id="reporting-title" className="h3 mb-0 me-auto">
        Reporting
      </h1>
      <div className="reporting-source">
        <label htmlFor="reporting-source" className="form-label small mb-0">
          Data Source
        </label>
        <select
          id="reporting-source"
          className="form-select"
          value={currentScheme}
          disabled={!schemes}
          onChange={(event) => onSchemeChange(event.target.value)}
        >
          {!schemes && <option value="">Loading…</option>}
          {(schemes ?? []).map((scheme) => (
            <option key={scheme.value} value={scheme.value}>
              {scheme.name}
            </option>
          ))}
        </select>
      </div>
      <div className="btn-group flex-wrap" role="group" aria-label="Reporting panels">
        {REPORTING_PANELS.map((item) => (
          <button
            key={item.key}
            type="button"
            className={`btn ${pressed === item.key ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={pressed === item.key}
            onClick={() => onPanel(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}
