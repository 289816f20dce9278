/** A note (response) on a critical focus item. */
export interface CriticalFocusNote {
  id: number;
  status_name: string;
  added_by: string;
  added_date: string;
  comment: string;
}

/** The customer's contact details (002 §3); each may be missing. */
export interface CriticalFocusContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * A critical focus item (document 002 §3), as decoded (criticalFocusSchemas.ts). `scheme_type` is
 * assumed (4 = survey) and null when not sent: the job report then opens as a survey (002 calls
 * the job id a Survey Id).
 */
export interface CriticalFocusItem {
  id: number;
  job_id: number;
  location_name: string;
  scheme_name: string;
  scheme_type: number | null;
  created_date: string;
  updated_date: string | null;
  updated_by: string | null;
  status_id: number;
  status_name: string;
  wants_contact: boolean;
  contact_details: CriticalFocusContact | null;
  comments: string | null;
  notes: CriticalFocusNote[];
}

export interface CriticalFocusNoteType {
  id: number;
  name: string;
}

/** The statuses 002 §3 names. */
export const CF_STATUS_NEW = 10;
export const CF_STATUS_RESOLVED = 4;
/** The scheme type of surveys (document 000 §3). */
export const SURVEY_SCHEME_TYPE = 4;
/** List page size and the minimum response length (002 §9). */
export const CF_PAGE_SIZE = 10;
export const CF_COMMENT_MINIMUM = 5;
