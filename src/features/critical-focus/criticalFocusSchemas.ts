import * as v from 'valibot';
import { CriticalFocusItemBody } from '@/api/criticalFocusSchemas';
import { envelope, id, textOr, topLevelList } from '@/api/schema';
import type { CriticalFocusItem, CriticalFocusNoteType } from './types';

/*
 * Decoders of the critical focus answers (document 002 §3 "Critical focus item", "Note type", §7).
 * The item and the list (GET /api/critical-focus, also read by Today) live in
 * api/criticalFocusSchemas.ts; every answer is read flat or under `data`, every list as a bare
 * array, `{ data }` or a paginator, with unreadable rows left out one by one.
 */

/** GET /api/critical-focus/{id}: the item, flat or under `data`. */
export const CriticalFocusItemSchema = envelope(CriticalFocusItemBody);

/** GET /api/critical-focus-note-types: `data` of `{ id, name }` (002 §7). */
export const CriticalFocusNoteTypesSchema = topLevelList(
  v.object({ id, name: textOr() }) satisfies v.GenericSchema<unknown, CriticalFocusNoteType>,
  'note type',
);

/**
 * POST /api/critical-focus/{id}/note/store: the shape is not shown (002 §7). When the answer holds
 * a readable item (flat or under `data`) it is used; anything else is null and the item reloads.
 */
export const CriticalFocusNoteStoredSchema = v.pipe(
  v.unknown(),
  v.transform((raw): CriticalFocusItem | null => {
    const parsed = v.safeParse(CriticalFocusItemSchema, raw);
    return parsed.success ? parsed.output : null;
  }),
);
