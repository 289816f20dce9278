import { HttpResponse } from 'msw';
import { P } from '@/lib/permissions';
import { db, type MultiSchemeRow, type SchemeRow } from '../db';
import { get } from './route';
import { authorize } from './session';

/** Every dashboard the company has: its schemes, then its multi-scheme groups. */
function dashboardOptions() {
  const data = db();
  return [
    ...data.schemes.map((scheme) => ({ id: scheme.id, name: scheme.name, type: scheme.type, kind: 'scheme' as const })),
    ...data.multiSchemes.map((group) => ({ id: group.id, name: group.name, type: group.type, kind: group.type === 2 ? ('mcds' as const) : ('multi-scheme' as const) })),
  ];
}

/** Wave groups newest first, each with its waves newest first. */
function waveGroups() {
  const data = db();
  return [...data.waveGroups]
    .sort((a, b) => b.id - a.id)
    .map((group) => ({
      id: group.id,
      name: group.name,
      waves: data.waves
        .filter((wave) => wave.groupId === group.id)
        .sort((a, b) => b.id - a.id)
        .map((wave) => ({ id: wave.id, name: wave.name })),
    }))
    .filter((group) => group.waves.length > 0);
}

function ref(row: { id: number; name: string } | undefined) {
  return row ? { id: row.id, name: row.name } : null;
}

/**
 * The dashboard data of document 001 §3. The wave is `visitnum` when given (404 when unknown),
 * else the newest complete wave; the previous wave is the next older one.
 */
function dashboardResponse(target: { scheme: SchemeRow } | { group: MultiSchemeRow }, visitnum: string | null) {
  const data = db();
  const byNewest = [...data.waves].sort((a, b) => b.id - a.id);
  let index: number;
  if (visitnum !== null) {
    index = /^\d{1,9}$/.test(visitnum) ? byNewest.findIndex((wave) => wave.id === Number(visitnum)) : -1;
    if (index < 0) return HttpResponse.json({ error: 'Wave not found' }, { status: 404 });
  } else {
    index = Math.max(0, byNewest.findIndex((wave) => wave.status === 8));
  }
  const wave = byNewest[index];
  const previous = byNewest[index + 1];
  const groupOf = (row: typeof wave) => (row ? data.waveGroups.find((group) => group.id === row.groupId) : undefined);
  const scheme = 'scheme' in target ? target.scheme : null;
  const group = 'group' in target ? target.group : null;
  const caseManagement = scheme?.type === 12;
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
  });
}

const notFound = () => HttpResponse.json({ error: 'Dashboard not found' }, { status: 404 });
const findScheme = (id: string) => (/^\d{1,9}$/.test(id) ? db().schemes.find((scheme) => scheme.id === Number(id)) : undefined);
const findGroup = (id: string, type: 1 | 2) => (/^\d{1,9}$/.test(id) ? db().multiSchemes.find((group) => group.id === Number(id) && group.type === type) : undefined);
const visitnumOf = (request: Request) => new URL(request.url).searchParams.get('visitnum');

export const dashboardHandlers = [
  get('/dashboard', ({ request }) => {
    const auth = authorize(request, P.VIEW_DASHBOARD);
    if (auth instanceof Response) return auth;
    const scheme = db().schemes.find((item) => item.is_default) ?? db().schemes[0];
    if (!scheme) return HttpResponse.json({ error: 'No dashboard is set up for your account.' }, { status: 404 });
    return dashboardResponse({ scheme }, visitnumOf(request));
  }),
  get<{ id: string }>('/dashboard/mcds/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_DASHBOARD);
    if (auth instanceof Response) return auth;
    const group = findGroup(params.id, 2);
    return group ? dashboardResponse({ group }, visitnumOf(request)) : notFound();
  }),
  get<{ id: string }>('/dashboard/multi-scheme/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_DASHBOARD);
    if (auth instanceof Response) return auth;
    const group = findGroup(params.id, 1);
    return group ? dashboardResponse({ group }, visitnumOf(request)) : notFound();
  }),
  get<{ id: string }>('/dashboard/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_DASHBOARD);
    if (auth instanceof Response) return auth;
    const scheme = findScheme(params.id);
    return scheme ? dashboardResponse({ scheme }, visitnumOf(request)) : notFound();
  }),
];
