import { HttpResponse } from 'msw';
import { P } from '@/lib/permissions';
import { db, type JobRow, type MultiSchemeRow, type SchemeRow, type UserRow, type WaveRow } from '../db';
import { get } from './route';
import { authorize } from './session';

/** Every dashboard the company has: its schemes, then its multi-scheme groups. */
function dashboardOptions() {
  const data = db();
  return [
    ...data.schemes.map((scheme) => ({ id: scheme.id, name: scheme.name, type: scheme.type, kind: 'scheme' as const })),
    ...data.multiSchemes.map((group) => ({
      id: group.id,
      name: group.name,
      type: group.type,
      kind: group.type === 2 ? ('mcds' as const) : ('multi-scheme' as const),
    })),
  ];
}

/**
 * Wave groups newest first, each with its waves newest first (the dashboard's, reporting's and the
 * NPS dashboard's wave filter). Groups without waves are left out unless `keepEmpty`.
 */
export function waveGroups({ keepEmpty = false } = {}) {
  const data = db();
  const groups = [...data.waveGroups]
    .sort((a, b) => b.id - a.id)
    .map((group) => ({
      id: group.id,
      name: group.name,
      waves: data.waves
        .filter((wave) => wave.groupId === group.id)
        .sort((a, b) => b.id - a.id)
        .map((wave) => ({ id: wave.id, name: wave.name })),
    }));
  return keepEmpty ? groups : groups.filter((group) => group.waves.length > 0);
}

function ref(row: { id: number; name: string } | undefined) {
  return row ? { id: row.id, name: row.name } : null;
}

// ------------------------------------------------------------------------- body content (assumed)

type Body = 'mystery-shopping' | 'audit' | 'survey' | 'multi-scheme' | 'mcds' | 'case-management' | 'override' | 'crew-satisfaction';

/** The body by scheme type, or the scheme's own (crew satisfaction, override). */
function bodyOf(target: { scheme: SchemeRow } | { group: MultiSchemeRow }): Body {
  if ('group' in target) return target.group.type === 1 ? 'multi-scheme' : 'mcds';
  const { scheme } = target;
  if (scheme.dashboard_body) return scheme.dashboard_body;
  return scheme.type === 1 ? 'audit' : scheme.type === 4 ? 'survey' : scheme.type === 12 ? 'case-management' : 'mystery-shopping';
}

/** The seeded schemes whose jobs feed a demo dashboard (crew satisfaction reads the survey's, override the shop's), and its reports. */
export function sourceSchemes(target: { scheme: SchemeRow } | { group: MultiSchemeRow }): number[] {
  if ('group' in target) return target.group.schemeIds;
  if (target.scheme.dashboard_body === 'crew-satisfaction') return [4];
  if (target.scheme.dashboard_body === 'override') return [1];
  return [target.scheme.id];
}

/** The override dashboard's widgets, in order (one kind the client does not know, which it skips). */
const OVERRIDE_WIDGETS = ['nps', 'score', 'sparkline-3d', 'league', 'trend'];

/** The location ids the user may see: every site from an md-level user, else the first two branches of its level. */
export function locationsInScope(user: UserRow): Set<number> {
  const data = db();
  const top = user.max_reporting_level === 'loc' ? 'bdm' : user.max_reporting_level;
  if (top === 'md') return new Set(data.locations.map((location) => location.id));
  let current = data.regions
    .filter((region) => region.level === top)
    .slice(0, 2)
    .map((region) => region.id);
  for (let depth = ['md', 'od', 'rbm', 'bdm'].indexOf(top) + 1; depth < 4; depth += 1) {
    current = data.regions.filter((region) => region.parentId !== null && current.includes(region.parentId)).map((region) => region.id);
  }
  return new Set(data.locations.filter((location) => current.includes(location.bdmId)).map((location) => location.id));
}

interface Stats {
  score: number | null;
  visits: number;
  nps: number | null;
  responses: number;
  detractor_count: number;
  passive_count: number;
  promoter_count: number;
}

const round = (value: number) => Math.round(value * 10000) / 10000;

function statsOf(jobs: readonly JobRow[]): Stats {
  const scored = jobs.filter((job) => job.total_points > 0);
  const npsScores = jobs.map((job) => job.nps_score).filter((score): score is number => score !== null);
  const promoters = npsScores.filter((score) => score >= 9).length;
  const detractors = npsScores.filter((score) => score < 7).length;
  return {
    score: scored.length ? round(scored.reduce((sum, job) => sum + job.points_scored / job.total_points, 0) / scored.length) : null,
    visits: jobs.length,
    nps: npsScores.length ? round((promoters - detractors) / npsScores.length) : null,
    responses: npsScores.length,
    detractor_count: detractors,
    passive_count: npsScores.length - promoters - detractors,
    promoter_count: promoters,
  };
}

