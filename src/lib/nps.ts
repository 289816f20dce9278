/** NPS constants and helpers (document 001 §2 "NPS dashboard", §9). */

/** Banner colours: green at 0.4 or more, orange from 0.2 to below 0.4, red below 0.2. */
export const NPS_GREEN_FROM = 0.4;
export const NPS_ORANGE_FROM = 0.2;
/** Score groups: promoter 9 or more, passive 7 to 8, detractor below 7. */
export const PROMOTER_FROM = 9;
export const PASSIVE_FROM = 7;
/** A bar share's label shows only at 15 % or more. */
export const SHARE_LABEL_FROM = 15;

/** NPS metrics (document 001 §3), as the NPS dashboard and Today read them (api/npsMetricsSchemas.ts). */
export interface NpsMetrics {
  score: number;
  responses: number;
  detractor_count: number;
  passive_count: number;
  promoter_count: number;
  detractor_percent?: number;
  passive_percent?: number;
  promoter_percent?: number;
}

/** The query parameters of GET /api/nps-dashboard/metrics and /responses (001 §7). */
export type NpsParams = Partial<Record<'scheme_ids' | 'visit_nums' | 'visit_groups' | 'types' | 'comments' | 'page', string>>;

export type NpsBand = 'green' | 'orange' | 'red' | 'grey';
/** The score groups, best first (also the values of reporting's `nps` filter). */
export const NPS_GROUPS = ['promoters', 'passives', 'detractors'] as const;
export type NpsGroup = (typeof NPS_GROUPS)[number];

/** A band in words, so colour is never its only sign (Today's NPS card, the dashboards' NPS panel). */
export const NPS_BAND_WORD: Record<NpsBand, string> = { green: 'good', orange: 'fair', red: 'poor', grey: 'no responses' };

/** The banner's colour for an NPS score (fraction) and response count; grey with no responses. */
export function npsBand(score: number | null | undefined, responses: number): NpsBand {
  if (!responses || typeof score !== 'number' || !Number.isFinite(score)) return 'grey';
  if (score >= NPS_GREEN_FROM) return 'green';
  if (score >= NPS_ORANGE_FROM) return 'orange';
  return 'red';
}

/** The banner's text: '{score × 100, 1 decimal} from {M} responses', or '0 Responses'. */
export function npsBannerText(score: number | null | undefined, responses: number): string {
  if (!responses || typeof score !== 'number' || !Number.isFinite(score)) return '0 Responses';
  return `${(score * 100).toFixed(1)} from ${responses} responses`;
}

/** The group of a 0–10 answer. */
export function npsGroupOf(score: number): NpsGroup {
  if (score >= PROMOTER_FROM) return 'promoters';
  if (score >= PASSIVE_FROM) return 'passives';
  return 'detractors';
}

/** The group's name as the cards show it. */
export const NPS_GROUP_NAME = { promoters: 'Promoter', passives: 'Passive', detractors: 'Detractor' } as const satisfies Record<NpsGroup, string>;
/** The group's name as the filters and legends show it. */
export const NPS_GROUP_LABEL: Record<NpsGroup, string> = { promoters: 'Promoters', passives: 'Passives', detractors: 'Detractors' };

export interface NpsShare {
  group: NpsGroup;
  count: number;
  /** Whole-number-free percent (1 decimal) of all responses; 0 with none. */
  percent: number;
  /** The bar shows the share's label only at 15 % or more. */
  labelled: boolean;
}

/** The bar's shares, detractor, passive, promoter, from the counts. */
export function npsShares(counts: { detractor_count?: number; passive_count?: number; promoter_count?: number }): NpsShare[] {
  const entries: Array<[NpsGroup, number]> = [
    ['detractors', Math.max(0, counts.detractor_count ?? 0)],
    ['passives', Math.max(0, counts.passive_count ?? 0)],
    ['promoters', Math.max(0, counts.promoter_count ?? 0)],
  ];
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return entries.map(([group, count]) => {
    const percent = total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
    return { group, count, percent, labelled: percent >= SHARE_LABEL_FROM };
  });
}
