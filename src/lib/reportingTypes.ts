/**
 * Reporting data (document 001 §3; shapes not shown there are recorded in docs/api-contract.md "Reporting"):
 * the filter data is read by Reporting, the dashboards' derived body and Today (api/reportingEndpoints.ts).
 */

export interface NamedRef {
  id: number;
  name: string;
}

/** What a data source is: a scheme, a survey-data multi-scheme (type 1) or a multi-company one (type 2). */
export type SourceKind = 'scheme' | 'multi-scheme' | 'mcds';

/**
 * One entry of the 'Data Source' selector, as decoded (reportingSchemas.ts): the spec's `id, name,
 * type`, the kind read from them (or from the assumed `multi_scheme_type`), and its selector value.
 */
export interface ReportingScheme {
  /** Always positive (a negated id names a survey-data multi-scheme). */
  id: number;
  name: string;
  type: number;
  kind: SourceKind;
  /** The selector and URL value: `{id}`, `-{id}` or `mcds{id}`. */
  value: string;
  /** Assumed flag; null when the server does not say (the competencies list then decides). */
  hasCompetencies: boolean | null;
  /** Assumed flag (`is_default` or `default`; 001 §3 "A scheme can carry a default flag"). */
  isDefault: boolean;
}

export interface ReportDefinition {
  id: number;
  name: string;
  slug: string;
  is_excel_report?: boolean;
}

export interface ReportingWaveGroup {
  id: number;
  name: string;
  waves: NamedRef[];
}

export interface ReportingQuestion {
  id: number;
  question_num: number | string;
  question: string;
  answer_type: number;
  is_scoring: boolean;
  /** Grid questions: one entry per grid row (caret ids `questionId^gridId`). */
  grid?: NamedRef[];
}

export interface Questionnaire {
  id: number;
  name: string;
  questions: ReportingQuestion[];
}

export interface SavedReport {
  id: number;
  name: string;
  report: string;
  params: Record<string, string>;
  created_by: number | null;
  created_date: string;
}

/** A region node: any level may be the top; children under the plural of the next level. */
export interface RegionNode {
  id: number;
  name: string;
  ods?: RegionNode[];
  rbms?: RegionNode[];
  bdms?: RegionNode[];
  locs?: RegionNode[];
}

/** GET /api/reporting-filters[/...]: the filter data of one data source, as decoded (assumed fields null when absent). */
export interface ReportingFilters {
  /** Assumed: the source these filters belong to; null when absent (then read from `schemes`, see `shownSource`). */
  scheme: ReportingScheme | null;
  schemes: ReportingScheme[];
  /** Assumed; null when absent (the current wave then comes from the dashboard state, 000 §3). */
  current_wave: NamedRef | null;
  /** The server's report levels (spec); null when it sends none (the portal computes them). */
  levels: string[] | null;
  /** Assumed; null when absent ('Type', 'Sub type', 'Grade'). */
  level_names: Partial<Record<'cti' | 'csi' | 'grd', string>> | null;
  waves: ReportingWaveGroup[];
  regions: unknown;
  types: NamedRef[];
  sub_types: NamedRef[];
  grades: NamedRef[];
  categories: NamedRef[];
  competencies: NamedRef[];
  questionnaires: Questionnaire[];
  saved_reports: SavedReport[];
  reports: ReportDefinition[];
}

export type { ReportResult, ReportRow } from '@/api/reportTableSchemas';
