import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reportingSearch, type ReportingView } from '@/lib/reportingUrl';
import { parseReportingView, prune } from '../reportingUrl';
import { rememberScroll, scrollPositionOf, type ScrollState } from '../useScrollMemory';

/** URL parameters other areas own (the job report modal's): kept as they are. */
const FOREIGN_KEYS = ['job', 'survey'];

/** The view a user drilled down from (and its own parent): 'Level up' returns to it as it was. */
interface DrillParent {
  search: string;
  key: string;
  parent: DrillParent | null;
}
/** What reporting keeps in a history entry's state. */
interface ReportingHistoryState extends ScrollState {
  parent?: DrillParent | null;
}

/** True when two views show the same report with the same filters (they differ at most in page, sort, text filter). */
function sameReport(a: ReportingView, b: ReportingView): boolean {
  return (
    a.scheme === b.scheme &&
    a.report === b.report &&
    a.compare === b.compare &&
    reportingSearch({ ...a, page: 1, sort: null, find: '' }) === reportingSearch({ ...b, page: 1, sort: null, find: '' })
  );
}

/** True when the URL's own parameters say exactly what the parsed view says (else it is corrected). */
function isCanonical(search: string, view: ReportingView): boolean {
  const raw = new URLSearchParams(search);
  const canonical = new URLSearchParams(reportingSearch(view));
  for (const [key, value] of raw) if (!FOREIGN_KEYS.includes(key) && canonical.get(key) !== value) return false;
  for (const [key] of canonical) if (!raw.has(key)) return false;
  return true;
}

export type GoToView = (next: ReportingView, options?: { replace?: boolean; drill?: boolean }) => void;

/**
 * Reporting's history (house rule 12): `go` to a view (a drill remembers the view it came from;
 * paging, sorting and filtering rows at that level keep it), 'Level up' back to the drilled-from view
 * as it was (filters, page, sort, text filter, scroll position), and malformed addresses corrected
 * in place (replace, no history entry).
 */
export function useReportingHistory(view: ReportingView, today: string): { go: GoToView; levelUp: (level: string) => void } {
  const navigate = useNavigate();
  const location = useLocation();
  const historyState = location.state as ReportingHistoryState | null;
  const go: GoToView = (next, options = {}) => {
    const keep = new URLSearchParams(location.search);
    const foreign = FOREIGN_KEYS.filter((key) => keep.has(key)).map((key) => `${key}=${encodeURIComponent(keep.get(key) as string)}`);
    const search = [reportingSearch(next), ...foreign].filter(Boolean).join('&');
    // A drill remembers where it came from; paging, sorting and filtering rows at that level keep it.
    const parent = options.drill
      ? { search: location.search, key: location.key, parent: historyState?.parent ?? null }
      : sameReport(next, view)
        ? (historyState?.parent ?? null)
        : null;
    if (!options.replace) rememberScroll(location.key);
    void navigate({ pathname: '/reporting', search: search ? `?${search}` : '' }, { replace: options.replace, state: parent ? { parent } : null });
  };
  const levelUp = (level: string) => {
    const parent = historyState?.parent;
    const from = parent ? parseReportingView(new URLSearchParams(parent.search), today) : null;
    if (parent && from && from.report === view.report && from.scheme === view.scheme && (from.filters.level ?? '') === level) {
      // The level the user drilled from, with its filters, page, sort, text filter and scroll position.
      rememberScroll(location.key);
      void navigate(
        { pathname: '/reporting', search: parent.search },
        { state: { parent: parent.parent, scrollTo: scrollPositionOf(parent.key) } satisfies ReportingHistoryState },
      );
    } else go({ ...view, filters: prune({ ...view.filters, level: level || undefined }), page: 1, sort: null, find: '' });
  };

  // Malformed values are dropped from the address (replace, no history entry).
  const correctAddress = useEffectEvent(() => {
    if (!isCanonical(location.search, view)) go(view, { replace: true });
  });
  useEffect(() => correctAddress(), [location.search, view]);

  return { go, levelUp };
}
