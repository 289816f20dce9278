import { HttpResponse } from 'msw';
import { P } from '@/lib/permissions';
import { db, type Db, type JobRow, type LocationRow, type RegionRow, type UserRow } from '../db';
import { locationsInScope, sourceSchemes, waveGroups } from './dashboard';
import { textPdf } from '../textPdf';
import { del, get, post, validationError } from './route';
import { authorize } from './session';

/**
 * Reporting (document 001 §2 "Reporting screen", §3, §7; shapes assumed where the spec does not
 * show them: docs/api-contract.md "Reporting"). Reports are computed from the seeded jobs.
 */

interface SavedReportRow {
  id: number;
  name: string;
  report: string;
  params: Record<string, string>;
  created_by: number;
  created_date: string;
}

/** Saved reports live beside the database they belong to (a reset starts afresh). */
const savedByDb = new WeakMap<Db, SavedReportRow[]>();
function savedReports(): SavedReportRow[] {
  const data = db();
  let rows = savedByDb.get(data);
  if (!rows) {
    const colleague = data.users.find((user) => user.id >= 10)?.id ?? 99;
    rows = [
      {
        id: 1,
        name: 'Rank by site, last quarter',
        report: 'rank',
        params: { level: 'loc', visitgroup: String(Math.max(1, data.waveGroups.length - 1)) },
        created_by: 2,
        created_date: '2026-09-14 10:12:00',
      },
      {
        id: 2,
        name: 'Category scores by region',
        report: 'category',
        params: { level: 'rbm', visitnum: String(Math.max(1, data.waves.length - 1)) },
        created_by: 2,
        created_date: '2026-10-02 16:40:00',
      },
      { id: 3, name: "A colleague's trend", report: 'trend', params: {}, created_by: colleague, created_date: '2026-08-21 09:05:00' },
    ];
    savedByDb.set(data, rows);
  }
  return rows;
}

/**
 * The demo's report catalogue (000 §3 names; slugs assumed: the name in kebab case), in the order
 * the API lists it. Special layouts (001 §2 "Report output"): category day part has one table per
 * sub title, question versus NPS a dedicated table; comparison sets two questions side by side (001
 * §4: the first is set first, the second runs it); cases excel download is an excel report (000 §3):
 * Generate downloads its .xlsx.
 */
const REPORTS = (
  [
    [1, 'rank'],
    [2, 'category'],
    [3, 'competency'],
    [4, 'trend'],
    [5, 'trend group'],
    [6, 'day of week'],
    [7, 'score split'],
    [8, 'NPS'],
    [9, 'question results'],
    [10, 'rank for question'],
    [11, 'category day part'],
    [12, 'question versus NPS'],
    [14, 'comparison'],
    [13, 'cases excel download'],
  ] as const
).map(([id, name]) => ({ id, name, slug: name.toLowerCase().replaceAll(' ', '-'), is_excel_report: name === 'cases excel download' }));
const SLUGS = new Set(REPORTS.map((report) => report.slug));
/** Competencies of the shop scheme (it is the only one with competencies): groups of its categories. */
const COMPETENCIES = [
  { id: 1, name: 'Customer Care', categories: [1, 4] },
  { id: 2, name: 'Operational Excellence', categories: [2, 3, 5] },
];

type Source = {
  kind: 'scheme' | 'multi-scheme' | 'mcds';
  id: number;
  name: string;
  schemeIds: number[];
  type: number;
  multi: 1 | 2 | null;
  hasCompetencies: boolean;
};

function sourceFor(kind: 'scheme' | 'multi-scheme' | 'mcds', id: number): Source | null {
  const data = db();
  if (kind === 'scheme') {
    const scheme = data.schemes.find((row) => row.id === id && row.type !== 12);
    // A scheme's reports read the jobs its dashboard reads (the demo's crew satisfaction and override schemes borrow theirs).
    return scheme
      ? { kind, id, name: scheme.name, schemeIds: sourceSchemes({ scheme }), type: scheme.type, multi: null, hasCompetencies: scheme.has_competencies }
      : null;
  }
  const group = data.multiSchemes.find((row) => row.id === id && (kind === 'mcds' ? row.type === 2 : row.type === 1));
  return group ? { kind, id, name: group.name, schemeIds: group.schemeIds, type: 4, multi: group.type, hasCompetencies: false } : null;
}

