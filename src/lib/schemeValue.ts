/**
 * How a data source is written in a select and in the URL's `scheme` parameter (001 §3): the scheme
 * id, `-{id}` for a survey-data multi-scheme, `mcds{id}` for a multi-company one.
 */

export type SchemeKind = 'scheme' | 'multi-scheme' | 'mcds';

/** A data source as its value names it. */
export interface SchemeTarget {
  kind: SchemeKind;
  id: number;
}

/** The value of a data source: `{id}`, `-{id}` or `mcds{id}`. */
export function schemeValue(target: SchemeTarget): string {
  if (target.kind === 'multi-scheme') return `-${target.id}`;
  if (target.kind === 'mcds') return `mcds${target.id}`;
  return String(target.id);
}

/** What a value names (a positive id of at most 9 digits); null when absent or malformed. */
export function parseSchemeValue(value: string | null | undefined): SchemeTarget | null {
  const match = /^(-|mcds)?(\d{1,9})$/.exec(value ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  if (id <= 0) return null;
  return { kind: match[1] === '-' ? 'multi-scheme' : match[1] === 'mcds' ? 'mcds' : 'scheme', id };
}
