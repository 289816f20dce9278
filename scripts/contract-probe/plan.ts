import type { Case, Paginated } from '@/lib/caseTypes';
import type { CriticalFocusItem } from '@/lib/criticalFocusTypes';
import type { DashboardData, DashboardKind } from '@/lib/dashboardTypes';
import { canAny, can, isOverallAdmin, P, type Permission } from '@/lib/permissions';
import type { QueryableJobs, QueryListRow } from '@/lib/queryTypes';
import { canOpenToday } from '@/lib/startPage';
import type { Session } from '@/store/events';
import type { Role } from '@/features/admin/adminSchemas';
import { caseListParams, EMPTY_FILTERS, filtersFromSaved, filtersToParams } from '@/features/cases/caseFilters';
import { caseAbilities, needsEditOptions } from '@/features/cases/components/detail/caseAbilities';
import type { CaseFilterOptions, GroupedRegion } from '@/features/cases/types';
import { resolvedRange } from '@/features/critical-focus/viewState';
import type { DashboardRequest } from '@/features/dashboard/types';
import { mayOpenHelp } from '@/features/help/helpTabs';
import { DEFAULT_NPS_FILTERS, npsParams } from '@/features/nps/npsFilters';
import type { NpsDashboardData, NpsResponsePage } from '@/features/nps/types';
import { profileTabsFor } from '@/features/profile/profileRules';
import { quickReports, shownSource } from '@/features/reporting/reportCatalogue';
import { levelForReport } from '@/features/reporting/reportLevels';
import type { NamedRef, ReportingFilters } from '@/lib/reportingTypes';
import { currentWave } from '@/lib/currentWave';
import { figureReportsOf, figureRequests, npsMetricsParams, type FigureRequests } from '@/lib/figureReports';
import { derivedNpsParams, derivedPermissions, derivedScope } from '@/features/dashboard/derivedFigures';
import { todayWaves } from '@/features/today/todayModel';
import { prune, reportParams, savedReportFilters } from '@/features/reporting/reportingUrl';
import type { SummaryWave } from '@/features/summary-reports/summaryReportsSchemas';
import { lastPageOf } from '@/features/today/todayModel';
import { overdueCreated } from '@/features/today/todayUrl';
import type { TodayDashboardState } from '@/features/today/types';
import { isoDate } from '@/lib/format';

/*
 * The probe's plan: for every query endpoint the portal defines (src/api/endpointRegistry.ts), when
 * a user meets it, who may make it, and the arguments the portal would give it, built with the
 * portal's own helpers from the answers met before (the default dashboard names the schemes and
 * waves, the case list a case, and so on). The endpoint's own `query` turns the arguments into the
 * path and parameters. Every endpoint is either planned here or excluded below with the reason; a
 * test fails when one is neither (tests/contract-probe/plan.test.ts).
 */

/** What a plan entry may know when it builds its calls. */
export interface PlanContext {
  session: Session;
  /** The decoded answer of an earlier call of `endpoint` (its first one, or the one with that label). */
  answer<T>(endpoint: string, label?: string): T | undefined;
  /** Today, as the pages take it (dates in the portal's parameters). */
  today: Date;
  /** A crew follow-up id to open (--followup-id): the public form's id comes from an e-mail link. */
  followupId: number | null;
}

/** One call of an endpoint: its argument (what a page passes to the endpoint) and, when there are several, which one. */
export interface PlannedCall {
  arg: unknown;
  label?: string;
}

/** The calls of one round, or why there is nothing to ask for. */
export type Round = (context: PlanContext) => PlannedCall[] | string;

export interface PlanEntry {
  /** The page (or part of the frame) where a user meets the call. */
  area: string;
  /** Endpoints whose answers this entry's arguments come from (their calls finish first). */
  after?: readonly string[];
  /** Null when the user may make the call (the permissions the portal checks), else why it is skipped. */
  allowed: (context: PlanContext) => string | null;
  /** The calls, round by round (a round starts once the one before has answered). */
  rounds: readonly Round[];
}

