import { parseSchemeValue, schemeValue, type SchemeTarget } from '@/lib/schemeValue';
import { DEFAULT_LEAGUE_ORDER, type LeagueOrder } from './league';
import type { DashboardData, DashboardRequest } from './types';

/** A dashboard as the URL names it. */
export type DashboardTarget = SchemeTarget;

const ID = /^\d{1,9}$/;
const positive = (text: string | undefined): number | null => (text !== undefined && ID.test(text) && Number(text) > 0 ? Number(text) : null);

/** Reads the `wave` parameter (a positive wave id); null when absent or malformed. */
export function parseWaveParam(value: string | null | undefined): number | null {
  return positive(value ?? undefined);
}

/** What the URL names: the dashboard and wave (a repeated key counts once: the first). */
export function parseDashboardSearch(search: URLSearchParams): { target: DashboardTarget | null; waveId: number | null } {
  return { target: parseSchemeValue(search.get('scheme')), waveId: parseWaveParam(search.get('wave')) };
}

/** The API request for what the URL names (the prefetch and the page use the same one). */
export function dashboardRequestFor(search: URLSearchParams): DashboardRequest {
  const { target, waveId } = parseDashboardSearch(search);
  if (!target) return { kind: 'default', waveId };
  return { kind: target.kind, id: target.id, waveId };
}

/** `?scheme=…&wave=…` for a dashboard and wave. */
export function dashboardSearch(target: DashboardTarget, waveId: number | null): string {
  return `?scheme=${schemeValue(target)}${waveId !== null ? `&wave=${waveId}` : ''}`;
}

/** True when the dashboard lists the wave. */
export function listsWave(data: Pick<DashboardData, 'waves'>, waveId: number): boolean {
  return (data.waves ?? []).some((group) => (group.waves ?? []).some((wave) => wave.id === waveId));
}

/** The league table's orders by their `league` value in the address; Top (the default) has none. */
const LEAGUE_ORDERS: Record<string, LeagueOrder> = {
  bottom: { key: 'rank', direction: 'descending' },
  name: { key: 'name', direction: 'ascending' },
  'name-desc': { key: 'name', direction: 'descending' },
  change: { key: 'change', direction: 'ascending' },
  'change-desc': { key: 'change', direction: 'descending' },
  improved: { key: 'improved' },
};

/** Reads the league table's order from the `league` parameter; absent or unknown: Top (best first). */
export function parseLeagueOrder(value: string | null | undefined): LeagueOrder {
  return (value && Object.hasOwn(LEAGUE_ORDERS, value) ? LEAGUE_ORDERS[value] : undefined) ?? DEFAULT_LEAGUE_ORDER;
}

/** The `league` value of an order; null for Top, which the address leaves out. */
export function leagueOrderValue(order: LeagueOrder): string | null {
  if (order.key === 'improved') return 'improved';
  if (order.key === 'rank') return order.direction === 'ascending' ? null : 'bottom';
  return order.direction === 'ascending' ? order.key : `${order.key}-desc`;
}

/** The address with the league table's order in it, every other parameter kept. */
export function withLeagueOrder(search: URLSearchParams, order: LeagueOrder): string {
  const next = new URLSearchParams(search);
  const value = leagueOrderValue(order);
  if (value === null) next.delete('league');
  else next.set('league', value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** A picked dashboard's or wave's address (`dashboardSearch`), keeping the league table's order the user chose. */
export function keepingLeagueOrder(next: string, search: URLSearchParams): string {
  const value = search.get('league');
  return value && Object.hasOwn(LEAGUE_ORDERS, value) ? `${next}&league=${value}` : next;
}
