import * as v from 'valibot';
import { caseFormLists, NamedRefSchema, positiveId } from '@/api/caseRecordSchemas';
import { createdId, envelope, ignoredAnswer, isPlainObject, listOrEmpty, listSkipping, numOr, optNum, orNull, text, textOr } from '@/api/schema';
import { assumed, otherForm } from '@/api/decoderMarks';
import { byNatural, topOfRegions } from '@/lib/regions';
import type { CaseFilterOptions, CreateCaseDetails, GroupedRegion, NamedRef, RegionNode, SavedCaseFilters } from './types';

/*
 * Decoders of the case list's answers (documents 000 §3 and §7, 002 §3 and §7): the grouped counts,
 * the create-case details and the filter options. Every answer passes through one of these (RTK
 * Query's `rawResponseSchema`), flat or under `data`. The pages of cases and the dashboard, which
 * Today reads too, are decoded by api/caseListSchemas.ts; the case itself by api/caseRecordSchemas.ts.
 */

const Counted = v.object({ id: positiveId, name: text, cases: numOr(0) });

/** A grouped entry (002 §3: region{id, name, cases} with child locations); a flat region is read too. */
const GroupedEntry = v.pipe(
  v.unknown(),
  v.transform((value) => (isPlainObject(value) && !('region' in value) && 'id' in value ? { region: value, locations: value.locations } : value)),
  v.object({ region: Counted, locations: listOrEmpty(Counted, 'grouped location') }),
  v.transform((entry): GroupedRegion => ({ region: entry.region, locations: entry.locations })),
);

/** GET /api/case-management/cases-grouped: regions with their locations (a bare list or under `data`). */
export const GroupedCasesSchema = v.pipe(
  listSkipping(GroupedEntry, 'region'),
  v.transform((data) => ({ data })),
);

/** An answer the portal reads nothing from (a message, or nothing): always null. */
export const AcknowledgementSchema = ignoredAnswer;

/** POST /api/case-management/cases/store: the body is "not shown" (000 §7); the new case's id is read when it is there. */
export const CreatedCaseSchema = createdId(positiveId, 'case');

// ------------------------------------------------------------------ options

/** GET /api/case-management/cases/create (path assumed; 000 §3 "Create-case details response"). */
export const CreateCaseDetailsSchema = envelope(
  v.pipe(
    v.object({
      ...caseFormLists,
      customer_labels: orNull(v.object({ extra_a_label: textOr(), extra_b_label: textOr() }), 'customer labels'),
    }),
    v.transform((data): CreateCaseDetails => ({ ...data, customer_labels: data.customer_labels ?? { extra_a_label: '', extra_b_label: '' } })),
  ),
);

const NODE_ID = /^(md|od|rbm|bdm|loc)\d+$/;

/** The saved default filters (002 §3: regions, locationId, sourceId, typeId, statusId, categoryId). */
const SavedFilters = v.pipe(
  v.object({
    regions: listOrEmpty(v.pipe(text, v.regex(NODE_ID)), 'region'),
    locationId: optNum,
    sourceId: optNum,
    typeId: optNum,
    statusId: optNum,
    categoryId: optNum,
  }),
  v.transform((saved): SavedCaseFilters => {
    const out: SavedCaseFilters = {};
    if (saved.regions.length > 0) out.regions = saved.regions;
    for (const key of ['locationId', 'sourceId', 'typeId', 'statusId', 'categoryId'] as const) {
      const value = saved[key];
      if (value !== null) out[key] = value;
    }
    return out;
  }),
);

/** The key names a server may give the saved default filters (the spec names the content, not the key). */
const DEFAULT_FILTER_KEYS = ['default_filters', 'defaultFilters', 'default', 'saved_filters', 'savedFilters'] as const;

/** The locations of the regions hierarchy: its `loc` leaves (under `locs`), sorted by name, once each. */
export function locationsOfRegions(regions: unknown): NamedRef[] {
  const found = new Map<number, string>();
  const visit = (node: unknown, isLocation: boolean) => {
    if (!isPlainObject(node)) return;
    if (isLocation) {
      const read = v.safeParse(NamedRefSchema, node);
      if (read.success && read.output.name !== '') found.set(read.output.id, read.output.name);
      return;
    }
    for (const key of ['mds', 'ods', 'rbms', 'bdms', 'locs'] as const) {
      const children = node[key];
      if (Array.isArray(children)) children.forEach((child) => visit(child, key === 'locs'));
    }
  };
  const { nodes, level } = topOfRegions(regions);
  nodes.forEach((node) => visit(node, level === 'loc'));
  return [...found.entries()].map(([key, name]) => ({ id: key, name })).sort((a, b) => byNatural(a.name, b.name));
}

/**
 * GET /api/case-management/cases/filters (002 §3 "Filter options": regions, sources, types,
 * statuses, categories; §7: with the default filters). `locations` is assumed: without it the
 * Location filter lists the hierarchy's locations.
 */
export const CaseFilterOptionsSchema = envelope(
  v.pipe(
    v.object({
      regions: v.optional(
        v.pipe(
          v.unknown(),
          v.transform((value): CaseFilterOptions['regions'] => (Array.isArray(value) || isPlainObject(value) ? (value as RegionNode[]) : [])),
        ),
        null,
      ),
      locations: assumed(v.optional(v.unknown()), {
        fallback: "the regions' locations (their `locs`)",
        userSees: "nothing: the Location filter lists the hierarchy's locations",
        impact: 'low',
      }),
      sources: caseFormLists.sources,
      types: caseFormLists.types,
      statuses: caseFormLists.statuses,
      categories: caseFormLists.categories,
      ...Object.fromEntries(
        DEFAULT_FILTER_KEYS.map((key) => [
          key,
          key === 'default_filters'
            ? assumed(v.optional(v.unknown()), {
                fallback: 'read under the other keys a server may use (defaultFilters, default, saved_filters, savedFilters); else none',
                userSees: "the case list starts unfiltered: the user's saved default filters are not applied",
                impact: 'medium',
                orUnder: DEFAULT_FILTER_KEYS.filter((other) => other !== key),
              })
            : otherForm(v.optional(v.unknown())),
        ]),
      ),
    }),
    v.transform((data): CaseFilterOptions => {
      const listed = data.locations === undefined || data.locations === null ? [] : v.parse(caseFormLists.locations, data.locations);
      const rawDefaults = DEFAULT_FILTER_KEYS.map((key) => (data as Record<string, unknown>)[key]).find((value) => value !== undefined && value !== null);
      const saved = rawDefaults === undefined ? null : v.safeParse(SavedFilters, rawDefaults);
      return {
        regions: data.regions,
        locations: listed.length > 0 ? listed : locationsOfRegions(data.regions),
        sources: data.sources,
        types: data.types,
        statuses: data.statuses,
        categories: data.categories,
        default_filters: saved?.success ? saved.output : null,
      };
    }),
  ),
);
