import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { Navigate, UNSAFE_DataRouterContext, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { ModalDialog } from '@/components/ModalDialog';
import { NpsBar } from '@/components/NpsBar';
import { ScrollToTopButton } from '@/components/ScrollToTopButton';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { can, P } from '@/lib/permissions';
import { jobReportRequested } from '@/store/events';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { usePageReady } from '@/store/pageHooks';
import { selectCompanyLabels, selectSession } from '@/store/sessionSlice';
import { NpsBanner } from '../components/NpsBanner';
import { NpsFilterPanel } from '../components/NpsFilterPanel';
import { NpsResponseCard } from '../components/NpsResponseCard';
import { useGetNpsMetricsQuery } from '@/api/npsMetricsEndpoints';
import { useGetNpsDashboardQuery, useGetNpsResponsesQuery } from '../npsApi';
import { isDefaultNps, npsParams, npsSearch, parseNpsSearch, sameNpsFilters } from '../npsFilters';
import type { NpsFilters, NpsResponse } from '../types';
import npsStyles from '../nps.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(npsStyles);

/** Filter changes reload after this much quiet (document 001 §9). */
export const NPS_DEBOUNCE_MS = 500;
const RESET_NOTICE = 'Some filters in the link were not valid and were reset.';

const is422 = (error: unknown) => isApiErrorShape(error) && error.status === 422;
const errorText = (error: unknown) => (isApiErrorShape(error) && error.message ? error.message : 'Error');

/**
 * The NPS dashboard (document 001 "NPS dashboard"). The URL carries the filters under the API's
 * names; the panel's changes apply after 500 ms of quiet (one metrics + responses pair a burst).
 */
export default function NpsDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const searchText = search.toString();
  const applied = useMemo(() => parseNpsSearch(new URLSearchParams(searchText)), [searchText]);
  const [draft, setDraft] = useState<NpsFilters>(applied);
  const [draftOf, setDraftOf] = useState(searchText);
  const location = useLocation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const notice = (location.state as { npsReset?: boolean } | null)?.npsReset && dismissed !== location.key ? RESET_NOTICE : null;
  const [sheetOpen, setSheetOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const large = useMediaQuery(LARGE_SCREEN);
  const labels = useAppSelector(selectCompanyLabels);
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const canOpenReport = can(session, P.VIEW_JOB_REPORT);
  const allowed = can(session, P.VIEW_NPS_DASHBOARD);

  const initial = useGetNpsDashboardQuery(undefined, { skip: !allowed });
  // The first answer serves the default view; a part of it the portal could not read is asked for
  // again through its own documented call (metrics, responses), which shows its own error.
  const initialComplete = !initial.data || (initial.data.metrics !== null && initial.data.responses !== null);
  const useInitial = isDefaultNps(applied) && applied.page === 1 && initialComplete;
  const skip = !allowed || useInitial || !initial.data;
  const metrics = useGetNpsMetricsQuery(npsParams(applied, false), { skip });
  const responses = useGetNpsResponsesQuery(npsParams(applied), { skip });
  usePageReady(!initial.isLoading);

  // Back/Forward or a pasted link: the panel shows what the URL names.
  if (draftOf !== searchText) {
    setDraftOf(searchText);
    setDraft(applied);
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Parameters the API rejects: back to the defaults, with a note.
  // Not while newer filters are on their way (a rejection of the older ones landing before their
  // navigation has rendered, as in the dashboard's address completion): those render next, with
  // their own answers.
  const rejected = is422(metrics.error) || is422(responses.error);
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    const latest = router ? (router.state.navigation.location ?? router.state.location) : null;
    if (latest && (latest.pathname !== location.pathname || latest.search !== location.search)) return;
    if (rejected) setSearch({}, { replace: true, state: { npsReset: true } });
  }, [location.pathname, location.search, rejected, router, setSearch]);

  const apply = (next: NpsFilters) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // Written as text: the lists keep their commas readable.
    void navigate({ search: npsSearch({ ...next, page: 1 }) });
  };
  const onPanelChange = (next: NpsFilters) => {
    setDraft(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), NPS_DEBOUNCE_MS);
  };
  const updateNow = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (sameNpsFilters(draft, applied)) {
      if (useInitial) void initial.refetch();
      else {
        void metrics.refetch();
        void responses.refetch();
      }
    } else apply(draft);
  };
  const goToPage = (page: number) => {
    void navigate({ search: npsSearch({ ...applied, page }) });
    window.scrollTo(0, 0);
  };
  const openReport = canOpenReport
    ? (response: NpsResponse) => dispatch(jobReportRequested({ jobId: response.job_id, isSurvey: response.scheme_type === 4 }))
    : null;

  const metricsData = useInitial ? initial.data?.metrics : (metrics.currentData ?? (metrics.isFetching ? metrics.data : undefined));
  const pageData = useInitial ? initial.data?.responses : (responses.currentData ?? (responses.isFetching ? responses.data : undefined));
  const loadError = initial.error ?? (rejected ? undefined : (metrics.error ?? responses.error));
  const busy = initial.isFetching || metrics.isFetching || responses.isFetching;

  if (!allowed) return <Navigate to="/restricted" replace />;

  const panel = (prefix: string) =>
    initial.data ? <NpsFilterPanel options={initial.data.filters} value={draft} onChange={onPanelChange} idPrefix={prefix} waveLabel={labels.wave} /> : null;

  return (
    <section aria-labelledby="nps-title" className="nps-dashboard">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="nps-title" className="h3 mb-0 me-auto">
          NPS Dashboard
        </h1>
        {!large && (
          <button type="button" className="btn btn-outline-dark" onClick={() => setSheetOpen(true)}>
            Set filters
          </button>
        )}
      </div>
      {notice && (
        <div className="alert alert-warning d-flex align-items-center gap-2" role="status">
          <span className="me-auto">{notice}</span>
          <button type="button" className="btn-close" aria-label="Dismiss" onClick={() => setDismissed(location.key)} />
        </div>
      )}
      <div className="row g-3">
        {large && (
          <aside className="col-lg-3" aria-label="Filters">
            <div className="card nps-filter-card">
              <div className="card-body">
                {panel('side')}
                <button type="button" className="btn btn-primary w-100 mt-3" onClick={updateNow}>
                  Update Responses
                </button>
              </div>
            </div>
          </aside>
        )}
        <div className={large ? 'col-lg-9' : 'col-12'} aria-busy={busy}>
          {loadError ? (
            <div>
              <div className="alert alert-danger" role="alert">
                {errorText(loadError)}
              </div>
              <button type="button" className="btn btn-outline-primary" onClick={updateNow}>
                Retry
              </button>
            </div>
          ) : !metricsData || !pageData ? (
            <PageSpinner />
          ) : (
            <>
              <NpsBanner score={metricsData.score} responses={metricsData.responses} />
              {metricsData.responses > 0 && (
                <NpsBar
                  className="my-3"
                  detractor_count={metricsData.detractor_count}
                  passive_count={metricsData.passive_count}
                  promoter_count={metricsData.promoter_count}
                />
              )}
              <h2 className="h5 mt-3">Responses</h2>
              {pageData.data.length === 0 ? (
                <p className="text-body-secondary">No Results for selected filters</p>
              ) : (
                <>
                  <ul className="list-unstyled nps-cards mb-3" aria-label="Responses">
                    {pageData.data.map((response) => (
                      <NpsResponseCard key={`${response.job_id}`} response={response} onOpenReport={openReport} />
                    ))}
                  </ul>
                  <nav aria-label="Response pages" className="d-flex align-items-center justify-content-center gap-3">
                    <button
                      type="button"
                      className="btn btn-outline-dark"
                      disabled={pageData.current_page <= 1}
                      onClick={() => goToPage(pageData.current_page - 1)}
                    >
                      Previous
                    </button>
                    <span aria-live="polite">
                      Page {pageData.current_page} of {pageData.last_page}
                    </span>
                    <button
                      type="button"
                      className="btn btn-outline-dark"
                      disabled={pageData.current_page >= pageData.last_page}
                      onClick={() => goToPage(pageData.current_page + 1)}
                    >
                      Next
                    </button>
                  </nav>
                </>
              )}
            </>
          )}
        </div>
      </div>
      {!large && (
        <ModalDialog
          show={sheetOpen}
          onHide={() => setSheetOpen(false)}
          fullscreen
          centered={false}
          titleId="nps-sheet-title"
          title="Filters"
          footer={
            <button
              type="button"
              className="btn btn-primary w-100"
              onClick={() => {
                updateNow();
                setSheetOpen(false);
              }}
            >
              View Responses
            </button>
          }
        >
          {panel('sheet')}
        </ModalDialog>
      )}
      <ScrollToTopButton threshold={50} />
    </section>
  );
}
