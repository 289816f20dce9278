export type { CriticalFocusContact, CriticalFocusItem, CriticalFocusNote } from '@/lib/criticalFocusTypes';
export { CF_STATUS_NEW, CF_STATUS_RESOLVED } from '@/lib/criticalFocusTypes';

export interface CriticalFocusNoteType {
  id: number;
  name: string;
}

/** The scheme type of surveys (document 000 §3). */
export const SURVEY_SCHEME_TYPE = 4;
/** List page size and the minimum response length (002 §9). */
export const CF_PAGE_SIZE = 10;
export const CF_COMMENT_MINIMUM = 5;
