import type { CustomerFields } from '@/lib/customerFields';

/** Case management entities as the API sends them (document 002 §3, document 000 §3). */

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

export interface RegionNode {
  id: number;
  name: string;
  mds?: RegionNode[];
  ods?: RegionNode[];
  rbms?: RegionNode[];
  bdms?: RegionNode[];
  locs?: RegionNode[];
}

/** GET /api/case-management/cases/filters */
export interface CaseFilterOptions {
  /** The hierarchy: an object keyed by the top level's plural (`{ rbms: [...] }`), or a bare array. */
  regions: RegionNode[] | Partial<Record<'mds' | 'ods' | 'rbms' | 'bdms' | 'locs', RegionNode[]>>;
  locations: NamedRef[];
  sources: NamedRef[];
  types: NamedRef[];
  statuses: CaseStatus[];
  categories: NamedRef[];
  default_filters: SavedCaseFilters | null;
}

/** POST /api/case-management/cases/filters (only the filters that are set). */
export interface SavedCaseFilters {
  regions?: string[];
  locationId?: number;
  sourceId?: number;
  typeId?: number;
  statusId?: number;
  categoryId?: number;
}

export interface GroupedLocation {
  id: number;
  name: string;
  cases: number;
}

export interface GroupedRegion {
  region: { id: number; name: string; cases: number };
  locations: GroupedLocation[];
}

/** The lists a case form chooses from (the create-case details and the case edit options). */
export interface CaseFormLists {
  locations: NamedRef[];
  sources: NamedRef[];
  types: NamedRef[];
  categories: NamedRef[];
  statuses: CaseStatus[];
  emails: NamedRef[];
}

/** GET .../{id}/edit */
export interface CaseEditOptions extends CaseFormLists {
  has_multiple_categories: boolean;
}

/** GET .../{id}/emails/create */
export interface ReplyDetails {
  customer_email: string;
  from_address: string;
  email_subject: string;
  email_body: string;
}

/** The create-case details response (document 000 §3). */
export interface CreateCaseDetails extends CaseFormLists {
  customer_labels: { extra_a_label: string; extra_b_label: string };
}

/** POST /api/case-management/cases/store */
/** The create payload: the case fields and the nine customer fields (lib/customerFields.ts). */
export interface CreateCasePayload extends CustomerFields {
  location_id: number | null;
  source_id: number | null;
  type_id: number | null;
  category_id_a: number | null;
  category_id_b: number | null;
  category_id_c: number | null;
  note: string;
  status_id: number | null;
  resolve_note: string;
  send_email_to: number[];
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

/** The case status New (document 000 §3). */
export const CASE_STATUS_NEW = 1;

/** True while the case is open (document 002 §4: open while resolved_by is null). */
export function isCaseOpen(item: Pick<Case, 'resolved_by'>): boolean {
  return item.resolved_by === null || item.resolved_by === undefined;
}
