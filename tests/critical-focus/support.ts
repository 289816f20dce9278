import { screen, within } from '@testing-library/react';
import { db, type CriticalFocusRow } from '@/demo/db';
import { P, type Permission } from '@/lib/permissions';

/** Gives the viewer's role exactly these critical focus permissions (plus the menu entry). */
export function viewerWith(...permissions: Permission[]): void {
  const role = db().roles.find((item) => item.name === 'Store Viewer');
  if (!role) throw new Error('No viewer role');
  role.permissions = [...role.permissions, P.VIEW_CRITICAL_FOCUS, ...permissions];
}

/** A seeded critical focus row, changed to a test's needs. */
export function prepareItem(id: number, patch: Partial<CriticalFocusRow> = {}): CriticalFocusRow {
  const row = db().criticalFocus.find((item) => item.id === id);
  if (!row) throw new Error(`No seeded critical focus ${id}`);
  Object.assign(row, patch);
  return row;
}

/** Adds open NEW items (for paging), created one hour apart before the seeded ones' oldest. */
export function addNewItems(count: number): void {
  const data = db();
  const template = data.criticalFocus[0] as CriticalFocusRow;
  for (let n = 0; n < count; n += 1) {
    data.criticalFocus.push({
      ...template,
      id: 3001 + n,
      created_date: `2026-01-${String(1 + (n % 28)).padStart(2, '0')} 0${n % 10}:00:00`,
      status_id: 10,
      notes: [],
      updated_by: null,
      updated_date: null,
      wants_contact: false,
      contact_details: null,
    });
  }
}

/** Waits for a list (cards under jsdom) and returns it. */
export async function findList(name: string): Promise<HTMLElement> {
  return screen.findByRole('list', { name }, { timeout: 15000 });
}

/** The ids of the rows shown (card titles). */
export function rowIds(list: HTMLElement): number[] {
  return within(list)
    .getAllByRole('listitem')
    .map((row) => Number(row.id.replace('cf-row-', '')));
}

/** Waits for the item detail of `id`. */
export async function findDetail(id: number): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: `Critical Focus ${id}` }, { timeout: 15000 });
  return heading.closest('section') as HTMLElement;
}