function sectionsOf(jobs: readonly JobRow[]) {
  const totals = new Map<number, { name: string; order: number; scored: number; total: number }>();
  for (const job of jobs) {
    for (const category of job.categoryScores) {
      const entry = totals.get(category.id) ?? { name: category.name, order: category.order, scored: 0, total: 0 };
      entry.scored += category.points_scored;
      entry.total += category.total_points;
      totals.set(category.id, entry);
    }
  }
  return totals;
}

/** The body's content for the wave at `index` of the waves newest first (document: docs/api-contract.md "Dashboards"). */
function contentFor(target: { scheme: SchemeRow } | { group: MultiSchemeRow }, body: Body, byNewest: readonly WaveRow[], index: number, user: UserRow) {
  if (body === 'case-management') return null;
  const data = db();
  const schemeIds = sourceSchemes(target);
  const wave = byNewest[index] as WaveRow;
  const previous = byNewest[index + 1];
  const jobsOf = (waveId: number | undefined, ids: readonly number[] = schemeIds) =>
    waveId === undefined ? [] : data.jobs.filter((job) => job.status === 8 && job.waveId === waveId && ids.includes(job.schemeId));
  const now = jobsOf(wave.id);
  const before = jobsOf(previous?.id);
  const current = statsOf(now);
  const prior = statsOf(before);
  const byNps = body === 'survey' || body === 'multi-scheme';
  const trendOf = (ids: readonly number[]) =>
    byNewest
      .slice(index, index + 13)
      .reverse()
      .map((row) => {
        const stats = statsOf(jobsOf(row.id, ids));
        return { wave_id: row.id, wave_name: row.name, score: stats.score, nps: stats.nps, responses: stats.responses };
      });
  const sectionsNow = sectionsOf(now);
  const sectionsBefore = sectionsOf(before);
  const scope = locationsInScope(user);
  const locations = data.locations.filter((location) => scope.has(location.id));
  const leagueFor = (ids: readonly number[], schemeName?: string) =>
    locations.map((location) => {
      const mine = (rows: readonly JobRow[]) => rows.filter((job) => job.locationId === location.id && ids.includes(job.schemeId));
      const a = statsOf(mine(now));
      const b = statsOf(mine(before));
      return {
        id: location.id,
        name: location.name,
        ...(schemeName ? { scheme_name: schemeName } : {}),
        value: byNps ? a.nps : a.score,
        previous: byNps ? b.nps : b.score,
        responses: byNps ? a.responses : a.visits,
      };
    });
  const members = data.schemes.filter((scheme) => schemeIds.includes(scheme.id));
  const locationName = new Map(data.locations.map((location) => [location.id, location.name]));
  const hasNps = 'group' in target ? target.group.has_nps : target.scheme.has_nps || body === 'survey';
  return {
    score: { value: current.score, previous: before.length ? prior.score : null, visits: current.visits },
    sections: [...sectionsNow.entries()]
      .sort((a, b) => a[1].order - b[1].order)
      .map(([id, entry]) => {
        const old = sectionsBefore.get(id);
        return {
          id,
          name: entry.name,
          value: entry.total > 0 ? round(entry.scored / entry.total) : null,
          previous: old && old.total > 0 ? round(old.scored / old.total) : null,
        };
      }),
    trend: trendOf(schemeIds),
    league: body === 'mcds' ? members.flatMap((scheme) => leagueFor([scheme.id], scheme.name)) : leagueFor(schemeIds),
    latest:
      body === 'crew-satisfaction'
        ? []
        : data.jobs
            .filter((job) => job.status === 8 && job.waveId <= wave.id && schemeIds.includes(job.schemeId) && scope.has(job.locationId))
            .sort((a, b) => b.visit_date.localeCompare(a.visit_date) || b.id - a.id)
            .slice(0, 10)
            .map((job) => ({
              job_id: job.id,
              location_name: locationName.get(job.locationId) ?? '',
              visit_date: job.visit_date,
              score: job.total_points > 0 ? round(job.points_scored / job.total_points) : null,
              is_survey: job.isSurvey,
            })),
    nps: hasNps
      ? {
          value: current.nps,
          previous: before.length ? prior.nps : null,
          responses: current.responses,
          detractor_count: current.detractor_count,
          passive_count: current.passive_count,
          promoter_count: current.promoter_count,
        }
      : null,
    schemes:
      body === 'multi-scheme' || body === 'mcds'
        ? members.map((scheme) => {
            const a = statsOf(jobsOf(wave.id, [scheme.id]));
            const b = statsOf(jobsOf(previous?.id, [scheme.id]));
            return {
              id: scheme.id,
              name: scheme.name,
              type: scheme.type,
              responses: a.responses,
              nps: { value: a.nps, previous: b.nps },
              score: { value: a.score, previous: b.score, visits: a.visits },
              trend: trendOf([scheme.id]),
            };
          })
        : [],
    widgets: body === 'override' ? OVERRIDE_WIDGETS : [],
  };
}

