import type { JobDetails } from '@/lib/reportTypes';
import { percent } from '../queryLists';
import type { QueryableJob } from '../types';

/** The job details block of both query modes (002 §2). */
export function JobDetailsBlock({ job, details }: { job: QueryableJob; details: JobDetails | null | undefined }) {
  return (
    <div className="card mb-3">
      <div className="card-body">
        <h3 className="h6">Job details</h3>
        <dl className="row mb-0">
          <dt className="col-sm-4 col-lg-3">Job Id</dt>
          <dd className="col-sm-8 col-lg-9">{job.id}</dd>
          <dt className="col-sm-4 col-lg-3">Location</dt>
          <dd className="col-sm-8 col-lg-9 text-break">{details?.location ?? job.location_name}</dd>
          <dt className="col-sm-4 col-lg-3">Data source</dt>
          <dd className="col-sm-8 col-lg-9">{details?.scheme_name ?? job.scheme_name}</dd>
          {details?.wave && (
            <>
              <dt className="col-sm-4 col-lg-3">Wave</dt>
              <dd className="col-sm-8 col-lg-9">{details.wave}</dd>
            </>
          )}
          <dt className="col-sm-4 col-lg-3">Score</dt>
          <dd className="col-sm-8 col-lg-9 font-tabular">{percent(details ? details.score : job.score)}</dd>
        </dl>
      </div>
    </div>
  );
}
