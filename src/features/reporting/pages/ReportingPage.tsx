import { useEffect, useMemo, useRef, useState } from 'react';
import '../reporting.scss';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useLocation, useNavigate } from 'react-router';
import { fetchFile, saveBlob } from '@/api/download';
import { isApiErrorShape } from '@/api/errors';
import { notify } from '@/components/notify';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { formatListDate, isoDate } from '@/lib/format';
import { buildRegionTree, flattenRegions, type RegionTreeNode } from '@/lib/regions';
import { can, P } from '@/lib/permissions';
import { RESTRICTED_TEXT } from '@/lib/restrictedText';
import { jobReportRequested } from '@/store/events';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { usePageError, usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { useFreshFailure } from '@/store/useFreshFailure';
import { AdvancedPanel } from '../components/AdvancedPanel';
import { QuickReportsPanel } from '../components/QuickReportsPanel';
import { ReportOutput } from '../components/ReportOutput';
import { SaveReportDialog } from '../components/SaveReportDialog';
import { SavedReportsPanel } from '../components/SavedReportsPanel';
import { exportFileName } from '../reportExport';
import { reportPath, useGetCurrentWaveQuery, useGetReportingFiltersQuery, useRunReportQuery } from '../reportingApi';
import { reportingSearch, type ReportFilters, type ReportingView } from '@/lib/reportingUrl';
import { advancedReports, currentWaveOf, isSurveySource, questionOptions, quickReports, shownSource } from '../reportCatalogue';
import { filterChips, waveStep, type FilterNames } from '../reportChips';
import { levelChoices, levelForReport } from '../reportLevels';
import { parseReportingView, prune, reportParams } from '../reportingUrl';
import { canCompare } from '../resultTable';
import { panelOpened, panelToggled, selectReportingPanel, type ReportingPanel } from '../reportingSlice';
import { rememberScroll, scrollPositionOf, useScrollMemory, type ScrollState } from '../useScrollMemory';
import type { ReportDefinition, ReportingFilters, SavedReport } from '../reportingTypes';

const INVALID_LINK = 'This report link is no longer valid.';
/** URL parameters other areas own (the job report modal's): kept as they are. */
const FOREIGN_KEYS = ['job', 'survey'];

const named = (rows: unknown) => new Map((Array.isArray(rows) ? rows : []).filter((row) => row && typeof row === 'object' && 'id' in row).map((row) => [String((row as { id: unknown }).id), String((row as { name?: unknown }).name ?? '')]));

function filterNames(data: ReportingFilters, labels: { wave: string; location: string }, regions: readonly RegionTreeNode[]): FilterNames {
  const groups = data.waves;
  const questions = new Map(questionOptions('comparison', data.questionnaires ?? [], true).map((option) => [option.value, option.label]));
  for (const questionnaire of data.questionnaires ?? []) for (const question of questionnaire.questions ?? []) if (!questions.has(String(question.id))) questions.set(String(question.id), `${question.question_num}. ${question.question}`);
  return {
    waves: new Map(groups.flatMap((group) => (group.waves ?? []).map((wave) => [String(wave.id), wave.name] as const))),
    groups: named(groups),
    regions: new Map(flattenRegions(regions).map((node) => [node.id, node.label])),
    types: named(data.types),
    subTypes: named(data.sub_types),
    grades: named(data.grades),
    categories: named(data.categories),
    competencies: named(data.competencies),
    questionnaires: named(data.questionnaires),
    questions,
    labels: { ...labels, type: data.level_names?.cti || 'Type', subType: data.level_names?.csi || 'Sub type', grade: data.level_names?.grd || 'Grade' },
  };
}

/** The name of the wave (or group) a comparison reads. */
function previousWaveName(filters: ReportFilters, names: FilterNames): string {
  if (filters.visitgroup) return names.groups.get(filters.visitgroup) ?? `previous ${names.labels.wave.toLowerCase()}`;
  return names.waves.get(filters.visitnum ?? '') ?? `previous ${names.labels.wave.toLowerCase()}`;
}

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
  return a.scheme === b.scheme && a.report === b.report && a.compare === b.compare && reportingSearch({ ...a, page: 1, sort: null, find: '' }) === reportingSearch({ ...b, page: 1, sort: null, find: '' });
}

