import { Suspense, useMemo, useRef, useState, type ComponentProps } from 'react';
import type { SaveReportDialog as SaveReportDialogModule } from '../components/SaveReportDialog';
import reportingStyles from '../reporting.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';
import { useLocation } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { lazyDialog } from '@/components/lazyDialog';
import { usePreloadWhenSettled } from '@/components/preloadWhenSettled';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { formatListDate, isoDate } from '@/lib/format';
import { can, P } from '@/lib/permissions';
import { buildRegionTree } from '@/lib/regions';
import type { ReportFilters } from '@/lib/reportingUrl';
import { RESTRICTED_TEXT } from '@/lib/restrictedText';
import { jobReportRequested } from '@/store/events';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { usePageError, usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { useFreshFailure } from '@/store/useFreshFailure';
import { ReportError } from '../components/ReportError';
import { REPORTING_PANELS, ReportingHeader } from '../components/ReportingHeader';
import { ReportingIntro } from '../components/ReportingIntro';
import { ReportingPanelBody } from '../components/ReportingPanelBody';
import { PanelSkeleton, ReportSkeleton } from '../components/ReportingSkeletons';
import { ReportingPhoneSheet } from '../components/ReportingPhoneSheet';
import { useReportDownloads } from '../hooks/useReportDownloads';
import { useReportingCurrentWave } from '../hooks/useReportingCurrentWave';
import { useReportingHistory } from '../hooks/useReportingHistory';
import { useStaleLinkWarning } from '../hooks/useStaleLinkWarning';
import { useGetReportingFiltersQuery, useRunReportQuery } from '@/api/reportingEndpoints';
import { ReportOutput } from '../reportingChunks';
import { isSurveySource, shownSource } from '../reportCatalogue';
import { filterChips, filterNames, previousWaveName, waveStep } from '../reportChips';
import { panelOpened, panelToggled, selectReportingPanel, type ReportingPanel } from '../reportingSlice';
import type { ReportDefinition, SavedReport } from '@/lib/reportingTypes';
import { parseReportingView, prune, reportParams, savedReportFilters } from '../reportingUrl';
import { levelChoices, levelForReport } from '../reportLevels';
import { canCompare } from '../reportLayout';
import { useScrollMemory } from '../useScrollMemory';

adoptStyles(reportingStyles);

type SaveReportDialogProps = ComponentProps<typeof SaveReportDialogModule>;
const SaveReportDialog = lazyDialog<SaveReportDialogProps>(() =>
  import('../components/SaveReportDialog').then((module) => ({ default: module.SaveReportDialog })),
);

/** Reporting (document 001 §2 "Reporting screen"): data source, quick / advanced / saved panels, and the report the URL names. */
export default function ReportingPage() {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const large = useMediaQuery(LARGE_SCREEN);
  const panel = useAppSelector(selectReportingPanel);
  const [saving, setSaving] = useState(false);
  const [compareQuick, setCompareQuick] = useState(false);
  const { excelLoading, downloadExcel, downloadPdf } = useReportDownloads();
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
  const { currentWave, waveLoading } = useReportingCurrentWave(data, view.scheme, allowed, session);
  const report = useRunReportQuery({ scheme: view.scheme, slug: view.report ?? '', params: reportParams(view) }, { skip: !allowed || !view.report });
  // Compare with the previous wave: the same report for the next older wave (or group), together.
  const previousFilters = view.compare ? waveStep(view.filters, Array.isArray(filters.currentData?.waves) ? filters.currentData.waves : [], -1) : null;
  const previous = useRunReportQuery(
    { scheme: view.scheme, slug: view.report ?? '', params: reportParams({ scheme: view.scheme, filters: previousFilters ?? {} }) },
    { skip: !allowed || !view.report || !previousFilters },
  );
  const filtersFailed = useFreshFailure(filters);
  const unknownScheme = filtersFailed && view.scheme !== null && isApiErrorShape(filters.error) && filters.error.status === 404;
  const filtersError = filtersFailed && !unknownScheme ? (isApiErrorShape(filters.error) && filters.error.message ? filters.error.message : 'Error') : null;
  usePageError(filtersError !== null, filtersError);
  usePageReady(!allowed || data !== undefined || filtersFailed);

  const reportShown = !!report.currentData && !report.isFetching && (!previousFilters || !previous.isFetching);
  useScrollMemory(!allowed || filtersFailed || (data !== undefined && (!view.report || reportShown || report.isError)));
  const { go, levelUp } = useReportingHistory(view, today);
  // The introduction: the output's code comes once the page has settled, ready for the first report.
  usePreloadWhenSettled(ReportOutput.preload, allowed && !view.report);

  // A link naming a data source or report that does not exist: the introduction and a toast. A listed
  // report the server answers 404 for shows its own message in place of the report (below).
  const reportKnown = !view.report || !data || data.reports.some((item) => item.slug === view.report);
  const reportMissing = report.isError && isApiErrorShape(report.error) && report.error.status === 404;
  useStaleLinkWarning(unknownScheme, reportKnown, view, go);

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
  const maxLevel = session?.user.max_reporting_level ?? 'md';
  const regions = data ? buildRegionTree(data.regions) : [];
  const names = data ? filterNames(data, labels, regions) : null;
  const surveyData = isSurveySource(source);
  const serverLevels = data?.levels ?? null;
  const definition = data?.reports.find((item) => item.slug === view.report);

  const closeSheet = () => setSheetOpen(false);
  const run = (slug: string, next: ReportFilters, compare = false) => {
    const filtersToRun = prune(next);
    if (data?.reports.find((item) => item.slug === slug)?.is_excel_report) {
      void downloadExcel(currentScheme || null, slug, filtersToRun);
      return;
    }
    go({
      scheme: currentScheme || null,
      report: slug,
      filters: filtersToRun,
      page: 1,
      sort: null,
      find: '',
      compare: compare && canCompare(slug, filtersToRun),
    });
    closeSheet();
  };
  const runQuick = (item: ReportDefinition) => {
    topRef.current?.scrollIntoView?.({ block: 'start' });
    window.scrollTo?.({ top: 0 });
    // For the current wave; a data source without waves (case management's) runs its reports without one.
    const level = levelForReport(undefined, maxLevel, item.slug, serverLevels);
    run(item.slug, currentWave ? { level, visitnum: String(currentWave.id) } : { level }, compareQuick);
  };
  const runSaved = (saved: SavedReport, currentWaveWanted: boolean) => {
    run(saved.report, savedReportFilters(saved.params, currentWave, currentWaveWanted, today));
  };
  const changeScheme = (value: string) => {
    go({ scheme: value, report: null, filters: {}, page: 1, sort: null, find: '', compare: false });
    dispatch(panelOpened('quick'));
    if (!large) setSheetOpen(true);
  };
  const openPanel = (key: ReportingPanel) => {
    if (large) dispatch(panelToggled(key));
    else {
      dispatch(panelOpened(key));
      setSheetOpen(true);
    }
  };

  const panelBody =
    data && names ? (
      <ReportingPanelBody
        panel={panel}
        data={data}
        names={names}
        regions={regions}
        hasCompetencies={hasCompetencies}
        surveyData={surveyData}
        report={view.report}
        filters={view.filters}
        busy={report.isFetching || excelLoading}
        currentWave={currentWave}
        waveLoading={waveLoading}
        compareQuick={compareQuick}
        onCompareQuickChange={setCompareQuick}
        titleHidden={!large}
        onRunQuick={runQuick}
        onRun={run}
        onRunSaved={runSaved}
      />
    ) : null;

  const reportError = report.isError && reportKnown && view.report;

  return (
    <section className="container-fluid py-3 reporting-page" aria-labelledby="reporting-title" ref={topRef}>
      <ReportingHeader
        schemes={data?.schemes}
        currentScheme={currentScheme}
        onSchemeChange={changeScheme}
        pressed={large || sheetOpen ? panel : null}
        onPanel={openPanel}
      />

      <div className="row g-3">
        {large && panel && (
          <aside className="col-lg-4 col-xl-3" aria-label="Reporting panel">
            <div className="card">
              <div className="card-body">{panelBody ?? <PanelSkeleton />}</div>
            </div>
          </aside>
        )}
        <div className={large && panel ? 'col-lg-8 col-xl-9' : 'col-12'}>
          {!view.report ? (
            <ReportingIntro labels={labels} />
          ) : reportError ? (
            <ReportError error={report.error} missing={reportMissing} onRetry={() => void report.refetch()} />
          ) : report.currentData && names && !report.isFetching && (!previousFilters || !previous.isFetching) ? (
            <Suspense fallback={<ReportSkeleton />}>
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
                onExportPdf={() => downloadPdf(view)}
                dataSourceName={source?.name ?? ''}
                userName={session?.user.name ?? ''}
              />
            </Suspense>
          ) : (
            <ReportSkeleton />
          )}
        </div>
      </div>

      {!large && (
        <ReportingPhoneSheet
          show={sheetOpen && panel !== null}
          title={REPORTING_PANELS.find((item) => item.key === panel)?.label ?? 'Reporting'}
          onHide={closeSheet}
        >
          {panelBody}
        </ReportingPhoneSheet>
      )}
      {view.report && <SaveReportDialog show={saving} report={view.report} params={reportParams(view)} onClose={() => setSaving(false)} />}
    </section>
  );
}
