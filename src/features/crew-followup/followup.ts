/*
 * The crew follow-up form's rules (document 001 §3, §4, §5): codes, the payload, and the answers
 * kept in sessionStorage per id until sent.
 */

export const INVALID_ID_TEXT = 'Error: Invalid ID';
export const GRADE_A_TEXT = 'This report received a grade of A. No follow up is required.';
export const CREATED_TEXT = 'Follow up Created';
export const CREATE_FAILED_TEXT = 'Error creating Follow up.';
export const MISSING_DATA_TEXT = 'The form currenly has missing data. Please complete all the required fields.';
export const PRINT_DELAY_MS = 100;

/** Title options (001 §3). */
export const TITLE_OPTIONS: ReadonlyArray<[number, string]> = [
  [1, 'Wash Associate'],
  [2, 'Team Leader'],
  [3, 'IC Shift Leader'],
  [4, 'Shift Manager'],
  [5, 'Assistant Manager'],
  [6, 'Operations Manager'],
  [7, 'Lead Ops Manager'],
  [8, 'General Manager'],
  [9, 'Area Director'],
  [10, 'Support Team Member'],
];

/** Position options (001 §3). */
export const POSITION_OPTIONS: ReadonlyArray<[number, string]> = [
  [1, 'Service Advisor'],
  [2, 'Director'],
  [3, '2nd Director'],
  [4, 'Greeter - Interior Clean'],
  [5, 'Quality Controller - Interior Clean'],
];

/** The four follow-up questions (001 names q1–q4 but not their words: ours). */
export const QUESTIONS = {
  q1: 'What did the team member do well during the visit?',
  q2: 'Which parts of the visit did the team member miss, and why?',
  q3: 'What coaching was given to the team member on the missed areas?',
  q4: 'What will the team member do differently on the next visit?',
} as const;

/** Data read by GET /api/crewfollowup/{id} (001 §3; `company_id` assumed). */
export interface FollowupData {
  isValid: boolean;
  job_id: number;
  position: number | null;
  type_of_visit: string;
  location: string;
  area_director: string;
  date_of_visit: string;
  grade: string;
  previous_job_grade: string | null;
  previous_job_date: string | null;
  company_id?: number | null;
}

/** What the respondent fills in. */
export interface FollowupAnswers {
  firstName: string;
  lastName: string;
  title: string;
  position: string;
  managerName: string;
  q1: string;
  q2: string;
  q3: string;
  q4: string;
  emailRecipient1: string;
  emailRecipient2: string;
}

/** Fields in the order they appear (the first errored one gets focus). */
export const FIELD_ORDER: ReadonlyArray<keyof FollowupAnswers> = [
  'firstName',
  'lastName',
  'title',
  'position',
  'managerName',
  'q1',
  'q2',
  'q3',
  'q4',
  'emailRecipient1',
  'emailRecipient2',
];

/** Empty answers, the position pre-set from the job's data. */
export function emptyAnswers(position: number | null | undefined): FollowupAnswers {
  return {
    firstName: '',
    lastName: '',
    title: '',
    position: position ? String(position) : '',
    managerName: '',
    q1: '',
    q2: '',
    q3: '',
    q4: '',
    emailRecipient1: '',
    emailRecipient2: '',
  };
}

/** Grades A–F are 1–6, N/A is 7 (001 §3, §9); anything else (or none) is 7. */
export function gradeCode(letter: string | null | undefined): number {
  const index = ['A', 'B', 'C', 'D', 'E', 'F'].indexOf((letter ?? '').trim().toUpperCase());
  return index >= 0 ? index + 1 : 7;
}

/** The report type code (001 §3): 1 Standard Report, 2 Spot Check, 3 other. */
export function reportTypeCode(type: string | null | undefined): number {
  const value = (type ?? '').trim().toLowerCase();
  if (value === 'standard report' || value === 'standard') return 1;
  if (value === 'spot check') return 2;
  return 3;
}

/** True for a report graded A: the notice replaces the form. */
export function isGradeA(data: Pick<FollowupData, 'grade'>): boolean {
  return gradeCode(data.grade) === 1;
}

/** POST /api/crewfollowup/{id} (001 §3). */
export function followupPayload(data: FollowupData, answers: FollowupAnswers, today: string) {
  return {
    areaDirector: data.area_director,
    grade: gradeCode(data.grade),
    previousGrade: data.previous_job_grade ? gradeCode(data.previous_job_grade) : 7,
    visitDate: data.date_of_visit,
    previousDate: data.previous_job_date ?? '',
    reportType: reportTypeCode(data.type_of_visit),
    dateCompleted: today,
    firstName: answers.firstName.trim(),
    lastName: answers.lastName.trim(),
    title: answers.title ? Number(answers.title) : '',
    position: answers.position ? Number(answers.position) : '',
    managerName: answers.managerName.trim(),
    q1: answers.q1,
    q2: answers.q2,
    q3: answers.q3,
    q4: answers.q4,
    emailRecipient1: answers.emailRecipient1.trim(),
    emailRecipient2: answers.emailRecipient2.trim(),
  };
}

/** Reset (001 §4): respondent fields and answers cleared, the position kept. */
export function resetAnswers(answers: FollowupAnswers): FollowupAnswers {
  return { ...emptyAnswers(null), position: answers.position };
}

const storageKey = (id: number) => `portal.crewFollowup.${id}`;

/** The answers kept for this id in this tab (until sent). */
export function readStoredAnswers(id: number): Partial<FollowupAnswers> | null {
  try {
    const raw = sessionStorage.getItem(storageKey(id));
    return raw ? (JSON.parse(raw) as Partial<FollowupAnswers>) : null;
  } catch {
    return null;
  }
}

export function writeStoredAnswers(id: number, answers: FollowupAnswers): void {
  try {
    sessionStorage.setItem(storageKey(id), JSON.stringify(answers));
  } catch {
    // Storage disabled: the answers last while the page is open.
  }
}

export function clearStoredAnswers(id: number): void {
  try {
    sessionStorage.removeItem(storageKey(id));
  } catch {
    // nothing kept
  }
}
