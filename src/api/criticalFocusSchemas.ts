import * as v from 'valibot';
import { CF_STATUS_NEW, CF_STATUS_RESOLVED, type CriticalFocusContact, type CriticalFocusItem, type CriticalFocusNote } from '@/lib/criticalFocusTypes';
import { boolOr, id, listSkipping, maybe, optNum, optText, text, textOr, topLevelList } from './schema';
import { assumed } from './decoderMarks';

/*
 * The critical focus item and list decoders (document 002 §3 "Critical focus item", §7), shared by
 * the Critical Focus area and Today, which read the same GET /api/critical-focus answer. The spec
 * names the fields and no wrappers: an item is read flat or under `data`, a list as a bare array,
 * `{ data }` or a paginator, with unreadable rows left out one by one. The only field read beyond
 * the spec is `scheme_type` (assumed; null when absent).
 */

/** The statuses 002 §3 names, for an item that sends only one of id and name. */
const STATUS_NAMES: Record<number, string> = { [CF_STATUS_NEW]: 'New', [CF_STATUS_RESOLVED]: 'Resolved' };

/** A person as a name: text, or an object with `name` (a Laravel relation). */
const personName = v.nullish(
  v.union([
    text,
    v.pipe(
      v.object({ name: optText }),
      v.transform((person) => person.name),
    ),
  ]),
  null,
);

const Contact = v.object({ name: optText, email: optText, phone: optText }) satisfies v.GenericSchema<unknown, CriticalFocusContact>;

/**
 * `contact_details[name, email, phone]`: an object, or a list of them (the spec's brackets), the
 * first that holds anything; null when none does.
 */
const ContactDetails = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): CriticalFocusContact | null => {
      const candidates = Array.isArray(value) ? value : [value];
      for (const candidate of candidates) {
        const parsed = v.safeParse(maybe(Contact), candidate);
        if (parsed.success && parsed.output && (parsed.output.name || parsed.output.email || parsed.output.phone)) return parsed.output;
      }
      return null;
    }),
  ),
  null,
);

const Note = v.object({
  id: optNum,
  status_name: textOr(),
  added_by: v.pipe(
    personName,
    v.transform((name) => name ?? ''),
  ),
  added_date: textOr(),
  comment: textOr(),
});

/** A critical focus item (002 §3). An item without an id or a job id is unreadable. */
export const CriticalFocusItemBody = v.pipe(
  v.object({
    id,
    job_id: id,
    location_name: textOr(),
    scheme_name: textOr(),
    scheme_type: assumed(optNum, {
      fallback: "the job is opened as a survey (002 names the id a 'Survey Id')",
      userSees: 'an alert raised from a mystery-shop job opens the survey report',
      impact: 'medium',
    }),
    created_date: textOr(),
    updated_date: optText,
    updated_by: personName,
    status_id: optNum,
    status_name: textOr(),
    wants_contact: boolOr(false),
    contact_details: ContactDetails,
    comments: optText,
    notes: listSkipping(Note, 'critical focus note'),
  }),
  v.transform((raw): CriticalFocusItem => {
    // The two statuses 002 names are recognised from either their id or their name.
    const byName = Object.entries(STATUS_NAMES).find(([, name]) => name.toLowerCase() === raw.status_name.trim().toLowerCase());
    const statusId = raw.status_id ?? (byName ? Number(byName[0]) : 0);
    return {
      ...raw,
      status_id: statusId,
      status_name: raw.status_name || (STATUS_NAMES[statusId] ?? ''),
      notes: raw.notes.map((note, index): CriticalFocusNote => ({ ...note, id: note.id ?? -(index + 1) })),
    };
  }),
);

/** GET /api/critical-focus and /api/critical-focus/resolved: the items. */
export const CriticalFocusListSchema = topLevelList(CriticalFocusItemBody, 'critical focus item');
