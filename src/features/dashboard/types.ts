import type { DashboardKind } from '@/lib/dashboardTypes';

export type {
  DashboardBodyKind,
  DashboardContent,
  DashboardContentBlock,
  DashboardData,
  DashboardKind,
  DashboardLatestJob,
  DashboardLeagueRow,
  DashboardNps,
  DashboardOption,
  DashboardSchemeRow,
  DashboardSection,
  DashboardTrendPoint,
  DashboardWidgetKind,
  KpiValue,
  SchemeRef,
  WaveGroup,
  WaveRef,
} from '@/lib/dashboardTypes';

/** Scheme types (document 000 §1). */
export const SCHEME_TYPE = { MYSTERY_SHOPPING: 0, AUDIT: 1, IMPORTED: 2, SURVEY: 4, CASE_MANAGEMENT: 12 } as const;
/** Multi-scheme types: 1 survey data, 2 combined reporting (multi-company). */
export const MULTI_SCHEME_TYPE = { SURVEY_DATA: 1, COMBINED: 2 } as const;

/** What the dashboard asks the API for. */
export type DashboardRequest = { kind: 'default'; waveId?: number | null } | { kind: DashboardKind; id: number; waveId: number | null };
