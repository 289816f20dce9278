/*
 * The critical focus item as the portal reads it (document 002 §3), shared by the Critical Focus
 * area and Today, which read the same list answer (decoded once by api/criticalFocusSchemas.ts).
 */

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
 * A critical focus item (document 002 §3), as decoded (api/criticalFocusSchemas.ts). `scheme_type` is
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

/** The statuses 002 §3 names. */
export const CF_STATUS_NEW = 10;
export const CF_STATUS_RESOLVED = 4;
