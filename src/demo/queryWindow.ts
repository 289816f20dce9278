import { demoNow } from './clock';
import { db, type JobRow, type QueryRow, type SchemeRow } from './db';

/*
 * The demo API's query window rule, shared by GET /api/query (the queryable jobs) and the job
 * report's `can_be_queried`: a completed mystery-shop or audit job (not a survey) can be queried
 * until its scheme's query_window_length days have passed since it was submitted, unless it has
 * been queried already (a job is queried once: 002 §4 "the job leaves the queryable list").
 */

const DAY = 86_400_000;
/** Job status 'complete'. */
export const JOB_COMPLETE = 8;

function parseLocal(value: string): number {
  const [date = '', time = '00:00:00'] = value.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0).getTime();
}

/** The scheme of a job. */
export function schemeOf(job: JobRow): SchemeRow | undefined {
  return db().schemes.find((scheme) => scheme.id === job.schemeId);
}

/** Schemes whose jobs can be queried: mystery shopping and audits with a window (002 §3 Scheme). */
export function querySchemes(): SchemeRow[] {
  return db().schemes.filter((scheme) => (scheme.type === 0 || scheme.type === 1) && scheme.query_window_length > 0);
}

/** The moment a job's query window closes (null when its scheme has none). */
export function queryWindowCloses(job: JobRow): number | null {
  const scheme = schemeOf(job);
  if (!scheme || job.isSurvey || !(scheme.type === 0 || scheme.type === 1) || scheme.query_window_length <= 0) return null;
  return parseLocal(job.submitted_date) + scheme.query_window_length * DAY;
}

/** True while a completed job is inside its scheme's query window. */
export function isInsideQueryWindow(job: JobRow, now = demoNow()): boolean {
  const closes = queryWindowCloses(job);
  return job.status === JOB_COMPLETE && closes !== null && now < closes;
}

/** The query raised on a job, if any (the open one first). */
export function queryOfJob(jobId: number): QueryRow | undefined {
  const queries = db().queries.filter((query) => query.job_id === jobId);
  return queries.find((query) => !query.is_resolved) ?? queries[0];
}

/** The job report's `can_be_queried`: inside the window and not queried yet. */
export function canBeQueried(job: JobRow, now = demoNow()): boolean {
  return isInsideQueryWindow(job, now) && !queryOfJob(job.id);
}

/** Every job that can be queried now, newest first. */
export function queryableJobs(now = demoNow()): JobRow[] {
  const queried = new Set(db().queries.map((query) => query.job_id));
  return db()
    .jobs.filter((job) => !queried.has(job.id) && isInsideQueryWindow(job, now))
    .sort((a, b) => b.submitted_date.localeCompare(a.submitted_date) || b.id - a.id);
}