function schemeList() {
  const data = db();
  return [
    ...data.schemes
      .filter((scheme) => scheme.type !== 12)
      .map((scheme) => ({ id: scheme.id, name: scheme.name, type: scheme.type, multi_scheme_type: null, has_competencies: scheme.has_competencies })),
    ...data.multiSchemes.map((group) => ({ id: group.id, name: group.name, type: 4, multi_scheme_type: group.type, has_competencies: false })),
  ];
}

const PLURAL = { md: 'mds', od: 'ods', rbm: 'rbms', bdm: 'bdms' } as const;
const CHILD = { md: 'od', od: 'rbm', rbm: 'bdm', bdm: 'loc' } as const;

/** The regions the user may see, keyed by its top level's plural (`{ rbms: [...] }`), children under the next plural. */
function regionTree(user: UserRow) {
  const data = db();
  const scope = locationsInScope(user);
  const top = user.max_reporting_level === 'loc' ? 'bdm' : user.max_reporting_level;
  const locationsOf = (bdm: RegionRow) =>
    data.locations.filter((location) => location.bdmId === bdm.id && scope.has(location.id)).map((location) => ({ id: location.id, name: location.name }));
  const node = (region: RegionRow): Record<string, unknown> | null => {
    if (region.level === 'bdm') {
      const locs = locationsOf(region);
      return locs.length ? { id: region.id, name: region.name, locs } : null;
    }
    const childLevel = CHILD[region.level];
    const children = data.regions
      .filter((child) => child.parentId === region.id && child.level === childLevel)
      .map(node)
      .filter(Boolean);
    return children.length ? { id: region.id, name: region.name, [PLURAL[childLevel as keyof typeof PLURAL]]: children } : null;
  };
  return {
    [PLURAL[top]]: data.regions
      .filter((region) => region.level === top)
      .map(node)
      .filter(Boolean),
  };
}

/** The questions of a scheme's questionnaire, read from its first job. */
function questionnaires(source: Source) {
  const data = db();
  return source.schemeIds.flatMap((schemeId) => {
    const job = data.jobs.find((row) => row.schemeId === schemeId);
    const scheme = data.schemes.find((row) => row.id === schemeId);
    if (!job || !scheme) return [];
    return [
      {
        id: schemeId,
        name: scheme.name,
        questions: job.questions.map((question) => ({
          id: question.id,
          question_num: question.question_num,
          question: question.question,
          answer_type: question.answer_type,
          is_scoring: question.max_possible_total_points > 0,
        })),
      },
    ];
  });
}

function filtersFor(source: Source, user: UserRow) {
  const data = db();
  const current = [...data.waves].filter((wave) => wave.status === 8).sort((a, b) => b.id - a.id)[0] ?? null;
  const categories = data.reportCategories.filter((category) =>
    data.jobs.some((job) => source.schemeIds.includes(job.schemeId) && job.categoryScores.some((score) => score.id === category.id)),
  );
  return {
    scheme: { id: source.id, name: source.name, type: source.type, multi_scheme_type: source.multi, has_competencies: source.hasCompetencies },
    schemes: schemeList(),
    current_wave: current ? { id: current.id, name: current.name } : null,
    levels: ['md', 'od', 'rbm', 'bdm', 'loc', 'cti', 'csi', 'grd', 'job'],
    level_names: { cti: data.company.typeLabel, csi: data.company.subTypeLabel, grd: data.company.gradeLabel },
    waves: waveGroups(),
    regions: regionTree(user),
    types: data.locationTypes,
    sub_types: data.locationSubTypes,
    grades: data.locationGrades,
    categories,
    competencies: source.hasCompetencies ? COMPETENCIES.map(({ id, name }) => ({ id, name })) : [],
    questionnaires: questionnaires(source),
    // The company's saved reports: the user's own and colleagues' (only the creator may delete one).
    saved_reports: savedReports().map((row) => ({ ...row })),
    reports: REPORTS,
  };
}

function defaultSource(): Source {
  const scheme = db().schemes.find((row) => row.is_default) ?? db().schemes[0];
  return sourceFor('scheme', scheme?.id ?? 1) as Source;
}

