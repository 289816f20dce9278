import { db, type JobRow } from '@/demo/db';
import { sharedJobSurveyId } from '@/demo/handlers/jobReport';
import { canBeQueried } from '@/demo/queryWindow';

/** Demo jobs the job report tests use. */
export function demoJobs() {
  const data = db();
  const shared = sharedJobSurveyId(data);
  const shops = data.jobs.filter((job) => job.schemeId === 1 && !job.isSurvey && job.id !== shared);
  const withMedia = shops.filter((job) => job.id % 2 === 0 && job.id % 3 !== 0).sort((a, b) => b.id - a.id)[0] as JobRow;
  // No images (id divisible by 3) and no recording (odd ids only have none).
  const withoutImages = shops.find((job) => job.id % 3 === 0 && job.id % 2 === 1) as JobRow;
  const queryable = shops.filter((job) => canBeQueried(job)).sort((a, b) => b.id - a.id)[0] as JobRow;
  const outside = shops.filter((job) => !canBeQueried(job) && !data.queries.some((query) => query.job_id === job.id)).sort((a, b) => a.id - b.id)[0] as JobRow;
  const openQuery = data.queries.find((query) => !query.is_resolved);
  const audit = data.jobs.filter((job) => job.schemeId === 2).sort((a, b) => b.id - a.id)[0] as JobRow;
  // An audit with failed questions: the demo photographs those.
  const auditWithImages = data.jobs
    .filter(
      (job) =>
        job.schemeId === 2 && job.status === 8 && job.questions.some((question) => question.total_points > 0 && question.points_scored < question.total_points),
    )
    .sort((a, b) => b.id - a.id)[0] as JobRow;
  const survey = data.jobs.filter((job) => job.isSurvey && job.id !== shared).sort((a, b) => b.id - a.id)[0] as JobRow;
  const noContact = data.criticalFocus.find((row) => row.wants_contact && !row.contact_details);
  const withContact = data.criticalFocus.find((row) => row.wants_contact && row.contact_details && !data.jobs.find((job) => job.id === row.job_id)?.isSurvey);
  return { shared, withMedia, withoutImages, queryable, outside, openQuery, audit, auditWithImages, survey, noContact, withContact };
}
