import { HttpResponse } from 'msw';
import { db, type Db, type JobRow } from '../db';
import { get, post, validationError } from './route';

/*
 * The public crew follow-up form's demo API (document 001 §3, §7): GET and POST
 * /api/crewfollowup/{id}, no token (public). Field names and messages are recorded in
 * docs/api-contract.md. Stored follow-ups are kept per database (reset with it).
 */

export interface StoredFollowup {
  jobId: number;
  payload: Record<string, unknown>;
}

const stores = new WeakMap<Db, StoredFollowup[]>();

/** Follow-ups submitted since the last reset. */
export function followups(data: Db = db()): StoredFollowup[] {
  let list = stores.get(data);
  if (!list) {
    list = [];
    stores.set(data, list);
  }
  return list;
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const letter = (grade: number) => LETTERS[grade - 1] ?? 'N/A';

/** The mystery shops the form can follow up (surveys and audits are not: isValid false). */
function shopOf(id: number): JobRow | undefined {
  return db().jobs.find((job) => job.id === id && !job.isSurvey && job.schemeId === 1);
}

/** The same site's previous mystery shop, if any. */
function previousShop(job: JobRow): JobRow | undefined {
  return db()
    .jobs.filter((other) => other.schemeId === 1 && !other.isSurvey && other.locationId === job.locationId && other.visit_date < job.visit_date)
    .sort((a, b) => b.visit_date.localeCompare(a.visit_date))[0];
}

function usDate(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/** The follow-up data (001 §3), plus the assumed `company_id` for the logo and theme. */
export function followupJson(job: JobRow) {
  const data = db();
  const location = data.locations.find((row) => row.id === job.locationId);
  const bdm = data.regions.find((region) => region.id === location?.bdmId);
  const previous = previousShop(job);
  return {
    isValid: true,
    job_id: job.id,
    position: (job.id % 5) + 1,
    type_of_visit: job.id % 7 === 0 ? 'Spot Check' : 'Standard Report',
    location: location?.name ?? '',
    area_director: bdm?.managerName ?? 'Unassigned',
    date_of_visit: usDate(job.visit_date),
    grade: letter(job.grade),
    previous_job_grade: previous ? letter(previous.grade) : null,
    previous_job_date: previous ? usDate(previous.visit_date) : null,
    company_id: data.company.id,
  };
}

const REQUIRED: Record<string, string> = {
  firstName: 'The first name field is required.',
  lastName: 'The last name field is required.',
  title: 'The title field is required.',
  position: 'The position field is required.',
  managerName: 'The manager name field is required.',
  q1: 'The q1 field is required.',
  q2: 'The q2 field is required.',
  q3: 'The q3 field is required.',
  q4: 'The q4 field is required.',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const crewFollowupHandlers = [
  get('/crewfollowup/:id', ({ params }) => {
    const id = Number(params.id);
    const job = /^\d{1,9}$/.test(String(params.id)) ? shopOf(id) : undefined;
    if (!job) return HttpResponse.json({ isValid: false });
    return HttpResponse.json(followupJson(job));
  }),

  post('/crewfollowup/:id', async ({ params, request }) => {
    const job = shopOf(Number(params.id));
    if (!job) return HttpResponse.json({ message: 'Invalid ID.' }, { status: 404 });
    const body = ((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(REQUIRED)) {
      const value = body[field];
      if (value === undefined || value === null || String(value).trim() === '') errors[field] = [message];
    }
    const title = Number(body.title);
    if (!errors.title && !(Number.isInteger(title) && title >= 1 && title <= 10)) errors.title = ['The selected title is invalid.'];
    const position = Number(body.position);
    if (!errors.position && !(Number.isInteger(position) && position >= 1 && position <= 5)) errors.position = ['The selected position is invalid.'];
    const grade = Number(body.grade);
    if (!(Number.isInteger(grade) && grade >= 1 && grade <= 6)) errors.grade = ['The selected grade is invalid.'];
    const previous = Number(body.previousGrade);
    if (!(Number.isInteger(previous) && previous >= 1 && previous <= 7)) errors.previousGrade = ['The selected previous grade is invalid.'];
    for (const field of ['emailRecipient1', 'emailRecipient2']) {
      const value = body[field];
      if (typeof value === 'string' && value.trim() !== '' && !EMAIL.test(value.trim()))
        errors[field] = [`The ${field === 'emailRecipient1' ? 'first' : 'second'} email recipient must be a valid email address.`];
    }
    if (Object.keys(errors).length > 0) return validationError(errors);
    followups().push({ jobId: job.id, payload: body });
    return HttpResponse.json({ message: 'Follow up Created' }, { status: 201 });
  }),

  // Ids the browser tests use (demo only).
  get('/__demo/crewfollowup-ids', () => {
    const shops = db().jobs.filter((job) => job.schemeId === 1 && !job.isSurvey);
    const gradeA = shops.find((job) => job.grade === 1);
    const withPrevious = [...shops].reverse().find((job) => job.grade > 1 && previousShop(job));
    const noPrevious = shops.find((job) => job.grade > 1 && !previousShop(job));
    return HttpResponse.json({ gradeA: gradeA?.id ?? null, withPrevious: withPrevious?.id ?? null, noPrevious: noPrevious?.id ?? null });
  }),
];
