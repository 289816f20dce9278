import type { CaseDashboardData } from '@/lib/caseTypes';
import type { CriticalFocusItem } from '@/lib/criticalFocusTypes';
import type { WaveGroup } from '@/lib/dashboardTypes';
import type { NpsMetrics } from '@/lib/nps';

/** What Today reads of the areas' answers (issue 24): only the fields its cards show. */

/** An open critical focus item (002 §3), as Today shows it (decoded by the area's api/criticalFocusSchemas.ts). */
export type TodayAlert = Pick<
  CriticalFocusItem,
  'id' | 'job_id' | 'location_name' | 'created_date' | 'status_id' | 'status_name' | 'wants_contact' | 'comments'
>;

/** GET /api/query (002 §3): the schemes' query windows by scheme name, and how many jobs can still be queried. */
export interface TodayQueryableJobs {
  windows: Record<string, number>;
  jobCount: number;
}

/** GET /api/case-management (000 §3 "Case dashboard data"): the counts Today shows (decoded by case management's api/caseListSchemas.ts). */
export type TodayCaseCounts = Pick<CaseDashboardData, 'open' | 'overdue'>;

/** A wave as the dashboard state names it. */
export interface TodayWave {
  id: number;
  name: string;
}

/** GET /api/dashboard (000 §3 "Dashboard state (shared)"): the current and previous wave, the waves and the scheme. */
export interface TodayDashboardState {
  wave: TodayWave | null;
  /** The next older wave of `waves`, else the answer's `previousWave`. */
  previousWave: TodayWave | null;
  /** The dashboard's wave groups, newest first. */
  waves: WaveGroup[];
  /** The reporting data source of the dashboard as Reporting names it (`{id}`, `-{id}`, `mcds{id}`); null when unknown. */
  reportingScheme: string | null;
  /** The scheme ids of the dashboard (for the NPS link); empty when unknown. */
  schemeIds: number[];
}

/** GET /api/nps-dashboard/metrics (001 §3): what the NPS card shows (decoded by the NPS dashboard's api/npsMetricsSchemas.ts). */
export type TodayNps = Pick<NpsMetrics, 'score' | 'responses' | 'detractor_count'>;
