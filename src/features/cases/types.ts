import type { Case, CaseStatus, NamedRef } from '@/lib/caseTypes';
import type { CustomerFields } from '@/lib/customerFields';

/** Case management's own shapes (document 002 §3, document 000 §3); the entities both it and Today read live in lib/caseTypes.ts. */

export type { Case, CaseAttachment, CaseDashboardData, CaseNote, CaseStatus, Customer, CustomerCaseSummary, NamedRef, Paginated } from '@/lib/caseTypes';

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

/** The case status New (document 000 §3). */
export const CASE_STATUS_NEW = 1;

/** True while the case is open (document 002 §4: open while resolved_by is null). */
export function isCaseOpen(item: Pick<Case, 'resolved_by'>): boolean {
  return item.resolved_by === null || item.resolved_by === undefined;
}
