import * as v from 'valibot';
import type { DashboardContent, DashboardContentBlock, DashboardData, DashboardKind, DashboardOption, SchemeRef, WaveRef } from '@/lib/dashboardTypes';
import { boolOr, describeIssues, envelope, id, listSkipping, maybe, num, numOr, optNum, optText, text, textOr, UNREADABLE_DATA_MESSAGE } from './schema';
import { assumed, otherForm } from './decoderMarks';

/*
 * Decoders of the dashboard answers (document 001 §3 "Dashboard data", §7): GET /api/dashboard,
 * /api/dashboard/{id}, /api/dashboard/mcds/{id} and /api/dashboard/multi-scheme/{id}, read by the
 * scheme dashboards and by Today (GET /api/dashboard: the current and previous wave). The spec names
 * scheme or schemeGroup (id, type, has_nps), schemes, wave, waveGroup, previousWave,
 * previousWaveGroup, waves (groups each holding waves), name, dashboards and labels. `body` and
 * `content` are assumed ("the inner content of each is not shown"): without `body` the body comes
 * from the scheme type; without `content` the body is composed from documented calls; each block of
 * `content` decodes on its own, so one unreadable block degrades only its widget.
 */

/** A wave or wave group reference; one the portal cannot read is no reference. */
const Ref = v.object({ id, name: textOr() });
const optRef = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): WaveRef | null => {
      const parsed = v.safeParse(Ref, value);
      return parsed.success ? parsed.output : null;
    }),
  ),
  null,
);

/** The scheme or scheme group of a dashboard (spec: id, type, has_nps; `name` assumed). */
const Scheme = v.object({
  id,
  name: assumed(v.optional(optText), { fallback: "the answer's `name` is the title", userSees: 'nothing', impact: 'low' }),
  type: numOr(0),
  has_nps: boolOr(false),
});
const toSchemeRef = (scheme: v.InferOutput<typeof Scheme>): SchemeRef => ({
  id: scheme.id,
  ...(scheme.name ? { name: scheme.name } : {}),
  type: scheme.type,
  has_nps: scheme.has_nps,
});

const WaveGroup = v.object({ id, name: textOr(), waves: listSkipping(Ref, 'wave') });

const KINDS: readonly DashboardKind[] = ['scheme', 'multi-scheme', 'mcds'];

/**
 * An entry of `dashboards` (the spec names the list, not its entries): `{ id, name, type }`, with
 * which endpoint serves it from `kind` (assumed), else `multi_scheme_type` 1 or 2 (assumed), else a
 * negative id (a survey-data multi-scheme, the negated id rule of 001 §3), else the group on screen
 * when the entry names it, else a scheme.
 */
const RawOption = v.object({
  id: v.union([
    num,
    v.pipe(
      v.string(),
      v.regex(/^mcds\d+$/i),
      v.transform((value) => `mcds:${value.slice(4)}`),
    ),
  ]),
  name: textOr(),
  type: numOr(0),
  kind: assumed(v.optional(v.unknown(), null), {
    fallback: 'a negative id is a survey-data multi-scheme, the group on screen is that group, any other entry a scheme',
    userSees: "a multi-company dashboard in the selector opens as a scheme (the server's error text)",
    impact: 'medium',
    orUnder: ['multi_scheme_type'],
  }),
  multi_scheme_type: otherForm(v.optional(v.unknown(), null)),
});

/** 1 or 2 when the entry names a multi-scheme type (a number or a numeric string), else null. */
function multiSchemeType(value: unknown): 1 | 2 | null {
  const type = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : Number.NaN;
  return type === 1 || type === 2 ? type : null;
}

