import type { ReportFilters } from '@/lib/reportingUrl';
import type { FilterChip } from '../reportChips';

/** The active filters as removable chips, and 'Clear all' (which keeps the level). */
export function ReportChips({ chips, filters, onFilters }: { chips: FilterChip[]; filters: ReportFilters; onFilters: (next: ReportFilters) => void }) {
  if (chips.length === 0) return null;
  return (
    <ul className="list-inline mb-2" aria-label="Filters of this report">
      {chips.map((chip) => (
        <li key={chip.keys.join()} className="list-inline-item mb-1">
          <span className="badge rounded-pill text-bg-light border filter-chip text-wrap text-start">
            {chip.label}
            <button
              type="button"
              className="btn-close btn-close-sm ms-2 align-middle"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => {
                const next = { ...filters };
                for (const key of chip.keys) delete next[key];
                onFilters(next);
              }}
            />
          </span>
        </li>
      ))}
      <li className="list-inline-item">
        <button type="button" className="btn btn-link btn-sm" onClick={() => onFilters(filters.level ? { level: filters.level } : {})}>
          Clear all
        </button>
      </li>
    </ul>
  );
}
