import * as v from 'valibot';
import { NpsMetricsBody } from '@/api/npsMetricsSchemas';
import { describeIssues, envelope, id, listSkipping, maybe, num, numOr, optNum, optText, text, textOr, UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { assumed, otherForm, readsAs } from '@/api/decoderMarks';
import type { NpsDashboardData, NpsFilterOptions, NpsResponsePage } from './types';

/*
 * Decoders of the NPS dashboard's answers (document 001 §3 "NPS data", §7). The spec names
 * metrics (score, responses, the three counts and their percents), response cards, pages
 * (data, current_page, last_page) and "filters" without their shape: the filter options are read
 * from whichever plausible shape the server sends (see `readFilterOptions`).
 */

const ResponseCard = v.object({
  job_id: id,
  JobID: v.optional(v.union([text, num])),
  nps_score: num,
  location_name: textOr(),
  visit_date: textOr(),
  scheme_name: textOr(),
  scheme_type: numOr(0),
  comments: optText,
  addition_question: maybe(v.object({ label: textOr(), answer: textOr() })),
});

/** A page of cards: a paginator (flat, or a resource collection with `meta`), or a bare list. */
const ResponsePage = v.pipe(
  v.unknown(),
  v.transform((value) => (Array.isArray(value) ? { data: value } : value)),
  v.object({
    data: listSkipping(ResponseCard, 'response card'),
    current_page: v.optional(optNum),
    last_page: v.optional(optNum),
    total: assumed(v.optional(optNum), { fallback: 'not needed', userSees: 'nothing', impact: 'low' }),
    // A resource collection's form of the same.
    meta: otherForm(maybe(v.object({ current_page: optNum, last_page: optNum, total: optNum }))),
  }),
  v.transform((page): NpsResponsePage => {
    const current = page.current_page ?? page.meta?.current_page ?? 1;
    const last = page.last_page ?? page.meta?.last_page ?? current;
    const total = page.total ?? page.meta?.total ?? undefined;
    return { data: page.data.map((card) => ({ ...card, JobID: card.JobID ?? card.job_id })), current_page: current, last_page: Math.max(last, current), total };
  }),
);

const Named = v.object({ id, name: textOr() });
const Scheme = v.object({ id, name: textOr(), type: numOr(0) });
/** A wave as a server may send it, with the group it belongs to when the list is flat. */
const Wave = v.object({
  id,
  name: textOr(),
  visit_group_id: optNum,
  group_id: optNum,
  wave_group_id: optNum,
});
const WaveGroup = v.object({ id, name: textOr(), waves: listSkipping(Named, 'wave'), visit_nums: listSkipping(Named, 'wave') });

/** Each key of the filters read on its own: one the portal cannot read is no options, never the others' loss. */
const FILTER_KEYS = {
  schemes: listSkipping(Scheme, 'data source'),
  scheme_ids: listSkipping(Scheme, 'data source'),
  visit_groups: listSkipping(WaveGroup, 'wave group'),
  visit_nums: listSkipping(Wave, 'wave'),
  wave_groups: listSkipping(WaveGroup, 'wave group'),
};

function readKey<K extends keyof typeof FILTER_KEYS>(raw: Record<string, unknown>, key: K): v.InferOutput<(typeof FILTER_KEYS)[K]> {
  const parsed = v.safeParse(FILTER_KEYS[key], raw[key]);
  if (parsed.success) return parsed.output;
  console.warn(`${UNREADABLE_DATA_MESSAGE} GET /api/nps-dashboard: filters.${key}: ${describeIssues(parsed.issues)}`);
  return [] as v.InferOutput<(typeof FILTER_KEYS)[K]>;
}

/**
 * The filter options from any plausible shape: `waves` as groups holding waves (our demo), `waves`
 * as a flat list, `visit_groups` (+ `visit_nums` flat, placed in their group when they name it),
 * `wave_groups`; data sources as `schemes` or `scheme_ids`. A filter with no options is empty (the
 * panel hides it), never fatal.
 */
export function readFilterOptions(raw: unknown): NpsFilterOptions {
  const source: Record<string, unknown> = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const f = {
    schemes: readKey(source, 'schemes'),
    scheme_ids: readKey(source, 'scheme_ids'),
    visit_groups: readKey(source, 'visit_groups'),
    visit_nums: readKey(source, 'visit_nums'),
    wave_groups: readKey(source, 'wave_groups'),
    waves: source.waves,
  };
  const schemes = f.schemes.length ? f.schemes : f.scheme_ids;
  const wavesAsGroups = v.safeParse(listSkipping(WaveGroup, 'wave group'), f.waves);
  const wavesAsList = v.safeParse(listSkipping(Wave, 'wave'), f.waves);
  const groupsIn = (entries: v.InferOutput<typeof WaveGroup>[]) =>
    entries.map((group) => ({ id: group.id, name: group.name, waves: group.waves.length ? group.waves : group.visit_nums }));
  let groups = f.visit_groups.length ? groupsIn(f.visit_groups) : f.wave_groups.length ? groupsIn(f.wave_groups) : [];
  let flat: Array<v.InferOutput<typeof Wave>> = f.visit_nums;
  if (wavesAsGroups.success && wavesAsGroups.output.some((group) => group.waves.length > 0 || group.visit_nums.length > 0)) {
    if (!groups.length) groups = groupsIn(wavesAsGroups.output);
  } else if (wavesAsList.success && !flat.length) {
    flat = wavesAsList.output;
  }
  const byGroup = new Map(groups.map((group) => [group.id, { ...group, waves: [...group.waves] }]));
  const ungroupedWaves: Array<{ id: number; name: string }> = [];
  const known = new Set(groups.flatMap((group) => group.waves.map((wave) => wave.id)));
  for (const wave of flat) {
    if (known.has(wave.id)) continue;
    const owner = byGroup.get(wave.visit_group_id ?? wave.group_id ?? wave.wave_group_id ?? Number.NaN);
    if (owner) owner.waves.push({ id: wave.id, name: wave.name });
    else ungroupedWaves.push({ id: wave.id, name: wave.name });
  }
  return { schemes, waves: [...byGroup.values()], ungroupedWaves };
}

/** GET /api/nps-dashboard/responses. */
export const NpsResponsePageSchema = ResponsePage;

/** GET /api/nps-dashboard: `{ metrics, responses, filters }` (flat or under `data`); a part it cannot read degrades alone. */
export const NpsDashboardSchema = envelope(
  v.pipe(
    v.object({
      metrics: readsAs(v.optional(v.unknown()), NpsMetricsBody),
      responses: readsAs(v.optional(v.unknown()), ResponsePage),
      filters: v.optional(v.unknown()),
    }),
    v.transform((body): NpsDashboardData => {
      // A part missing is not a part with nothing in it: null, and the page asks its own call for it.
      const metrics = body.metrics == null ? null : v.safeParse(NpsMetricsBody, body.metrics);
      const responses = body.responses == null ? null : v.safeParse(ResponsePage, body.responses);
      return {
        metrics: metrics?.success ? metrics.output : null,
        responses: responses?.success ? responses.output : null,
        filters: readFilterOptions(body.filters),
      };
    }),
  ),
);
