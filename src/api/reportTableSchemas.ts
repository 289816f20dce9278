import * as v from 'valibot';

/*
 * The blocks of a report result's table (the reporting answers' `results` rows and `data_labels`),
 * shared by Reporting and Today, which read the same report calls.
 */

/** A row's cell: text, number, boolean or null; anything else (an object, a list) is shown as empty. */
const Cell = v.pipe(
  v.unknown(),
  v.transform((value): string | number | boolean | null =>
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) ? value : null,
  ),
);
export const ReportRowSchema = v.pipe(
  v.record(v.string(), Cell),
  // valibot's record() lets an array through; a row is always an object.
  v.check((value) => !Array.isArray(value), 'Expected an object, received an array'),
  v.transform((row) => row),
);

/** Column headings (`data_labels`): `{ key: heading }` (in order) or a list of `{ key, label }`; anything else is none (the rows' keys then name the columns). */
export const ReportDataLabelsSchema = v.pipe(
  v.unknown(),
  v.transform((value): Record<string, string> => {
    const out: Record<string, string> = {};
    if (Array.isArray(value)) {
      for (const entry of value) {
        if (!entry || typeof entry !== 'object') continue;
        const { key, label } = entry as { key?: unknown; label?: unknown };
        if (typeof key === 'string' && key) out[key] = typeof label === 'string' || typeof label === 'number' ? String(label) : key;
      }
    } else if (value && typeof value === 'object') {
      for (const [key, label] of Object.entries(value)) if (typeof label === 'string' || typeof label === 'number') out[key] = String(label);
    }
    return out;
  }),
);
