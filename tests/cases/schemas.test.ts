import type * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeOrThrow } from '@/api/schema';
import * as caseList from '@/api/caseListSchemas';
import * as detail from '@/features/cases/caseDetailSchemas';
import * as cases from '@/features/cases/casesSchemas';
import { casesMinimal } from '@/demo/contract/cases';
import { minimise } from '@/demo/contract/minimal';
import { named } from '../support/fixtures';

/** Decodes or returns the one decoding error's message (never throws anything else). */
function decode<T extends v.GenericSchema>(schema: T, raw: unknown): v.InferOutput<T> | { error: string } {
  try {
    return decodeOrThrow(schema, raw, 'test');
  } catch (error) {
    return { error: (error as Error).message };
  }
}
const UNREADABLE = { error: 'The server sent data the portal could not read.' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A case as 002 §3 documents it (the demo's default shape adds resolved_date and users' ids). */
const documentedCase = {
  id: 1022,
  note: 'Slow service',
  survey_id: 0,
  job_id: 50021,
  wants_contact: true,
  created_date: '2026-11-01 10:00:00',
  created_by: { name: 'Ann Lee' },
  updated_date: '2026-11-02 11:00:00',
  updated_by: { name: 'Bo Chan' },
  resolved_by: null,
  location: { id: 101, name: 'Alpha', bdm: { name: 'Dee' } },
  source: { id: 1, name: 'Phone' },
  type: { id: 2, name: 'Complaint' },
  category_a: { id: 3, name: 'Staff' },
  status: { id: 2, name: 'In Progress', resolve_status: false },
  customer: {
    id: 9,
    name: 'Harper',
    email: 'h@mail.example',
    has_valid_email: true,
    phone: '5550001111',
    address: '1 Main St',
    full_address: '1 Main St, Town',
    city: 'Town',
    state: 'CA',
    zip: '90000',
    extra_a: 'A',
    extra_a_label: 'Member',
    extra_b: null,
    extra_b_label: 'Car',
  },
  attachments: [
    {
      id: 4,
      description: 'Receipt',
      file_name: 'r.pdf',
      file_size: 1200,
      file_path: '/api/x/4',
      added_date: '2026-11-02 09:00:00',
      added_by: { name: 'Ann Lee' },
    },
  ],
  notes: [{ id: 5, status: { name: 'In Progress' }, note: 'Called back', created_date: '2026-11-02 11:00:00', created_by: { name: 'Bo Chan' } }],
};

describe('case', () => {
  it('reads the documented case, flat or under data', () => {
    for (const raw of [documentedCase, { data: documentedCase }]) {
      const item = decode(detail.CaseSchema, raw);
      expect(item).toMatchObject({ id: 1022, resolved_by: null, resolved_date: null, location: { name: 'Alpha', bdm: { name: 'Dee' } }, category_b: null });
      expect(item).toMatchObject({
        customer: { has_valid_email: true },
        attachments: [{ file_path: '/api/x/4' }],
        notes: [{ status: { name: 'In Progress' } }],
      });
    }
  });

  it('reads numeric strings, 1/0 booleans, resolved_by as an id, and missing lists as empty', () => {
    const item = decode(detail.CaseSchema, {
      ...documentedCase,
      id: '1022',
      job_id: '50021',
      wants_contact: 1,
      resolved_by: 7,
      attachments: null,
      notes: undefined,
      customer: null,
    });
    expect(item).toMatchObject({ id: 1022, job_id: 50021, wants_contact: true, resolved_by: { id: 7 }, attachments: [], notes: [], customer: null });
    for (const none of ['', false, 0, '0', null, undefined])
      expect(decode(detail.CaseSchema, { ...documentedCase, resolved_by: none })).toMatchObject({ resolved_by: null });
    expect(decode(detail.CaseSchema, { ...documentedCase, resolved_by: { id: '3', name: 'Jo' } })).toMatchObject({ resolved_by: { id: 3, name: 'Jo' } });
  });

  it('degrades unreadable optional parts: a source that is no object, a broken attachment, a customer without has_valid_email', () => {
    const { has_valid_email: _dropped, ...customer } = documentedCase.customer;
    const item = decode(detail.CaseSchema, {
      ...documentedCase,
      source: 'phone',
      attachments: [{ id: 1 }, ...documentedCase.attachments],
      customer: { ...customer, email: 'not-an-email' },
      extra: '<b>x</b>',
    });
    expect(item).toMatchObject({ source: null, attachments: [{ id: 4 }], customer: { has_valid_email: false } });
    expect(item).not.toHaveProperty('extra');
  });

  it('gives the one decoding error for a case without an id, a status or a location, or an array', () => {
    expect(decode(detail.CaseSchema, { ...documentedCase, id: 'x' })).toEqual(UNREADABLE);
    expect(decode(detail.CaseSchema, { ...documentedCase, status: null })).toEqual(UNREADABLE);
    expect(decode(detail.CaseSchema, { ...documentedCase, location: undefined })).toEqual(UNREADABLE);
    expect(decode(detail.CaseSchema, [documentedCase])).toEqual(UNREADABLE);
    expect(decode(detail.CaseSchema, 'nonsense')).toEqual(UNREADABLE);
  });

  it('PATCH answers: the case when it is one, else null (the portal loads it again)', () => {
    expect(decode(detail.MaybeCaseSchema, { data: documentedCase })).toMatchObject({ id: 1022 });
    expect(decode(detail.MaybeCaseSchema, { message: 'Case updated.' })).toBeNull();
    expect(decode(detail.MaybeCaseSchema, { data: { message: 'Case updated.' } })).toBeNull();
    expect(decode(detail.MaybeCaseSchema, '')).toBeNull();
    expect(decode(detail.MaybeNoteSchema, { data: documentedCase.notes[0] })).toMatchObject({ id: 5, note: 'Called back' });
    expect(decode(detail.MaybeNoteSchema, { message: 'Note added.' })).toBeNull();
    expect(decode(detail.StoredAttachmentsSchema, { data: documentedCase.attachments })).toHaveLength(1);
    expect(decode(detail.StoredAttachmentsSchema, { message: 'Attachments uploaded.' })).toEqual([]);
    expect(decode(cases.AcknowledgementSchema, '<html>')).toBeNull();
  });

  it('create answer: the new id when the body carries one, else null', () => {
    expect(decode(cases.CreatedCaseSchema, { message: 'Case Created', data: { id: 12 } })).toEqual({ id: 12 });
    expect(decode(cases.CreatedCaseSchema, { id: '13' })).toEqual({ id: 13 });
    expect(decode(cases.CreatedCaseSchema, { data: { message: 'Case Created' } })).toEqual({ id: null });
    expect(decode(cases.CreatedCaseSchema, null)).toEqual({ id: null });
  });
});

describe('customer', () => {
  it('reads the customer with their cases, skipping a broken case', () => {
    const raw = {
      data: {
        ...documentedCase.customer,
        cases: [
          {
            id: 1022,
            location: { id: 101, name: 'Alpha' },
            status: { id: 2, name: 'In Progress', resolve_status: false },
            resolved_by: null,
            updated_date: 'x',
            updated_by: { name: 'Bo' },
          },
          { id: 'bad' },
        ],
      },
    };
    const customer = decode(detail.CustomerSchema, raw);
    expect(customer).toMatchObject({ id: 9, full_address: '1 Main St, Town', cases: [{ id: 1022, source: null, status: { name: 'In Progress' } }] });
    expect((customer as { cases: unknown[] }).cases).toHaveLength(1);
  });

  it('fails a customer without an id; PATCH reads null for an unreadable answer', () => {
    expect(decode(detail.CustomerSchema, { name: 'No id' })).toEqual(UNREADABLE);
    expect(decode(detail.MaybeCustomerSchema, { message: 'ok' })).toBeNull();
    expect(decode(detail.MaybeCustomerSchema, documentedCase.customer)).toMatchObject({ id: 9, cases: [] });
  });
});

describe('case pages', () => {
  const rows = [documentedCase, { ...documentedCase, id: 1023 }];

  it('reads the resource collection (spec: meta from/to/total, links prev/next)', () => {
    const page = decode(caseList.CasePageSchema, { data: rows, meta: { from: 11, to: 12, total: 12 }, links: { prev: 'http://x/api/c?page=1', next: null } });
    expect(page).toMatchObject({ meta: { from: 11, to: 12, total: 12 }, links: { prev: 'http://x/api/c?page=1', next: null } });
  });

  it('reads a plain Laravel paginator (links an array, page urls at the top)', () => {
    const page = decode(caseList.CasePageSchema, {
      data: rows,
      current_page: '2',
      from: '11',
      to: 12,
      total: '30',
      per_page: 10,
      prev_page_url: 'p1',
      next_page_url: 'p3',
      links: [{ url: null, label: '&laquo;', active: false }],
    });
    expect(page).toMatchObject({ meta: { from: 11, to: 12, total: 30 }, links: { prev: 'p1', next: 'p3' } });
  });

  it('reads a bare array as one page, and computes from/to when the server leaves them out', () => {
    expect(decode(caseList.CasePageSchema, rows)).toMatchObject({
      data: [{ id: 1022 }, { id: 1023 }],
      meta: { from: 1, to: 2, total: 2 },
      links: { prev: null, next: null },
    });
    expect(decode(caseList.CasePageSchema, { data: rows, meta: { current_page: 3, per_page: 10, total: 22 } })).toMatchObject({
      meta: { from: 21, to: 22, total: 22 },
    });
    expect(decode(caseList.CasePageSchema, { data: [] })).toMatchObject({ meta: { from: null, to: null, total: 0 } });
    expect(decode(caseList.CasePageSchema, null)).toMatchObject({ data: [] });
  });

  it('skips unreadable rows, never the page; garbage at the top is the decoding error', () => {
    const page = decode(caseList.CasePageSchema, {
      data: [null, { id: 'x' }, { ...documentedCase, status: null }, ...rows],
      meta: { from: 1, to: 5, total: 5 },
      links: { prev: '', next: null },
    });
    expect((page as { data: unknown[] }).data).toHaveLength(2);
    expect(page).toMatchObject({ links: { prev: null } });
    expect(decode(caseList.CasePageSchema, { data: 'rows' })).toEqual(UNREADABLE);
    expect(decode(caseList.CasePageSchema, 42)).toEqual(UNREADABLE);
  });
});

describe('grouped cases', () => {
  const group = { region: { id: 12, name: 'District 2', cases: 3 }, locations: [{ id: 101, name: 'Alpha', cases: '3' }] };

  it('reads the list bare or under data, skipping broken regions and locations', () => {
    expect(decode(cases.GroupedCasesSchema, [group])).toEqual({
      data: [{ region: { id: 12, name: 'District 2', cases: 3 }, locations: [{ id: 101, name: 'Alpha', cases: 3 }] }],
    });
    const read = decode(cases.GroupedCasesSchema, {
      data: ['x', { locations: [] }, { region: { id: 'x', name: 5 } }, { ...group, locations: [null, { name: 'no id' }, ...group.locations] }],
    });
    expect(read).toEqual({ data: [{ region: group.region, locations: [{ id: 101, name: 'Alpha', cases: 3 }] }] });
  });

  it('reads a flat region entry, an empty answer as no regions, and garbage as the decoding error', () => {
    expect(decode(cases.GroupedCasesSchema, [{ id: 12, name: 'District 2', cases: 3, locations: null }])).toEqual({
      data: [{ region: { id: 12, name: 'District 2', cases: 3 }, locations: [] }],
    });
    expect(decode(cases.GroupedCasesSchema, null)).toEqual({ data: [] });
    expect(decode(cases.GroupedCasesSchema, { regions: [] })).toEqual(UNREADABLE);
  });
});

describe('dashboard, create details, edit options, reply details', () => {
  const dashboard = {
    open: 5,
    new: 2,
    inprogress: 3,
    overdue: 1,
    open_today: 0,
    closed_today: 1,
    avg_resolution_mins: 90,
    company_avg_resolution_mins: '120',
    trend_data: [{ label: '11/01', opened: 1, resolved: 0 }],
    type_rank_data: [{ name: 'Complaint', cases_count: 3 }],
    source_rank_data: [],
    status_rank_data: null,
    category_rank_data: 'broken',
  };

  it('dashboard: flat or under data; strings read as numbers; an unreadable rank list is empty', () => {
    for (const raw of [dashboard, { data: dashboard }]) {
      expect(decode(caseList.CaseDashboardSchema, raw)).toMatchObject({
        open: 5,
        company_avg_resolution_mins: 120,
        trend_data: [{ label: '11/01' }],
        status_rank_data: [],
        category_rank_data: [],
      });
    }
    expect(decode(caseList.CaseDashboardSchema, {})).toMatchObject({ open: 0, trend_data: [] });
    expect(decode(caseList.CaseDashboardSchema, [])).toEqual(UNREADABLE);
    expect(decode(caseList.CaseDashboardSchema, { open: 'many' })).toEqual(UNREADABLE);
  });

  it('create-case details: missing customer labels read as empty labels', () => {
    const details = decode(cases.CreateCaseDetailsSchema, {
      data: {
        locations: [{ id: 1, name: 'Alpha' }],
        statuses: [
          { id: 1, name: 'New', resolve_status: 0 },
          { id: 5, name: 'Resolved', resolve_status: '1' },
        ],
        emails: null,
      },
    });
    expect(details).toMatchObject({
      locations: [{ id: 1, name: 'Alpha' }],
      sources: [],
      emails: [],
      customer_labels: { extra_a_label: '', extra_b_label: '' },
    });
    expect(details).toMatchObject({ statuses: [{ resolve_status: false }, { resolve_status: true }] });
    expect(decode(cases.CreateCaseDetailsSchema, 'x')).toEqual(UNREADABLE);
  });

  it('edit options and reply details', () => {
    expect(
      decode(detail.CaseEditOptionsSchema, { statuses: [{ id: 2, name: 'In Progress' }], emails: [{ id: 1, name: 'Care' }], has_multiple_categories: 1 }),
    ).toMatchObject({
      statuses: [{ id: 2, resolve_status: false }],
      emails: [{ id: 1, name: 'Care' }],
      has_multiple_categories: true,
      locations: [],
    });
    expect(decode(detail.CaseEditOptionsSchema, {})).toMatchObject({ has_multiple_categories: false });
    expect(
      decode(detail.ReplyDetailsSchema, { data: { customer_email: 'h@mail.example', from_address: 'care@x', email_subject: 'Re', email_body: null } }),
    ).toEqual({
      customer_email: 'h@mail.example',
      from_address: 'care@x',
      email_subject: 'Re',
      email_body: '',
    });
    expect(decode(detail.ReplyDetailsSchema, [1])).toEqual(UNREADABLE);
  });
});

describe('filter options', () => {
  const regions = {
    rbms: [
      {
        id: 7,
        name: 'North',
        bdms: [
          { id: 12, name: 'District 2', locs: named([102, 'Beta'], [101, 'Alpha']) },
          { id: 13, name: 'District 3', locs: [{ id: 101, name: 'Alpha' }, { name: 'no id' }] },
        ],
      },
    ],
  };

  it("reads the documented options; without `locations` the Location filter lists the hierarchy's locations", () => {
    const options = decode(cases.CaseFilterOptionsSchema, {
      data: { regions, sources: [{ id: 1, name: 'Phone' }], types: [], statuses: [{ id: 1, name: 'New' }], categories: [] },
    });
    expect(options).toMatchObject({
      regions,
      locations: [
        { id: 101, name: 'Alpha' },
        { id: 102, name: 'Beta' },
      ],
      statuses: [{ id: 1, name: 'New', resolve_status: false }],
      default_filters: null,
    });
  });

  it("prefers the server's locations list, and reads the default filters under plausible names", () => {
    const saved = { regions: ['bdm12', 'bad'], sourceId: '2', typeId: null };
    for (const key of ['default_filters', 'defaultFilters', 'default']) {
      const options = decode(cases.CaseFilterOptionsSchema, { regions, locations: [{ id: 5, name: 'Gamma' }], [key]: saved });
      expect(options).toMatchObject({ locations: [{ id: 5, name: 'Gamma' }], default_filters: { regions: ['bdm12'], sourceId: 2 } });
      expect((options as { default_filters: object }).default_filters).not.toHaveProperty('typeId');
    }
  });

  it('tolerates missing or broken parts; a bare array at the top is the decoding error', () => {
    expect(decode(cases.CaseFilterOptionsSchema, { regions: 'x', sources: 'x', default_filters: 'x' })).toMatchObject({
      regions: [],
      locations: [],
      sources: [],
      default_filters: null,
    });
    expect(decode(cases.CaseFilterOptionsSchema, [])).toEqual(UNREADABLE);
  });

  it('cases.locationsOfRegions: leaves of any top level, a locations-only hierarchy, nothing for garbage', () => {
    expect(cases.locationsOfRegions({ locs: [{ id: 3, name: 'C' }] })).toEqual([{ id: 3, name: 'C' }]);
    expect(
      cases.locationsOfRegions([
        { id: 1, name: 'Top', ods: [{ id: 2, name: 'Od', rbms: [{ id: 3, name: 'R', bdms: [{ id: 4, name: 'B', locs: [{ id: '9', name: 'Nine' }] }] }] }] },
      ]),
    ).toEqual([{ id: 9, name: 'Nine' }]);
    expect(cases.locationsOfRegions(null)).toEqual([]);
  });
});

describe('the minimal contract still decodes', () => {
  it("a case page and a case, reduced to the spec's fields, read as the documented shapes", () => {
    const page = {
      data: [{ ...documentedCase, resolved_date: null, resolved_by: { id: 2, name: 'Bo' }, created_by: { id: 1, name: 'Ann Lee' } }],
      meta: { current_page: 1, from: 1, to: 1, total: 1, per_page: 10, last_page: 1, path: 'x' },
      links: { first: 'a', last: 'b', prev: null, next: null },
    };
    const minimal = minimise(page, casesMinimal['GET /case-management/cases']) as typeof page;
    expect(minimal.meta).toEqual({ from: 1, to: 1, total: 1 });
    expect(minimal.links).toEqual({ prev: null, next: null });
    expect(minimal.data[0]?.resolved_by).toEqual({ id: 2 });
    expect(decode(caseList.CasePageSchema, minimal)).toMatchObject({
      data: [{ id: 1022, resolved_by: { id: 2 }, created_by: { name: 'Ann Lee' } }],
      meta: { from: 1, to: 1, total: 1 },
    });
    const minimalCase = minimise({ data: documentedCase }, casesMinimal['GET /case-management/cases/:id']);
    expect(decode(detail.CaseSchema, minimalCase)).toMatchObject({ id: 1022 });
    expect(decode(detail.MaybeCaseSchema, minimise({ data: documentedCase }, casesMinimal['PATCH /case-management/cases/:id']))).toBeNull();
  });
});
