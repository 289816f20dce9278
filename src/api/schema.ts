import * as v from 'valibot';
import { describeIssues, unreadableData, UNREADABLE_DATA_MESSAGE } from './decodeError';
import { readsAs } from './decoderMarks';
import { ApiError } from './errors';

export { describeIssues, isUnreadableData, UNREADABLE_DATA_CODE, UNREADABLE_DATA_MESSAGE, unreadableData } from './decodeError';

/*
 * The building blocks of the response decoders (house rule 16). Every endpoint's raw answer passes
 * through a valibot schema (RTK Query's `rawResponseSchema`, or `decodeOrThrow` outside it) before
 * any component sees it. The blocks accept what the spec documents and the conventional variants a
 * Laravel API sends where the spec is silent: numbers as numeric strings, `null` or a missing key
 * for an empty list or an absent optional value, a body wrapped in `{ data }` or not, a paginator or
 * a bare array. Unknown fields are dropped. Anything else becomes the one decoding ApiError.
 */

const NUMERIC = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A finite number, or a numeric string ('12', ' 3.5 ') read as one. */
export const num = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.regex(NUMERIC))]),
  v.transform((value) => Number(value)),
);

/** '' read as `fallback` (an empty form value where a number belongs). */
const emptyAs = <T>(fallback: T) =>
  v.pipe(
    v.literal(''),
    v.transform(() => fallback),
  );

/*
 * The optional blocks are valibot `nullish` schemas with a default, so an object's key stays
 * required in the decoded type (the default fills it) while the server may leave it out.
 */

/** A number that may be missing, null or '' (→ null). */
export const optNum = v.nullish(v.union([num, emptyAs(null)]), null);

/** A number that may be missing, null or '' (→ `fallback`). */
export const numOr = (fallback: number) => v.nullish(v.union([num, emptyAs(fallback)]), fallback);

/** A string; a number is read as its text. */
export const text = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((value) => String(value)),
);

/** A string that may be missing or null (→ null). */
export const optText = v.nullish(text, null);

/** A string that may be missing or null (→ `fallback`, '' by default). */
export const textOr = (fallback = '') => v.nullish(text, fallback);

/** A boolean, also sent as 1/0, '1'/'0' or 'true'/'false'. */
export const bool = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])]),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** A boolean that may be missing or null (→ `fallback`, false by default). */
export const boolOr = (fallback = false) => v.nullish(bool, fallback);

/** An id: a number or a numeric string, read as a number. */
export const id = num;

/** An object that is not an array (the shape of a JSON object). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The array inside a list answer: a bare array, `{ data: [...] }` (a resource collection or a paginator). */
function listItems(value: unknown): unknown {
  if (value === null || value === undefined) return [];
  if (isPlainObject(value) && Array.isArray(value.data)) return value.data;
  return value;
}

/** A list: an array, `{ data: [...] }` or a paginator; missing or null is empty. One unreadable entry fails it. */
export const list = <T extends v.GenericSchema>(item: T) =>
  readsAs(
    v.optional(v.pipe(v.unknown(), v.transform(listItems), v.array(item)), () => []),
    item,
    { via: listItems, each: true },
  );

/** A list whose unreadable entries are left out (each logged), so one bad row never hides the others. */
export const listSkipping = <T extends v.GenericSchema>(item: T, what = 'entry') =>
  readsAs(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform(listItems),
        v.array(v.unknown()),
        v.transform((entries) => {
          const out: v.InferOutput<T>[] = [];
          for (const entry of entries) {
            const result = v.safeParse(item, entry);
            if (result.success) out.push(result.output);
            else console.warn(`${UNREADABLE_DATA_MESSAGE} A ${what} was left out: ${describeIssues(result.issues)}`);
          }
          return out;
        }),
      ),
      () => [],
    ),
    item,
    { via: listItems, each: true },
  );

/** A list whose unreadable entries are skipped; a value that is no list at all reads as empty (logged). Missing or null is empty. */
export function listOrEmpty<T extends v.GenericSchema>(item: T, what: string) {
  const inner = listSkipping(item, what);
  const read = v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<T>[] => {
        const result = v.safeParse(inner, value);
        if (result.success) return result.output;
        console.warn(`${UNREADABLE_DATA_MESSAGE} The ${what} list was left out: ${describeIssues(result.issues)}`);
        return [];
      }),
    ),
    null,
  );
  return readsAs(read, inner);
}

