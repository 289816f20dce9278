import { can, canAny, P, type PermissionHolder } from '@/lib/permissions';

export type HelpTab = 'guides' | 'downloads' | 'contact';

export const HELP_TAB_LABELS: Record<HelpTab, string> = { guides: 'User Guides', downloads: 'Downloads', contact: 'Contact Us' };

/**
 * The Help tabs a user may see, in order: each shows with either of its catalogue names; Downloads
 * only when there are downloads (unknown while loading: hidden).
 */
export function helpTabsFor(user: PermissionHolder | null | undefined, downloadCount: number): HelpTab[] {
  const tabs: HelpTab[] = [];
  if (canAny(user, [P.HELP_USER_GUIDES, P.HELP_VIEW_USER_GUIDE])) tabs.push('guides');
  if (downloadCount > 0 && canAny(user, [P.HELP_DOWNLOADS, P.HELP_VIEW_DOWNLOADS])) tabs.push('downloads');
  if (canAny(user, [P.HELP_CONTACT, P.HELP_VIEW_CONTACT])) tabs.push('contact');
  return tabs;
}

/** True when the user may see some Help tab at all (Downloads counted as if there were some). */
export function hasAnyHelpTab(user: PermissionHolder | null | undefined): boolean {
  return helpTabsFor(user, 1).length > 0;
}

/**
 * True when the user may open the Help page: 'help - view help' (000 §6, 002 §6 "Help page and its
 * tabs") and at least one tab. Without it the page says 'Error with permissions' (002 §2) and the
 * side menu hides Help.
 */
export function mayOpenHelp(user: PermissionHolder | null | undefined): boolean {
  return can(user, P.HELP_VIEW_HELP) && hasAnyHelpTab(user);
}

/** The tab to show: the address's tab when permitted, else the first permitted one. */
export function activeHelpTab(requested: string | null, tabs: readonly HelpTab[]): HelpTab | null {
  return tabs.find((tab) => tab === requested) ?? tabs[0] ?? null;
}

/** Initials of a person's name ('Dana Q. Lee' → 'DL'), for a missing picture. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = words[0]?.match(/[\p{L}\p{N}]/u)?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.match(/[\p{L}\p{N}]/u)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** A `tel:` address from a phone number (digits and a leading +), or null. */
export function telHref(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  const digits = text.replace(/[^\d]/g, '');
  if (digits.length < 3) return null;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

/** A `mailto:` address for a plausible e-mail, or null. */
export function mailtoHref(email: string | null | undefined): string | null {
  const text = (email ?? '').trim();
  return /^[^\s@<>"',;:]+@[^\s@<>"',;:]+\.[^\s@<>"',;:]+$/.test(text) ? `mailto:${text}` : null;
}
