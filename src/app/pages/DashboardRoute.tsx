import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import type { BodyProps } from '@/features/dashboard/components/bodies/bodyTypes';
import { bodyKindOf } from '@/features/dashboard/bodyKind';
import DashboardPage, { type DashboardBodyProps } from '@/features/dashboard/pages/DashboardPage';
import type { DashboardBodyKind } from '@/features/dashboard/types';
import { appRoutes } from '../routes';

// The case management body belongs to the cases area; the app composes it into the dashboard frame.
const CaseDashboard = lazy(() => import('@/features/cases/components/CaseDashboard'));

// One lazy chunk per body; chart.js comes later still, with the first chart card that draws.
const BODIES: Record<Exclude<DashboardBodyKind, 'case-management'>, LazyExoticComponent<ComponentType<BodyProps>>> = {
  'mystery-shopping': lazy(() => import('@/features/dashboard/components/bodies/MysteryShoppingBody')),
  audit: lazy(() => import('@/features/dashboard/components/bodies/AuditBody')),
  survey: lazy(() => import('@/features/dashboard/components/bodies/SurveyBody')),
  'multi-scheme': lazy(() => import('@/features/dashboard/components/bodies/MultiSchemeBody')),
  mcds: lazy(() => import('@/features/dashboard/components/bodies/McdsBody')),
  override: lazy(() => import('@/features/dashboard/components/bodies/OverrideBody')),
  'crew-satisfaction': lazy(() => import('@/features/dashboard/components/bodies/CrewSatisfactionBody')),
};

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
