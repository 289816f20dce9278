import { db, type JobRow } from './db';
import { schemeOf } from './queryWindow';

/*
 * The job report's details and questions as the demo serves them (001 §3), one serializer for the
 * job report (GET /api/job-report/{id}) and the question query (GET /api/query/{jobId}/create),
 * which show the same job.
 */

/** points / total, or null when nothing could be scored. */
export function fraction(points: number, total: number): number | null {
  return total > 0 ? points / total : null;
}

/** The job's location name. */
export function locationName(job: JobRow): string {
  return db().locations.find((location) => location.id === job.locationId)?.name ?? 'Unknown';
}

function waveName(job: JobRow): string | null {
  return db().waves.find((wave) => wave.id === job.waveId)?.name ?? null;
}

function usDate(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/** Expenses with labels (001 §2): mystery shops label most fields; audits two; surveys only dates. */
function expensesOf(job: JobRow) {
  const submitted = job.submitted_date;
  if (job.isSurvey) {
    return {
      visitDate: usDate(job.visit_date),
      visitDateLabel: 'Visit Date',
      submittedDate: usDate(submitted),
      submittedDateLabel: 'Completed',
      surveyIDLabel: null,
    };
  }
  if (job.schemeId === 2) {
    return {
      visitDate: usDate(job.visit_date),
      visitDateLabel: 'Audit Date',
      jobTime: job.visit_time.slice(0, 5),
      jobTimeLabel: 'Start Time',
      spent: null,
      spentLabel: null,
    };
  }
  const spent = [999, 1499, 1999, 2499, 2999][job.id % 5] as number;
  return {
    shopperDate: usDate(job.visit_date),
    shopperDateLabel: 'Shopper Date',
    jobTime: job.visit_time.slice(0, 5),
    jobTimeLabel: 'Visit Time',
    visitDate: usDate(job.visit_date),
    visitDateLabel: 'Visit Date',
    submittedDate: usDate(submitted),
    submittedDateLabel: 'Submitted Date',
    spent,
    spentLabel: 'Amount Spent',
    receipt: `R-${String(job.id).padStart(7, '0')}`,
    receiptLabel: 'Receipt Number',
    branch: null,
    branchLabel: null,
    server: ['Marcus', 'Jenna', 'Luis', 'Priya'][job.id % 4],
    serverLabel: 'Served By',
    extra1: ['Sedan', 'SUV', 'Pickup', 'Minivan'][job.id % 4],
    extra1Label: 'Vehicle',
    extra2: 'should not show',
    extra2Label: null,
    extra3: null,
    extra3Label: null,
  };
}

/** The job details block: location, data source, wave, score, NPS and the labelled expenses. */
export function reportJobDetails(job: JobRow) {
  return {
    jobId: job.id,
    location: locationName(job),
    scheme_name: schemeOf(job)?.name ?? '',
    wave: waveName(job),
    score: fraction(job.points_scored, job.total_points),
    nps_score: job.nps_score,
    expenses: expensesOf(job),
  };
}

/** The answered questions by category, categories in their report order. */
export function reportByCategory(job: JobRow) {
  return [...job.categoryScores]
    .sort((a, b) => a.order - b.order)
    .map((category) => ({
      id: category.id,
      name: category.name,
      order: category.order,
      questions: job.questions
        .filter((question) => question.categoryId === category.id)
        .map(({ categoryId: _category, ...question }) => ({ ...question, score: fraction(question.points_scored, question.total_points) })),
    }));
}
