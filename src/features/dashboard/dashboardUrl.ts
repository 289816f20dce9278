import { parseSchemeValue, schemeValue, type SchemeTarget } from '@/lib/schemeValue';
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
