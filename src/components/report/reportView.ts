import { NPS_GROUP_NAME, npsGroupOf } from '@/lib/nps';
import {
  ANSWER_TYPE,
  NA_WEIGHT,
  SCORE_TYPE,
  TEXT_ANSWER_TYPES,
  isSelected,
  type ReportAnswer,
  type ReportCategory,
  type ReportQuestion,
} from '@/lib/reportTypes';

/*
 * Pure helpers of the report renderer: how each answer type reads, the grid rows, NPS groups and
 * scores (001 §2/§3/§9).
 */

/** Score display: a fraction times 100 with 1 decimal (001 §9); 'n/a' without one. */
export function formatScore(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return 'n/a';
  return `${(fraction * 100).toFixed(1)}%`;
}

/** NPS group of a 0–10 score (001 §3, thresholds in lib/nps): Promoters 9–10, Passives 7–8, Detractors 0–6. */
export function npsGroupName(score: number): 'Promoter' | 'Passive' | 'Detractor' {
  return NPS_GROUP_NAME[npsGroupOf(score)];
}

/** True when the question's chosen answer is n/a (an answer weight of -100, 001 §3). */
export function isNotApplicable(question: Pick<ReportQuestion, 'answers'>): boolean {
  return question.answers.some((answer) => isSelected(answer) && answer.weight === NA_WEIGHT);
}

/** The question's points line ('{points} / {total}'), 'n/a', or null when the question does not score. */
export function questionPoints(question: ReportQuestion): string | null {
  if (isNotApplicable(question)) return 'n/a';
  const total = question.total_points || question.max_possible_total_points;
  if (!total) return null;
  return `${question.points_scored} / ${total}`;
}

/** The question's score: its own `score`, else points over total; null when it does not score or is n/a. */
export function questionScore(question: ReportQuestion): number | null {
  if (isNotApplicable(question)) return null;
  if (typeof question.score === 'number' && Number.isFinite(question.score)) return question.score;
  return question.total_points > 0 ? question.points_scored / question.total_points : null;
}

/** One row of a grid question: its label, the chosen column and the chosen cell. */
export interface GridRow {
  label: string;
  chosen: string | null;
  answer: ReportAnswer | null;
}

/**
 * Splits grid cells ('Row: Column', assumed; recorded in docs/api-contract.md) into rows, keeping
 * the order of first appearance; the chosen column is the selected cell's.
 */
export function gridRows(answers: readonly ReportAnswer[]): GridRow[] {
  const rows: GridRow[] = [];
  const byLabel = new Map<string, GridRow>();
  for (const answer of answers) {
    const cut = answer.response.lastIndexOf(': ');
    const label = cut >= 0 ? answer.response.slice(0, cut) : answer.response;
    const column = cut >= 0 ? answer.response.slice(cut + 2) : answer.response;
    let row = byLabel.get(label);
    if (!row) {
      row = { label, chosen: null, answer: null };
      byLabel.set(label, row);
      rows.push(row);
    }
    if (isSelected(answer) && row.chosen === null) {
      row.chosen = column;
      row.answer = answer;
    }
  }
  return rows;
}

/** Pass or Fail of a grid-fail row: the chosen column when it says so, else by score type. */
export function gridFailOutcome(row: GridRow): 'Pass' | 'Fail' | null {
  if (!row.answer || row.chosen === null) return null;
  if (/^pass$/i.test(row.chosen.trim())) return 'Pass';
  if (/^fail$/i.test(row.chosen.trim())) return 'Fail';
  if (row.answer.score_type === SCORE_TYPE.fail) return 'Fail';
  return 'Pass';
}

/** The kind of rendering an answer type gets. */
export type AnswerView = 'choice' | 'checkbox' | 'text' | 'narrative' | 'nps' | 'grid' | 'gridFail' | 'unknown';

/** Which rendering the question's answer type gets; unknown types show their selected responses. */
export function answerView(answerType: number): AnswerView {
  switch (answerType) {
    case ANSWER_TYPE.radio:
    case ANSWER_TYPE.dropdown:
      return 'choice';
    case ANSWER_TYPE.checkbox:
      return 'checkbox';
    case ANSWER_TYPE.narrative:
      return 'narrative';
    case ANSWER_TYPE.nps:
      return 'nps';
    case ANSWER_TYPE.grid:
      return 'grid';
    case ANSWER_TYPE.gridFail:
      return 'gridFail';
    default:
      return TEXT_ANSWER_TYPES.includes(answerType) ? 'text' : 'unknown';
  }
}

/** The comments written on the selected answers (each once, empty ones dropped). */
export function answerComments(question: Pick<ReportQuestion, 'answers'>): string[] {
  const seen = new Set<string>();
  for (const answer of question.answers) {
    const text = answer.comments?.trim();
    if (text && isSelected(answer)) seen.add(text);
  }
  return [...seen];
}

/** The report's categories in order, without empty ones. */
export function orderedCategories(report: readonly ReportCategory[] | null | undefined): ReportCategory[] {
  return [...(report ?? [])].filter((category) => category.questions.length > 0).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}
