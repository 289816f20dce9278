import { addListener } from '@reduxjs/toolkit';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readReportParam, withoutReport, withReport } from '@/features/job-report/reportParams';
import { can, P } from '@/lib/permissions';
import { jobReportRequested } from '@/store/events';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { selectSession } from '@/store/sessionSlice';

const JobReportModal = lazy(() => import('@/features/job-report/components/JobReportModal'));

/** History state marking an entry the portal pushed to open a report (Close then goes back). */
interface HostState {
  jobReportPushed?: boolean;
}

/**
 * Mounts the job report modal once for the signed-in frame (001 §2). Any area asks for it with
 * `jobReportRequested`; the report then lives in the URL (`?job=` / `?survey=`, other parameters
 * kept), so a shared link opens it and Back closes it. The page beneath is never remounted.
 */
export function JobReportHost() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAppSelector(selectSession);
  const allowed = can(session, P.VIEW_JOB_REPORT);
  const param = readReportParam(location.search);
  const state = (location.state ?? null) as HostState | null;

  // The listener is registered once, at commit (a request right after the shell appears is never
  // missed), and reads the location of the moment the request arrives, never a stale one.
  const latest = useRef({ location, navigate });
  useLayoutEffect(() => {
    latest.current = { location, navigate };
  });
  useLayoutEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: jobReportRequested,
          effect: ({ payload }) => {
            const { location: here, navigate: go } = latest.current;
            const next = withReport(here.search, payload.jobId, payload.isSurvey);
            if (next === here.search) return;
            // A report opened over another report replaces it: Close still returns to the page.
            const replacing = readReportParam(here.search).kind === 'open';
            const base = typeof here.state === 'object' && here.state !== null ? (here.state as HostState) : {};
            void go(
              { pathname: here.pathname, search: next, hash: here.hash },
              { replace: replacing, state: { ...base, jobReportPushed: replacing ? base.jobReportPushed === true : true } },
            );
          },
        }),
      ),
    [dispatch],
  );

  // A malformed parameter, or one the user may not open, is dropped unrequested.
  const drop = param.kind === 'invalid' || (param.kind === 'open' && !allowed);
  useEffect(() => {
    if (drop)
      void navigate({ pathname: location.pathname, search: withoutReport(location.search), hash: location.hash }, { replace: true, state: location.state });
  }, [drop, navigate, location]);

  const close = useCallback(() => {
    if (state?.jobReportPushed) void navigate(-1);
    else void navigate({ pathname: location.pathname, search: withoutReport(location.search), hash: location.hash }, { replace: true, state: location.state });
  }, [navigate, location, state]);

  const dismiss = useCallback(() => {
    // A failed load drops the parameter the same way a close does.
    close();
  }, [close]);

  if (param.kind !== 'open' || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <JobReportModal jobId={param.jobId} isSurvey={param.isSurvey} onClose={close} onFailed={dismiss} />
    </Suspense>
  );
}
