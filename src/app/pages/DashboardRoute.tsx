import { lazy, Suspense } from 'react';
import DashboardPage, { type DashboardBodyProps } from '@/features/dashboard/pages/DashboardPage';
import { SCHEME_TYPE } from '@/features/dashboard/types';

// The case management body belongs to the cases area; the app composes it into the dashboard frame.
const CaseDashboard = lazy(() => import('@/features/cases/components/CaseDashboard'));

function bodyFor({ schemeType }: DashboardBodyProps) {
  if (schemeType === SCHEME_TYPE.CASE_MANAGEMENT) {
    return (
      <Suspense
        fallback={
          <div className="spinner-border text-primary" role="status">
            <span className="visually-hidden">Loading…</span>
          </div>
        }
      >
        <CaseDashboard embedded />
      </Suspense>
    );
  }
  // The other scheme bodies come with the dashboards issue: until then the frame shows the scheme only.
  return null;
}

/** /dashboard: the dashboard frame with the body for its scheme type. */
export default function DashboardRoute() {
  return <DashboardPage renderBody={bodyFor} />;
}
