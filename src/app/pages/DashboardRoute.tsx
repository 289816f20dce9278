import { Suspense, useCallback, useContext, useDeferredValue, useLayoutEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import type { BodyProps } from '@/features/dashboard/components/bodies/bodyTypes';
import { BodyBehindContext, sameDashboard, sameView } from '@/features/dashboard/bodyBehind';
import { bodyKindOf } from '@/features/dashboard/bodyKind';
import DashboardPage, { type DashboardBodyProps } from '@/features/dashboard/pages/DashboardPage';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { BODY_LOADERS } from '@/features/dashboard/dashboardBodies';
import DerivedBody from '@/features/dashboard/components/derived/DerivedBody';
import { useHasRoute } from '../routeTableContext';

// The case management body belongs to the cases area; the app composes it into the dashboard frame.
const CaseDashboard = preloadableLazy(() => import('@/features/cases/components/CaseDashboard'));

// One lazy chunk per body (loaders in features/dashboard/dashboardBodies.ts, which the route data starts too);
// chart.js comes with the first chart card that draws.
const BODIES = Object.fromEntries(Object.entries(BODY_LOADERS).map(([kind, load]) => [kind, preloadableLazy(load)])) as unknown as Record<
  keyof typeof BODY_LOADERS,
  LazyExoticComponent<ComponentType<BodyProps>>
>;

// The body composed from documented calls (issue 29), for an answer without figures of its own: against
// an API that sends only what the spec documents, every scheme's body. It comes with the route, so a
// first visit asks for it beside the framework, not in a wave of chunks after the answer (issue 30).
// Its cards' calls are the route data's (features/dashboard/derivedRouteData.ts).

// The body's space is held while its chunk loads, so nothing below it moves when it arrives.
const fallback = <PageSpinner className="d-flex justify-content-center p-4 dashboard-body-pending" />;

/** `reportingAvailable`: drill links into reporting are live only when the route table has /reporting. */
function bodyFor({ data }: DashboardBodyProps, reportingAvailable: boolean) {
  const kind = bodyKindOf(data);
  if (kind === 'case-management') {
    return (
      <Suspense fallback={fallback}>
        <CaseDashboard embedded />
      </Suspense>
    );
  }
  // The figures the answer carries (an assumed part of it), else figures from documented calls
  // (which renders its cards from a deferred copy itself, its requests starting at once).
  const Body = kind !== null && data.content ? BODIES[kind] : data.scheme || data.schemeGroup ? DerivedBody : null;
  if (!Body) return null;
  return (
    <Suspense fallback={fallback}>
      {Body === DerivedBody ? (
        <Body data={data} reportingAvailable={reportingAvailable} />
      ) : (
        <InTransition Body={Body} data={data} reportingAvailable={reportingAvailable} />
      )}
    </Suspense>
  );
}

/**
 * A body of the answer's own figures, rendered in a transition: the answer's arrival commits the
 * frame with the body's space held, and React renders the body's several hundred elements in short
 * slices after it, not in one long task (issue 30: the dashboard's first-visit TBT). Until that
 * render has run, another wave's body stays with the frame's 'Loading' sign; another dashboard's
 * never stays under the new title (its space is held as on the first load).
 */
function InTransition({ Body, data, reportingAvailable }: BodyProps & { Body: ComponentType<BodyProps> }) {
  const shown = useDeferredValue<BodyProps['data'] | null>(data, null);
  const behind = shown !== null && !sameView(shown, data);
  const setBehind = useContext(BodyBehindContext);
  useLayoutEffect(() => {
    setBehind?.(behind);
  }, [behind, setBehind]);
  useLayoutEffect(() => () => setBehind?.(false), [setBehind]);
  return shown && sameDashboard(shown, data) ? <Body data={shown} reportingAvailable={reportingAvailable} /> : fallback;
}

/** /dashboard: the dashboard frame with the body for its kind. */
export default function DashboardRoute() {
  const reportingAvailable = useHasRoute('/reporting');
  const renderBody = useCallback((props: DashboardBodyProps) => bodyFor(props, reportingAvailable), [reportingAvailable]);
  return <DashboardPage renderBody={renderBody} />;
}