/**
 * The dashboard data of document 001 §3. The wave is `visitnum` when given (404 when unknown),
 * else the newest complete wave; the previous wave is the next older one.
 */
function dashboardResponse(target: { scheme: SchemeRow } | { group: MultiSchemeRow }, visitnum: string | null, user: UserRow) {
  const data = db();
  const byNewest = [...data.waves].sort((a, b) => b.id - a.id);
  let index: number;
  if (visitnum !== null) {
    index = /^\d{1,9}$/.test(visitnum) ? byNewest.findIndex((wave) => wave.id === Number(visitnum)) : -1;
    if (index < 0) return HttpResponse.json({ error: 'Wave not found' }, { status: 404 });
  } else {
    index = Math.max(
      0,
      byNewest.findIndex((wave) => wave.status === 8),
    );
  }
  const wave = byNewest[index];
  const previous = byNewest[index + 1];
  const groupOf = (row: typeof wave) => (row ? data.waveGroups.find((group) => group.id === row.groupId) : undefined);
  const scheme = 'scheme' in target ? target.scheme : null;
  const group = 'group' in target ? target.group : null;
  const caseManagement = scheme?.type === 12;
  const body = bodyOf(target);
  return HttpResponse.json({
    scheme: scheme ? { id: scheme.id, name: scheme.name, type: scheme.type, has_nps: scheme.has_nps } : null,
    schemeGroup: group ? { id: group.id, name: group.name, type: group.type, has_nps: group.has_nps } : null,
    schemes: (group ? data.schemes.filter((item) => group.schemeIds.includes(item.id)) : scheme ? [scheme] : []).map((item) => ({
      id: item.id,
      name: item.name,
      type: item.type,
      has_nps: item.has_nps,
    })),
    wave: caseManagement ? null : ref(wave),
    waveGroup: caseManagement ? null : ref(groupOf(wave)),
    previousWave: caseManagement ? null : ref(previous),
    previousWaveGroup: caseManagement ? null : ref(groupOf(previous)),
    waves: caseManagement ? [] : waveGroups(),
    name: (scheme ?? group)?.name ?? 'Dashboard',
    dashboards: dashboardOptions(),
    labels: {
      regions: ['md', 'od', 'rbm', 'bdm', 'loc'],
      types: data.locationTypes,
      grades: data.locationGrades,
    },
    body,
    content: wave ? contentFor(target, body, byNewest, index, user) : null,
  });
}

const notFound = () => HttpResponse.json({ error: 'Dashboard not found' }, { status: 404 });
const findScheme = (id: string) => (/^\d{1,9}$/.test(id) ? db().schemes.find((scheme) => scheme.id === Number(id)) : undefined);
const findGroup = (id: string, type: 1 | 2) =>
  /^\d{1,9}$/.test(id) ? db().multiSchemes.find((group) => group.id === Number(id) && group.type === type) : undefined;
const visitnumOf = (request: Request) => new URL(request.url).searchParams.get('visitnum');

export const dashboardHandlers = [
  get('/dashboard', ({ request }) => {
    const auth = authorize(request, P.VIEW_DASHBOARD);
    if (auth instanceof Response) return auth;
    const scheme = db().schemes.find((item) => item.is_default) ?? db().schemes[0];
    if (!scheme) return HttpResponse.json({ error: 'No dashboard is set up for your account.' }, { status: 404 });
    return dashboardResponse({ scheme }, visitnumOf(request), auth.user);
  }),
  get<{ id: string }>('/dashboard/mcds/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_DASHBOARD);
    if (auth instanceof Response) return auth;
    const group = findGroup(params.id, 2);
    return group ? dashboardResponse({ group }, visitnumOf(request), auth.user) : notFound();
  }),
  get<{ id: string }>('/dashboard/multi-scheme/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_DASHBOARD);
    if (auth instanceof Response) return auth;
    const group = findGroup(params.id, 1);
    return group ? dashboardResponse({ group }, visitnumOf(request), auth.user) : notFound();
  }),
  get<{ id: string }>('/dashboard/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_DASHBOARD);
    if (auth instanceof Response) return auth;
    const scheme = findScheme(params.id);
    return scheme ? dashboardResponse({ scheme }, visitnumOf(request), auth.user) : notFound();
  }),
];
