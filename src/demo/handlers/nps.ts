import { HttpResponse } from 'msw';
import { P } from '@/lib/permissions';
import { db, type UserRow } from '../db';
import { locationsInScope, sourceSchemes, waveGroups } from './dashboard';
import { get } from './route';
import { authorize } from './session';

/** Response cards a page (assumed). */
export const NPS_PAGE_SIZE = 10;
const TYPES = ['promoters', 'passives', 'detractors'] as const;

interface NpsFilters {
  schemeIds: number[] | null;
  waveIds: number[] | null;
  types: string[] | null;
  comments: 0 | 1 | null;
  page: number;
}

/** Reads and checks the filters; a Laravel-style 422 names every bad one (assumed rules). */
function readFilters(request: Request): NpsFilters | Response {
  const search = new URL(request.url).searchParams;
  const data = db();
  const errors: Record<string, string[]> = {};
  const list = (name: string, valid: (item: string) => boolean): string[] | null => {
    const raw = search.get(name);
    if (raw === null || raw === '') return null;
    const items = raw.split(',');
    if (!items.every(valid)) errors[name] = [`The selected ${name.replace('_', ' ')} is invalid.`];
    return items;
  };
  const id = (known: (value: number) => boolean) => (item: string) => /^\d{1,9}$/.test(item) && known(Number(item));
  const npsSchemes = new Set(data.schemes.filter((scheme) => scheme.has_nps).map((scheme) => scheme.id));
  const schemeIds = list(
    'scheme_ids',
    id((value) => npsSchemes.has(value)),
  );
  const waveNums = list(
    'visit_nums',
    id((value) => data.waves.some((wave) => wave.id === value)),
  );
  const groups = list(
    'visit_groups',
    id((value) => data.waveGroups.some((group) => group.id === value)),
  );
  const types = list('types', (item) => (TYPES as readonly string[]).includes(item));
  const comments = search.get('comments');
  if (comments !== null && comments !== '0' && comments !== '1') errors.comments = ['The comments field must be 0 or 1.'];
  const page = search.get('page');
  if (page !== null && !/^[1-9]\d{0,5}$/.test(page)) errors.page = ['The page must be at least 1.'];
  if (Object.keys(errors).length > 0) {
    return HttpResponse.json({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors }, { status: 422 });
  }
  const fromGroups = groups ? data.waves.filter((wave) => groups.includes(String(wave.groupId))).map((wave) => wave.id) : [];
  const waveIds = waveNums || groups ? [...new Set([...(waveNums ?? []).map(Number), ...fromGroups])] : null;
  return {
    // A scheme's answers are the ones its dashboard reads (the demo's override scheme borrows the shop's).
    schemeIds: schemeIds
      ? [
          ...new Set(
            schemeIds.flatMap((value) => {
              const scheme = data.schemes.find((row) => row.id === Number(value));
              return scheme ? sourceSchemes({ scheme }) : [Number(value)];
            }),
          ),
        ]
      : null,
    waveIds,
    types,
    comments: comments === null ? null : comments === '1' ? 1 : 0,
    page: page === null ? 1 : Number(page),
  };
}

function matching(user: UserRow, filters: NpsFilters, withTypes: boolean) {
  const data = db();
  const scope = locationsInScope(user);
  return data.npsResponses.filter((row) => {
    if (!scope.has(row.locationId)) return false;
    if (filters.schemeIds && !filters.schemeIds.includes(row.schemeId)) return false;
    if (filters.waveIds && !filters.waveIds.includes(row.waveId)) return false;
    if (filters.comments === 1 && !row.comments) return false;
    if (filters.comments === 0 && row.comments) return false;
    if (withTypes && filters.types) {
      const group = row.nps_score >= 9 ? 'promoters' : row.nps_score >= 7 ? 'passives' : 'detractors';
      if (!filters.types.includes(group)) return false;
    }
    return true;
  });
}

const percent = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 1000) / 10 : 0);

/** NPS metrics; `types` does not narrow them (assumed: the groups are what the bar shows). */
function metricsJson(user: UserRow, filters: NpsFilters) {
  const rows = matching(user, filters, false);
  const promoters = rows.filter((row) => row.nps_score >= 9).length;
  const detractors = rows.filter((row) => row.nps_score < 7).length;
  const passives = rows.length - promoters - detractors;
  return {
    score: rows.length ? Math.round(((promoters - detractors) / rows.length) * 10000) / 10000 : 0,
    responses: rows.length,
    detractor_count: detractors,
    passive_count: passives,
    promoter_count: promoters,
    detractor_percent: percent(detractors, rows.length),
    passive_percent: percent(passives, rows.length),
    promoter_percent: percent(promoters, rows.length),
  };
}

function responsesJson(user: UserRow, filters: NpsFilters) {
  const data = db();
  const rows = matching(user, filters, true).sort((a, b) => b.visit_date.localeCompare(a.visit_date) || b.id - a.id);
  const lastPage = Math.max(1, Math.ceil(rows.length / NPS_PAGE_SIZE));
  const page = Math.min(filters.page, lastPage);
  const schemes = new Map(data.schemes.map((scheme) => [scheme.id, scheme]));
  const locations = new Map(data.locations.map((location) => [location.id, location.name]));
  return {
    data: rows.slice((page - 1) * NPS_PAGE_SIZE, page * NPS_PAGE_SIZE).map((row) => ({
      job_id: row.jobId,
      JobID: String(row.jobId),
      nps_score: row.nps_score,
      location_name: locations.get(row.locationId) ?? '',
      visit_date: row.visit_date,
      scheme_name: schemes.get(row.schemeId)?.name ?? '',
      scheme_type: schemes.get(row.schemeId)?.type ?? 0,
      comments: row.comments,
      addition_question: row.addition_question,
    })),
    current_page: page,
    last_page: lastPage,
    per_page: NPS_PAGE_SIZE,
    total: rows.length,
  };
}

/** The filter options: the NPS schemes and the wave groups (newest first) with their waves. */
function filtersJson() {
  const data = db();
  return {
    schemes: data.schemes
      .filter((scheme) => scheme.has_nps && data.npsResponses.some((row) => row.schemeId === scheme.id))
      .map((scheme) => ({ id: scheme.id, name: scheme.name, type: scheme.type })),
    waves: waveGroups({ keepEmpty: true }),
  };
}

export const npsHandlers = [
  get('/nps-dashboard', ({ request }) => {
    const auth = authorize(request, P.VIEW_NPS_DASHBOARD);
    if (auth instanceof Response) return auth;
    const filters = readFilters(request);
    if (filters instanceof Response) return filters;
    return HttpResponse.json({ metrics: metricsJson(auth.user, filters), responses: responsesJson(auth.user, filters), filters: filtersJson() });
  }),
  get('/nps-dashboard/metrics', ({ request }) => {
    const auth = authorize(request, P.VIEW_NPS_DASHBOARD);
    if (auth instanceof Response) return auth;
    const filters = readFilters(request);
    return filters instanceof Response ? filters : HttpResponse.json(metricsJson(auth.user, filters));
  }),
  get('/nps-dashboard/responses', ({ request }) => {
    const auth = authorize(request, P.VIEW_NPS_DASHBOARD);
    if (auth instanceof Response) return auth;
    const filters = readFilters(request);
    return filters instanceof Response ? filters : HttpResponse.json(responsesJson(auth.user, filters));
  }),
];
