/**
 * Readers for the case lists' responses: one malformed or unexpected entry never takes a whole
 * page down. Lists keep what they can read and skip the rest (a row needs an id, a status and a
 * location to be shown and opened); optional parts that are malformed read as missing.
 */
import type { Case, GroupedRegion, Paginated } from './types';

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function named(value: unknown): { id: number; name: string } | null {
  if (!isObject(value) || typeof value.name !== 'string') return null;
  return { ...value, id: typeof value.id === 'number' ? value.id : 0, name: value.name };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A case list row, or null when it cannot be shown. */
export function readCaseRow(raw: unknown): Case | null {
  if (!isObject(raw) || !isId(raw.id)) return null;
  const status = raw.status;
  const location = raw.location;
  if (!isObject(status) || typeof status.name !== 'string' || !isObject(location) || typeof location.name !== 'string') return null;
  return {
    ...(raw as unknown as Case),
    note: text(raw.note),
    created_date: text(raw.created_date),
    updated_date: text(raw.updated_date),
    created_by: named(raw.created_by),
    updated_by: named(raw.updated_by),
    resolved_by: isObject(raw.resolved_by) ? (raw.resolved_by as Case['resolved_by']) : null,
    location: { ...(location as unknown as Case['location']), bdm: named(location.bdm) },
    source: named(raw.source),
    type: named(raw.type),
    status: { ...(status as unknown as Case['status']), resolve_status: status.resolve_status === true },
    customer: isObject(raw.customer) ? (raw.customer as unknown as Case['customer']) : null,
  };
}

/** A paginator page: rows that can be read, and meta/links with safe defaults. */
export function readCasePage(raw: unknown): Paginated<Case> {
  const body = isObject(raw) ? raw : {};
  const rows = Array.isArray(body.data) ? body.data.map(readCaseRow).filter((row): row is Case => row !== null) : [];
  const meta = isObject(body.meta) ? body.meta : {};
  const links = isObject(body.links) ? body.links : {};
  const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
  const link = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    data: rows,
    meta: {
      ...(meta as Paginated<Case>['meta']),
      from: numberOrNull(meta.from),
      to: numberOrNull(meta.to),
      total: typeof meta.total === 'number' ? meta.total : rows.length,
    },
    links: { ...(links as Paginated<Case>['links']), prev: link(links.prev), next: link(links.next) },
  };
}

function readCounted(raw: unknown): { id: number; name: string; cases: number } | null {
  if (!isObject(raw) || !isId(raw.id) || typeof raw.name !== 'string') return null;
  return { id: raw.id, name: raw.name, cases: typeof raw.cases === 'number' ? raw.cases : 0 };
}

/** The grouped view (002 §3: `region { id, name, cases }` with child `locations`), unreadable entries skipped. */
export function readGroupedCases(raw: unknown): { data: GroupedRegion[] } {
  const list = isObject(raw) && Array.isArray(raw.data) ? raw.data : Array.isArray(raw) ? raw : [];
  const data: GroupedRegion[] = [];
  for (const entry of list) {
    if (!isObject(entry)) continue;
    const region = readCounted(entry.region);
    if (!region) continue;
    const locations = Array.isArray(entry.locations) ? entry.locations.map(readCounted).filter((item): item is NonNullable<typeof item> => item !== null) : [];
    data.push({ ...(entry as unknown as GroupedRegion), region, locations });
  }
  return { data };
}