function optionOf(raw: v.InferOutput<typeof RawOption>, group: SchemeRef | null): DashboardOption {
  if (typeof raw.id === 'string') return { id: Number(raw.id.slice(5)), name: raw.name, type: 2, kind: 'mcds' };
  const magnitude = Math.abs(raw.id);
  if (typeof raw.kind === 'string' && (KINDS as readonly string[]).includes(raw.kind))
    return { id: magnitude, name: raw.name, type: raw.type, kind: raw.kind as DashboardKind };
  const groupType = multiSchemeType(raw.multi_scheme_type);
  if (groupType !== null) return { id: magnitude, name: raw.name, type: groupType, kind: groupType === 2 ? 'mcds' : 'multi-scheme' };
  if (raw.id < 0) return { id: magnitude, name: raw.name, type: 1, kind: 'multi-scheme' };
  if (group && group.id === raw.id && group.type === raw.type && (group.type === 1 || group.type === 2)) {
    return { id: raw.id, name: raw.name, type: group.type, kind: group.type === 2 ? 'mcds' : 'multi-scheme' };
  }
  return { id: raw.id, name: raw.name, type: raw.type, kind: 'scheme' };
}

// ------------------------------------------------------------------------ content (assumed)

/** An optional object block: missing or null is null; anything else not an object is unreadable. */
const optBlock = <T extends v.GenericSchema>(schema: T) =>
  v.nullish(
    v.pipe(
      v.unknown(),
      // valibot's object() lets an array through; a block that should be an object never is one.
      v.check((value) => !Array.isArray(value), 'Expected an object, received an array'),
      schema,
    ),
    null,
  );

const KpiValue = v.object({ value: optNum, previous: optNum });
const TrendPoint = v.object({ wave_id: id, wave_name: textOr(), score: optNum, nps: optNum, responses: numOr(0) });

const BLOCKS = {
  score: optBlock(v.object({ value: optNum, previous: optNum, visits: numOr(0) })),
  sections: listSkipping(v.object({ id, name: textOr(), value: optNum, previous: optNum }), 'dashboard section'),
  trend: listSkipping(TrendPoint, 'trend point'),
  league: listSkipping(
    v.pipe(
      v.object({ id, name: textOr(), value: optNum, previous: optNum, responses: v.optional(optNum), scheme_name: v.optional(optText) }),
      v.transform(({ responses, scheme_name, ...row }) => ({
        ...row,
        ...(responses !== null && responses !== undefined ? { responses } : {}),
        ...(scheme_name !== null && scheme_name !== undefined ? { scheme_name } : {}),
      })),
    ),
    'league row',
  ),
  latest: listSkipping(v.object({ job_id: id, location_name: textOr(), visit_date: textOr(), score: optNum, is_survey: boolOr(false) }), 'latest result'),
  nps: optBlock(
    v.object({
      value: optNum,
      previous: optNum,
      responses: numOr(0),
      detractor_count: numOr(0),
      passive_count: numOr(0),
      promoter_count: numOr(0),
    }),
  ),
  schemes: listSkipping(
    v.object({
      id,
      name: textOr(),
      type: numOr(0),
      responses: numOr(0),
      nps: v.pipe(
        maybe(KpiValue),
        v.transform((kpi) => kpi ?? { value: null, previous: null }),
      ),
      score: v.pipe(
        maybe(v.object({ value: optNum, previous: optNum, visits: numOr(0) })),
        v.transform((kpi) => kpi ?? { value: null, previous: null, visits: 0 }),
      ),
      trend: listSkipping(TrendPoint, 'trend point'),
    }),
    'member scheme',
  ),
  widgets: listSkipping(text, 'widget kind'),
} satisfies Record<DashboardContentBlock, v.GenericSchema>;

/** The content of a body with nothing in it (every widget shows its empty text). */
export const EMPTY_CONTENT: Required<DashboardContent> = {
  score: null,
  sections: [],
  trend: [],
  league: [],
  latest: [],
  nps: null,
  schemes: [],
  widgets: [],
  unreadable: [],
};

/**
 * Reads the assumed `content` block by block: missing, null or not an object → null (the body is
 * composed from documented calls); a block it cannot read is left empty and named in `unreadable`
 * (its widget says so), logged with the failing path.
 */
