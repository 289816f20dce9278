import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import '@/styles/app.scss';
import './shell.scss';
import { afterRequestsSettle, httpClientHold, pagePainted, preloadHttpClient } from '@/api/http';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { selectAuthError } from '@/store/sessionSlice';
import { pageErrorCleared } from '@/store/uiSlice';
import type { AppRoute } from '../routeTable';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { ErrorPage } from '../shell/ErrorPage';
import { JobReportHost } from '../shell/JobReportHost';
import { LoadingOverlay, SavingIndicator } from '../shell/LoadingOverlay';
import { SideMenu } from '../shell/SideMenu';
import { SubMenu } from '../shell/SubMenu';
import { TopBar } from '../shell/TopBar';

/**
 * The signed-in frame: side menu, top bar, footer, loading and saving indicators, and the generic
 * error page in place of the page while a page error is set (Retry remounts the page). Pages with
 * the sub-menu layout get the section's sub-menu above them.
 */
export default function MasterLayout() {
  const matches = useMatches();
  const route = (matches[matches.length - 1]?.handle as { route?: AppRoute } | undefined)?.route;
  const { pathname } = useLocation();
  const pageError = useAppSelector((state) => state.ui.pageError);
  // An error is ignored while an authentication error is set.
  const authError = useAppSelector(selectAuthError);
  const dispatch = useAppDispatch();
  const showError = pageError !== null && authError === null;
  // The HTTP client's chunk, which the page's GETs do without (api/http.ts): once the page has painted
  // and its requests have been quiet for a second, so that axios's download and evaluation never fall
  // between one wave of the page's answers and the next (a failure is tried again by the first
  // request that needs it).
  useEffect(() => {
    void httpClientHold()
      .then(() => afterRequestsSettle())
      .then(preloadHttpClient)
      .catch(() => undefined);
  }, []);
  // The frame and the page have painted: requests the boot script did not send may load the client.
  useEffect(() => afterNextPaint(pagePainted), []);

  return (
    <div className="portal-shell">
      <a href="#main-content" className="visually-hidden-focusable">
        Skip to content
      </a>
      <TopBar />
      <SideMenu />
      <div className="portal-main">
        {route?.layout === 'submenu' && <SubMenu />}
        <main id="main-content" className="portal-content" tabIndex={-1}>
          {showError ? (
            <ErrorPage message={pageError.message} onRetry={() => dispatch(pageErrorCleared())} />
          ) : (
            <ErrorBoundary key={pathname}>
              <Outlet />
            </ErrorBoundary>
          )}
          <LoadingOverlay />
        </main>
        <footer className="portal-footer">© {new Date().getFullYear()} Client Portal</footer>
      </div>
      <SavingIndicator />
      <JobReportHost />
    </div>
  );
}