const needs =
  (...permissions: Permission[]) =>
  ({ session }: PlanContext): string | null => {
    const missing = permissions.filter((permission) => !can(session, permission));
    return missing.length === 0 ? null : `the user lacks '${missing.join("', '")}'`;
  };
const needsAny =
  (...permissions: Permission[]) =>
  ({ session }: PlanContext): string | null =>
    canAny(session, permissions) ? null : `the user has none of '${permissions.join("', '")}'`;
const both =
  (...checks: Array<(context: PlanContext) => string | null>) =>
  (context: PlanContext): string | null =>
    checks.map((check) => check(context)).find((reason) => reason !== null) ?? null;
const once =
  (arg: unknown = undefined, label?: string): Round =>
  () => [{ arg, ...(label ? { label } : {}) }];
const mayOpenToday = ({ session }: PlanContext) => (canOpenToday(session) ? null : 'the user may open none of Today’s cards');
const nothing = (what: string) => `nothing to open: ${what}`;

// ------------------------------------------------------------------ what earlier answers name

/** The dashboard request of the dashboard an answer shows. */
function shownDashboard(data: DashboardData): { kind: DashboardKind; id: number } | null {
  if (data.scheme) return { kind: 'scheme', id: data.scheme.id };
  if (data.schemeGroup) return { kind: data.schemeGroup.type === 2 ? 'mcds' : 'multi-scheme', id: data.schemeGroup.id };
  return null;
}

/** The reporting context of bare /reporting: the source shown, its current wave and the user's level (ReportingPage). */
function reportingView(context: PlanContext) {
  const data = context.answer<ReportingFilters>('getReportingFilters', 'the default data source');
  if (!data) return null;
  const source = shownSource(data, null);
  const current = currentWave({
    filtersWave: data.current_wave,
    mayReadDashboard: can(context.session, P.VIEW_DASHBOARD),
    dashboardWave: context.answer<NamedRef | null>('getCurrentWave') ?? null,
    filterWaves: data.waves,
  });
  const wave = current.status === 'known' ? current.wave : null;
  const hasCompetencies = source?.hasCompetencies === true || data.competencies.length > 0;
  return { data, scheme: source?.value ?? null, wave, hasCompetencies, maxLevel: context.session.user.max_reporting_level ?? 'md' };
}

/** The cases of the first page of the case list. */
const listedCases = (context: PlanContext): Case[] => context.answer<Paginated<Case>>('getCases', 'the first page')?.data ?? [];

/** The case the probe opens: one with a customer (its customer and the customer search need one), else the first. */
const caseToOpen = (context: PlanContext): Case | null => {
  const cases = listedCases(context);
  return cases.find((item) => item.customer) ?? cases[0] ?? null;
};

/** A job and a survey to open: the Queries page's queryable jobs and the NPS responses (surveys), else the dashboard's latest results. */
function jobsToOpen(context: PlanContext): { job: number | null; survey: number | null } {
  const latest = context.answer<DashboardData>('getDashboard', 'the default dashboard')?.content?.latest ?? [];
  const queryable = context.answer<QueryableJobs>('getQueryableJobs')?.jobs ?? [];
  const responses = [
    ...(context.answer<NpsDashboardData>('getNpsDashboard')?.responses?.data ?? []),
    ...(context.answer<NpsResponsePage>('getNpsResponses')?.data ?? []),
  ];
  const job = queryable[0]?.id ?? latest.find((item) => !item.is_survey)?.job_id ?? null;
  const survey = responses.find((response) => response.scheme_type === 4)?.job_id ?? latest.find((item) => item.is_survey)?.job_id ?? null;
  return { job, survey };
}

/** The default dashboard when it carries no body the portal knows: its figures come from documented calls (the derived body). */
function derivedDashboard(context: PlanContext): DashboardData | null {
  const data = context.answer<DashboardData>('getDashboard', 'the default dashboard');
  return data && !data.content && shownDashboard(data) && data.scheme?.type !== 12 ? data : null;
}