export function readDashboardContent(raw: unknown, endpoint = 'GET /api/dashboard'): Required<DashboardContent> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const source = raw as Record<string, unknown>;
  // The decoder reads its own output unchanged (RTK Query decodes data the page seeds into the cache
  // with upsertQueryData again): the blocks already found unreadable stay so.
  const known = Object.keys(BLOCKS) as DashboardContentBlock[];
  const before = Array.isArray(source.unreadable) ? known.filter((block) => (source.unreadable as unknown[]).includes(block)) : [];
  const content: Required<DashboardContent> = { ...EMPTY_CONTENT, unreadable: [...before] };
  for (const block of known) {
    const parsed = v.safeParse(BLOCKS[block], source[block]);
    if (parsed.success) (content as Record<string, unknown>)[block] = parsed.output;
    else if (!content.unreadable.includes(block)) {
      content.unreadable.push(block);
      console.warn(`${UNREADABLE_DATA_MESSAGE} ${endpoint}: content.${block}: ${describeIssues(parsed.issues)}`);
    }
  }
  return content;
}

// ------------------------------------------------------------------------ the answer

const Labels = v.pipe(
  maybe(v.object({ regions: v.optional(v.unknown(), null), types: v.optional(v.unknown(), null), grades: v.optional(v.unknown(), null) })),
  v.transform((labels) => labels ?? { regions: null, types: null, grades: null }),
);

/**
 * GET /api/dashboard, /api/dashboard/{id}, /api/dashboard/mcds/{id}, /api/dashboard/multi-scheme/{id}:
 * the dashboard data, flat or under `data`. A `scheme` or `schemeGroup` without a readable id is the
 * one decoding error (the frame could not say which dashboard it is); everything else degrades.
 */
export const DashboardSchema = envelope(
  v.pipe(
    v.object({
      scheme: maybe(Scheme),
      schemeGroup: maybe(Scheme),
      schemes: listSkipping(Scheme, 'scheme'),
      wave: optRef,
      waveGroup: optRef,
      previousWave: optRef,
      previousWaveGroup: optRef,
      waves: listSkipping(WaveGroup, 'wave group'),
      name: optText,
      dashboards: listSkipping(RawOption, 'dashboard'),
      labels: Labels,
      body: assumed(
        v.optional(
          v.pipe(
            v.unknown(),
            v.transform((value) => (typeof value === 'string' ? value : null)),
          ),
          null,
        ),
        {
          fallback:
            'the body from the type: scheme type 0 or 2 mystery shopping, 1 audit, 4 survey, 12 case management; group type 1 multi-scheme, 2 multi-company',
          userSees: 'crew satisfaction and override dashboards show as survey and mystery shopping',
          impact: 'medium',
        },
      ),
      content: assumed(v.optional(v.unknown(), null), {
        fallback:
          "the body composed from documented calls: the reporting filters' `reports`, the rank, category and trend reports and the NPS metrics (docs/api-contract.md, 'The derived dashboard body')",
        userSees:
          'the score, NPS, trend, sections, league and what changed from those calls; no latest results, no per-scheme dials or table on multi-scheme and multi-company dashboards, no override widget order',
        impact: 'medium',
      }),
    }),
    v.transform((raw): DashboardData => {
      const scheme = raw.scheme ? toSchemeRef(raw.scheme) : null;
      const schemeGroup = raw.schemeGroup ? toSchemeRef(raw.schemeGroup) : null;
      return {
        scheme,
        schemeGroup,
        schemes: raw.schemes.map(toSchemeRef),
        wave: raw.wave,
        waveGroup: raw.waveGroup,
        previousWave: raw.previousWave,
        previousWaveGroup: raw.previousWaveGroup,
        waves: raw.waves,
        name: raw.name || scheme?.name || schemeGroup?.name || 'Dashboard',
        dashboards: raw.dashboards.map((option) => optionOf(option, schemeGroup)),
        labels: raw.labels,
        body: raw.body,
        content: readDashboardContent(raw.content),
      };
    }),
  ),
);
