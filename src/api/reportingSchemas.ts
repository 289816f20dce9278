import * as v from 'valibot';
import { bool, envelope, id, listSkipping, maybe, num, numOr, optNum, optText, text, textOr } from './schema';
import { assumed, otherForm } from './decoderMarks';
import type { NamedRef, ReportDefinition, ReportingFilters, ReportingQuestion, ReportingScheme, SavedReport, SourceKind } from '@/lib/reportingTypes';

/*
 * Decoders of reporting's answers (document 001 §3 "Reporting filters data", "Saved report", §7;
 * the report result is api/reportTableSchemas.ts), shared by Reporting, the dashboards and Today. The spec names the fields; everything else is an assumption with a fallback
 * from spec fields (docs/api-contract.md "Reporting"): the data source's kind from `type` and the
 * negated id when `multi_scheme_type` is absent, the shown source from `schemes` when `scheme` is
 * absent, levels computed when `levels` is absent, 'large' from the row cap when the flag is absent.
 */

/** Question types whose answers are text (document 001 §3): never scoring. */
const TEXT_ANSWER_TYPES = new Set([3, 4, 10, 11, 12]);

const Named = v.object({ id, name: textOr() });

/**
 * What a data source entry is. 001 §3: "Multi-scheme types: 1 (survey data) and 2 (combined
 * reporting). In the reporting selector a type 1 scheme's id is negated; type 2 means
 * multi-company." `multi_scheme_type` (assumed) decides when the server sends the key (null = a
 * plain scheme); otherwise a negative id or `type` 1 is a survey-data multi-scheme and `type` 2 a
 * multi-company source.
 */
export function sourceKind(entry: { id: number; type: number; multi_scheme_type?: number | null }): SourceKind {
  if (entry.multi_scheme_type !== undefined) return entry.multi_scheme_type === 2 ? 'mcds' : entry.multi_scheme_type === 1 ? 'multi-scheme' : 'scheme';
  if (entry.id < 0 || entry.type === 1) return 'multi-scheme';
  if (entry.type === 2) return 'mcds';
  return 'scheme';
}

/** The selector value of a source: the id, `-{id}` for a survey-data multi-scheme, `mcds{id}` for a multi-company one. */
export function sourceValue(kind: SourceKind, sourceId: number): string {
  const positive = Math.abs(sourceId);
  return kind === 'mcds' ? `mcds${positive}` : kind === 'multi-scheme' ? `-${positive}` : String(positive);
}

const Scheme = v.pipe(
  v.object({
    id,
    name: textOr(),
    type: numOr(0),
    // Absent and null differ: the key's presence says the server tells the kind itself.
    multi_scheme_type: assumed(
      v.optional(
        v.union([
          num,
          v.null(),
          v.pipe(
            v.literal(''),
            v.transform(() => null),
          ),
        ]),
      ),
      {
        fallback: 'a negative id or `type` 1 is a survey-data multi-scheme, `type` 2 a multi-company one, anything else a scheme',
        userSees: "nothing while `type` in this list is the selector's (a plain audit or imported-data scheme sent with type 1 or 2 opens as a multi-scheme)",
        impact: 'medium',
      },
    ),
    has_competencies: assumed(v.optional(v.nullable(bool)), {
      fallback: 'competency reports show when `competencies` is not empty',
      userSees: 'nothing',
      impact: 'low',
    }),
    is_default: assumed(v.optional(v.nullable(bool)), {
      fallback: 'the `scheme` of the filter data, else the first entry',
      userSees: 'a bare /reporting may open the first data source instead of the default one',
      impact: 'low',
      orUnder: ['default'],
    }),
    default: otherForm(v.optional(v.nullable(bool))),
  }),
  v.transform((raw): ReportingScheme => {
    const kind = sourceKind(raw);
    return {
      id: Math.abs(raw.id),
      name: raw.name,
      type: raw.type,
      kind,
      value: sourceValue(kind, raw.id),
      hasCompetencies: raw.has_competencies ?? null,
      isDefault: raw.is_default === true || raw.default === true,
    };
  }),
);

const WaveGroup = v.object({ id, name: textOr(), waves: listSkipping(Named, 'wave') });

const Question = v.pipe(
  v.object({
    id,
    question_num: v.nullish(v.union([num, text]), ''),
    question: textOr(),
    answer_type: numOr(0),
    is_scoring: assumed(v.optional(v.nullable(bool)), {
      fallback: 'scoring unless its answer type is text-based (3, 4, 10, 11, 12)',
      userSees: 'nothing, unless the server counts other questions as not scoring',
      impact: 'low',
    }),
    grid: assumed(listSkipping(Named, 'grid row'), {
      fallback: 'the grid question is offered whole',
      userSees: 'grid rows cannot be picked one by one',
      impact: 'low',
    }),
  }),
  v.transform((raw): ReportingQuestion => ({
    id: raw.id,
    question_num: raw.question_num,
    question: raw.question,
    answer_type: raw.answer_type,
    // Assumed flag; without it every answer type but the text-based ones counts as scoring.
    is_scoring: raw.is_scoring ?? !TEXT_ANSWER_TYPES.has(raw.answer_type),
    ...(raw.grid.length ? { grid: raw.grid } : {}),
  })),
);

const Questionnaire = v.object({ id, name: textOr(), questions: listSkipping(Question, 'question') });

