import type { DashboardData, DashboardKind, DashboardRequest } from './types';

/** A dashboard as the URL names it. */
export interface DashboardTarget {
  kind: DashboardKind;
  id: number;
}

const ID = /^\d{1,9}$/;
const positive = (text: string | undefined): number | null => (text !== undefined && ID.test(text) && Number(text) > 0 ? Number(text) : null);

/** The `scheme` parameter: the scheme id, `-{id}` for a survey-data multi-scheme, `mcds{id}` for a multi-company one. */
export function schemeParam(target: DashboardTarget): string {
  if (target.kind === 'multi-scheme') return `-${target.id}`;
  if (target.kind === 'mcds') return `mcds${target.id}`;
  return String(target.id);
}

/** Reads the `scheme` parameter; null when absent or malformed. */
export function parseSchemeParam(value: string | null | undefined): DashboardTarget | null {
  if (!value) return null;
  const match = /^(-|mcds)?(\d+)$/.exec(value);
  const id = match ? positive(match[2]) : null;
  if (!match || id === null) return null;
  return { kind: match[1] === '-' ? 'multi-scheme' : match[1] === 'mcds' ? 'mcds' : 'scheme', id };
}

/** Reads the `wave` parameter (a positive wave id); null when absent or malformed. */
export function parseWaveParam(value: string | null | undefined): number | null {
  return positive(value ?? undefined);
}

/** What the URL names: the dashboard and wave (a repeated key counts once: the first). */
export function parseDashboardSearch(search: URLSearchParams): { target: DashboardTarget | null; waveId: number | null } {
  return { target: parseSchemeParam(search.get('scheme')), waveId: parseWaveParam(search.get('wave')) };
}

/** The API request for what the URL names (the prefetch and the page use the same one). */
export function dashboardRequestFor(search: URLSearchParams): DashboardRequest {
  const { target, waveId } = parseDashboardSearch(search);
  if (!target) return { kind: 'default', waveId };
  return { kind: target.kind, id: target.id, waveId };
}

/** `?scheme=…&wave=…` for a dashboard and wave. */
export function dashboardSearch(target: DashboardTarget, waveId: number | null): string {
  return `?scheme=${schemeParam(target)}${waveId !== null ? `&wave=${waveId}` : ''}`;
}

/** True when the dashboard lists the wave. */
export function listsWave(data: Pick<DashboardData, 'waves'>, waveId: number): boolean {
  return (data.waves ?? []).some((group) => (group.waves ?? []).some((wave) => wave.id === waveId));
}