/** A part read with `schema`, or null when it is missing or unreadable (logged when it was there). */
export function orNull<T extends v.GenericSchema>(schema: T, what: string) {
  // optional: a missing key is allowed (its default, null, runs through the pipe).
  const read = v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<T> | null => {
        if (value === null || value === undefined) return null;
        const result = v.safeParse(schema, value);
        if (result.success) return result.output;
        console.warn(`${UNREADABLE_DATA_MESSAGE} A ${what} was left out: ${describeIssues(result.issues)}`);
        return null;
      }),
    ),
    null,
  );
  return readsAs(read, schema);
}

/** An optional object: missing, null or any non-object (an empty string, `[]`) is null. */
export const maybe = <T extends v.GenericSchema>(schema: T) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isPlainObject(value) ? value : null)),
      v.nullable(schema),
    ),
    null,
  );

/** Unwraps a Laravel `{ data: {...} }` envelope (an object under `data`, beside nothing but a message). */
export function unwrapData(value: unknown): unknown {
  if (!isPlainObject(value) || !isPlainObject(value.data)) return value;
  const others = Object.keys(value).filter((key) => key !== 'data' && key !== 'message' && key !== 'success' && key !== 'status');
  return others.length === 0 ? value.data : value;
}

/** A top-level object answer, sent flat or wrapped in `{ data }`. */
export const envelope = <T extends v.GenericSchema>(schema: T) =>
  readsAs(
    v.pipe(
      v.unknown(),
      v.transform(unwrapData),
      // valibot's object() lets an array through; an answer that should be an object never is one.
      v.check((value) => !Array.isArray(value), 'Expected an object, received an array'),
      schema,
    ),
    schema,
    { via: unwrapData },
  );

/** A top-level answer that may carry an object (flat or under `data`): the object, or null when it is missing or unreadable (logged). */
export const maybeEnvelope = <T extends v.GenericSchema>(schema: T, what: string) =>
  readsAs(v.pipe(v.unknown(), v.transform(unwrapData), orNull(schema, what)), schema, { via: unwrapData });

/** `{ data: null }` (Laravel's empty resource) read as an empty list; anything else as it is. */
function nullDataAsEmpty(value: unknown): unknown {
  return isPlainObject(value) && 'data' in value && value.data === null ? [] : value;
}

/** A top-level list answer: a bare array, `{ data }` (also `{ data: null }`) or a paginator; an unreadable row is left out. */
export const topLevelList = <T extends v.GenericSchema>(item: T, what: string) => v.pipe(v.unknown(), v.transform(nullDataAsEmpty), listSkipping(item, what));

/**
 * The id of what a POST created, from an answer whose shape the spec does not show: the answer's own
 * `id`, its `data.id`, `data.<key>.id` or `<key>.id`, the first readable one; null when there is none.
 */
export const createdId = (idSchema: v.GenericSchema<unknown, number>, key: string) =>
  v.pipe(
    v.unknown(),
    v.transform((raw): { id: number | null } => {
      const data = isPlainObject(raw) ? raw.data : null;
      const candidates = [raw, data, isPlainObject(data) ? data[key] : null, isPlainObject(raw) ? raw[key] : null];
      for (const candidate of candidates) {
        const read = v.safeParse(v.object({ id: idSchema }), candidate);
        if (read.success) return { id: read.output.id };
      }
      return { id: null };
    }),
  );

/** An answer the portal reads nothing from (a message, or nothing): always null. */
export const ignoredAnswer = v.pipe(
  v.unknown(),
  v.transform((): null => null),
);

/** Decodes a raw answer outside RTK Query; throws the decoding ApiError when it cannot. */
export function decodeOrThrow<T extends v.GenericSchema>(schema: T, raw: unknown, endpoint: string): v.InferOutput<T> {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  throw new ApiError(unreadableData(endpoint, result.issues));
}
