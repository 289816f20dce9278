import { memo, useDeferredValue, useMemo, useState, type ComponentProps } from 'react';
import { Navigate } from 'react-router';
import { StartPageSwitch } from '@/components/StartPageSwitch';
import { storedOverdueHours } from '@/lib/alertAge';
import { can, P } from '@/lib/permissions';
import { canOpenToday } from '@/lib/startPage';
import { usePageReady } from '@/store/pageHooks';
import { selectCompanyLabels, selectSession } from '@/store/sessionSlice';
import { useAppSelector } from '@/store/typedHooks';
import { AlertsCard } from '../components/AlertsCard';
import { CasesCard } from '../components/CasesCard';
import { cardState } from '../components/cardState';
import { NpsCard } from '../components/NpsCard';
import { QueriesCard } from '../components/QueriesCard';
import { ResultsCard } from '../components/ResultsCard';
import { isNewWave, sinceLastVisitSummary } from '../lastVisit';
import {
  useGetTodayAlertsQuery,
  useGetTodayCaseCountsQuery,
  useGetTodayDashboardStateQuery,
  useGetTodayOpenQueriesQuery,
  useGetTodayQueryableJobsQuery,
} from '../todayApi';
import { alertLines, queryLines } from '../todayModel';
import { useOldestOverdueCase } from '../useOldestOverdueCase';
import { useSinceLastVisit } from '../useSinceLastVisit';
import { useTodayWave } from '../useTodayWave';
import todayStyles from '../today.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(todayStyles);

const fresh = { refetchOnMountOrArgChange: true } as const;

/** Today (/today, issue 24): what needs the user, card by card, each with its own permission, loading and failure. */
export default function TodayPage() {
  const session = useAppSelector(selectSession);
  const labels = useAppSelector(selectCompanyLabels);
  const [now] = useState(() => new Date());
  const userId = session?.user.id ?? 0;
  const may = useMemo(
    () => ({
      alerts: can(session, P.VIEW_CRITICAL_FOCUS),
      queries: can(session, P.VIEW_QUERIES),
      cases: can(session, P.VIEW_CASE_MANAGEMENT),
      dashboard: can(session, P.VIEW_DASHBOARD),
      reporting: can(session, P.VIEW_REPORTING),
      nps: can(session, P.VIEW_NPS_DASHBOARD),
      caseList: can(session, P.CASE_MANAGEMENT_VIEW_CASES),
    }),
    [session],
  );
  const alerts = useGetTodayAlertsQuery(undefined, { ...fresh, skip: !may.alerts });
  const openQueries = useGetTodayOpenQueriesQuery(undefined, { ...fresh, skip: !may.queries });
  const queryable = useGetTodayQueryableJobsQuery(undefined, { ...fresh, skip: !may.queries });
  const cases = useGetTodayCaseCountsQuery(undefined, { ...fresh, skip: !may.cases });
  const oldestOverdue = useOldestOverdueCase(now, may.cases && may.caseList);
  const dashboard = useGetTodayDashboardStateQuery(undefined, { ...fresh, skip: !may.dashboard });
  const figures = useTodayWave(may, dashboard);
  const wave = figures.current.status === 'known' ? figures.current.wave : null;
  const last = useSinceLastVisit(userId, now, wave?.id);
  usePageReady(true);

  const overdueHours = storedOverdueHours(userId);
  // Each card's view is kept while its own answers are unchanged, and the cards are memoised: an
  // answer's arrival re-renders its card only, not all five (issue 30: Today's first-visit TBT).
  const alertsView = useMemo(
    () => ({ state: cardState([alerts]), lines: alertLines(alerts.data ?? [], now, overdueHours, last) }),
    [alerts, now, overdueHours, last],
  );
  const queriesView = useMemo(() => {
    const { referred, openCount } = queryLines(openQueries.data ?? [], queryable.data?.windows ?? {}, now, last);
    return { state: cardState([openQueries, queryable]), referred, openCount, queryableJobs: queryable.data?.jobCount ?? 0 };
  }, [openQueries, queryable, now, last]);
  const casesView = useMemo(
    () => ({ state: cardState([cases]), counts: cases.data, oldest: may.caseList ? oldestOverdue : null, now, canList: may.caseList }),
    [cases, oldestOverdue, now, may.caseList],
  );
  const dashboardView = useMemo(() => (may.dashboard ? { state: cardState([dashboard]) } : null), [may.dashboard, dashboard]);
  const newWave = isNewWave(wave?.id, last);
  const summary = sinceLastVisitSummary({
    alerts: alertsView.lines.filter((line) => line.isNew).length,
    referred: queriesView.referred.filter((line) => line.isNew).length,
    newWave: newWave && wave ? wave.name : null,
  });
  // The grid's view is one object while what it shows is unchanged (a store update elsewhere
  // re-renders this page, not the grid), and the cards render from a deferred copy of it, in a small
  // component of its own: an answer's arrival re-renders this page once, at once, and the cards in a
  // transition, which React splits into short tasks; the deferred pass does not run this page's
  // dozen query hooks again (issue 30: Today's first-visit TBT).
  const schemeIds = dashboard.data?.schemeIds ?? NO_SCHEMES;
  const waiting = figures.current.status === 'pending';
  const grid = useMemo<GridView>(
    () => ({
      may,
      alerts: alertsView,
      queries: queriesView,
      cases: casesView,
      results: {
        dashboard: dashboardView,
        figures,
        canReport: may.reporting,
        waveLabel: labels.wave,
        locationLabel: labels.location,
        newWave,
      },
      nps: { wave, schemeIds, waveLabel: labels.wave, waiting },
    }),
    [may, alertsView, queriesView, casesView, dashboardView, figures, labels.wave, labels.location, newWave, wave, schemeIds, waiting],
  );

  if (!canOpenToday(session)) return <Navigate to="/restricted" replace />;

  return (
    <section aria-labelledby="today-title" className="today-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 id="today-title" className="h3 mb-0 me-auto">
          Today
        </h1>
        <StartPageSwitch userId={userId} />
      </div>
      {summary && (
        <p className="today-summary mb-3" role="status">
          Since your last visit: {summary}
        </p>
      )}
      <DeferredGrid view={grid} />
    </section>
  );
}

interface GridView {
  may: Record<'alerts' | 'queries' | 'cases' | 'dashboard' | 'reporting' | 'nps' | 'caseList', boolean>;
  alerts: ComponentProps<typeof AlertsCard>;
  queries: ComponentProps<typeof QueriesCard>;
  cases: ComponentProps<typeof CasesCard>;
  results: ComponentProps<typeof ResultsCard>;
  nps: ComponentProps<typeof NpsCard>;
}

const NO_SCHEMES: number[] = [];
const Alerts = memo(AlertsCard);
const Queries = memo(QueriesCard);
const Cases = memo(CasesCard);
const Results = memo(ResultsCard);
const Nps = memo(NpsCard);

/** The grid rendered from a deferred copy of the page's view (see TodayPage). */
const DeferredGrid = memo(function DeferredGrid({ view }: { view: GridView }) {
  return <TodayGrid view={useDeferredValue(view)} />;
});

/** Today's cards, each with its own permission (rendered from the page's deferred view). */
const TodayGrid = memo(function TodayGrid({ view }: { view: GridView }) {
  const { may } = view;
  return (
    <div className="today-grid">
      {may.alerts && <Alerts {...view.alerts} />}
      {may.queries && <Queries {...view.queries} />}
      {may.cases && <Cases {...view.cases} />}
      {(may.reporting || may.dashboard) && <Results {...view.results} />}
      {may.nps && <Nps {...view.nps} />}
    </div>
  );
});
