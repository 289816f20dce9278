/** The demo API's typed in-memory database. `resetDb()` re-seeds it (every test starts clean). */

import type { QueryNote, QueryQuestion } from '@/lib/queryTypes';

export type RegionLevel = 'md' | 'od' | 'rbm' | 'bdm';

export interface CompanyRow {
  id: number;
  name: string;
  waveLabel: string;
  locationLabel: string;
  typeLabel: string;
  subTypeLabel: string;
  gradeLabel: string;
}

export interface PermissionRow {
  id: number;
  name: string;
  short_name: string;
  group: string;
}

export interface RoleRow {
  id: number;
  name: string;
  company_id: number;
  permissions: string[];
}

export interface UserRow {
  id: number;
  encrypted_id: string;
  company_id: number;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone: string;
  timezone: string;
  roles: string[];
  max_reporting_level: RegionLevel | 'loc';
  active: boolean;
}

export interface TokenRow {
  token: string;
  userId: number;
  /** Set while the overall admin acts as this user. */
  overallAdminId: number | null;
  expiresAt: number;
  refreshableUntil: number;
  blacklisted: boolean;
}

export interface RegionRow {
  id: number;
  level: RegionLevel;
  name: string;
  parentId: number | null;
  /** The person in charge (the BDM's name is shown on cases). */
  managerName: string;
}

export interface LocationRow {
  id: number;
  name: string;
  bdmId: number;
  address: string;
  city: string;
  state: string;
  zip: string;
  typeId: number;
  subTypeId: number;
  gradeId: number;
}

export interface LookupRow {
  id: number;
  name: string;
}

export interface SchemeRow {
  id: number;
  name: string;
  /** 0 mystery shopping, 1 audit, 2 imported, 4 survey, 12 case management. */
  type: 0 | 1 | 2 | 4 | 12;
  has_nps: boolean;
  is_default: boolean;
  query_window_length: number;
  has_competencies: boolean;
  /** The dashboard body when the type does not say it (crew satisfaction, override). */
  dashboard_body?: 'crew-satisfaction' | 'override';
}

export interface MultiSchemeRow {
  id: number;
  name: string;
  /** 1 survey data, 2 combined reporting (multi-company). */
  type: 1 | 2;
  schemeIds: number[];
  has_nps: boolean;
}

export interface WaveGroupRow {
  id: number;
  name: string;
}

export interface WaveRow {
  id: number;
  name: string;
  groupId: number;
  startDate: string;
  endDate: string;
  /** 8 = complete. */
  status: number;
}

export interface AnswerRow {
  id: number;
  response: string;
  selected: boolean;
  weight: number;
  score_type: number;
  comments: string | null;
}

export interface QuestionRow {
  id: number;
  question_num: number;
  question: string;
  chint: string | null;
  /** Question type code (radio 1 … grid fail 14). */
  answer_type: number;
  categoryId: number;
  answers: AnswerRow[];
  points_scored: number;
  total_points: number;
  max_possible_total_points: number;
  can_query: 0 | 1;
}

export interface CategoryScoreRow {
  id: number;
  name: string;
  points_scored: number;
  total_points: number;
  order: number;
}

export interface JobRow {
  id: number;
  schemeId: number;
  waveId: number;
  locationId: number;
  isSurvey: boolean;
  visit_date: string;
  visit_time: string;
  submitted_date: string;
  /** 8 = complete. */
  status: number;
  points_scored: number;
  total_points: number;
  nps_score: number | null;
  categoryScores: CategoryScoreRow[];
  questions: QuestionRow[];
  grade: number;
}

export interface NpsResponseRow {
  id: number;
  jobId: number;
  schemeId: number;
  waveId: number;
  locationId: number;
  nps_score: number;
  visit_date: string;
  comments: string | null;
  addition_question: { label: string; answer: string } | null;
}

/** A query's question as stored: the API's shape (lib/queryTypes.ts) without the names it derives when sending. */
export type QueryQuestionRow = Omit<QueryQuestion, 'resolved_status_name' | 'resolved_type_name'>;

/** A query's note: stored as the API sends it. */
export type QueryNoteRow = QueryNote;

export interface QueryRow {
  id: number;
  job_id: number;
  query_type: 1 | 2;
  created_by_id: number;
  created_date: string;
  updated_by_id: number | null;
  updated_date: string | null;
  /** Ticket status: 2 new ticket from client, 9 referred to client, 11 response from client. */
  status_id: number;
  is_resolved: boolean;
  resolved_date: string | null;
  query_text: string | null;
  resolved_points_scored: number | null;
  resolved_total_scored: number | null;
  resolved_note: string | null;
  questions: QueryQuestionRow[];
  notes: QueryNoteRow[];
}

export interface CriticalFocusNoteRow {
  id: number;
  status_name: string;
  added_by: string;
  added_date: string;
  comment: string;
}

