import { useEffect, type ReactNode } from 'react';
import { shallowEqual } from 'react-redux';
import { isApiErrorShape, statusMessage } from '@/api/errors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { usePageReady } from '@/store/pageHooks';
import { selectCompanyLabels } from '@/store/sessionSlice';
import { useGetDashboardQuery } from '../dashboardApi';
import { dashboardLoaded, dashboardPicked, dashboardRequest, selectDashboard, wavePicked } from '../dashboardSlice';
import { SCHEME_TYPE, type DashboardData } from '../types';

/** What a dashboard body is given. */
export interface DashboardBodyProps {
  schemeType: number;
  data: DashboardData;
}

/** The text of the error block: the server's error text, or 'Error'. */
export function dashboardErrorText(error: unknown): string {
  if (isApiErrorShape(error) && error.status > 0 && error.message && error.message !== statusMessage(error.status)) return error.message;
  return 'Error';
}

/**
 * The dashboard screen frame (document 001 "Dashboard screen"): the title with the scheme selector
 * (when more than one dashboard exists) and the wave selector grouped by wave group (not for case
 * management schemes). The body is chosen by scheme type by `renderBody`; a scheme type without a
 * body shows the frame only.
 */
export default function DashboardPage({ renderBody }: { renderBody?: (props: DashboardBodyProps) => ReactNode }) {
  const state = useAppSelector(selectDashboard);
  const { current } = state;
  const request = useAppSelector((root) => dashboardRequest(selectDashboard(root)), shallowEqual);
  const { data, error, isError, isSuccess, isFetching } = useGetDashboardQuery(request, { refetchOnMountOrArgChange: true });
  const labels = useAppSelector(selectCompanyLabels);
  const dispatch = useAppDispatch();
  usePageReady(isSuccess || isError);

  useEffect(() => {
    if (data) dispatch(dashboardLoaded(data));
  }, [data, dispatch]);

  if (isError && !isFetching) {
    return (
      <section aria-labelledby="dashboard-title">
        <h1 id="dashboard-title" className="h3 mb-3">
          Dashboard
        </h1>
        <div className="alert alert-danger" role="alert">
          {dashboardErrorText(error)}
        </div>
      </section>
    );
  }
  if (!data) {
    return (
      <div className="d-flex justify-content-center p-5" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }

  const isCaseManagement = !!data.scheme && data.scheme.type === SCHEME_TYPE.CASE_MANAGEMENT;
  const dashboards = data.dashboards ?? [];
  const currentKey = current ? `${current.kind}:${current.id}` : '';
  const waveGroups = data.waves ?? [];
  const body = renderBody?.({ schemeType: data.scheme ? data.scheme.type : -1, data }) ?? null;

  return (
    <section aria-labelledby="dashboard-title" aria-busy={isFetching}>
      <div className="dashboard-title d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="dashboard-title" className="h3 mb-0 me-auto">
          {data.name}
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
                if (option) dispatch(dashboardPicked(option));
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
              value={state.wave?.id ?? ''}
              onChange={(event) => dispatch(wavePicked({ groups: waveGroups, waveId: Number(event.target.value) }))}
            >
              {state.wave === null && <option value="">{labels.wave}</option>}
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
        {isFetching && <span className="spinner-border spinner-border-sm text-primary" role="status" aria-label="Loading" />}
      </div>
      {body}
    </section>
  );
}
