import type * as v from 'valibot';
import { isPlainObject } from '@/api/schema';
import { decoderMarks, type AssumedField } from '@/api/decoderMarks';

/*
 * What a decoder reads, found by walking the decoder itself (an endpoint's `rawResponseSchema`): every
 * object field, with the way from the raw answer to it (envelopes unwrapped, lists entered the way the
 * decoder's blocks do, src/api/schema.ts), and whether the field is assumed (`assumed()`) or another
 * form of the answer (`otherForm()`). Then, for one raw answer: which of them it carries.
 */

/** One step from the raw answer towards a field: a key, every entry of a list, or the decoder's own unwrapping. */
export type Step = { key: string } | { each: true } | { via: (value: unknown) => unknown };

/** A field the decoder reads. */
export interface ReadField {
  /** The field as a path: 'dashboards[].kind', 'data[].customer.cases[].id'. */
  label: string;
  /** The way from the raw answer to the objects that hold the field. */
  steps: readonly Step[];
  key: string;
  /** Set when the field is assumed (what the portal does without it). */
  assumed: AssumedField | null;
  /** An other form of the answer or one option of a union: its absence is no finding. */
  quiet: boolean;
  /** The field is a list (missing, the portal reads it as empty). */
  list: boolean;
}

interface SchemaNode {
  type: string;
  kind: string;
  pipe?: readonly SchemaNode[];
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: readonly SchemaNode[];
  value?: SchemaNode;
}

const WRAPPERS = new Set(['optional', 'nullish', 'nullable', 'exact_optional', 'undefinedable', 'non_nullable', 'non_nullish', 'non_optional']);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const MAX_DEPTH = 40;

const valuesOf = (value: unknown): unknown => (isPlainObject(value) ? Object.values(value) : []);

/** True when a schema reads a list (an array, or a block that enters a list). */
function readsList(schema: SchemaNode, depth = 0): boolean {
  if (depth > 6) return false;
  const marks = decoderMarks(schema as unknown as v.GenericSchema);
  if (marks.reads) return marks.reads.each === true || readsList(marks.reads.schema as unknown as SchemaNode, depth + 1);
  if (schema.type === 'array') return true;
  if (schema.pipe) return schema.pipe.some((item) => item.kind === 'schema' && item !== schema && readsList(item, depth + 1));
  return WRAPPERS.has(schema.type) && !!schema.wrapped && readsList(schema.wrapped, depth + 1);
}

function join(label: string, key: string): string {
  return label === '' ? key : `${label}.${key}`;
}

function walk(schema: SchemaNode, steps: readonly Step[], label: string, quiet: boolean, out: ReadField[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  const marks = decoderMarks(schema as unknown as v.GenericSchema);
  if (marks.reads) {
    const { schema: inner, via, each } = marks.reads;
    const next: Step[] = [...steps, ...(via ? [{ via }] : []), ...(each ? [{ each: true as const }] : [])];
    walk(inner as unknown as SchemaNode, next, each ? `${label}[]` : label, quiet, out, depth + 1);
    return;
  }
  if (schema.pipe) {
    for (const item of schema.pipe) if (item.kind === 'schema') walk(item, steps, label, quiet, out, depth + 1);
    return;
  }
  if (OBJECTS.has(schema.type) && schema.entries) {
    for (const [key, entry] of Object.entries(schema.entries)) {
      const entryMarks = decoderMarks(entry as unknown as v.GenericSchema);
      const entryQuiet = quiet || entryMarks.otherForm === true;
      out.push({ label: join(label, key), steps, key, assumed: entryMarks.assumed ?? null, quiet: entryQuiet, list: readsList(entry) });
      walk(entry, [...steps, { key }], join(label, key), entryQuiet, out, depth + 1);
    }
    return;
  }
  if (WRAPPERS.has(schema.type) && schema.wrapped) walk(schema.wrapped, steps, label, quiet, out, depth + 1);
  else if (schema.type === 'array' && schema.item) walk(schema.item, [...steps, { each: true }], `${label}[]`, quiet, out, depth + 1);
  else if ((schema.type === 'union' || schema.type === 'variant') && schema.options) {
    for (const option of schema.options) walk(option, steps, label, true, out, depth + 1);
  } else if (schema.type === 'record' && schema.value) {
    walk(schema.value, [...steps, { via: valuesOf }, { each: true }], `${label}.*`, quiet, out, depth + 1);
  }
}

/** Every field a decoder reads (assumed ones marked), once each, in the decoder's order. */
export function fieldsRead(schema: unknown): ReadField[] {
  const out: ReadField[] = [];
  if (typeof schema === 'object' && schema !== null && 'kind' in schema) walk(schema as SchemaNode, [], '', false, out, 0);
  const byLabel = new Map<string, ReadField>();
  for (const field of out) {
    const known = byLabel.get(field.label);
    // A union's options may read the same field: it counts once, loud when any reading is, assumed when any is.
    if (!known) byLabel.set(field.label, field);
    else byLabel.set(field.label, { ...known, quiet: known.quiet && field.quiet, assumed: known.assumed ?? field.assumed });
  }
  return [...byLabel.values()];
}

/** The objects of a raw answer that hold (or should hold) a field. */
export function holders(raw: unknown, steps: readonly Step[]): Array<Record<string, unknown>> {
  let values: unknown[] = [raw];
  for (const step of steps) {
    if ('key' in step)
      values = values.flatMap((value) => (isPlainObject(value) && value[step.key] !== undefined && value[step.key] !== null ? [value[step.key]] : []));
    else if ('each' in step) values = values.flatMap((value) => (Array.isArray(value) ? value : []));
    else
      values = values.map((value) => {
        try {
          return step.via(value);
        } catch {
          return undefined;
        }
      });
  }
  return values.filter(isPlainObject);
}

/** How often an answer carries a field: in how many of the objects that should hold it, and how often only under another key. */
export interface FieldPresence {
  field: ReadField;
  /** Objects that should hold it (0: none in this answer, e.g. an empty list). */
  of: number;
  /** Objects that hold it (under its key, or one of `orUnder`). */
  present: number;
  /** Of those, the ones that hold it only under another key (`orUnder`), and which keys. */
  elsewhere: number;
  elsewhereKeys: string[];
}

const has = (object: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(object, key) && object[key] !== undefined;

/** Where a raw answer carries each field. */
export function presenceOf(raw: unknown, fields: readonly ReadField[]): FieldPresence[] {
  return fields.map((field) => {
    const objects = holders(raw, field.steps);
    let present = 0;
    let elsewhere = 0;
    const elsewhereKeys = new Set<string>();
    for (const object of objects) {
      if (has(object, field.key)) present += 1;
      else {
        const other = field.assumed?.orUnder?.find((key) => has(object, key));
        if (other) {
          present += 1;
          elsewhere += 1;
          elsewhereKeys.add(other);
        }
      }
    }
    return { field, of: objects.length, present, elsewhere, elsewhereKeys: [...elsewhereKeys] };
  });
}
