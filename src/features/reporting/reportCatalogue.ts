import { P, can, quickReportAllowed, type PermissionHolder } from '@/lib/permissions';
import type { ReportFilters } from '@/lib/reportingUrl';
import { parseSchemeValue } from '@/lib/schemeValue';
import type { Questionnaire, ReportDefinition, ReportingFilters, ReportingScheme } from '@/lib/reportingTypes';

/* What the filter data offers: the data source shown, the reports a user may run, the questions a report lists. */

/**
 * The data source the filter data belongs to: the URL's value (its `schemes` entry), else the
 * assumed `scheme` object, else the entry flagged default, else the first entry. Never throws on a
 * missing `scheme` (001 §3 names only `schemes`).
 */
export function shownSource(data: Pick<ReportingFilters, 'scheme' | 'schemes'> | undefined, selected: string | null): ReportingScheme | null {
  if (!data) return null;
  if (selected) {
    const listed = data.schemes.find((entry) => entry.value === selected) ?? (data.scheme?.value === selected ? data.scheme : undefined);
    if (listed) return listed;
    const target = parseSchemeValue(selected);
    return target ? { id: target.id, name: '', type: 0, kind: target.kind, value: selected, hasCompetencies: null, isDefault: false } : null;
  }
  return data.scheme ?? data.schemes.find((entry) => entry.isDefault) ?? data.schemes[0] ?? null;
}

/** True when a source holds survey data: a scheme of type 4 (survey) or a multi-scheme of either kind (001 §3). */
export function isSurveySource(source: Pick<ReportingScheme, 'kind' | 'type'> | null): boolean {
  return !!source && (source.kind !== 'scheme' || source.type === 4);
}

/** Title case for report names ('rank for question' → 'Rank For Question'). */
export function titleCase(value: string): string {
  return value.replace(/\S+/g, (word) => (word.length <= 3 && word === word.toUpperCase() ? word : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()));
}

/**
 * The quick reports a user sees (document 001 §4): a report is listed when the user holds
 * 'reporting - view {report name}' — excel reports too ('cases excel download': a click downloads it
 * for the current wave); competency only with competencies; question results with 'view - question results'.
 */
export function quickReports(reports: readonly ReportDefinition[], holder: PermissionHolder | null | undefined, hasCompetencies: boolean): ReportDefinition[] {
  return reports.filter((report) => {
    if (report.slug.startsWith('competency') && !hasCompetencies) return false;
    if (report.slug === 'question-results' && !can(holder, P.VIEW_QUESTION_RESULTS)) return false;
    return quickReportAllowed(holder, report.name);
  });
}

/** Reports offered in Advanced: competency reports only with competencies; question results with its permission. */
export function advancedReports(
  reports: readonly ReportDefinition[],
  holder: PermissionHolder | null | undefined,
  hasCompetencies: boolean,
): ReportDefinition[] {
  return reports.filter((report) => {
    if (report.slug.startsWith('competency') && !hasCompetencies) return false;
    if (report.slug === 'question-results' && !can(holder, P.VIEW_QUESTION_RESULTS)) return false;
    return true;
  });
}

const TEXT_TYPES = new Set([3, 4, 10, 11, 12]);
const SCORING_QUESTION_REPORTS = new Set(['trend', 'trend-group', 'rank-for-question', 'day-of-week', 'by-day-of-week']);
const NO_TEXT_QUESTION_REPORTS = new Set(['spend-by-answer', 'comparison']);
/** Question versus NPS crosses a choice question's answers with the NPS groups (assumed: radio, checkbox, dropdown). */
const CHOICE_TYPES = new Set([1, 2, 5]);
/** Reports that need a question before they run. */
const QUESTION_REPORTS = new Set(['rank-for-question', 'spend-by-answer', 'comparison', 'question-versus-nps']);

/** True when the report lists questions to pick from. */
export function reportTakesQuestion(slug: string | null | undefined): boolean {
  return !!slug && (SCORING_QUESTION_REPORTS.has(slug) || NO_TEXT_QUESTION_REPORTS.has(slug) || slug === 'comments' || slug === 'question-versus-nps');
}

/** True when the report cannot run without a question. */
export function reportNeedsQuestion(slug: string | null | undefined): boolean {
  return !!slug && QUESTION_REPORTS.has(slug);
}

export interface QuestionOption {
  /** `questionId^gridId` or `questionId`. */
  value: string;
  label: string;
  questionnaire: string;
}

/** The questions a report lists (document 001 §5), as caret ids. */
export function questionOptions(slug: string | null | undefined, questionnaires: readonly Questionnaire[], surveyData: boolean): QuestionOption[] {
  if (!reportTakesQuestion(slug)) return [];
  const options: QuestionOption[] = [];
  for (const questionnaire of questionnaires) {
    for (const question of questionnaire.questions) {
      if (slug && SCORING_QUESTION_REPORTS.has(slug) && !question.is_scoring) continue;
      if (slug && NO_TEXT_QUESTION_REPORTS.has(slug) && TEXT_TYPES.has(question.answer_type)) continue;
      if (slug === 'comments' && (!surveyData || ![3, 4].includes(question.answer_type))) continue;
      if (slug === 'question-versus-nps' && !CHOICE_TYPES.has(question.answer_type)) continue;
      const label = `${question.question_num}. ${question.question}`;
      if (question.grid && question.grid.length > 0) {
        for (const row of question.grid)
          options.push({ value: `${question.id}^${row.id}`, label: `${label} - ${row.name}`, questionnaire: questionnaire.name });
      } else {
        options.push({ value: String(question.id), label, questionnaire: questionnaire.name });
      }
    }
  }
  return options;
}

/** `questionId^gridId` → the request's question_id and grid_id. */
export function splitQuestionValue(value: string): { question_id?: string; grid_id?: string } {
  const [question, grid] = value.split('^');
  if (!question || !/^\d+$/.test(question)) return {};
  return grid && /^\d+$/.test(grid) ? { question_id: question, grid_id: grid } : { question_id: question };
}

/** The caret value of the view's first question. */
export function questionValue(filters: ReportFilters): string {
  if (!filters.question_id) return '';
  return filters.grid_id ? `${filters.question_id}^${filters.grid_id}` : filters.question_id;
}

/** The number of rows a page of this report shows: 100 for question lists, else 25. */
export function pageSizeFor(slug: string | null | undefined): number {
  return slug === 'question-results' || slug?.startsWith('question-list') ? 100 : 25;
}

/** How the report is drawn as a chart: a line for trends, bars for rank-like reports, none otherwise. */
export function chartKindFor(slug: string | null | undefined): 'line' | 'bar' | null {
  if (!slug) return null;
  if (slug.startsWith('trend')) return 'line';
  if (['rank', 'category', 'competency', 'day-of-week', 'score-split', 'rank-for-question'].includes(slug)) return 'bar';
  return null;
}
