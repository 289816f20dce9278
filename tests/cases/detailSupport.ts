import { db, type CaseRow } from '@/demo/db';

/** Sets a seeded case's fields so a test states its own preconditions. */
export function prepareCase(id: number, patch: Partial<CaseRow>): CaseRow {
  const row = db().cases.find((item) => item.id === id);
  if (!row) throw new Error(`No seeded case ${id}`);
  Object.assign(row, patch);
  return row;
}

/** An open case with a contactable customer (valid email), status In Progress, two notes. */
export function openContactableCase(id = 1022): CaseRow {
  const row = prepareCase(id, { resolved_by_id: null, resolved_date: null, status_id: 2, wants_contact: true });
  const customer = db().customers.find((item) => item.id === row.customer_id);
  if (!customer) throw new Error(`Case ${id} has no customer`);
  customer.email = 'harper.davis@mail.example';
  customer.name = 'Harper Davis';
  return row;
}

/** A resolved case. */
export function resolvedCase(id = 1005): CaseRow {
  return prepareCase(id, { resolved_by_id: 2, resolved_date: '2026-11-01 10:00:00', status_id: 5 });
}

/** A File of a given size (content is spaces). */
export function fileOf(name: string, size: number, type = 'text/plain'): File {
  return new File([new Uint8Array(size).fill(32)], name, { type });
}

/** Waits for the case view of `id` (the lazy page chunk can take a while to load in tests). */
export async function findCaseView(id: number): Promise<HTMLElement> {
  const { screen } = await import('@testing-library/react');
  return screen.findByRole('heading', { name: `Case #${id} Details` }, { timeout: 15000 });
}

/** The top bar's action group (the footer repeats the same buttons). */
export async function topActions(): Promise<HTMLElement> {
  const { screen } = await import('@testing-library/react');
  return screen.getByRole('group', { name: 'Case actions' });
}
