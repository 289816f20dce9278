/** Reporting data (document 001 §3; shapes not shown there are recorded in docs/api-contract.md "Reporting"). */

export interface NamedRef {
  id: number;
  name: string;
}

/** One entry of the 'Data Source' selector. `multi_scheme_type` 1 (survey data) or 2 (multi-company); null for a scheme. */
export interface ReportingScheme {
  id: number;
  name: string;
  type: number;
  multi_scheme_type?: 1 | 2 | null;
  has_competencies?: boolean;
}

export interface ReportDefinition {
  id: number;
  name: string;
  slug: string;
  is_excel_report?: boolean | 0 | 1;
}

export interface ReportingWaveGroup {
  id: number;
  name: string;
  waves: NamedRef[];
}

export interface ReportingQuestion {
  id: number;
  question_num: number;
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
  created_by: number;
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

/** GET /api/reporting-filters[/...]: the filter data of one data source. */
export interface ReportingFilters {
  scheme: ReportingScheme;
  schemes: ReportingScheme[];
  current_wave: NamedRef | null;
  levels: string[];
  level_names?: Partial<Record<'cti' | 'csi' | 'grd', string>>;
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

export type ReportRow = Record<string, string | number | boolean | null>;

/** GET /api/reporting/{slug}: the report's rows and column labels. */
export interface ReportResult {
  results: ReportRow[];
  /** Column key → heading, in column order (an object, or a list of `{ key, label }`). */
  data_labels: Record<string, string> | Array<{ key: string; label: string }>;
  question?: string | null;
  question_b?: string | null;
  large?: boolean;
  report_name?: string;
}
