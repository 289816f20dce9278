import { useMemo, useState } from 'react';
import { CaseTrend } from '../caseTrendChartChunk';
import { Link } from 'react-router';
import { can, P } from '@/lib/permissions';
import { useAppSelector } from '@/store/typedHooks';
import { usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { useGetCaseDashboardQuery } from '../casesApi';
import { dashboardCardLinks } from '../dashboardLinks';
import { compareWithCompany, COMPARISON_TEXT, formatResolutionTime } from '../resolutionTime';
import { SkeletonBlock, SkeletonRegion } from '@/components/Skeleton';
import { useNearScreen } from '@/components/useNearScreen';
import { usePainted } from '@/components/usePainted';
import { AddCaseButton } from './AddCaseButton';
import { RankTable } from './RankTable';

interface CardProps {
  title: string;
  value: string | number;
  footer: React.ReactNode;
}

function DashboardCard({ title, value, footer }: CardProps) {
  return (
    // Two to a row on phones (the chart after them), four on wide screens.
    <div className="col-6 col-xl-3">
      <div className="card h-100">
        <div className="card-body">
          <h2 className="h6 text-muted mb-1">{title}</h2>
          <p className="fs-3 fw-semibold mb-0">{value}</p>
        </div>
        <div className="card-footer bg-white small">{footer}</div>
      </div>
    </div>
  );
}

/** A row of `count` placeholder blocks in the columns of the layout they stand for. */
function SkeletonColumns({ count, rowClass, columnClass, blockClass }: { count: number; rowClass: string; columnClass: string; blockClass: string }) {
  return (
    <div className={rowClass}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={columnClass}>
          <SkeletonBlock className={blockClass} />
        </div>
      ))}
    </div>
  );
}

/**
 * The case management dashboard (document 000 §2): 'Overview' with 'Add Case', eight cards, the
 * '30 Day Trend' chart and four ranked tables. `embedded` = inside the main dashboard (header hidden).
 */
export default function CaseDashboard({ embedded }: { embedded: boolean }) {
  const session = useAppSelector(selectSession);
  const allowed = can(session, P.VIEW_CASE_MANAGEMENT);
  const { data, isError, isSuccess } = useGetCaseDashboardQuery(undefined, { skip: !allowed, refetchOnMountOrArgChange: true });
  // chart.js (the trend) starts once its card is near the screen and the frame that shows it (with the cards) has painted.
  const [chartPlace, setChartPlace] = useState<HTMLDivElement | null>(null);
  const chartNear = useNearScreen(chartPlace);
  const chartPainted = usePainted(chartNear);
  const [now] = useState(() => new Date());
  const links = useMemo(() => dashboardCardLinks(now), [now]);
  usePageReady(!embedded && (isSuccess || isError || !allowed));

  const comparison = data ? COMPARISON_TEXT[compareWithCompany(data.avg_resolution_mins, data.company_avg_resolution_mins)] : null;
  const cardLink = (to: string, text: string) => (
    <Link to={to} className="text-decoration-none">
      {text} <span aria-hidden="true">→</span>
    </Link>
  );

  return (
    <section aria-label="Case management dashboard" className="case-dashboard">
      {embedded ? null : (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h1 className="h4 mb-0">Overview</h1>
          {can(session, P.CASE_MANAGEMENT_CREATE_CASE) ? <AddCaseButton /> : null}
        </div>
      )}
      {!allowed ? (
        embedded ? null : (
          <p className="text-body-secondary">You do not have permission to view the case dashboard.</p>
        )
      ) : isError ? (
        <div className="alert alert-danger" role="alert">
          Error loading dashboard
        </div>
      ) : !data ? (
        // The final layout in outline: eight cards, the trend chart, four ranked tables.
        <SkeletonRegion>
          <SkeletonColumns count={8} rowClass="row g-3 mb-3" columnClass="col-12 col-sm-6 col-xl-3" blockClass="skeleton-card" />
          <div className="card mb-3">
            <div className="card-header bg-white">
              <h2 className="h6 mb-0">30 Day Trend</h2>
            </div>
            <div className="card-body">
              <SkeletonBlock className="skeleton-chart" />
            </div>
          </div>
          <SkeletonColumns count={4} rowClass="row g-3" columnClass="col-12 col-lg-6 col-xxl-3" blockClass="skeleton-rank" />
        </SkeletonRegion>
      ) : (
        <>
          <div className="row g-3 mb-3">
            <DashboardCard title="Open Cases" value={data.open} footer={cardLink(links.open, 'View open cases')} />
            <DashboardCard title="New Cases" value={data.new} footer={cardLink(links.new, 'View new cases')} />
            <DashboardCard title="In progress Cases" value={data.inprogress} footer={cardLink(links.inprogress, 'View in progress cases')} />
            <DashboardCard title="Overdue Cases" value={data.overdue} footer={cardLink(links.overdue, 'View overdue cases')} />
            <DashboardCard title="Cases Opened Today" value={data.open_today} footer={cardLink(links.openToday, 'View cases opened today')} />
            <DashboardCard title="Cases Closed Today" value={data.closed_today} footer={cardLink(links.closedToday, 'View cases closed today')} />
            <DashboardCard
              title="Average resolution time"
              value={formatResolutionTime(data.avg_resolution_mins)}
              footer={<span className={`fw-semibold ${comparison?.className ?? ''}`}>{comparison?.text}</span>}
            />
            <DashboardCard
              title="Company Average resolution"
              value={formatResolutionTime(data.company_avg_resolution_mins)}
              footer={<span className="text-muted">All cases</span>}
            />
          </div>
          <div className="card mb-3">
            <div className="card-header bg-white">
              <h2 className="h6 mb-0">30 Day Trend</h2>
            </div>
            <div className="card-body" ref={setChartPlace}>
              {chartPainted && chartNear ? <CaseTrend data={data.trend_data} /> : <SkeletonBlock className="skeleton-chart" />}
              {/* The chart's data for screen readers. The wrapper hides it: a table ignores the 1px
                  height of .visually-hidden and, absolutely placed, stretched the page under the footer. */}
              <div className="visually-hidden">
                <table>
                  <caption>30 Day Trend</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Open</th>
                      <th scope="col">Resolved</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.trend_data.map((point) => (
                      <tr key={point.label}>
                        <th scope="row">{point.label}</th>
                        <td>{point.opened}</td>
                        <td>{point.resolved}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </div>
          <div className="row g-3 case-dashboard-ranks">
            <div className="col-12 col-lg-6 col-xxl-3">
              <RankTable title="Cases by Type" column="Type" entries={data.type_rank_data} />
            </div>
            <div className="col-12 col-lg-6 col-xxl-3">
              <RankTable title="Cases by Source" column="Source" entries={data.source_rank_data} />
            </div>
            <div className="col-12 col-lg-6 col-xxl-3">
              <RankTable title="Cases by Status" column="Status" entries={data.status_rank_data} />
            </div>
            <div className="col-12 col-lg-6 col-xxl-3">
              <RankTable title="Cases by Category" column="Category" entries={data.category_rank_data} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