/** The report calls of a wave's figures as a list, with their labels (lib/figureReports). */
function figureCalls(calls: FigureRequests, whose: string): PlannedCall[] {
  const named: Array<[keyof FigureRequests, string]> = [
    ['rank', 'rank, this wave'],
    ['trend', 'trend'],
    ['category', 'category, this wave'],
    ['previousRank', 'rank, the previous wave'],
    ['previousCategory', 'category, the previous wave'],
  ];
  return named.flatMap(([key, what]) => (calls[key] ? [{ arg: calls[key], label: `${whose}: ${what}` }] : []));
}

/** Today's Results card: its data source (the dashboard state's, else the default) and its current wave (useTodayWave). */
function todayFigures(context: PlanContext): { scheme: string | null; calls: FigureRequests } | null {
  const state = context.answer<TodayDashboardState>('getTodayDashboardState') ?? null;
  const mayDashboard = can(context.session, P.VIEW_DASHBOARD);
  const scheme = mayDashboard ? (state?.reportingScheme ?? null) : null;
  const filters = context.answer<ReportingFilters>('getReportingFilters', scheme === null ? 'the default data source' : "Today's data source");
  if (!filters) return null;
  const current = currentWave({ filtersWave: filters.current_wave, mayReadDashboard: mayDashboard, dashboardWave: state?.wave, filterWaves: filters.waves });
  if (current.status !== 'known') return null;
  const around = todayWaves(current.wave, state, filters.waves);
  return { scheme, calls: figureRequests({ scheme, wave: current.wave, ...around }, figureReportsOf(filters.reports)) };
}

// ------------------------------------------------------------------ the plan, in the order a user meets the calls

