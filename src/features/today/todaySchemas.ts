import * as v from 'valibot';
import { ReportDataLabelsSchema, ReportRowSchema } from '@/api/reportTableSchemas';
import { boolOr, envelope, id, listSkipping, maybe, num, numOr, textOr } from '@/api/schema';
import type { TodayDashboardState, TodayReport } from './types';

/*
 * Decoders of the answers Today reads (issue 24), each from an endpoint the spec documents and the
 * areas already call; only the fields the cards show, with the same leniency as the areas'
 * decoders (flat or under `data`, lists as arrays, `{ data }` or paginators, unreadable rows left
 * out one by one). docs/api-contract.md "Today" marks each field spec or assumed.
 */

const Ref = v.object({ id, name: textOr() });
const optRef = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const parsed = v.safeParse(Ref, value);
      return parsed.success ? parsed.output : null;
    }),
  ),
  null,
);
const SchemeRef = v.object({ id: num, type: numOr(0), has_nps: boolOr(false) });

/** GET /api/dashboard: the shared dashboard state (000 §3): wave, previousWave, scheme or schemeGroup, schemes. */
export const TodayDashboardStateSchema = envelope(
  v.pipe(
    v.object({ wave: optRef, previousWave: optRef, scheme: maybe(SchemeRef), schemeGroup: maybe(SchemeRef), schemes: listSkipping(SchemeRef, 'scheme') }),
    v.transform((raw): TodayDashboardState => {
      const group = raw.schemeGroup;
      const reportingScheme = raw.scheme ? String(raw.scheme.id) : group ? (group.type === 1 ? `-${group.id}` : String(group.id)) : null;
      const schemeIds = raw.scheme ? [raw.scheme.id] : raw.schemes.filter((scheme) => scheme.has_nps).map((scheme) => scheme.id);
      return { wave: raw.wave, previousWave: raw.previousWave, reportingScheme, schemeIds };
    }),
  ),
);

/** GET /api/reporting/{slug}: rows and headings (flat or under `data`; a bare list is its rows; no headings: the first row's keys). */
export const TodayReportSchema = v.pipe(
  v.unknown(),
  v.transform((value) => (Array.isArray(value) ? { results: value } : value)),
  envelope(v.object({ results: listSkipping(ReportRowSchema, 'report row'), data_labels: v.optional(ReportDataLabelsSchema, {}) })),
  v.transform((raw): TodayReport => {
    const first = raw.results[0];
    const given = Object.entries(raw.data_labels).map(([key, label]) => ({ key, label }));
    const labels =
      given.length === 0 && first
        ? Object.keys(first)
            .filter((key) => key !== 'id' && key !== 'sub_title' && key !== 'is_survey')
            .map((key) => ({ key, label: key }))
        : given;
    return { rows: raw.results, labels };
  }),
);