export interface CriticalFocusRow {
  id: number;
  job_id: number;
  created_date: string;
  updated_date: string | null;
  updated_by: string | null;
  status_id: number;
  wants_contact: boolean;
  contact_details: { name: string; email: string; phone: string } | null;
  comments: string;
  notes: CriticalFocusNoteRow[];
}

export interface CaseStatusRow {
  id: number;
  name: string;
  resolve_status: boolean;
}

export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  extra_a: string;
  extra_b: string;
}

export interface CaseRow {
  id: number;
  note: string;
  survey_id: number;
  job_id: number;
  wants_contact: boolean;
  created_date: string;
  created_by_id: number;
  updated_date: string;
  updated_by_id: number;
  resolved_by_id: number | null;
  resolved_date: string | null;
  location_id: number;
  source_id: number;
  type_id: number;
  category_a_id: number | null;
  category_b_id: number | null;
  category_c_id: number | null;
  status_id: number;
  customer_id: number | null;
  deleted: boolean;
}

export interface CaseNoteRow {
  id: number;
  case_id: number;
  status_id: number;
  note: string;
  created_date: string;
  created_by_id: number;
}

export interface CaseAttachmentRow {
  id: number;
  case_id: number;
  description: string;
  file_name: string;
  file_size: number;
  mime_type: string;
  content: Uint8Array;
  added_date: string;
  added_by_id: number;
}

export interface DistributionListRow {
  id: number;
  name: string;
  emails: string[];
}

export interface SentEmailRow {
  id: number;
  case_id: number;
  kind: 'reply' | 'forward';
  to: string[];
  cc: string[];
  bcc: string[];
  body: string;
  attachmentNames: string[];
  sent_date: string;
}

export interface SavedCaseFiltersRow {
  userId: number;
  filters: Record<string, unknown>;
}

export interface Db {
  company: CompanyRow;
  permissions: PermissionRow[];
  roles: RoleRow[];
  users: UserRow[];
  tokens: Map<string, TokenRow>;
  regions: RegionRow[];
  locations: LocationRow[];
  locationTypes: LookupRow[];
  locationSubTypes: LookupRow[];
  locationGrades: LookupRow[];
  schemes: SchemeRow[];
  multiSchemes: MultiSchemeRow[];
  waveGroups: WaveGroupRow[];
  waves: WaveRow[];
  reportCategories: LookupRow[];
  jobs: JobRow[];
  npsResponses: NpsResponseRow[];
  queries: QueryRow[];
  criticalFocusStatuses: LookupRow[];
  criticalFocus: CriticalFocusRow[];
  caseSources: LookupRow[];
  caseTypes: LookupRow[];
  caseCategories: LookupRow[];
  caseStatuses: CaseStatusRow[];
  customers: CustomerRow[];
  cases: CaseRow[];
  caseNotes: CaseNoteRow[];
  caseAttachments: CaseAttachmentRow[];
  distributionLists: DistributionListRow[];
  sentEmails: SentEmailRow[];
  savedCaseFilters: SavedCaseFiltersRow[];
  customerLabels: { extra_a_label: string; extra_b_label: string };
  /** Next id per table, so created rows get fresh ids. */
  sequences: Record<string, number>;
}

/** Demo knobs, read from the environment where there is one. */
export const demoConfig = {
  /** Seconds a token lives (DEMO_TOKEN_TTL); short values let you watch a refresh. */
  tokenTtlSeconds: Number(readEnv('DEMO_TOKEN_TTL') ?? 3600),
  /** Multiplies the amount of seeded data (DEMO_SCALE), up to the spec's limits. */
  scale: Math.max(1, Math.min(200, Number(readEnv('DEMO_SCALE') ?? 1) || 1)),
  /** 'minimal' (DEMO_CONTRACT=minimal): answers carry only what the spec names (src/demo/contract). */
  contract: (readEnv('DEMO_CONTRACT') === 'minimal' ? 'minimal' : 'full') as 'full' | 'minimal',
};

function readEnv(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.[name];
}

let seeder: (() => Db) | null = null;
let current: Db | null = null;

/** The seed registers itself here (keeps db.ts free of the seed's size). */
export function registerSeeder(seed: () => Db): void {
  seeder = seed;
}

/** The live database. */
export function db(): Db {
  if (!current) resetDb();
  return current as Db;
}

/** Re-seeds the database from scratch (deterministic). */
export function resetDb(): Db {
  if (!seeder) throw new Error('The demo seed has not been loaded (import src/demo/seed.ts).');
  current = seeder();
  return current;
}

/** Next id for a table. */
export function nextId(table: string): number {
  const data = db();
  data.sequences[table] = (data.sequences[table] ?? 1000) + 1;
  return data.sequences[table];
}