export const PLAN: Record<string, PlanEntry> = {
  // The dashboard: where a user lands after signing in.
  getDashboard: {
    area: 'Dashboard',
    allowed: needs(P.VIEW_DASHBOARD),
    rounds: [
      once({ kind: 'default', waveId: null } satisfies DashboardRequest, 'the default dashboard'),
      (context) => {
        const data = context.answer<DashboardData>('getDashboard', 'the default dashboard');
        if (!data) return nothing('the default dashboard could not be read');
        const calls: PlannedCall[] = [];
        const shown = shownDashboard(data);
        // 'What changed' asks for the same dashboard in the previous wave.
        if (shown && data.previousWave)
          calls.push({ arg: { ...shown, waveId: data.previousWave.id } satisfies DashboardRequest, label: 'the previous wave (What changed)' });
        // One dashboard of each kind the scheme selector offers (each kind is its own path).
        for (const kind of ['scheme', 'multi-scheme', 'mcds'] as const) {
          const option = data.dashboards.find((entry) => entry.kind === kind && !(shown && shown.kind === kind && shown.id === entry.id));
          if (option) calls.push({ arg: { kind, id: option.id, waveId: null } satisfies DashboardRequest, label: `a ${kind} dashboard from the selector` });
        }
        return calls.length > 0 ? calls : nothing('the dashboard names no previous wave and no other dashboard');
      },
    ],
  },

  // Today (issue 24): each card on its own permission.
  getTodayDashboardState: { area: 'Today', allowed: both(mayOpenToday, needs(P.VIEW_DASHBOARD)), rounds: [once()] },
  getTodayAlerts: { area: 'Today', allowed: both(mayOpenToday, needs(P.VIEW_CRITICAL_FOCUS)), rounds: [once()] },
  getTodayOpenQueries: { area: 'Today', allowed: both(mayOpenToday, needs(P.VIEW_QUERIES)), rounds: [once()] },
  getTodayQueryableJobs: { area: 'Today', allowed: both(mayOpenToday, needs(P.VIEW_QUERIES)), rounds: [once()] },
  getTodayCaseCounts: { area: 'Today', allowed: both(mayOpenToday, needs(P.VIEW_CASE_MANAGEMENT)), rounds: [once()] },
  getTodayOverdueCases: {
    area: 'Today',
    allowed: both(mayOpenToday, needs(P.VIEW_CASE_MANAGEMENT, P.CASE_MANAGEMENT_VIEW_CASES)),
    rounds: [
      (context) => [{ arg: { created: overdueCreated(context.today), page: 1 }, label: 'the first page' }],
      (context) => {
        const first = context.answer<Paginated<Case>>('getTodayOverdueCases', 'the first page');
        const last = first ? lastPageOf(first) : null;
        return last !== null && last > 1
          ? [{ arg: { created: overdueCreated(context.today), page: last }, label: 'the last page' }]
          : 'not asked: one page holds them all';
      },
    ],
  },
  // NPS dashboard: the first answer, then its own calls (asked for a filter, or a part the first could not give).
  getNpsDashboard: { area: 'NPS dashboard', allowed: needs(P.VIEW_NPS_DASHBOARD), rounds: [once()] },
  getNpsMetrics: {
    area: 'NPS dashboard',
    after: ['getDashboard', 'getTodayDashboardState'],
    allowed: needs(P.VIEW_NPS_DASHBOARD),
    rounds: [
      once(npsParams(DEFAULT_NPS_FILTERS, false), 'the NPS dashboard'),
      (context) => {
        const calls: PlannedCall[] = [];
        // The dashboard's NPS card (the derived body) and Today's NPS card.
        const dashboard = derivedDashboard(context);
        if (dashboard) {
          const scope = derivedScope(dashboard);
          if (derivedPermissions(context.session, scope).nps) calls.push({ arg: derivedNpsParams(scope), label: "the dashboard's NPS card" });
        }
        const state = context.answer<TodayDashboardState>('getTodayDashboardState');
        if (canOpenToday(context.session) && state) calls.push({ arg: npsMetricsParams(state.schemeIds, state.wave?.id), label: "Today's NPS card" });
        return calls.length > 0 ? calls : nothing('the dashboard shows its own figures and Today names no wave');
      },
    ],
  },
  getNpsResponses: { area: 'NPS dashboard', allowed: needs(P.VIEW_NPS_DASHBOARD), rounds: [once(npsParams(DEFAULT_NPS_FILTERS))] },

  // Reporting: the filter data of the default source and of one source of each other kind, the current wave, a quick and a saved report.
  getReportingFilters: {
    area: 'Reporting',
    after: ['getDashboard', 'getTodayDashboardState'],
    allowed: needs(P.VIEW_REPORTING),
    rounds: [
      once(null, 'the default data source'),
      (context) => {
        const view = reportingView(context);
        if (!view) return nothing('the default filter data could not be read');
        const calls: PlannedCall[] = [];
        for (const kind of ['scheme', 'multi-scheme', 'mcds'] as const) {
          const source = view.data.schemes.find((entry) => entry.kind === kind && entry.value !== view.scheme);
          if (source) calls.push({ arg: source.value, label: `a ${kind} data source` });
        }
        // The dashboard's derived body and Today's Results card read the reports their data source lists.
        const dashboard = derivedDashboard(context);
        if (dashboard) calls.push({ arg: derivedScope(dashboard).scheme, label: "the dashboard's data source" });
        const state = context.answer<TodayDashboardState>('getTodayDashboardState');
        if (canOpenToday(context.session) && can(context.session, P.VIEW_DASHBOARD) && state?.reportingScheme)
          calls.push({ arg: state.reportingScheme, label: "Today's data source" });
        return calls.length > 0 ? calls : nothing('the filter data lists no other data source');
      },
    ],
  },
  getCurrentWave: {
    area: 'Reporting',
    after: ['getReportingFilters'],
    allowed: needs(P.VIEW_REPORTING, P.VIEW_DASHBOARD),
    rounds: [
      (context) => {
        const data = context.answer<ReportingFilters>('getReportingFilters', 'the default data source');
        if (!data) return nothing('the default filter data could not be read');
        return data.current_wave ? 'not asked: the filter data names its current wave' : [{ arg: null }];
      },
    ],
  },
  runReport: {
    area: 'Reporting',
    after: ['getReportingFilters', 'getCurrentWave'],
    allowed: needs(P.VIEW_REPORTING),
    rounds: [
      (context) => {
        const view = reportingView(context);
        if (!view) return nothing('the default filter data could not be read');
        const calls: PlannedCall[] = [];
        const excel = new Set(view.data.reports.filter((report) => report.is_excel_report).map((report) => report.slug));
        // A quick report, as its button runs it: the current wave at the report's level.
        const quick = quickReports(view.data.reports, context.session, view.hasCompetencies).find((report) => !report.is_excel_report);
        if (quick && view.wave) {
          const filters = prune({ level: levelForReport(undefined, view.maxLevel, quick.slug, view.data.levels), visitnum: String(view.wave.id) });
          calls.push({ arg: { scheme: view.scheme, slug: quick.slug, params: reportParams({ scheme: view.scheme, filters }) }, label: 'a quick report' });
        }
        // A saved report, as 'Run' runs it (its own filters).
        const saved = view.data.saved_reports.find((report) => !excel.has(report.report));
        const filters = saved ? savedReportFilters(saved.params, view.wave, false, isoDate(context.today)) : null;
        if (saved && filters)
          calls.push({ arg: { scheme: view.scheme, slug: saved.report, params: reportParams({ scheme: view.scheme, filters }) }, label: 'a saved report' });
        // The dashboard's derived body (its answer carries no body the portal knows) and Today's Results card.
        const dashboard = derivedDashboard(context);
        const dashboardFilters = context.answer<ReportingFilters>('getReportingFilters', "the dashboard's data source");
        if (dashboard && dashboardFilters)
          calls.push(...figureCalls(figureRequests(derivedScope(dashboard), figureReportsOf(dashboardFilters.reports)), "the dashboard's figures"));
        const today = canOpenToday(context.session) ? todayFigures(context) : null;
        if (today) calls.push(...figureCalls(today.calls, "Today's results"));
        if (calls.length > 0) return calls;
        return nothing(!view.wave ? 'no current wave is known and there is no saved report' : 'the user may run no quick report and there is no saved report');
      },
    ],
  },

  // Queries.
  getOpenQueries: { area: 'Queries', allowed: needs(P.VIEW_QUERIES, P.QUERIES_VIEW_OPEN_QUERIES), rounds: [once()] },
  getQueryableJobs: { area: 'Queries', allowed: needs(P.VIEW_QUERIES, P.QUERIES_CREATE_QUERY), rounds: [once()] },
  getResolvedQueries: { area: 'Queries', allowed: needs(P.VIEW_QUERIES, P.QUERIES_VIEW_RESOLVED_QUERIES), rounds: [once({})] },
  getQuery: {
    area: 'Queries',
    after: ['getOpenQueries', 'getResolvedQueries'],
    allowed: both(needs(P.VIEW_QUERIES), needsAny(P.QUERIES_VIEW_OPEN_QUERIES, P.QUERIES_VIEW_RESOLVED_QUERIES, P.QUERIES_CREATE_QUERY)),
    rounds: [
      (context) => {
        const row = context.answer<QueryListRow[]>('getOpenQueries')?.[0] ?? context.answer<QueryListRow[]>('getResolvedQueries')?.[0];
        return row ? [{ arg: row.id }] : nothing('no open or resolved query is listed');
      },
    ],
  },
  getQueryCreate: {
    area: 'Queries',
    after: ['getQueryableJobs'],
    allowed: needs(P.VIEW_QUERIES, P.QUERIES_CREATE_QUERY),
    rounds: [
      (context) => {
        const job = context.answer<QueryableJobs>('getQueryableJobs')?.jobs[0];
        return job ? [{ arg: job.id }] : nothing('no job can be queried');
      },
    ],
  },

  // Critical focus.
  getOpenCriticalFocus: { area: 'Critical focus', allowed: needs(P.VIEW_CRITICAL_FOCUS, P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS), rounds: [once()] },
  getResolvedCriticalFocus: {
    area: 'Critical focus',
    allowed: needs(P.VIEW_CRITICAL_FOCUS, P.CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS),
    rounds: [(context) => [{ arg: resolvedRange({ from: null, to: null }, context.today) }]],
  },
  getCriticalFocusItem: {
    area: 'Critical focus',
    after: ['getOpenCriticalFocus', 'getResolvedCriticalFocus'],
    allowed: needs(P.VIEW_CRITICAL_FOCUS, P.CRITICAL_FOCUS_VIEW_DETAILS),
    rounds: [
      (context) => {
        const item = context.answer<CriticalFocusItem[]>('getOpenCriticalFocus')?.[0] ?? context.answer<CriticalFocusItem[]>('getResolvedCriticalFocus')?.[0];
        return item ? [{ arg: item.id }] : nothing('no open or resolved critical focus item is listed');
      },
    ],
  },
  getCriticalFocusNoteTypes: {
    area: 'Critical focus',
    allowed: needs(P.VIEW_CRITICAL_FOCUS, P.CRITICAL_FOCUS_UPDATE_OPEN_CRITICAL_FOCUS),
    rounds: [once()],
  },

  // The job report (from a list row, a card or the top bar's search).
  getJobReport: {
    area: 'Job report',
    after: ['getDashboard', 'getNpsDashboard', 'getNpsResponses', 'getQueryableJobs'],
    allowed: needs(P.VIEW_JOB_REPORT),
    rounds: [
      (context) => {
        const { job, survey } = jobsToOpen(context);
        const calls: PlannedCall[] = [];
        if (job !== null) calls.push({ arg: { jobId: job, isSurvey: false }, label: 'a job' });
        if (survey !== null) calls.push({ arg: { jobId: survey, isSurvey: true }, label: 'a survey' });
        return calls.length > 0 ? calls : nothing('no job or survey is named by the queryable jobs, the NPS responses or the dashboard');
      },
    ],
  },
  searchJobs: {
    area: 'Top bar',
    after: ['getJobReport'],
    allowed: needs(P.VIEW_JOB_REPORT),
    rounds: [
      (context) => {
        const { job, survey } = jobsToOpen(context);
        const id = job ?? survey;
        return id !== null ? [{ arg: String(id) }] : nothing('no job or survey id is known');
      },
    ],
  },

  // Case management.
  getCaseDashboard: { area: 'Case management', allowed: needs(P.VIEW_CASE_MANAGEMENT), rounds: [once()] },
  getCaseFilterOptions: { area: 'Case management', allowed: needs(P.CASE_MANAGEMENT_VIEW_CASES), rounds: [once()] },
  getCases: {
    area: 'Case management',
    after: ['getCaseFilterOptions'],
    allowed: needs(P.CASE_MANAGEMENT_VIEW_CASES),
    rounds: [
      // A first visit from a new browser: no remembered defaults, so the first page unfiltered (caseListStart.ts) ...
      once({ params: caseListParams(EMPTY_FILTERS, 'created date') }, 'the first page'),
      // ... then, when the options name saved default filters, the list with them.
      (context) => {
        const saved = context.answer<CaseFilterOptions>('getCaseFilterOptions')?.default_filters;
        const filters = filtersFromSaved(saved);
        return saved && JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS)
          ? [{ arg: { params: caseListParams(filters, 'created date') }, label: 'with the saved default filters' }]
          : 'not asked: the user has no saved default filters';
      },
    ],
  },
  getGroupedCases: {
    area: 'Case management',
    allowed: needs(P.CASE_MANAGEMENT_VIEW_CASES, P.CASE_MANAGEMENT_VIEW_CASES_GROUPED),
    rounds: [once({ sort: 'created date', ...filtersToParams(EMPTY_FILTERS) })],
  },
  getGroupedLocationCases: {
    area: 'Case management',
    after: ['getGroupedCases'],
    allowed: needs(P.CASE_MANAGEMENT_VIEW_CASES, P.CASE_MANAGEMENT_VIEW_CASES_GROUPED),
    rounds: [
      (context) => {
        const location = (context.answer<{ data: GroupedRegion[] }>('getGroupedCases')?.data ?? []).flatMap((group) => group.locations)[0];
        return location
          ? [{ arg: { locationId: location.id, request: { params: { sort: 'created date', ...filtersToParams(EMPTY_FILTERS) } } } }]
          : nothing('the grouped view lists no location');
      },
    ],
  },
  getCreateCaseDetails: { area: 'Case management', allowed: needs(P.CASE_MANAGEMENT_CREATE_CASE), rounds: [once()] },
  getCase: {
    area: 'Case management',
    after: ['getCases'],
    allowed: needs(P.CASE_MANAGEMENT_VIEW_CASES),
    rounds: [
      (context) => {
        const first = caseToOpen(context);
        if (!first) return nothing('the case list is empty');
        // A resolved case as well when the page lists one: only a resolved case says who resolved it.
        const resolved = listedCases(context).find((item) => item.resolved_by && item.id !== first.id);
        return [{ arg: first.id, label: 'a case' }, ...(resolved ? [{ arg: resolved.id, label: 'a resolved case' }] : [])];
      },
    ],
  },
  lookupCaseId: {
    area: 'Case management',
    after: ['getCases'],
    allowed: needs(P.CASE_MANAGEMENT_VIEW_CASES),
    rounds: [(context) => (caseToOpen(context) ? [{ arg: caseToOpen(context)?.id }] : nothing('the case list is empty'))],
  },
  getCaseEditOptions: {
    area: 'Case management',
    after: ['getCases'],
    allowed: both(needs(P.CASE_MANAGEMENT_VIEW_CASES), ({ session }) => (needsEditOptions(session) ? null : 'the user may edit no case')),
    rounds: [(context) => (caseToOpen(context) ? [{ arg: caseToOpen(context)?.id }] : nothing('the case list is empty'))],
  },
  getCaseCustomer: {
    area: 'Case management',
    after: ['getCase'],
    allowed: needs(P.CASE_MANAGEMENT_VIEW_CASES),
    rounds: [
      (context) => {
        const item = context.answer<Case>('getCase', 'a case');
        return item?.customer ? [{ arg: { id: item.id, customerId: item.customer.id } }] : nothing('the case opened has no customer');
      },
    ],
  },
  getReplyDetails: {
    area: 'Case management',
    after: ['getCases'],
    allowed: needs(P.CASE_MANAGEMENT_VIEW_CASES, P.CASE_MANAGEMENT_EMAIL_CUSTOMER),
    rounds: [
      (context) => {
        const item = listedCases(context).find((row) => caseAbilities(context.session, row).reply);
        return item ? [{ arg: item.id }] : nothing('no listed open case has a customer who wants contact and has a valid e-mail');
      },
    ],
  },
  searchCasesByCustomer: {
    area: 'Case management',
    after: ['getCases'],
    allowed: needs(P.CASE_MANAGEMENT_VIEW_CASES),
    rounds: [
      (context) => {
        const name = listedCases(context).find((row) => row.customer?.name)?.customer?.name;
        return name ? [{ arg: { params: { customer_name: name, page: '1' } }, label: "a listed customer's name" }] : nothing('no listed case names a customer');
      },
    ],
  },

  // Summary reports, help, profile.
  getSummaryWaves: { area: 'Summary reports', allowed: needs(P.VIEW_SUMMARY_REPORTS), rounds: [once()] },
  getSummaryReports: {
    area: 'Summary reports',
    after: ['getSummaryWaves'],
    allowed: needs(P.VIEW_SUMMARY_REPORTS),
    rounds: [
      (context) => {
        const wave = context.answer<SummaryWave[]>('getSummaryWaves')?.[0];
        return wave ? [{ arg: wave.wave_id }] : nothing('no wave has summary reports');
      },
    ],
  },
  getHelp: { area: 'Help', allowed: ({ session }) => (mayOpenHelp(session) ? null : "the user lacks 'help - view help' or every help tab"), rounds: [once()] },
  getProfile: {
    area: 'Your profile',
    allowed: ({ session }) => {
      const tabs = profileTabsFor(session);
      return tabs.includes('contact') || tabs.includes('timezone') ? null : 'the user sees no profile tab that shows the profile';
    },
    rounds: [once()],
  },

  // Admin Functions (the overall admin, signed in as themselves).
  getClients: { area: 'Admin', allowed: ({ session }) => (isOverallAdmin(session) ? null : 'only the overall admin'), rounds: [once()] },
  getRoles: { area: 'Admin', allowed: ({ session }) => (isOverallAdmin(session) ? null : 'only the overall admin'), rounds: [once()] },
  getPermissionGroups: { area: 'Admin', allowed: ({ session }) => (isOverallAdmin(session) ? null : 'only the overall admin'), rounds: [once()] },
  getRolePermissions: {
    area: 'Admin',
    after: ['getRoles'],
    allowed: ({ session }) => (isOverallAdmin(session) ? null : 'only the overall admin'),
    rounds: [
      (context) => {
        const role = context.answer<Role[]>('getRoles')?.[0];
        return role ? [{ arg: role.id }] : nothing('no role is listed');
      },
    ],
  },

  // The public crew follow-up form (no token): its id only comes in an e-mail's link.
  getFollowup: {
    area: 'Crew follow-up (public)',
    allowed: () => null,
    rounds: [
      (context) =>
        context.followupId !== null ? [{ arg: context.followupId }] : 'not asked: its id comes from an e-mail link (pass --followup-id to check it)',
    ],
  },
};