/** True when the URL's own parameters say exactly what the parsed view says (else it is corrected). */
function isCanonical(search: string, view: ReportingView): boolean {
  const raw = new URLSearchParams(search);
  const canonical = new URLSearchParams(reportingSearch(view));
  for (const [key, value] of raw) if (!FOREIGN_KEYS.includes(key) && canonical.get(key) !== value) return false;
  for (const [key] of canonical) if (!raw.has(key)) return false;
  return true;
}

/** Reporting (document 001 §2 "Reporting screen"): data source, quick / advanced / saved panels, and the report the URL names. */
export default function ReportingPage() {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const large = useMediaQuery(LARGE_SCREEN);
  const panel = useAppSelector(selectReportingPanel);
  const [saving, setSaving] = useState(false);
  const [compareQuick, setCompareQuick] = useState(false);
  // An excel report downloading: one request however often Generate is pressed.
  const excelBusy = useRef(false);
  const [excelLoading, setExcelLoading] = useState(false);
  // On phones the panel is a sheet over the page, opened only by its button and closed when a report runs.
  const [sheetOpen, setSheetOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const allowed = can(session, P.VIEW_REPORTING);
  const today = isoDate(new Date());
  const view = useMemo(() => parseReportingView(new URLSearchParams(location.search), today), [location.search, today]);

  // The default data source, once loaded, keeps its cache entry when the URL then names it.
  const [defaultScheme, setDefaultScheme] = useState<string | null>(null);
  const filtersArg = view.scheme !== null && view.scheme === defaultScheme ? null : view.scheme;
  const filters = useGetReportingFiltersQuery(filtersArg, { skip: !allowed, refetchOnMountOrArgChange: 30 });
  const data = filters.currentData;
  const defaultValue = filtersArg === null ? (shownSource(data, null)?.value ?? null) : null;
  if (defaultValue !== null && defaultScheme !== defaultValue) setDefaultScheme(defaultValue);
  // The current wave: the filter data's (assumed) current_wave, else the shared dashboard state's wave
  // (000 §3): the source's dashboard, and the default dashboard when that one cannot be read.
  const askDashboard = allowed && !!data && !data.current_wave && can(session, P.VIEW_DASHBOARD);
  const sourceDashboard = useGetCurrentWaveQuery(view.scheme, { skip: !askDashboard });
  const defaultDashboard = useGetCurrentWaveQuery(null, { skip: !askDashboard || view.scheme === null || !sourceDashboard.isError });
  const currentWave = currentWaveOf(data, sourceDashboard.currentData ?? defaultDashboard.currentData);
  const waveLoading = !currentWave && askDashboard && (sourceDashboard.isFetching || defaultDashboard.isFetching);
  const report = useRunReportQuery({ scheme: view.scheme, slug: view.report ?? '', params: reportParams(view) }, { skip: !allowed || !view.report });
  // Compare with the previous wave: the same report for the next older wave (or group), together.
  const previousFilters = view.compare ? waveStep(view.filters, Array.isArray(filters.currentData?.waves) ? filters.currentData.waves : [], -1) : null;
  const previous = useRunReportQuery({ scheme: view.scheme, slug: view.report ?? '', params: reportParams({ scheme: view.scheme, filters: previousFilters ?? {} }) }, { skip: !allowed || !view.report || !previousFilters });
  const filtersFailed = useFreshFailure(filters);
  const unknownScheme = filtersFailed && view.scheme !== null && isApiErrorShape(filters.error) && filters.error.status === 404;
  const filtersError = filtersFailed && !unknownScheme ? (isApiErrorShape(filters.error) && filters.error.message ? filters.error.message : 'Error') : null;
  usePageError(filtersError !== null, filtersError);
  usePageReady(!allowed || data !== undefined || filtersFailed);

  const historyState = location.state as ReportingHistoryState | null;
  const go = (next: ReportingView, options: { replace?: boolean; drill?: boolean } = {}) => {
    const keep = new URLSearchParams(location.search);
    const foreign = FOREIGN_KEYS.filter((key) => keep.has(key)).map((key) => `${key}=${encodeURIComponent(keep.get(key) as string)}`);
    const search = [reportingSearch(next), ...foreign].filter(Boolean).join('&');
    // A drill remembers where it came from; paging, sorting and filtering rows at that level keep it.
    const parent = options.drill ? { search: location.search, key: location.key, parent: historyState?.parent ?? null } : sameReport(next, view) ? (historyState?.parent ?? null) : null;
    if (!options.replace) rememberScroll(location.key);
    navigate({ pathname: '/reporting', search: search ? `?${search}` : '' }, { replace: options.replace, state: parent ? { parent } : null });
  };
  const levelUp = (level: string) => {
    const parent = historyState?.parent;
    const from = parent ? parseReportingView(new URLSearchParams(parent.search), today) : null;
    if (parent && from && from.report === view.report && from.scheme === view.scheme && (from.filters.level ?? '') === level) {
      // The level the user drilled from, with its filters, page, sort, text filter and scroll position.
      rememberScroll(location.key);
      navigate({ pathname: '/reporting', search: parent.search }, { state: { parent: parent.parent, scrollTo: scrollPositionOf(parent.key) } satisfies ReportingHistoryState });
    } else go({ ...view, filters: prune({ ...view.filters, level: level || undefined }), page: 1, sort: null, find: '' });
  };
  const reportShown = !!report.currentData && !report.isFetching && (!previousFilters || !previous.isFetching);
  useScrollMemory(!allowed || filtersFailed || (data !== undefined && (!view.report || reportShown || report.isError)));

  // Malformed values are dropped from the address (replace, no history entry).
  useEffect(() => {
    if (!isCanonical(location.search, view)) go(view, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search, view]);

  // A link naming a data source or report that does not exist: the introduction and a toast.
  const reportKnown = !view.report || !data || data.reports.some((item) => item.slug === view.report);
  const reportMissing = report.isError && isApiErrorShape(report.error) && report.error.status === 404;
  const warnedFor = useRef<string | null>(null);
  useEffect(() => {
    // A report the filter data does not list: the link is stale. A listed report the server answers
    // 404 for shows its own message in place of the report (below).
    if (!unknownScheme && reportKnown) return;
    // Once per address, however many of its requests say so.
    if (warnedFor.current === location.search) return;
    warnedFor.current = location.search;
    if (unknownScheme) {
      notify.error(INVALID_LINK);
      navigate('/reporting', { replace: true });
    } else {
      notify.error(INVALID_LINK);
      go({ ...view, report: null, filters: {}, page: 1, sort: null, find: '', compare: false }, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknownScheme, reportKnown]);

  if (!allowed) {
    return (
      <section className="container-fluid py-3" aria-labelledby="reporting-title">
        <h1 id="reporting-title" className="h3">
          Reporting
        </h1>
        <p className="alert alert-warning">{RESTRICTED_TEXT}</p>
      </section>
    );
  }

  const labels = session?.companyLabels ?? { wave: 'Wave', location: 'Location' };
  const source = shownSource(data, view.scheme);
  const currentScheme = view.scheme ?? source?.value ?? '';
  const hasCompetencies = source?.hasCompetencies === true || (data?.competencies.length ?? 0) > 0;
  const reports = data ? advancedReports(data.reports ?? [], session, hasCompetencies) : [];
  const quick = data ? quickReports(data.reports ?? [], session, hasCompetencies) : [];
  const maxLevel = session?.user.max_reporting_level ?? 'md';
  const regions = data ? buildRegionTree(data.regions) : [];
  const names = data ? filterNames(data, labels, regions) : null;
  const surveyData = isSurveySource(source);
  const serverLevels = data?.levels ?? null;
  const definition = data?.reports.find((item) => item.slug === view.report);

  const closeSheet = () => setSheetOpen(false);
  /** An excel report (`is_excel_report`): Generate downloads its .xlsx; the report on screen stays (document 001 §4, §7). */
  const downloadExcel = async (slug: string, filtersToRun: ReportFilters) => {
    if (excelBusy.current) return;
    excelBusy.current = true;
    setExcelLoading(true);
    try {
      const stamp = new Date();
      const file = await fetchFile(reportPath(currentScheme || null, slug), exportFileName(slug, 'xlsx', stamp), { params: reportParams({ scheme: currentScheme || null, filters: filtersToRun }) });
      saveBlob(file.blob, exportFileName(slug, 'xlsx', stamp));
    } catch (error) {
      notify.error(isApiErrorShape(error) && error.message ? error.message : 'The report could not be downloaded. Please try again.');
    } finally {
      excelBusy.current = false;
      setExcelLoading(false);
    }
  };
  const run = (slug: string, next: ReportFilters, compare = false) => {
    const filtersToRun = prune(next);
    if (data?.reports.find((item) => item.slug === slug)?.is_excel_report) {
      void downloadExcel(slug, filtersToRun);
      return;
    }
    go({ scheme: currentScheme || null, report: slug, filters: filtersToRun, page: 1, sort: null, find: '', compare: compare && canCompare(slug, filtersToRun) });
    closeSheet();
  };
  const runQuick = (item: ReportDefinition) => {
    topRef.current?.scrollIntoView?.({ block: 'start' });
    window.scrollTo?.({ top: 0 });
    // Never across all waves: without a current wave the panel says so and its buttons are off.
    if (!currentWave) return;
    run(item.slug, { level: levelForReport(undefined, maxLevel, item.slug, serverLevels), visitnum: String(currentWave.id) }, compareQuick);
  };
  const runSaved = (saved: SavedReport, currentWaveWanted: boolean) => {
    const stored = parseReportingView(new URLSearchParams(saved.params ?? {}), today).filters;
    if (currentWaveWanted) {
      if (!currentWave) return;
      delete stored.visitnum;
      delete stored.visitgroup;
      delete stored.start_date;
      delete stored.end_date;
      stored.visitnum = String(currentWave.id);
    }
    run(saved.report, stored);
  };
  const changeScheme = (value: string) => {
    go({ scheme: value, report: null, filters: {}, page: 1, sort: null, find: '', compare: false });
    dispatch(panelOpened('quick'));
    if (!large) setSheetOpen(true);
  };

  const panels: Array<{ key: ReportingPanel; label: string }> = [
    { key: 'quick', label: 'Quick Reports' },
    { key: 'advanced', label: 'Advanced' },
    { key: 'saved', label: 'Saved Reports' },
  ];
  const panelBody =
    data && names ? (
      panel === 'quick' ? (
        <QuickReportsPanel reports={quick} onRun={runQuick} disabled={report.isFetching || excelLoading || waveLoading} currentWave={currentWave} waveLoading={waveLoading} titleHidden={!large} compare={compareQuick} onCompareChange={setCompareQuick} waveLabel={labels.wave} />
      ) : panel === 'advanced' ? (
        <AdvancedPanel data={data} levels={serverLevels} reports={reports} names={names} regions={regions} maxLevel={maxLevel} surveyData={surveyData} report={view.report} filters={view.filters} loading={report.isFetching || excelLoading} onGenerate={run} />
      ) : panel === 'saved' ? (
        <SavedReportsPanel reports={data.saved_reports} userId={session?.user.id ?? null} waveLabel={labels.wave} currentWave={currentWave} waveLoading={waveLoading} onRun={runSaved} titleHidden={!large} />
      ) : null
    ) : null;

  const reportError = report.isError && reportKnown && view.report;
  const forbidden = reportError && isApiErrorShape(report.error) && report.error.status === 403;
  const missing = reportError && reportMissing;

  return (
    <section className="container-fluid py-3 reporting-page" aria-labelledby="reporting-title" ref={topRef}>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3 card card-body flex-row">
        <h1 id="reporting-title" className="h3 mb-0 me-auto">
          Reporting
        </h1>
        <div>
          <label htmlFor="reporting-source" className="form-label small mb-0">
            Data Source
          </label>
          <select id="reporting-source" className="form-select" value={currentScheme} disabled={!data} onChange={(event) => changeScheme(event.target.value)}>
            {!data && <option value="">Loading…</option>}
            {(data?.schemes ?? []).map((scheme) => (
              <option key={scheme.value} value={scheme.value}>
                {scheme.name}
              </option>
            ))}
          </select>
        </div>
        <div className="btn-group flex-wrap" role="group" aria-label="Reporting panels">
          {panels.map((item) => (
            <button key={item.key} type="button" className={`btn ${panel === item.key && (large || sheetOpen) ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={panel === item.key && (large || sheetOpen)} onClick={() => {
                if (large) dispatch(panelToggled(item.key));
                else {
                  dispatch(panelOpened(item.key));
                  setSheetOpen(true);
                }
              }}>
              {item.label}
            </button>
          ))}
        </div>
      </div>

      <div className="row g-3">
        {large && panel && (
          <aside className="col-lg-4 col-xl-3" aria-label="Reporting panel">
            <div className="card">
              <div className="card-body">{panelBody ?? <div className="placeholder-glow" aria-hidden="true"><span className="placeholder col-12 reporting-panel-skeleton" /></div>}</div>
            </div>
          </aside>
        )}
        <div className={large && panel ? 'col-lg-8 col-xl-9' : 'col-12'}>
          {!view.report ? (
            <div className="card">
              <div className="card-body">
                <h2 className="h5">About reporting</h2>
                <p>Choose a data source above, then run a report in one of three ways:</p>
                <ul className="mb-2">
                  <li>
                    <strong>Quick Reports</strong> run a ready-made report for the current {labels.wave.toLowerCase()} in one click.
                  </li>
                  <li>
                    <strong>Advanced</strong> lets you pick the report, its level, the {labels.wave.toLowerCase()}s or dates, and more filters (regions, {labels.location.toLowerCase()}s, categories, days and NPS groups) before you generate it.
                  </li>
                  <li>
                    <strong>Saved Reports</strong> runs a report you saved earlier, for its own {labels.wave.toLowerCase()}s or for the current one.
                  </li>
                </ul>
                <p className="mb-0">Every report can be sorted, filtered and drilled into; the address in your browser always names the report you see, so you can bookmark or share it.</p>
              </div>
            </div>
          ) : reportError ? (
            <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
              <span className="me-auto">
                {forbidden
                  ? 'You do not have permission to run this report.'
                  : missing
                    ? 'This report could not be found. It may have been removed, or this data source may no longer offer it.'
                    : isApiErrorShape(report.error) && report.error.message
                      ? report.error.message
                      : 'The report could not be loaded.'}
              </span>
              {!forbidden && !missing && (
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void report.refetch()}>
                  Retry
                </button>
              )}
            </div>
          ) : report.currentData && names && !report.isFetching && (!previousFilters || !previous.isFetching) ? (
            <ReportOutput
              result={report.currentData}
              previous={previousFilters ? { result: previous.currentData, name: previousWaveName(previousFilters, names) } : null}
              view={view}
              reportName={report.currentData.report_name ?? definition?.name ?? view.report}
              names={names}
              chips={filterChips(view.filters, names, formatListDate)}
              levels={levelChoices(maxLevel, view.report, serverLevels)}
              waves={Array.isArray(data?.waves) ? data.waves : []}
              canOpenJobs={can(session, P.VIEW_JOB_REPORT)}
              onView={go}
              onLevelUp={levelUp}
              onOpenJob={(jobId, isSurvey) => dispatch(jobReportRequested({ jobId, isSurvey }))}
              onSave={() => setSaving(true)}
              onExportPdf={async () => {
                const file = await fetchFile(reportPath(view.scheme, view.report as string), exportFileName(view.report as string, 'pdf', new Date()), { params: { ...reportParams(view), export_type: 'pdf' } });
                saveBlob(file.blob, exportFileName(view.report as string, 'pdf', new Date()));
              }}
              dataSourceName={source?.name ?? ''}
              userName={session?.user.name ?? ''}
            />
          ) : (
            <div className="card placeholder-glow" aria-busy="true" aria-label="Loading the report">
              <div className="card-body">
                <span className="placeholder col-6 mb-3 d-block" />
                <span className="placeholder col-12 reporting-table-skeleton d-block" />
              </div>
            </div>
          )}
        </div>
      </div>

      {!large && (
        <Offcanvas show={sheetOpen && panel !== null} onHide={closeSheet} placement="start" aria-labelledby="reporting-sheet-title" className="reporting-sheet">
          <Offcanvas.Header closeButton closeLabel="Close">
            <Offcanvas.Title id="reporting-sheet-title" as="h2" className="h5">
              {panels.find((item) => item.key === panel)?.label ?? 'Reporting'}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>{panelBody}</Offcanvas.Body>
        </Offcanvas>
      )}
      {view.report && <SaveReportDialog show={saving} report={view.report} params={reportParams(view)} onClose={() => setSaving(false)} />}
    </section>
  );
}
