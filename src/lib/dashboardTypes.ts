/*
 * The scheme dashboards' data as the API sends it (document 001 §3 "Dashboard data"; `body` and
 * `content` assumed), shared by the dashboards and Today, which read the same GET /api/dashboard
 * answer (decoded once by api/dashboardSchemas.ts).
 */

export interface WaveRef {
  id: number;
  name: string;
}

export interface WaveGroup {
  id: number;
  name: string;
  /** Newest first. */
  waves: WaveRef[];
}

export interface SchemeRef {
  id: number;
  name?: string;
  type: number;
  has_nps: boolean;
}

/** Which endpoint serves a dashboard: a scheme, a survey-data multi-scheme, or a multi-company one. */
export type DashboardKind = 'scheme' | 'multi-scheme' | 'mcds';

/** One entry of the scheme selector. */
export interface DashboardOption {
  id: number;
  name: string;
  type: number;
  kind: DashboardKind;
}

/** GET /api/dashboard (document 001 §3); groups and waves newest first. */
export interface DashboardData {
  scheme: SchemeRef | null;
  schemeGroup: SchemeRef | null;
  schemes: SchemeRef[];
  wave: WaveRef | null;
  waveGroup: WaveRef | null;
  previousWave: WaveRef | null;
  previousWaveGroup: WaveRef | null;
  waves: WaveGroup[];
  name: string;
  dashboards: DashboardOption[];
  labels: { regions: unknown; types: unknown; grades: unknown };
  /** Which body to show (assumed; absent: chosen by scheme type). */
  body?: DashboardBodyKind | string | null;
  /** The body's figures (assumed; null: the server sent none, the body says so). */
  content?: DashboardContent | null;
}

/** Which body a dashboard shows (assumed field `body`; document 001 §2 lists the kinds). */
export type DashboardBodyKind = 'mystery-shopping' | 'audit' | 'survey' | 'multi-scheme' | 'mcds' | 'case-management' | 'override' | 'crew-satisfaction';

/** A KPI with its value in the previous wave (fractions; null: no data). */
export interface KpiValue {
  value: number | null;
  previous: number | null;
}

export interface DashboardNps extends KpiValue {
  responses: number;
  detractor_count: number;
  passive_count: number;
  promoter_count: number;
}

export interface DashboardSection extends KpiValue {
  /** The category id (the `cat` of a drill link); null when a derived section has none. */
  id: number | null;
  name: string;
}

/** One wave of a trend, oldest first; `score` and `nps` fractions (null: no data). */
export interface DashboardTrendPoint {
  /** The wave; null when a derived trend row names a wave the dashboard does not list. */
  wave_id: number | null;
  wave_name: string;
  score: number | null;
  nps: number | null;
  responses: number;
}

export interface DashboardLeagueRow extends KpiValue {
  /** The location id; null when a derived row has none (no drill link). */
  id: number | null;
  name: string;
  /** Multi-company dashboards: the row's scheme. */
  scheme_name?: string;
  responses?: number;
}

export interface DashboardLatestJob {
  job_id: number;
  location_name: string;
  visit_date: string;
  score: number | null;
  is_survey: boolean;
}

/** A member scheme of a multi-scheme or multi-company dashboard. */
export interface DashboardSchemeRow {
  id: number;
  name: string;
  type: number;
  responses: number;
  nps: KpiValue;
  score: KpiValue & { visits: number };
  trend: DashboardTrendPoint[];
}

/** The widgets an override dashboard may list (unknown kinds are skipped). */
export type DashboardWidgetKind = 'score' | 'sections' | 'trend' | 'league' | 'latest' | 'nps' | 'nps-trend' | 'schemes';

/** The blocks of a body's content; each decodes on its own. */
export type DashboardContentBlock = 'score' | 'sections' | 'trend' | 'league' | 'latest' | 'nps' | 'schemes' | 'widgets';

/** The body's content (assumed, docs/api-contract.md "Dashboards"). */
export interface DashboardContent {
  score?: (KpiValue & { visits: number }) | null;
  sections?: DashboardSection[];
  trend?: DashboardTrendPoint[];
  league?: DashboardLeagueRow[];
  latest?: DashboardLatestJob[];
  nps?: DashboardNps | null;
  schemes?: DashboardSchemeRow[];
  widgets?: string[];
  /** The blocks the server sent in a form the portal could not read (each such widget says so). */
  unreadable?: DashboardContentBlock[];
}
