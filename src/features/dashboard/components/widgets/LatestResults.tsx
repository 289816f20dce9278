import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatFraction } from '@/lib/delta';
import { formatListDate as formatShortDate } from '@/lib/format';
import { useAppDispatch } from '@/store/typedHooks';
import { jobReportRequested } from '@/store/events';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import type { DashboardLatestJob } from '../../types';
import { useWidgetContext } from './widgetContext';

/** The 10 newest completed jobs; with 'view - job report' an id opens the job report, else it is text. */
export function LatestResults({
  jobs,
  title = 'Latest results',
  unreadable = false,
}: {
  jobs: readonly DashboardLatestJob[];
  title?: string;
  unreadable?: boolean;
}) {
  const context = useWidgetContext();
  const dispatch = useAppDispatch();
  return (
    <section className="card h-100" aria-labelledby="dashboard-latest-title">
      <div className="card-header">
        <h2 id="dashboard-latest-title" className="h6 mb-0">
          {title}
        </h2>
      </div>
      <div className="card-body p-0 p-lg-2">
        {jobs.length === 0 ? (
          <p className="text-body-secondary m-3">{unreadable ? UNREADABLE_DATA_MESSAGE : context.emptyText}</p>
        ) : (
          <ResponsiveTable
            caption={title}
            rows={jobs.slice(0, 10)}
            rowKey={(job) => job.job_id}
            columns={[
              {
                key: 'id',
                header: 'ID',
                primary: true,
                cell: (job) =>
                  context.canOpenJobReport ? (
                    <button
                      type="button"
                      className="btn btn-link p-0 align-baseline job-link"
                      aria-label={`Open the report of ${job.is_survey ? 'survey' : 'job'} ${job.job_id}`}
                      onClick={() => dispatch(jobReportRequested({ jobId: job.job_id, isSurvey: job.is_survey }))}
                    >
                      {job.job_id}
                    </button>
                  ) : (
                    <span>{job.job_id}</span>
                  ),
              },
              { key: 'location', header: context.locationLabel, cell: (job) => job.location_name },
              { key: 'date', header: 'Date', cell: (job) => formatShortDate(job.visit_date) },
              { key: 'score', header: 'Score', numeric: true, cell: (job) => (job.score === null ? 'n/a' : `${formatFraction(job.score)}%`) },
            ]}
          />
        )}
      </div>
    </section>
  );
}
