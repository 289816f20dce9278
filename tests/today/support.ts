import { screen, within } from '@testing-library/react';
import { db } from '@/demo/db';
import type { Permission } from '@/lib/permissions';

/** Gives the viewer's role exactly these permissions. */
export function viewerOnly(...permissions: Permission[]): void {
  const role = db().roles.find((item) => item.name === 'Store Viewer');
  if (!role) throw new Error('No viewer role');
  role.permissions = [...permissions];
}

/** The card of Today with this heading, once it is there. */
export async function findCard(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title, level: 2 }, { timeout: 15000 });
  const card = heading.closest('section');
  if (!card) throw new Error(`No card ${title}`);
  return card;
}

/** The headings of the cards shown, in order. */
export function cardTitles(): string[] {
  const page = screen.getByRole('region', { name: 'Today' });
  return within(page)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}
