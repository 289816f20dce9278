import { isoDate, parseIsoDay } from '@/lib/format';
import { CF_PAGE_SIZE, CF_STATUS_NEW, CF_STATUS_RESOLVED, type CriticalFocusItem } from './types';

/** The page's tabs, as the URL names them. */
export type CfTab = 'new' | 'open' | 'resolved';

/** What the user may see (002 §6). */
export interface CfAccess {
  open: boolean;
  resolved: boolean;
}

/** The view the address carries (house rule 12): `?tab=&q=&page=&from=&to=&item=`. */
export interface CfView {
  tab: CfTab;
  q: string;
  page: number;
  from: string | null;
  to: string | null;
  item: number | null;
}

/** The URL parameters this page owns; any other (the job report's `job`/`survey`) is kept as it is. */
export const VIEW_KEYS = ['tab', 'q', 'page', 'from', 'to', 'item'] as const;
const MAX_SEARCH = 200;
/** The resolved list's default window (002 §9). */
export const RESOLVED_DEFAULT_DAYS = 30;

/** New if the user may view open items, else Resolved; null with neither permission. */
export function defaultTab(access: CfAccess): CfTab | null {
  if (access.open) return 'new';
  if (access.resolved) return 'resolved';
  return null;
}

/** True when the user may see the tab. */
export function tabAllowed(tab: string | null, access: CfAccess): tab is CfTab {
  if (tab === 'new' || tab === 'open') return access.open;
  if (tab === 'resolved') return access.resolved;
  return false;
}

function validDay(value: string | null, today: Date): string | null {
  if (!value || !parseIsoDay(value)) return null;
  return value <= isoDate(today) ? value : null;
}

/**
 * Reads the view from the URL. Anything invalid falls back to its default: a tab the user may not
 * see, a page that is not a positive number, dates that are unreadable, after today or reversed (or
 * only one of them), an item id that is not numeric. A page past the end is clamped once the list is
 * known (`clampPage`).
 */
export function parseView(search: URLSearchParams, access: CfAccess, today: Date): CfView | null {
  const fallback = defaultTab(access);
  if (!fallback) return null;
  const rawTab = search.get('tab');
  const tab = tabAllowed(rawTab, access) ? rawTab : fallback;
  const q = (search.get('q') ?? '').slice(0, MAX_SEARCH);
  const rawPage = search.get('page') ?? '';
  const page = tab !== 'resolved' && /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  let from = tab === 'resolved' ? validDay(search.get('from'), today) : null;
  let to = tab === 'resolved' ? validDay(search.get('to'), today) : null;
  if (!from || !to || from > to) {
    from = null;
    to = null;
  }
  const rawItem = search.get('item') ?? '';
  const item = /^\d{1,9}$/.test(rawItem) && Number(rawItem) > 0 ? Number(rawItem) : null;
  return { tab, q, page, from, to, item };
}

/** Writes the view into a copy of `base` (other parameters kept), leaving defaults out. */
export function writeView(view: CfView, base: URLSearchParams, access: CfAccess): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of VIEW_KEYS) next.delete(key);
  if (view.tab !== defaultTab(access)) next.set('tab', view.tab);
  if (view.q) next.set('q', view.q);
  if (view.tab !== 'resolved' && view.page > 1) next.set('page', String(view.page));
  if (view.tab === 'resolved' && view.from && view.to) {
    next.set('from', view.from);
    next.set('to', view.to);
  }
  if (view.item !== null) next.set('item', String(view.item));
  return next;
}

/** The query string of a view, for comparing and navigating ('' or '?…'). */
export function viewSearch(view: CfView, base: URLSearchParams, access: CfAccess): string {
  const text = writeView(view, base, access).toString();
  return text ? `?${text}` : '';
}

/** Case-insensitive substring match on id, job_id and location_name (002 §2). */
export function filterItems(items: readonly CriticalFocusItem[], search: string): CriticalFocusItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => String(item.id).includes(needle) || String(item.job_id).includes(needle) || (item.location_name ?? '').toLowerCase().includes(needle),
  );
}

/** The items of a tab: New lists the NEW items, All Open every open item. */
export function itemsOfTab(items: readonly CriticalFocusItem[], tab: CfTab): CriticalFocusItem[] {
  return tab === 'new' ? items.filter((item) => item.status_id === CF_STATUS_NEW) : [...items];
}

/** Number of pages of `count` rows (at least 1). */
export function pageCountOf(count: number, size = CF_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The page, or the first one when it is past the end. */
export function clampPage(page: number, count: number, size = CF_PAGE_SIZE): number {
  return page > pageCountOf(count, size) ? 1 : page;
}

/** The dates the resolved list asks for: the chosen range, else today−30 to today (002 §4, §7). */
export function resolvedRange(view: Pick<CfView, 'from' | 'to'>, today: Date): { start_date: string; end_date: string } {
  if (view.from && view.to) return { start_date: view.from, end_date: view.to };
  const start = new Date(today);
  start.setDate(start.getDate() - RESOLVED_DEFAULT_DAYS);
  return { start_date: isoDate(start), end_date: isoDate(today) };
}

/** The status chip's colour: green resolved, red new, orange otherwise (002 §2). */
export function statusTone(statusId: number): 'success' | 'danger' | 'warning' {
  if (statusId === CF_STATUS_RESOLVED) return 'success';
  if (statusId === CF_STATUS_NEW) return 'danger';
  return 'warning';
}

/** The note type the one-click 'Contacted customer' sends: the first whose name contains 'contact'. */
export function contactNoteType<T extends { name: string }>(types: readonly T[]): T | null {
  return types.find((type) => /contact/i.test(type.name)) ?? null;
}
