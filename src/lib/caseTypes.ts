/*
 * Case management entities as the API sends them (document 002 §3, document 000 §3), shared by the
 * case management area and Today, which read the same case list and case dashboard answers
 * (decoded once by api/caseRecordSchemas.ts and api/caseListSchemas.ts).
 */

export interface NamedRef {
  id: number;
  name: string;
}

export interface CaseStatus extends NamedRef {
  resolve_status: boolean;
}

export interface CaseAttachment {
  id: number;
  description: string;
  file_name: string;
  file_size: number;
  file_path: string;
  added_date: string;
  added_by: { name: string } | null;
}

export interface CaseNote {
  id: number;
  status: { id?: number; name: string } | null;
  note: string;
  created_date: string;
  created_by: { name: string } | null;
}

/** A case of the customer's, as listed in the customer dialog. */
export interface CustomerCaseSummary {
  id: number;
  location: { id: number; name: string } | null;
  source: NamedRef | null;
  type: NamedRef | null;
  status: CaseStatus | null;
  resolved_by: { id: number; name?: string } | null;
  updated_date: string;
  updated_by: { name: string } | null;
}

export interface Customer {
  id: number;
  name: string | null;
  email: string | null;
  has_valid_email: boolean;
  phone: string | null;
  address: string | null;
  full_address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  extra_a: string | null;
  extra_a_label: string | null;
  extra_b: string | null;
  extra_b_label: string | null;
  cases?: CustomerCaseSummary[];
}

export interface Case {
  id: number;
  note: string;
  survey_id: number;
  job_id: number;
  wants_contact: boolean;
  created_date: string;
  created_by: { name: string } | null;
  updated_date: string;
  updated_by: { name: string } | null;
  /** null while the case is open. */
  resolved_by: { id: number; name?: string } | null;
  resolved_date?: string | null;
  location: { id: number; name: string; bdm: { name: string } | null };
  source: NamedRef | null;
  type: NamedRef | null;
  category_a?: NamedRef | null;
  category_b?: NamedRef | null;
  category_c?: NamedRef | null;
  status: CaseStatus;
  customer: Customer | null;
  attachments?: CaseAttachment[];
  notes?: CaseNote[];
}

/** A Laravel paginator page (meta and links as in an API resource collection). */
export interface Paginated<T> {
  data: T[];
  meta: { current_page?: number; from: number | null; to: number | null; total: number; per_page?: number; last_page?: number };
  links: { first?: string | null; last?: string | null; prev: string | null; next: string | null };
}

/** GET /api/case-management: the case dashboard. */
export interface CaseDashboardData {
  open: number;
  new: number;
  inprogress: number;
  overdue: number;
  open_today: number;
  closed_today: number;
  avg_resolution_mins: number;
  company_avg_resolution_mins: number;
  trend_data: Array<{ label: string; opened: number; resolved: number }>;
  type_rank_data: Array<{ name: string; cases_count: number }>;
  source_rank_data: Array<{ name: string; cases_count: number }>;
  status_rank_data: Array<{ name: string; cases_count: number }>;
  category_rank_data: Array<{ name: string; cases_count: number }>;
}
