import * as v from 'valibot';

/*
 * Marks a decoder carries for tools that read the decoders themselves (the contract probe,
 * scripts/contract-probe, walks each endpoint's `rawResponseSchema` to list what it reads): valibot
 * metadata, which decoding skips. A production build keeps each mark's schema and drops the mark
 * (scripts/vite/decoderMarks.ts), so the pages carry none of it. Import the marks from here, never
 * through ./schema (which the HTTP client imports dynamically, keeping every export of it).
 */

/** What the portal does without a field the spec does not name (docs/api-contract.md: "assumed"). */
export interface AssumedField {
  /** What the portal uses instead (from spec fields), or that it needs nothing. */
  fallback: string;
  /** What a user sees without it. */
  userSees: string;
  /** How much a user misses: 'high' a part of a page is empty, 'medium' a detail or a way in is lost, 'low' a small detail at most (a label, a date) or nothing. */
  impact: 'high' | 'medium' | 'low';
  /** Other keys the same value is read from (sent under one of them, it is not missing). */
  orUnder?: readonly string[];
}

/** What the metadata of a decoder may carry (read with `decoderMarks`). */
export type DecoderMarks = {
  /** The field this schema reads is assumed (`assumed()`). */
  assumed?: AssumedField;
  /** The field is one of the other conventional forms of an answer, read only when sent so (`otherForm()`). */
  otherForm?: true;
  /** The schema reads its value with `schema`, after `via` and, with `each`, entry by entry (`readsAs()`). */
  reads?: { schema: v.GenericSchema; via?: (value: unknown) => unknown; each?: boolean };
};

/** An object field the spec does not name: the decoder still reads it, and the portal works without it (`note` says how). */
export function assumed<T extends v.GenericSchema>(schema: T, note: AssumedField) {
  return v.pipe(schema, v.metadata({ assumed: note } satisfies DecoderMarks));
}

/** A field of another conventional form of the answer (a flat paginator's `total` beside `meta.total`): its absence is no finding. */
export function otherForm<T extends v.GenericSchema>(schema: T) {
  return v.pipe(schema, v.metadata({ otherForm: true } satisfies DecoderMarks));
}

/**
 * Says what a schema reads inside a value it takes apart by hand (in a transform): the value, after
 * `via` and, with `each`, every entry of the list that gives, is read with `inner`. Decoding is unchanged.
 */
export function readsAs<T extends v.GenericSchema>(schema: T, inner: v.GenericSchema, how: { via?: (value: unknown) => unknown; each?: boolean } = {}) {
  return v.pipe(schema, v.metadata<v.InferOutput<T>, DecoderMarks>({ reads: { schema: inner, ...how } }));
}

/** The marks of a schema: the metadata of its own pipe, merged (not of the schemas inside it). */
export function decoderMarks(schema: v.GenericSchema): DecoderMarks {
  const pipe = 'pipe' in schema && Array.isArray(schema.pipe) ? (schema.pipe as ReadonlyArray<{ kind: string; type: string; metadata?: unknown }>) : [];
  const marks: DecoderMarks = {};
  for (const item of pipe) if (item.kind === 'metadata' && item.type === 'metadata') Object.assign(marks, item.metadata);
  return marks;
}
