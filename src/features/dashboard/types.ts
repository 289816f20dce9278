/** Scheme types (document 000 §1). */
export const SCHEME_TYPE = { MYSTERY_SHOPPING: 0, AUDIT: 1, IMPORTED: 2, SURVEY: 4, CASE_MANAGEMENT: 12 } as const;
/** Multi-scheme types: 1 survey data, 2 combined reporting (multi-company). */
export const MULTI_SCHEME_TYPE = { SURVEY_DATA: 1, COMBINED: 2 } as const;

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
}

/** What the dashboard asks the API for. */
export type DashboardRequest = { kind: 'default' } | { kind: DashboardKind; id: number; waveId: number | null };