// ------------------------------------------------------------------------------------ computing reports

const ids = (value: string | null) =>
  value
    ? value
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : [];
const round = (value: number) => Math.round(value * 10000) / 10000;
const CAP = 99_999;
/** Day parts of the category day-part report (assumed): sub title and the visit times it holds. */
const DAY_PARTS = [
  { title: 'Morning (before 11:00)', from: '00:00', to: '11:00' },
  { title: 'Midday (11:00 - 13:59)', from: '11:00', to: '14:00' },
  { title: 'Afternoon (14:00 - 16:59)', from: '14:00', to: '17:00' },
  { title: 'Evening (17:00 and later)', from: '17:00', to: '24:00' },
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Scope {
  data: Db;
  locations: Map<number, LocationRow>;
  ancestors: Map<number, Record<'md' | 'od' | 'rbm' | 'bdm', RegionRow | undefined>>;
}

function scopeOf(user: UserRow): Scope {
  const data = db();
  const allowed = locationsInScope(user);
  const regions = new Map(data.regions.map((region) => [region.id, region]));
  const locations = new Map(data.locations.filter((location) => allowed.has(location.id)).map((location) => [location.id, location]));
  const ancestors = new Map<number, Record<'md' | 'od' | 'rbm' | 'bdm', RegionRow | undefined>>();
  for (const location of locations.values()) {
    const bdm = regions.get(location.bdmId);
    const rbm = bdm?.parentId ? regions.get(bdm.parentId) : undefined;
    const od = rbm?.parentId ? regions.get(rbm.parentId) : undefined;
    const md = od?.parentId ? regions.get(od.parentId) : undefined;
    ancestors.set(location.id, { md, od, rbm, bdm });
  }
  return { data, locations, ancestors };
}

function filterJobs(scope: Scope, source: Source, params: URLSearchParams): JobRow[] {
  const { data } = scope;
  const waveIds = new Set(ids(params.get('visitnum')));
  for (const groupId of ids(params.get('visitgroup'))) for (const wave of data.waves) if (wave.groupId === groupId) waveIds.add(wave.id);
  const start = params.get('start_date');
  const end = params.get('end_date');
  const regionFilters = (['md', 'od', 'rbm', 'bdm'] as const)
    .map((level) => [level, new Set(ids(params.get(level)))] as const)
    .filter(([, set]) => set.size > 0);
  const locs = new Set(ids(params.get('loc')));
  const types = new Set(ids(params.get('cti')));
  const subTypes = new Set(ids(params.get('csi')));
  const grades = new Set(ids(params.get('grd')));
  const days = new Set(ids(params.get('dow')));
  const nps = new Set((params.get('nps') ?? '').split(',').filter(Boolean));
  // More Filters' Questionnaires (001 §2; parameter name assumed): a questionnaire is its scheme's, by id.
  const questionnaireIds = new Set(ids(params.get('questionnaire_id')));
  return data.jobs.filter((job) => {
    if (job.status !== 8 || !source.schemeIds.includes(job.schemeId)) return false;
    if (questionnaireIds.size && !questionnaireIds.has(job.schemeId)) return false;
    const location = scope.locations.get(job.locationId);
    if (!location) return false;
    if (waveIds.size && !waveIds.has(job.waveId)) return false;
    if (start && job.visit_date < start) return false;
    if (end && job.visit_date > end) return false;
    const up = scope.ancestors.get(job.locationId);
    if (regionFilters.some(([level, set]) => !set.has(up?.[level]?.id ?? -1))) return false;
    if (locs.size && !locs.has(location.id)) return false;
    if (types.size && !types.has(location.typeId)) return false;
    if (subTypes.size && !subTypes.has(location.subTypeId)) return false;
    if (grades.size && !grades.has(location.gradeId)) return false;
    if (days.size && !days.has(new Date(`${job.visit_date}T12:00:00`).getDay() + 1)) return false;
    if (nps.size) {
      if (job.nps_score === null) return false;
      const group = job.nps_score >= 9 ? 'promoters' : job.nps_score >= 7 ? 'passives' : 'detractors';
      if (!nps.has(group)) return false;
    }
    return true;
  });
}

function scoreOf(jobs: readonly JobRow[]): number | null {
  const scored = jobs.filter((job) => job.total_points > 0);
  return scored.length ? round(scored.reduce((sum, job) => sum + job.points_scored / job.total_points, 0) / scored.length) : null;
}

function npsOf(jobs: readonly JobRow[]) {
  const scores = jobs.map((job) => job.nps_score).filter((score): score is number => score !== null);
  const promoters = scores.filter((score) => score >= 9).length;
  const detractors = scores.filter((score) => score < 7).length;
  return {
    responses: scores.length,
    nps: scores.length ? round((promoters - detractors) / scores.length) : null,
    promoters,
    passives: scores.length - promoters - detractors,
    detractors,
  };
}

/** The unit a job counts under at a level: `{ id: 'rbm12', label }`. */
function unitOf(scope: Scope, job: JobRow, level: string): { id: string; label: string } | null {
  const location = scope.locations.get(job.locationId);
  if (!location) return null;
  const { data } = scope;
  if (level === 'job') return { id: `job${job.id}`, label: `${job.id} - ${location.name}` };
  if (level === 'loc') return { id: `loc${location.id}`, label: location.name };
  if (level === 'cti') return { id: `cti${location.typeId}`, label: data.locationTypes.find((row) => row.id === location.typeId)?.name ?? '' };
  if (level === 'csi') return { id: `csi${location.subTypeId}`, label: data.locationSubTypes.find((row) => row.id === location.subTypeId)?.name ?? '' };
  if (level === 'grd') return { id: `grd${location.gradeId}`, label: data.locationGrades.find((row) => row.id === location.gradeId)?.name ?? '' };
  const region = scope.ancestors.get(location.id)?.[level as 'md' | 'od' | 'rbm' | 'bdm'];
  return region ? { id: `${level}${region.id}`, label: region.name } : { id: 'all', label: 'All' };
}

function groupBy(scope: Scope, jobs: readonly JobRow[], level: string): Array<{ id: string; label: string; jobs: JobRow[] }> {
  const groups = new Map<string, { id: string; label: string; jobs: JobRow[] }>();
  for (const job of jobs) {
    const unit = level ? unitOf(scope, job, level) : { id: 'all', label: 'All' };
    if (!unit) continue;
    const entry = groups.get(unit.id) ?? { ...unit, jobs: [] };
    entry.jobs.push(job);
    groups.set(unit.id, entry);
  }
  return [...groups.values()];
}

function categoryScore(jobs: readonly JobRow[], categoryIds: readonly number[]): number | null {
  let scored = 0;
  let total = 0;
  for (const job of jobs)
    for (const category of job.categoryScores)
      if (categoryIds.includes(category.id)) {
        scored += category.points_scored;
        total += category.total_points;
      }
  return total > 0 ? round(scored / total) : null;
}

function questionScore(jobs: readonly JobRow[], questionId: number): { score: number | null; answered: number } {
  let scored = 0;
  let total = 0;
  let answered = 0;
  for (const job of jobs) {
    const question = job.questions.find((row) => row.id === questionId);
    if (!question || question.total_points <= 0) continue;
    answered += 1;
    scored += question.points_scored;
    total += question.total_points;
  }
  return { score: total > 0 ? round(scored / total) : null, answered };
}

type Computed = {
  results: Array<Record<string, unknown>>;
  data_labels: Record<string, string>;
  question?: string | null;
  question_b?: string | null;
  large?: boolean;
};

function compute(slug: string, scope: Scope, source: Source, params: URLSearchParams): Computed | { error: string } {
  const { data } = scope;
  const jobs = filterJobs(scope, source, params);
  const level = params.get('level') ?? 'loc';
  const locationLabel = data.company.locationLabel;
  const levelLabel =
    (
      {
        md: 'MD',
        od: 'OD',
        rbm: 'RBM',
        bdm: 'BDM',
        loc: locationLabel,
        cti: data.company.typeLabel,
        csi: data.company.subTypeLabel,
        grd: data.company.gradeLabel,
        job: 'Job',
      } as Record<string, string>
    )[level] ?? 'Name';
  const byScore = (rows: Array<Record<string, unknown>>, key = 'score') =>
    rows.sort((a, b) => ((b[key] as number | null) ?? -1) - ((a[key] as number | null) ?? -1));
  const questionId = Number(params.get('question_id'));
  const questionText = () => {
    const question =
      jobs[0]?.questions.find((row) => row.id === questionId) ??
      data.jobs.find((job) => source.schemeIds.includes(job.schemeId))?.questions.find((row) => row.id === questionId);
    return question ? `${question.question_num}. ${question.question}` : null;
  };
  switch (slug) {
    case 'rank': {
      const rows = byScore(
        groupBy(scope, jobs, level).map((group) => ({
          id: group.id,
          ...(level === 'job' ? { is_survey: group.jobs[0]?.isSurvey ?? false } : {}),
          label: group.label,
          visits: group.jobs.length,
          score: scoreOf(group.jobs),
        })),
      );
      return { results: rows, data_labels: { label: levelLabel, visits: 'Visits', score: 'Score' } };
    }
    case 'category':
    case 'competency': {
      const columns =
        slug === 'category'
          ? data.reportCategories
              .filter((category) => !params.get('cat') || ids(params.get('cat')).includes(category.id))
              .map((category) => ({ key: `cat_${category.id}_score`, label: category.name, categories: [category.id] }))
          : COMPETENCIES.filter((competency) => !params.get('cpt') || ids(params.get('cpt')).includes(competency.id)).map((competency) => ({
              key: `cpt_${competency.id}_score`,
              label: competency.name,
              categories: competency.categories,
            }));
      if (slug === 'competency' && !source.hasCompetencies) return { error: 'This data source has no competencies.' };
      const rows = byScore(
        groupBy(scope, jobs, level).map((group) => {
          const row: Record<string, unknown> = { id: group.id, label: group.label, visits: group.jobs.length, score: scoreOf(group.jobs) };
          if (level === 'job') row.is_survey = group.jobs[0]?.isSurvey ?? false;
          for (const column of columns) row[column.key] = categoryScore(group.jobs, column.categories);
          return row;
        }),
      );
      return {
        results: rows,
        data_labels: { label: levelLabel, visits: 'Visits', score: 'Score', ...Object.fromEntries(columns.map((column) => [column.key, column.label])) },
      };
    }
    case 'category-day-part': {
      // One table per day part (the rows' sub_title), each ranking the level's units by score with a column per category.
      const columns = data.reportCategories
        .filter((category) => !params.get('cat') || ids(params.get('cat')).includes(category.id))
        .map((category) => ({ key: `cat_${category.id}_score`, label: category.name, id: category.id }));
      const rows = DAY_PARTS.flatMap((part) =>
        byScore(
          groupBy(
            scope,
            jobs.filter((job) => job.visit_time >= part.from && job.visit_time < part.to),
            level === 'job' ? 'loc' : level,
          ).map((group) => {
            const row: Record<string, unknown> = {
              sub_title: part.title,
              id: group.id,
              label: group.label,
              visits: group.jobs.length,
              score: scoreOf(group.jobs),
            };
            for (const column of columns) row[column.key] = categoryScore(group.jobs, [column.id]);
            return row;
          }),
        ),
      );
      return {
        results: rows,
        data_labels: {
          label: level === 'job' ? locationLabel : levelLabel,
          visits: 'Visits',
          score: 'Score',
          ...Object.fromEntries(columns.map((column) => [column.key, column.label])),
        },
      };
    }
    case 'question-versus-nps': {
      // A choice question's answers against the NPS groups of the same visits.
      if (!questionId) return { error: 'A question is required for this report.' };
      const answered = jobs.filter((job) => job.nps_score !== null);
      const answers = new Map<string, { id: number; answer: string; jobs: JobRow[] }>();
      for (const job of answered) {
        const question = job.questions.find((row) => row.id === questionId);
        for (const answer of question?.answers ?? []) {
          const entry = answers.get(answer.response) ?? { id: answer.id, answer: answer.response, jobs: [] };
          if (answer.selected) entry.jobs.push(job);
          answers.set(answer.response, entry);
        }
      }
      const rows = [...answers.values()].map((entry) => {
        const nps = npsOf(entry.jobs);
        return {
          id: `ans${entry.id}`,
          answer: entry.answer,
          responses: nps.responses,
          promoters: nps.promoters,
          passives: nps.passives,
          detractors: nps.detractors,
          nps: nps.nps,
        };
      });
      return {
        results: rows,
        data_labels: { answer: 'Answer', responses: 'Responses', promoters: 'Promoters', passives: 'Passives', detractors: 'Detractors', nps: 'NPS' },
        question: questionText(),
      };
    }
    case 'trend':
    case 'trend-group': {
      const byGroup = slug === 'trend-group';
      const units = byGroup
        ? data.waveGroups.map((group) => ({
            id: group.id,
            name: group.name,
            waves: data.waves.filter((wave) => wave.groupId === group.id).map((wave) => wave.id),
          }))
        : [...data.waves].sort((a, b) => a.id - b.id).map((wave) => ({ id: wave.id, name: wave.name, waves: [wave.id] }));
      const rows = units
        .map((unit) => {
          const mine = jobs.filter((job) => unit.waves.includes(job.waveId));
          const score = questionId ? questionScore(mine, questionId).score : scoreOf(mine);
          return { id: `${byGroup ? 'g' : 'w'}${unit.id}`, label: unit.name, visits: mine.length, score };
        })
        .filter((row) => row.visits > 0);
      return {
        results: rows,
        data_labels: { label: byGroup ? `${data.company.waveLabel} group` : data.company.waveLabel, visits: 'Visits', score: 'Score' },
        question: questionId ? questionText() : null,
      };
    }
    case 'day-of-week': {
      const rows = DAYS.map((day, index) => {
        const mine = jobs.filter((job) => new Date(`${job.visit_date}T12:00:00`).getDay() === index);
        return { id: `dow${index + 1}`, label: day, visits: mine.length, score: questionId ? questionScore(mine, questionId).score : scoreOf(mine) };
      });
      return { results: rows, data_labels: { label: 'Day', visits: 'Visits', score: 'Score' }, question: questionId ? questionText() : null };
    }
    case 'score-split': {
      const bands = [
        [0, 0.6, 'Below 60%'],
        [0.6, 0.7, '60% - 69.9%'],
        [0.7, 0.8, '70% - 79.9%'],
        [0.8, 0.9, '80% - 89.9%'],
        [0.9, 1.01, '90% - 100%'],
      ] as const;
      const scored = jobs.filter((job) => job.total_points > 0);
      const rows = bands.map(([low, high, label]) => {
        const count = scored.filter((job) => job.points_scored / job.total_points >= low && job.points_scored / job.total_points < high).length;
        return { label, visits: count, share_pct: scored.length ? round(count / scored.length) : null };
      });
      return { results: rows, data_labels: { label: 'Score band', visits: 'Visits', share_pct: 'Share' } };
    }
    case 'nps': {
      const rows = groupBy(
        scope,
        jobs.filter((job) => job.nps_score !== null),
        level,
      )
        .map((group) => ({ id: group.id, label: group.label, ...npsOf(group.jobs) }))
        .sort((a, b) => (b.nps ?? -2) - (a.nps ?? -2));
      return {
        results: rows,
        data_labels: { label: levelLabel, responses: 'Responses', nps: 'NPS', promoters: 'Promoters', passives: 'Passives', detractors: 'Detractors' },
      };
    }
    case 'question-results': {
      if (level === 'job') {
        const rows = jobs.slice(0, CAP).map((job) => ({
          id: `job${job.id}`,
          is_survey: job.isSurvey,
          label: `${job.id} - ${scope.locations.get(job.locationId)?.name ?? ''}`,
          questions: job.questions.filter((question) => question.total_points > 0).length,
          score: scoreOf([job]),
        }));
        return { results: rows, data_labels: { label: 'Job', questions: 'Scored questions', score: 'Score' } };
      }
      const first = jobs[0];
      if (!first) return { results: [], data_labels: { number: '#Q', question: 'Question', answered: 'Answered', score: 'Score' } };
      const rows = first.questions
        .filter((question) => question.max_possible_total_points > 0)
        .map((question) => ({ id: null, number: question.question_num, question: question.question, ...questionScore(jobs, question.id) }));
      return { results: rows, data_labels: { number: 'No.', question: 'Question', answered: 'Answered', score: 'Score' } };
    }
    case 'comparison': {
      const second = Number(params.get('question_id_b'));
      if (!questionId || !second) return { error: 'Two questions are required for this report.' };
      const textOf = (id: number) => {
        const question = data.jobs.find((job) => source.schemeIds.includes(job.schemeId))?.questions.find((row) => row.id === id);
        return question ? `${question.question_num}. ${question.question}` : null;
      };
      const rows = byScore(
        groupBy(scope, jobs, level === 'job' ? 'loc' : level).map((group) => ({
          id: group.id,
          label: group.label,
          visits: group.jobs.length,
          a_score: questionScore(group.jobs, questionId).score,
          b_score: questionScore(group.jobs, second).score,
        })),
        'a_score',
      );
      return {
        results: rows,
        data_labels: { label: levelLabel, visits: 'Visits', a_score: 'First question', b_score: 'Second question' },
        question: textOf(questionId),
        question_b: textOf(second),
      };
    }
    case 'rank-for-question': {
      if (!questionId) return { error: 'A question is required for this report.' };
      const rows = byScore(groupBy(scope, jobs, level).map((group) => ({ id: group.id, label: group.label, ...questionScore(group.jobs, questionId) })));
      return { results: rows, data_labels: { label: levelLabel, answered: 'Answered', score: 'Score' }, question: questionText() };
    }
    case 'cases-excel-download': {
      // The visits behind the filters, one row each (the demo's stand-in for the case export).
      const rows = jobs.slice(0, CAP).map((job) => ({
        id: job.id,
        location: scope.locations.get(job.locationId)?.name ?? '',
        visit_date: job.visit_date,
        score: scoreOf([job]),
        nps: job.nps_score,
      }));
      return { results: rows, data_labels: { id: 'Job Id', location: locationLabel, visit_date: 'Visit date', score: 'Score', nps: 'NPS score' } };
    }
    default:
      return { error: 'Unknown report.' };
  }
}

function runReport(request: Request, kind: 'scheme' | 'multi-scheme' | 'mcds' | 'any', slug: string) {
  const auth = authorize(request, P.VIEW_REPORTING);
  if (auth instanceof Response) return auth;
  const params = new URL(request.url).searchParams;
  if (!SLUGS.has(slug)) return HttpResponse.json({ message: 'Report not found.' }, { status: 404 });
  const schemeParam = params.get('scheme_id') ?? '';
  const id = Math.abs(Number(schemeParam));
  const sourceKind = kind === 'mcds' ? 'mcds' : schemeParam.startsWith('-') ? 'multi-scheme' : 'scheme';
  const source = schemeParam ? sourceFor(sourceKind, id) : defaultSource();
  if (!source || (kind !== 'mcds' && source.kind === 'mcds')) return HttpResponse.json({ message: 'Data source not found.' }, { status: 404 });
  if (slug === 'question-results' && authorize(request, P.VIEW_QUESTION_RESULTS) instanceof Response) {
    return HttpResponse.json({ message: 'You do not have permission to run this report.' }, { status: 403 });
  }
  const scope = scopeOf(auth.user);
  const computed = compute(slug, scope, source, params);
  if ('error' in computed) return validationError({ report: [computed.error] });
  const large = computed.results.length > CAP;
  const report = REPORTS.find((row) => row.slug === slug);
  if (report?.is_excel_report) return excelReport(computed, slug);
  if (params.get('export_type') === 'pdf') {
    const labels = Object.entries(computed.data_labels);
    const filters = [...params.entries()].filter(([key]) => key !== 'export_type' && key !== 'scheme_id').map(([key, value]) => `${key}: ${value}`);
    const lines = [
      `Report: ${report?.name ?? slug}`,
      `Data source: ${source.name}`,
      ...filters,
      `Generated ${new Date().toLocaleString('en-US')} by ${auth.user.first_name} ${auth.user.last_name}`,
      `Rows: ${computed.results.length}`,
      '',
      ['#', ...labels.map(([, label]) => label)].join(' | '),
      ...computed.results.map((row, index) => [String(index + 1), ...labels.map(([key]) => String(row[key] ?? '-'))].join(' | ')),
    ];
    return new HttpResponse(textPdf(lines), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${slug}.pdf"` } });
  }
  return HttpResponse.json({
    data: {
      results: large ? computed.results.slice(0, CAP) : computed.results,
      data_labels: computed.data_labels,
      question: computed.question ?? null,
      question_b: computed.question_b ?? null,
      large,
      report_name: report?.name ?? slug,
    },
  });
}

/** An excel report's file: a real .xlsx of its rows (write-excel-file, as the portal's own exports). */
async function excelReport(computed: Computed, slug: string): Promise<Response> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const labels = Object.entries(computed.data_labels);
  const cell = (value: unknown) =>
    value === null || value === undefined ? null : typeof value === 'number' ? { value, type: Number } : { value: String(value), type: String };
  const sheet = [labels.map(([, label]) => cell(label)), ...computed.results.map((row) => labels.map(([key]) => cell(row[key])))];
  const blob = await writeExcelFile(sheet as never).toBlob();
  return new HttpResponse(await blob.arrayBuffer(), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${slug}.xlsx"`,
    },
  });
}

