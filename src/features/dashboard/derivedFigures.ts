import { previousWaveOf, trendWaves } from '@/lib/waveOrder';
import { npsMetricsParams } from '@/lib/figureReports';
import { can, P, type PermissionHolder } from '@/lib/permissions';
import { schemeValue } from '@/lib/schemeValue';
import { kindOf } from './dashboardSlice';
import type { DashboardData, WaveRef } from './types';

/*
 * The derived dashboard body (issue 29 item 1): where the dashboard answer carries no body the
 * portal knows (001 §2: "the inner content of each is not shown"), its figures come from the calls
 * the spec documents — the reporting filters' `reports` list, the rank, category and trend reports
 * (001 §7 GET /api/{reporting|combined-reporting}/{slug}) and the NPS metrics. The route data and
 * the body both build their calls here, so each is one request and one cache entry.
 */

/** What the derived body reads its figures for. */
export interface DerivedScope {
  /** The data source as Reporting names it: `{id}`, `-{id}` (survey-data multi-scheme), `mcds{id}` (multi-company). */
  scheme: string | null;
  wave: WaveRef | null;
  /** The next older wave of the dashboard's `waves`, else the answer's `previousWave`. */
  previousWave: WaveRef | null;
  /** The selected wave and up to 12 older ones, oldest first. */
  trendWaves: WaveRef[];
  /** The NPS card shows (the scheme, or a member scheme, has NPS). */
  hasNps: boolean;
  /** The scheme ids the NPS metrics and links filter by. */
  npsSchemeIds: number[];
  /** Survey data (a survey scheme or a survey-data multi-scheme): NPS leads. */
  surveyLike: boolean;
}

/** The scope of a dashboard answer. */
export function derivedScope(data: DashboardData): DerivedScope {
  const target = kindOf(data);
  const wave = data.wave ?? null;
  const owner = data.scheme ?? data.schemeGroup;
  const npsSchemeIds = data.scheme ? [data.scheme.id] : (data.schemes ?? []).filter((scheme) => scheme.has_nps).map((scheme) => scheme.id);
  return {
    scheme: target ? schemeValue(target) : null,
    wave,
    previousWave: wave ? previousWaveOf(data.waves ?? [], wave.id, data.previousWave) : null,
    trendWaves: wave ? trendWaves(data.waves ?? [], wave.id).map((entry) => (entry.name ? entry : { id: entry.id, name: wave.name })) : [],
    hasNps: !!owner?.has_nps || (!data.scheme && (data.schemes ?? []).some((scheme) => scheme.has_nps)),
    npsSchemeIds,
    surveyLike: data.scheme ? data.scheme.type === 4 : data.schemeGroup?.type === 1,
  };
}

/** Which cards a user's permissions let the derived body fill. */
export interface DerivedPermissions {
  /** 'view - reporting': the score, trend, sections, league and what changed. */
  reports: boolean;
  /** 'view - nps dashboard' (and a scheme with NPS): the NPS card. */
  nps: boolean;
}

/** The cards the user may see for this scope. */
export function derivedPermissions(session: PermissionHolder | null | undefined, scope: Pick<DerivedScope, 'hasNps'>): DerivedPermissions {
  return { reports: can(session, P.VIEW_REPORTING), nps: scope.hasNps && can(session, P.VIEW_NPS_DASHBOARD) };
}

/** The NPS metrics' parameters for the scope (scheme_ids, visit_nums), as Today sends them. */
export function derivedNpsParams(scope: DerivedScope): Record<string, string> {
  return npsMetricsParams(scope.npsSchemeIds, scope.wave?.id);
}

/** Which dashboard and wave a set of figures is for. */
const scopeKey = ({ scope }: { scope: DerivedScope }) => `${scope.scheme ?? ''}|${scope.wave?.id ?? ''}`;

/**
 * What the derived body's cards draw: the deferred copy of the figures, or, while there is none or
 * it is another dashboard's or wave's (a pick, until the transition has run), the cards as they
 * load: never the last pick's figures under the new title.
 */
export function figuresToDraw<F extends { scope: DerivedScope }>(figures: F, deferred: F | null): { figures: F; pending: boolean } {
  return deferred !== null && scopeKey(deferred) === scopeKey(figures) ? { figures: deferred, pending: false } : { figures, pending: true };
}
