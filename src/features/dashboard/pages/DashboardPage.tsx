import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { Link, UNSAFE_DataRouterContext, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { UNREADABLE_DATA_CODE } from '@/api/decodeError';
import { recordBootAnswer } from '@/api/http';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { usePageReady } from '@/store/pageHooks';
import { selectCompanyLabels, selectSession } from '@/store/sessionSlice';
import { BodyBehindContext } from '../bodyBehind';
import { dashboardApi, dashboardCall, useGetDashboardQuery } from '../dashboardApi';
import { dashboardLoaded, dashboardPicked, keepWaveSet, kindOf, selectDashboard, wavePicked } from '../dashboardSlice';
import { dashboardRequestFor, dashboardSearch, keepingLeagueOrder, listsWave, parseDashboardSearch } from '../dashboardUrl';
import { SCHEME_TYPE, type DashboardData, type DashboardRequest } from '../types';

/** What a dashboard body is given. */
export interface DashboardBodyProps {
  schemeType: number;
  data: DashboardData;
}

/**
 * Where the URL should point once a dashboard loaded (null: it already names what loaded): a bare
 * or partial address gets the loaded scheme and wave; a wave the dashboard does not list is dropped.
 */
export function canonicalSearch(search: URLSearchParams, data: DashboardData): string | null {
  const target = kindOf(data);
  if (!target) return null;
  const { target: named, waveId } = parseDashboardSearch(search);
  if (waveId !== null && !listsWave(data, waveId)) return dashboardSearch(target, null);
  const wave = waveId ?? data.wave?.id ?? null;
  const next = dashboardSearch(target, wave);
  const current = named ? dashboardSearch(named, waveId) : '';
  return next === current && search.getAll('scheme').length <= 1 && search.getAll('wave').length <= 1 ? null : next;
}

/**
 * The text of the error block (000 §7, §8; 001 §8): an answer's `error` exactly as sent, else 'Error'
 * (a `message` is not it). Where no server text can exist — no answer came (no connection, a
 * time-out) or the answer could not be read — the portal's own specific message says which.
 */
export function dashboardErrorText(error: unknown): string {
  if (!isApiErrorShape(error)) return 'Error';
  if (error.errorText?.trim()) return error.errorText;
  if (error.status === 0 || error.code === UNREADABLE_DATA_CODE) return error.message || 'Error';
  return 'Error';
}

/**
 * The dashboard screen frame (document 001 "Dashboard screen"): the title with the scheme selector
 * (when more than one dashboard exists) and the wave selector grouped by wave group (not for case
 * management schemes). The URL (`?scheme=…&wave=…`) names the dashboard and wave: a pick pushes a
 * history entry, a bare address is completed (replaced) with what loaded. The body is chosen by
 * `renderBody`; a dashboard without a body shows the frame only.
 */
export default function DashboardPage({ renderBody }: { renderBody?: (props: DashboardBodyProps) => ReactNode }) {
  const state = useAppSelector(selectDashboard);
  const [search] = useSearchParams();
  const searchText = search.toString();
  const request = useMemo<DashboardRequest>(() => dashboardRequestFor(new URLSearchParams(searchText)), [searchText]);
  const { data, currentData, error, isError, isSuccess, isFetching, refetch } = useGetDashboardQuery(request);
  const labels = useAppSelector(selectCompanyLabels);
  const userId = useAppSelector(selectSession)?.user.id;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname, search: renderedSearch } = useLocation();
  usePageReady(isSuccess || isError);
  // The body still draws the last pick's figures (its render of the new ones is under way).
  const [bodyBehind, setBodyBehind] = useState(false);
  const loading = isFetching || bodyBehind;

  // Keep-wave is set once a wave comes in the URL (a wave picked sets it too).
  const enteredWithWave = useRef(parseDashboardSearch(search).waveId !== null);
  useEffect(() => {
    if (enteredWithWave.current) dispatch(keepWaveSet(true));
  }, [dispatch]);

  useEffect(() => {
    if (!currentData) return;
    dispatch(dashboardLoaded(currentData));
    // What is on screen is the URL's (or the default) wave, whatever an earlier pick kept.
    if (currentData.wave) dispatch(wavePicked({ groups: currentData.waves ?? [], waveId: currentData.wave.id }));
    const next = canonicalSearch(new URLSearchParams(searchText), currentData);
    if (next === null) return;
    // Not while a newer address is on its way. React renders a navigation in a transition, and an
    // answer that lands before it has committed renders the page once more with the address it had:
    // completed from that one, the newer address (a pick, a parameter just added) would be taken back.
    // The newer one renders next and is completed then. (The router's own state is the latest; written
    // out here and in the NPS dashboard rather than shared: a shared module lands in a chunk Today loads.)
    const latest = router ? (router.state.navigation.location ?? router.state.location) : null;
    if (latest && (latest.pathname !== pathname || latest.search !== renderedSearch)) return;
    const nextRequest = dashboardRequestFor(new URLSearchParams(next));
    // Other areas' parameters (the job report's job/survey) stay in the address.
    const others = [...new URLSearchParams(searchText)].filter(([key]) => key !== 'scheme' && key !== 'wave');
    const completed = others.length ? `${next}&${new URLSearchParams(others).toString()}` : next;
    // The completed address names what is on screen: seed its cache entry so it is not asked for again.
    if (nextRequest.kind !== 'default' && nextRequest.waveId !== null && nextRequest.waveId === currentData.wave?.id) {
      void dispatch(dashboardApi.util.upsertQueryData('getDashboard', nextRequest, currentData));
      // Its navigation then sends nothing to record, but a reload of it asks for this: the boot script may send it ahead.
      if (userId !== undefined) recordBootAnswer(`/dashboard${completed}`, userId, dashboardCall(nextRequest));
    }
    // Not flushSync: the completion re-renders the route (the body's links and league read the
    // address), and synchronously that was one task of 220-280 ms at 4x CPU on a phone's first visit
    // (issue 30). The router's transition renders it in slices; a pick made before it commits keeps
    // its own parameters and this completion adds the wave back (replacing that same entry).
    void navigate({ search: completed }, { replace: true });
  }, [currentData, dispatch, navigate, pathname, renderedSearch, router, searchText, userId]);

  const shown = currentData ?? (isFetching ? data : undefined);
  // The body is one element for one answer: the store's updates around it (the slice, the fetching
  // flags) and the address's completion re-render the frame, not every card again (each was a long
  // task on a phone, issue 30).
  const schemeType = shown?.scheme ? shown.scheme.type : -1;
  const body = useMemo(() => (shown ? (renderBody?.({ schemeType, data: shown }) ?? null) : null), [renderBody, shown, schemeType]);

  if (isError && !isFetching) {
    const named = parseDashboardSearch(search);
    return (
      <section aria-labelledby="dashboard-title">
        <h1 id="dashboard-title" className="h3 mb-3">
          Dashboard
        </h1>
        <div className="alert alert-danger" role="alert">
          {dashboardErrorText(error)}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline-primary" onClick={() => void refetch()}>
            Retry
          </button>
          {(named.target || named.waveId !== null) && (
            <Link to="/dashboard" className="btn btn-link">
              Show the default dashboard
            </Link>
          )}
        </div>
      </section>
    );
  }
  if (!shown) {
    return <PageSpinner />;
  }

  const current = kindOf(shown);
  const isCaseManagement = !!shown.scheme && shown.scheme.type === SCHEME_TYPE.CASE_MANAGEMENT;
  const dashboards = shown.dashboards ?? [];
  const currentKey = current ? `${current.kind}:${current.id}` : '';
  const waveGroups = shown.waves ?? [];
  // While a pick loads, the address already names the new wave: the selector and keep-wave follow it.
  const shownWaveId = parseDashboardSearch(search).waveId ?? shown.wave?.id ?? state.wave?.id ?? null;

  return (
    <section aria-labelledby="dashboard-title" aria-busy={loading}>
      <div className="dashboard-title d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="dashboard-title" className="h3 mb-0 me-auto text-break">
          {shown.name}
        </h1>
        {dashboards.length > 1 && (
          <div className="dashboard-selector">
            <label htmlFor="dashboard-scheme" className="visually-hidden">
              Dashboard
            </label>
            <select
              id="dashboard-scheme"
              className="form-select form-select-sm"
              value={currentKey}
              onChange={(event) => {
                const option = dashboards.find((item) => `${item.kind}:${item.id}` === event.target.value);
                if (!option) return;
                dispatch(dashboardPicked(option));
                const keep = state.keepWave && shownWaveId !== null ? shownWaveId : null;
                void navigate({ search: keepingLeagueOrder(dashboardSearch({ kind: option.kind, id: option.id }, keep), search) });
              }}
            >
              {dashboards.map((option) => (
                <option key={`${option.kind}:${option.id}`} value={`${option.kind}:${option.id}`}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {!isCaseManagement && waveGroups.length > 0 && (
          <div className="dashboard-selector">
            <label htmlFor="dashboard-wave" className="visually-hidden">
              {labels.wave}
            </label>
            <select
              id="dashboard-wave"
              className="form-select form-select-sm"
              value={shownWaveId ?? ''}
              onChange={(event) => {
                const waveId = Number(event.target.value);
                dispatch(wavePicked({ groups: waveGroups, waveId }));
                dispatch(keepWaveSet(true));
                // flushSync: the frame shows the picked wave as soon as the address names it, so a
                // dashboard picked right after keeps it (a transition left the old wave on screen,
                // and in the scheme selector's hands, for a moment after the address had changed).
                if (current) void navigate({ search: keepingLeagueOrder(dashboardSearch(current, waveId), search) }, { flushSync: true });
              }}
            >
              {shownWaveId === null && <option value="">{labels.wave}</option>}
              {waveGroups.map((group) => (
                <optgroup key={group.id} label={group.name}>
                  {group.waves.map((wave) => (
                    <option key={wave.id} value={wave.id}>
                      {wave.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        )}
        {loading && <span className="spinner-border spinner-border-sm text-primary" role="status" aria-label="Loading" />}
      </div>
      <BodyBehindContext value={setBodyBehind}>{body}</BodyBehindContext>
    </section>
  );
}