/** Saved filter values: an object of strings or numbers (a JSON text of one is read too); anything else is none. */
const Params = v.pipe(
  v.unknown(),
  v.transform((value): Record<string, string> => {
    let source: unknown = value;
    if (typeof value === 'string') {
      try {
        source = JSON.parse(value);
      } catch {
        source = null;
      }
    }
    if (!source || typeof source !== 'object' || Array.isArray(source)) return {};
    const out: Record<string, string> = {};
    for (const [key, entry] of Object.entries(source)) {
      if (typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry))) out[key] = String(entry);
      else if (Array.isArray(entry) && entry.every((item) => typeof item === 'string' || typeof item === 'number')) out[key] = entry.join(',');
    }
    return out;
  }),
);

const Saved = v.pipe(
  v.object({
    id,
    name: optText,
    report_name: otherForm(optText),
    report: text,
    params: v.optional(Params, {}),
    created_by: optNum,
    created_date: textOr(),
  }),
  v.transform((raw): SavedReport => ({
    id: raw.id,
    name: raw.name ?? raw.report_name ?? raw.report,
    report: raw.report,
    params: raw.params,
    created_by: raw.created_by,
    created_date: raw.created_date,
  })),
);

const Report = v.pipe(
  v.object({ id: numOr(0), name: textOr(), slug: text, is_excel_report: v.optional(v.nullable(bool)) }),
  v.transform((raw): ReportDefinition => ({ id: raw.id, name: raw.name || raw.slug, slug: raw.slug, is_excel_report: raw.is_excel_report === true })),
);

const LevelNames = v.object({ cti: optText, csi: optText, grd: optText });

/** A level code the portal knows (document 001 §3: "Levels include cti, csi, grd, loc, job", and the regions md…bdm). */
const KNOWN_LEVELS = new Set(['md', 'od', 'rbm', 'bdm', 'loc', 'cti', 'csi', 'grd', 'job']);
const Level = v.pipe(
  v.union([text, v.object({ id: v.optional(text), key: v.optional(text), level: v.optional(text) })]),
  v.transform((value) => (typeof value === 'string' ? value : (value.id ?? value.key ?? value.level ?? '')).trim().toLowerCase()),
);

/** GET /api/reporting-filters[/{id}|/multi-scheme/{id}]: the filter data of one data source (flat or under `data`). */
export const ReportingFiltersSchema = envelope(
  v.pipe(
    v.object({
      scheme: assumed(maybe(Scheme), {
        fallback: 'the `schemes` entry flagged default, else the first entry',
        userSees: 'nothing, unless the default data source is not the first one listed',
        impact: 'low',
      }),
      schemes: listSkipping(Scheme, 'data source'),
      current_wave: assumed(maybe(Named), {
        fallback: "the dashboard state's wave (GET /api/dashboard of the data source), asked when the user may view the dashboard",
        userSees: "nothing with 'view - dashboard'; without it Quick Reports and 'Run for current {wave}' are off",
        impact: 'medium',
      }),
      // Absent (or null) → null: the portal computes the levels; a list (even empty) is the server's.
      levels: v.optional(
        v.nullable(
          v.pipe(
            v.unknown(),
            v.transform((value) =>
              value && typeof value === 'object' && !Array.isArray(value) && Array.isArray((value as { data?: unknown }).data)
                ? (value as { data: unknown[] }).data
                : value,
            ),
            v.array(v.unknown()),
          ),
        ),
        null,
      ),
      level_names: assumed(maybe(LevelNames), { fallback: "'Type', 'Sub type', 'Grade'", userSees: 'the generic level names', impact: 'low' }),
      waves: listSkipping(WaveGroup, 'wave group'),
      regions: v.optional(v.unknown(), null),
      types: listSkipping(Named, 'type'),
      sub_types: listSkipping(Named, 'sub type'),
      grades: listSkipping(Named, 'grade'),
      categories: listSkipping(Named, 'category'),
      competencies: listSkipping(Named, 'competency'),
      questionnaires: listSkipping(Questionnaire, 'questionnaire'),
      saved_reports: listSkipping(Saved, 'saved report'),
      reports: listSkipping(Report, 'report'),
    }),
    v.transform((raw): ReportingFilters => {
      const levels =
        raw.levels === null
          ? null
          : raw.levels.flatMap((entry) => {
              const parsed = v.safeParse(Level, entry);
              return parsed.success && KNOWN_LEVELS.has(parsed.output) ? [parsed.output] : [];
            });
      const names = raw.level_names;
      return {
        scheme: raw.scheme,
        schemes: raw.schemes,
        current_wave: raw.current_wave,
        levels: levels && levels.length ? [...new Set(levels)] : null,
        level_names: names ? { cti: names.cti ?? undefined, csi: names.csi ?? undefined, grd: names.grd ?? undefined } : null,
        waves: raw.waves,
        regions: raw.regions,
        types: raw.types,
        sub_types: raw.sub_types,
        grades: raw.grades,
        categories: raw.categories,
        competencies: raw.competencies,
        questionnaires: raw.questionnaires,
        saved_reports: raw.saved_reports,
        reports: raw.reports,
      };
    }),
  ),
);

/** POST /api/reporting/save-report: the saved report (flat or under `data`). */
export const SavedReportSchema = envelope(Saved);

/** GET /api/dashboard[/{id}|/multi-scheme/{id}|/mcds/{id}]: only the shared dashboard state's `wave` (000 §3), the current wave. */
export const DashboardWaveSchema = envelope(
  v.pipe(
    v.object({ wave: v.optional(v.unknown()) }),
    // Only the wave matters here: a wave it cannot read is no wave (the panel then says so), never a failure.
    v.transform((raw): NamedRef | null => {
      const wave = v.safeParse(Named, raw.wave);
      return wave.success ? wave.output : null;
    }),
  ),
);
