import type { QueryTab } from '../queryUrl';

const TAB_LABELS: Record<QueryTab, string> = { create: 'Create Query', open: 'Open Queries', referred: 'Referred Queries', resolved: 'Resolved Queries' };

interface Props {
  tabs: readonly QueryTab[];
  current: QueryTab;
  /** The number of rows of a counted tab (open, referred); undefined while loading, null for an uncounted tab. */
  count: (tab: QueryTab) => number | null | undefined;
  onChange: (tab: QueryTab) => void;
  /** A tab list from 1024 px, a select below. */
  large: boolean;
}

/** The Queries sections: a tab list (arrow keys move between tabs) or, on phones, a select. */
export function QueriesTabs({ tabs, current, count, onChange, large }: Props) {
  const label = (tab: QueryTab) => {
    const n = count(tab);
    return n === null ? TAB_LABELS[tab] : `${TAB_LABELS[tab]} (${n ?? '…'})`;
  };
  if (!large) {
    return (
      <div className="mb-3">
        <label htmlFor="queries-tab-select" className="form-label">
          Queries section
        </label>
        <select id="queries-tab-select" className="form-select" value={current} onChange={(event) => onChange(event.target.value as QueryTab)}>
          {tabs.map((tab) => (
            <option key={tab} value={tab}>
              {label(tab)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div role="tablist" aria-label="Queries sections" className="nav nav-tabs mb-3">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`queries-tab-${tab}`}
          aria-selected={current === tab}
          aria-controls="queries-panel"
          tabIndex={current === tab ? 0 : -1}
          className={`nav-link${current === tab ? ' active' : ''}`}
          onClick={() => onChange(tab)}
          onKeyDown={(event) => {
            const index = tabs.indexOf(tab);
            const next =
              event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length] : null;
            if (next) {
              event.preventDefault();
              onChange(next);
              document.getElementById(`queries-tab-${next}`)?.focus();
            }
          }}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