/** Endpoints the probe never calls, and why (every mutation: the probe changes nothing). */
export const NOT_PROBED: Record<string, string> = {
  login: 'the sign-in: sent once, before everything else',
  adminLogin: "a POST that signs the overall admin's link in as a client",
  forgotPassword: 'a POST that sends a reset e-mail',
  resetPassword: 'a POST that sets a password',
  becomeClient: "a GET, but it signs in as another user and ends the admin's token",
  backToAdmin: 'a GET, but it switches the identity back to the admin',
  createRole: 'a POST that creates a role',
  renameRole: 'a PATCH that renames a role',
  deleteRole: 'a DELETE that deletes a role',
  updateRolePermissions: "a PATCH that changes a role's permissions",
  updateUserRole: "a PATCH that changes a user's role",
  createCase: 'a POST that creates a case',
  saveDefaultCaseFilters: "a POST that saves the user's default filters",
  updateCase: 'a PATCH that edits a case',
  deleteCase: 'a DELETE that deletes a case',
  reopenCase: 'a PATCH that reopens a case',
  addCaseNote: 'a POST that adds a note',
  sendReply: 'a POST that e-mails the customer',
  forwardCase: 'a POST that e-mails the case',
  uploadAttachments: 'a POST that stores files',
  updateCaseCustomer: 'a PATCH that edits a customer',
  storeCriticalFocusNote: 'a POST that adds a note',
  updateProfile: 'a PATCH that edits the profile',
  confirmPassword: 'a POST that checks the password',
  updatePassword: 'a PATCH that sets the password',
  updateTimezone: 'a PATCH that sets the time zone',
  emailJobReport: 'a POST that e-mails a report',
  createFollowup: 'a POST that sends a follow-up',
  saveReport: 'a POST that saves a report',
  deleteSavedReport: 'a DELETE that deletes a saved report',
  createQuery: 'a POST that raises a query',
  respondToQuery: 'a POST that answers a query',
};
