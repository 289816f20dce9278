import type { MinimalRules } from './minimal';

/*
 * The minimal contract of critical focus, what document 002 §3/§7 names (see docs/api-contract.md
 * "Critical focus"). Dropped: the items' `scheme_type` (the job report then opens as a survey, as
 * 002's 'Survey Id' reads). The note store's answer is not shown by the spec: it carries only a
 * message, so the portal reloads the item. Every envelope is flipped: the lists and the note types
 * come as bare arrays, the item flat.
 */
export const criticalFocusMinimal: MinimalRules = {
  'GET /critical-focus': { drop: ['data.*.scheme_type'] },
  'GET /critical-focus/resolved': { drop: ['data.*.scheme_type'] },
  'GET /critical-focus/:id': { drop: ['data.scheme_type'] },
  'GET /critical-focus-note-types': {},
  'POST /critical-focus/:id/note/store': { reshape: () => ({ message: 'Critical focus updated.' }) },
};
