import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ShortcutsDialog, type Shortcut } from '@/components/ShortcutsDialog';
import { useDetailKeys } from '@/components/useListTriage';
import { OVERDUE_HOUR_OPTIONS } from '@/lib/alertAge';
import { formatListDate } from '@/lib/format';
import { can, P } from '@/lib/permissions';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { criticalFocusItemOpened, selectReturnFocusId } from '../criticalFocusSlice';
import { CfListSection } from '../components/CfListSection';
import { ItemDetail } from '../components/ItemDetail';
import { useMinuteClock, useOverdueHours } from '../overdueClock';
import { CF_STATUS_NEW } from '../types';
import { DetailErrorCard } from '../components/DetailErrorCard';
import { useCfNavigation, useCfRows, useCfSearch } from '../useCfView';
import { parseView, viewSearch, type CfAccess, type CfTab, type CfView } from '../viewState';
import criticalFocusStyles from '../criticalFocus.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';
import { SCROLL_ANIMATION_MS, scrollToTop } from '@/lib/scroll';

adoptStyles(criticalFocusStyles);

const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['↓', 'j'], text: 'Move to the next item (crosses to the next page)' },
  { keys: ['↑', 'k'], text: 'Move to the previous item' },
  { keys: ['Home / End'], text: 'First / last row of the page' },
  { keys: ['Enter'], text: 'Open the focused item' },
  { keys: ['Esc'], text: 'Close the item and go back to the list' },
  { keys: ['/'], text: 'Search' },
  { keys: ['?'], text: 'Show these shortcuts' },
];

/** Critical Focus (/critical-focus, document 002 §2): New, All Open and Resolved lists, the item detail. */
export default function CriticalFocusPage() {
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const canOpen = can(session, P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS);
  const canResolved = can(session, P.CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS);
  const access: CfAccess = useMemo(() => ({ open: canOpen, resolved: canResolved }), [canOpen, canResolved]);
  const view = useMemo(() => parseView(new URLSearchParams(location.search), access, new Date()), [location.search, access]);
  usePageReady(!view);
  if (!view) {
    return (
      <div className="container-fluid py-3">
        <h1 className="h3">Critical Focus</h1>
        <div className="alert alert-danger" role="alert">
          Error with permissions
        </div>
      </div>
    );
  }
  return <CriticalFocusView view={view} access={access} canViewDetails={can(session, P.CRITICAL_FOCUS_VIEW_DETAILS)} />;
}

/** What a pasted item address shows to a user without 'critical focus - view details'. */
const NO_DETAILS_PERMISSION_TEXT = 'You do not have permission to view this critical focus.';

function NoDetailsPermission({ onBack }: { onBack: () => void }) {
  return (
    <DetailErrorCard text={NO_DETAILS_PERMISSION_TEXT}>
      <button type="button" className="btn btn-outline-dark cf-tap" onClick={onBack}>
        Back to list
      </button>
    </DetailErrorCard>
  );
}

/** The 'Overdue after' choice of the open lists. */
function OverdueHoursSelect({ hours, onChange }: { hours: number; onChange: (hours: number) => void }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor="cf-overdue" className="form-label mb-0 small text-nowrap">
        Overdue after
      </label>
      <select id="cf-overdue" className="form-select form-select-sm cf-tap w-auto" value={hours} onChange={(event) => onChange(Number(event.target.value))}>
        {OVERDUE_HOUR_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option} hours
          </option>
        ))}
      </select>
    </div>
  );
}

/** Switching tab scrolls to the top; the open item is remembered, so coming back to the list focuses its row. */
function useTabAndItemMemory(view: CfView) {
  const dispatch = useAppDispatch();
  const previousTab = useRef<CfTab>(view.tab);
  useEffect(() => {
    if (previousTab.current !== view.tab) scrollToTop(SCROLL_ANIMATION_MS); // 002 §9: 1000 ms
    previousTab.current = view.tab;
  }, [view.tab]);
  useEffect(() => {
    if (view.item !== null) dispatch(criticalFocusItemOpened(view.item));
  }, [view.item, dispatch]);
}

function CriticalFocusView({ view, access, canViewDetails }: { view: CfView; access: CfAccess; canViewDetails: boolean }) {
  const location = useLocation();
  const now = useMinuteClock();
  const [hours, setHours] = useOverdueHours();
  const returnFocusId = useAppSelector(selectReturnFocusId);
  const [helpOpen, setHelpOpen] = useState(false);
  const { go, openItem, backToList } = useCfNavigation(view, access);
  const search = useCfSearch(view.q, go);
  const list = useCfRows(view, access, now, search, go);
  usePageReady(view.item !== null || list.tabItems !== undefined || list.listQuery.isError);
  useTabAndItemMemory(view);
  useDetailKeys({ enabled: view.item !== null && !helpOpen, onBack: backToList, onHelp: () => setHelpOpen(true) });

  const tabLink = (tab: CfTab) => viewSearch({ tab, q: '', page: 1, from: null, to: null, item: null }, new URLSearchParams(location.search), access) || '?';
  const openItems = list.openItems;
  const newCount = openItems?.filter((item) => item.status_id === CF_STATUS_NEW).length;
  const tabs: Array<{ tab: CfTab; label: string }> = [];
  if (access.open)
    tabs.push(
      { tab: 'new', label: newCount === undefined ? 'New' : `New (${newCount})` },
      { tab: 'open', label: openItems ? `All Open (${openItems.length})` : 'All Open' },
    );
  if (access.resolved) tabs.push({ tab: 'resolved', label: 'Resolved' });
  const rangeText = view.from && view.to ? `from ${formatListDate(view.from)} to ${formatListDate(view.to)}` : 'from the last 30 days';

  return (
    <div className="container-fluid py-3 cf-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Critical Focus</h1>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {access.open ? <OverdueHoursSelect hours={hours} onChange={setHours} /> : null}
          <button type="button" className="btn btn-sm btn-outline-dark d-none d-lg-inline-block" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
            Keyboard shortcuts
          </button>
        </div>
      </div>

      <nav aria-label="Critical focus lists" className="mb-3">
        <ul className="nav nav-tabs flex-nowrap cf-tabs">
          {tabs.map(({ tab, label }) => (
            <li key={tab} className="nav-item">
              <Link
                className={`nav-link cf-tap ${view.tab === tab ? 'active' : ''}`.trim()}
                aria-current={view.tab === tab ? 'page' : undefined}
                to={{ pathname: location.pathname, search: tabLink(tab) }}
                onClick={search.forget}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {view.item !== null ? (
        canViewDetails ? (
          <ItemDetail id={view.item} now={now} thresholdHours={hours} onBack={backToList} />
        ) : (
          <NoDetailsPermission onBack={backToList} />
        )
      ) : (
        <CfListSection
          view={view}
          list={list}
          go={go}
          q={search.q}
          onType={search.setTyped}
          rangeText={rangeText}
          now={now}
          thresholdHours={hours}
          onOpen={canViewDetails ? openItem : null}
          onHelp={() => setHelpOpen(true)}
          triageEnabled={!helpOpen}
          returnFocusId={returnFocusId}
        />
      )}
      <ShortcutsDialog show={helpOpen} onClose={() => setHelpOpen(false)} shortcuts={SHORTCUTS} note="Shortcuts do nothing while you type in a field." />
    </div>
  );
}