function nowStamp(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

export const reportingHandlers = [
  get('/reporting-filters', ({ request }) => {
    const auth = authorize(request, P.VIEW_REPORTING);
    if (auth instanceof Response) return auth;
    return HttpResponse.json({ data: filtersFor(defaultSource(), auth.user) });
  }),
  get<{ id: string }>('/reporting-filters/multi-scheme/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_REPORTING);
    if (auth instanceof Response) return auth;
    const id = Math.abs(Number(params.id));
    const group = db().multiSchemes.find((row) => row.id === id);
    const source = group ? sourceFor(group.type === 2 ? 'mcds' : 'multi-scheme', id) : null;
    if (!source) return HttpResponse.json({ error: 'Data source not found' }, { status: 404 });
    return HttpResponse.json({ data: filtersFor(source, auth.user) });
  }),
  get<{ id: string }>('/reporting-filters/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_REPORTING);
    if (auth instanceof Response) return auth;
    const source = /^\d{1,9}$/.test(params.id) ? sourceFor('scheme', Number(params.id)) : null;
    if (!source) return HttpResponse.json({ error: 'Data source not found' }, { status: 404 });
    return HttpResponse.json({ data: filtersFor(source, auth.user) });
  }),
  post('/reporting/save-report', async ({ request }) => {
    const auth = authorize(request, P.VIEW_REPORTING);
    if (auth instanceof Response) return auth;
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const name = typeof body?.report_name === 'string' ? body.report_name.trim() : '';
    const report = typeof body?.report === 'string' ? body.report : '';
    if (!name) return validationError({ report_name: ['The report name field is required.'] });
    if (name.length > 100) return validationError({ report_name: ['The report name may not be greater than 100 characters.'] });
    if (!SLUGS.has(report)) return validationError({ report: ['The selected report is invalid.'] });
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(body ?? {}))
      if (key !== 'report_name' && key !== 'report' && (typeof value === 'string' || typeof value === 'number')) params[key] = String(value);
    const rows = savedReports();
    const row: SavedReportRow = {
      id: Math.max(0, ...rows.map((saved) => saved.id)) + 1,
      name,
      report,
      params,
      created_by: auth.user.id,
      created_date: nowStamp(),
    };
    rows.push(row);
    return HttpResponse.json({ data: row }, { status: 201 });
  }),
  get<{ slug: string }>('/reporting/:slug', ({ request, params }) => runReport(request, 'any', params.slug)),
  get<{ slug: string }>('/combined-reporting/:slug', ({ request, params }) => runReport(request, 'mcds', params.slug)),
  del<{ id: string }>('/reporting/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_REPORTING);
    if (auth instanceof Response) return auth;
    const rows = savedReports();
    const index = rows.findIndex((row) => String(row.id) === params.id);
    if (index < 0) return HttpResponse.json({ message: 'Saved report not found.' }, { status: 404 });
    if ((rows[index] as SavedReportRow).created_by !== auth.user.id)
      return HttpResponse.json({ message: 'Only the creator can delete a saved report.' }, { status: 403 });
    rows.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
];
