import type { NpsGroup, NpsMetrics } from '@/lib/nps';

export type { NpsMetrics } from '@/lib/nps';

/** One response card. */
export interface NpsResponse {
  job_id: number;
  JobID: string | number;
  nps_score: number;
  location_name: string;
  visit_date: string;
  scheme_name: string;
  scheme_type: number;
  comments: string | null;
  addition_question: { label: string; answer: string } | null;
}

export interface NpsResponsePage {
  data: NpsResponse[];
  current_page: number;
  last_page: number;
  total?: number;
}

export interface NpsFilterOptions {
  schemes: Array<{ id: number; name: string; type: number }>;
  /** Wave groups holding their waves (a whole group is one `visit_groups` id). */
  waves: Array<{ id: number; name: string; waves: Array<{ id: number; name: string }> }>;
  /** Waves the server listed without a group (`visit_nums` alone). */
  ungroupedWaves: Array<{ id: number; name: string }>;
}

/** GET /api/nps-dashboard, decoded: a part the portal could not read is null (that part shows a message). */
export interface NpsDashboardData {
  metrics: NpsMetrics | null;
  responses: NpsResponsePage | null;
  filters: NpsFilterOptions;
}

/** The NPS filters, under the API's names (the URL carries them as they are). */
export interface NpsFilters {
  scheme_ids: number[];
  visit_nums: number[];
  visit_groups: number[];
  types: NpsGroup[];
  /** 1 with comments, 0 without, null either. */
  comments: 0 | 1 | null;
  page: number;
}

/** The query parameters of /metrics and /responses. */
export type { NpsParams } from '@/lib/nps';
