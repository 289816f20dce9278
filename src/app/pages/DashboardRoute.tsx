import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import type { BodyProps } from '@/features/dashboard/components/bodies/bodyTypes';
import { bodyKindOf } from '@/features/dashboard/bodyKind';
import FiguresUnavailable from '@/features/dashboard/components/FiguresUnavailable';
import DashboardPage, { type DashboardBodyProps } from '@/features/dashboard/pages/DashboardPage';
import { appRoutes } from '../routes';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { BODY_LOADERS } from './dashboardBodies';

// The case management body belongs to the cases area; the app composes it into the dashboard frame.
const CaseDashboard = preloadableLazy(() => import('@/features/cases/components/CaseDashboard'));

// One lazy chunk per body (loaders in dashboardBodies.ts, which the data declaration starts too);
// chart.js comes with the first chart card that draws.
const BODIES = Object.fromEntries(Object.entries(BODY_LOADERS).map(([kind, load]) => [kind, preloadableLazy(load)])) as unknown as Record<
  keyof typeof BODY_LOADERS,
  LazyExoticComponent<ComponentType<BodyProps>>
>;

/** Drill links into reporting are live only once the route table has /reporting. */
const reportingAvailable = () => appRoutes.some((route) => route.path === '/reporting');

// The body's space is held while its chunk loads, so nothing below it moves when it arrives.
const fallback = <PageSpinner className="d-flex justify-content-center p-4 dashboard-body-pending" />;

function bodyFor({ data }: DashboardBodyProps) {
  const kind = bodyKindOf(data);
  if (kind === null) return null;
  if (kind === 'case-management') {
    return (
      <Suspense fallback={fallback}>
        <CaseDashboard embedded />
      </Suspense>
    );
  }
  // The figures are an assumed part of the answer: without them the frame stays and the body says so.
  if (!data.content) return <FiguresUnavailable />;
  const Body = BODIES[kind];
  return (
    <Suspense fallback={fallback}>
      <Body data={data} reportingAvailable={reportingAvailable()} />
    </Suspense>
  );
}

/** /dashboard: the dashboard frame with the body for its kind. */
export default function DashboardRoute() {
  return <DashboardPage renderBody={bodyFor} />;
}
