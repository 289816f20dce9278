import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreatedQuerySchema, IgnoredAnswerSchema, QueryableJobsSchema, QueryDetailSchema, QueryRowsSchema } from '@/api/querySchemas';
import { minimise } from '@/demo/contract/minimal';
import { queriesMinimal } from '@/demo/contract/queries';
import { QueryCreateSchema, QueryListSchema } from '@/features/queries/queriesSchemas';
import { decode, decoded as value } from '../support/decode';

// Unreadable entries are logged (console.warn): keep the output quiet, and check the log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A query row as 002 §3 names it (the demo adds `query_window_length`). */
const documentedRow = {
  id: 101,
  job_id: 50231,
  location_name: 'Austin #144',
  scheme_name: 'Mystery Shop Program',
  created_by: 'Jo Lee',
  created_date: '2026-11-20 10:00:00',
  updated_by: null,
  updated_date: null,
  status_id: 2,
  status_name: 'New Ticket From Client',
  resolved_date: null,
  is_resolved: false,
};

const expectedRow = { ...documentedRow, query_window_length: null };

describe('query lists (GET /api/open-queries, /api/resolved-queries)', () => {
  it('reads the documented rows under `data`, a bare array and a paginator', () => {
    expect(value(QueryListSchema, { data: [documentedRow] })).toEqual([expectedRow]);
    expect(value(QueryListSchema, [documentedRow])).toEqual([expectedRow]);
    expect(value(QueryListSchema, { data: [documentedRow], current_page: 1, last_page: 1, total: 1 })).toEqual([expectedRow]);
    expect(value(QueryListSchema, { data: [documentedRow], meta: { total: 1 }, links: {} })).toEqual([expectedRow]);
  });

  it('reads an empty answer (null, missing, []) as no rows', () => {
    expect(value(QueryListSchema, null)).toEqual([]);
    expect(value(QueryListSchema, undefined)).toEqual([]);
    expect(value(QueryListSchema, { data: null })).toEqual([]);
    expect(value(QueryListSchema, [])).toEqual([]);
  });

  it('reads numeric strings, 1/0 flags, people as objects; drops unknown fields; keeps the assumed window when sent', () => {
    const row = value(QueryRowsSchema, [
      {
        ...documentedRow,
        id: '101',
        job_id: '50231',
        status_id: '9',
        is_resolved: 0,
        created_by: { name: 'Jo Lee' },
        updated_by: { first_name: 'Sam', last_name: 'Poe' },
        updated_date: '2026-11-21 09:00:00',
        query_window_length: '14',
        extra: '<b>x</b>',
      },
    ])[0];
    expect(row).toEqual({ ...expectedRow, status_id: 9, updated_by: 'Sam Poe', updated_date: '2026-11-21 09:00:00', query_window_length: 14 });
    expect(row).not.toHaveProperty('extra');
  });

  it('derives what the spec implies when a field is missing: resolved from resolved_date, the status name from the code', () => {
    const { is_resolved: _flag, status_name: _name, ...bare } = documentedRow;
    expect(value(QueryRowsSchema, [bare])[0]).toMatchObject({ is_resolved: false, status_name: 'New Ticket From Client' });
    expect(value(QueryRowsSchema, [{ ...bare, resolved_date: '2026-11-22 10:00:00' }])[0]).toMatchObject({ is_resolved: true, status_name: 'Resolved' });
    expect(value(QueryRowsSchema, [{ ...bare, status_id: 5 }])[0]).toMatchObject({ is_resolved: false, status_id: 5, status_name: 'Unresolved' });
    expect(value(QueryRowsSchema, [{ ...documentedRow, status_id: null }])[0]).toMatchObject({ status_id: 0 });
  });

  it('leaves out an unreadable row (no id, no job id, an id that is not a number) and logs it, keeping the others', () => {
    const rows = value(QueryListSchema, [
      documentedRow,
      { ...documentedRow, id: null },
      { ...documentedRow, job_id: undefined },
      { ...documentedRow, id: 'abc' },
      'garbage',
      7,
    ]);
    expect(rows).toEqual([expectedRow]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('turns an answer that is not a list into the decoding error, never a throw', () => {
    for (const raw of ['<html>', 42, true, { queries: [documentedRow] }, { data: 'x' }]) expect(decode(QueryListSchema, raw).success).toBe(false);
  });
});

/** A query detail as 002 §3 names it. */
const documentedDetail = {
  ...documentedRow,
  query_text: 'The shopper visited the wrong site.',
  points_scored: 40,
  total_scored: 50,
  resolved_points_scored: null,
  resolved_total_scored: null,
  resolved_note: null,
  job_status_id: 8,
  questions: [
    {
      id: 7,
      question_number: 3,
      question_text: 'Was the bay clean?',
      question_query: 'It was clean.',
      is_resolved: true,
      resolved_status_id: 1,
      resolved_status_name: 'Amended',
      resolved_type_name: null,
      resolved_by: 'Provider',
      resolved_date: '2026-11-22 10:00:00',
      resolved_note: 'Amended.',
    },
  ],
  notes: [{ id: 1, status_name: 'New Ticket From Client', added_by: 'Jo Lee', added_date: '2026-11-20 10:00:00', note_text: 'Query logged.' }],
};

describe('query detail (GET /api/query/{id})', () => {
  it('reads the documented query flat and under `data`', () => {
    const expected = { ...documentedDetail, query_window_length: null };
    expect(value(QueryDetailSchema, documentedDetail)).toEqual(expected);
    expect(value(QueryDetailSchema, { data: documentedDetail })).toEqual(expected);
    expect(value(QueryDetailSchema, { data: { ...documentedDetail, query_type: 1, query_window_length: 14 } })).toEqual({
      ...expected,
      query_window_length: 14,
    });
  });

  it('fills defaults: no questions or notes (null, missing), scores as strings or missing, entries without ids', () => {
    const detail = value(QueryDetailSchema, {
      ...documentedDetail,
      questions: null,
      notes: [{ status_name: 'Referred To Client', added_by: { name: 'Provider' }, added_date: '2026-11-21 10:00:00', note_text: 'Please respond.' }],
      points_scored: '40',
      total_scored: undefined,
      job_status_id: '8',
    });
    expect(detail.questions).toEqual([]);
    expect(detail.notes).toEqual([
      { id: -1, status_name: 'Referred To Client', added_by: 'Provider', added_date: '2026-11-21 10:00:00', note_text: 'Please respond.' },
    ]);
    expect([detail.points_scored, detail.total_scored, detail.job_status_id]).toEqual([40, null, 8]);
    const { is_resolved: _flag, ...question } = documentedDetail.questions[0] as Record<string, unknown>;
    expect(
      value(QueryDetailSchema, {
        ...documentedDetail,
        questions: [question, { ...question, id: null, resolved_status_id: null, resolved_date: null }],
      }).questions.map((item) => [item.id, item.is_resolved]),
    ).toEqual([
      [7, true],
      [-2, false],
    ]);
  });

  it('turns garbage into the decoding error', () => {
    for (const raw of [
      null,
      'text',
      [documentedDetail],
      { data: [documentedDetail] },
      { ...documentedDetail, id: undefined },
      { ...documentedDetail, job_id: 'x' },
    ]) {
      expect(decode(QueryDetailSchema, raw).success).toBe(false);
    }
  });
});

describe('queryable jobs (GET /api/query)', () => {
  const scheme = { id: 1, scheme_name: 'Mystery Shop Program', has_nps: 1, query_window_length: 14, scheme_type: 0 };
  const job = { id: 50231, location_name: 'Austin #144', visit_date: '2026-11-10', visit_time: '10:15:00', score: 0.85, scheme_name: 'Mystery Shop Program' };
  const expected = { schemes: [{ ...scheme, has_nps: true }], jobs: [job] };

  it('reads `{ schemes, jobs }` under `data` and flat; schemes without an id; numbers as strings', () => {
    expect(value(QueryableJobsSchema, { data: { schemes: [scheme], jobs: [job] } })).toEqual(expected);
    expect(value(QueryableJobsSchema, { schemes: [scheme], jobs: [job] })).toEqual(expected);
    const { id: _id, ...noId } = scheme;
    expect(value(QueryableJobsSchema, { schemes: [{ ...noId, query_window_length: '14' }], jobs: [{ ...job, id: '50231', score: '0.85' }] })).toEqual({
      schemes: [{ ...scheme, id: null, has_nps: true }],
      jobs: [job],
    });
  });

  it('reads missing or null lists as empty, a paginated job list, a scheme without a window', () => {
    expect(value(QueryableJobsSchema, {})).toEqual({ schemes: [], jobs: [] });
    expect(value(QueryableJobsSchema, { schemes: null, jobs: { data: [job], current_page: 1 } })).toEqual({ schemes: [], jobs: [job] });
    expect(value(QueryableJobsSchema, { schemes: [{ scheme_name: 'Audit' }] }).schemes).toEqual([
      { id: null, scheme_name: 'Audit', has_nps: false, query_window_length: null, scheme_type: 0 },
    ]);
    expect(value(QueryableJobsSchema, { jobs: [job, { location_name: 'no id' }] }).jobs).toEqual([job]);
  });

  it('turns garbage into the decoding error', () => {
    for (const raw of [null, 'x', [job], { jobs: 'x' }]) expect(decode(QueryableJobsSchema, raw).success).toBe(false);
  });
});

describe("a job's report for a question query (GET /api/query/{jobId}/create)", () => {
  const question = {
    id: 11,
    question_num: 1,
    question: 'Greeted?',
    chint: null,
    answer_type: 1,
    answers: [{ id: 1, response: 'Yes', selected: 1, weight: 5, score_type: 1, comments: null }],
    points_scored: 5,
    total_points: 5,
    max_possible_total_points: 5,
    score: 1,
    can_query: 1,
  };
  const details = {
    jobId: 50231,
    location: 'Austin #144',
    scheme_name: 'Mystery Shop Program',
    wave: 'November 2026',
    score: 0.85,
    nps_score: null,
    expenses: null,
  };

  it('reads job_details and job_report under `data` or flat, the report as categories, a flat list or grouped by name', () => {
    const categories = value(QueryCreateSchema, {
      data: { job_details: details, job_report: [{ id: 1, name: 'Welcome', order: 1, questions: [question] }], can_be_queried: true },
    });
    expect(categories.job_details).toEqual(details);
    expect(categories.job_report.map((category) => [category.name, category.questions.map((item) => [item.id, item.can_query])])).toEqual([
      ['Welcome', [[11, 1]]],
    ]);
    const grouped = value(QueryCreateSchema, { job_details: details, job_report: { Welcome: [question] } });
    expect(grouped.job_report.map((category) => category.name)).toEqual(['Welcome']);
    expect(value(QueryCreateSchema, { job_details: details, job_report: [question] }).job_report[0]?.questions).toHaveLength(1);
  });

  it('reads missing details as null and a missing report as empty; garbage is the decoding error', () => {
    expect(value(QueryCreateSchema, {})).toEqual({ job_details: null, job_report: [] });
    expect(value(QueryCreateSchema, { job_details: '', job_report: null })).toEqual({ job_details: null, job_report: [] });
    for (const raw of [null, 'x', [], { job_report: 5 }]) expect(decode(QueryCreateSchema, raw).success).toBe(false);
  });
});

describe('raising a query and responding (POST /api/query/{jobId}/store, /api/query/{id}/note/store)', () => {
  it("reads the new query's id from data.id, flat, as a string; a success without one is null, never an error", () => {
    expect(value(CreatedQuerySchema, { message: 'Query created.', data: { id: 31 } })).toEqual({ id: 31 });
    expect(value(CreatedQuerySchema, { id: '31' })).toEqual({ id: 31 });
    for (const raw of [null, '', { message: 'ok' }, { data: { id: 'x' } }, [1]]) expect(value(CreatedQuerySchema, raw)).toEqual({ id: null });
  });

  it('reads nothing from a response answer, whatever it is', () => {
    for (const raw of [null, '', { message: 'Query updated.', data: { id: 1 } }, '<html>', [1]]) expect(value(IgnoredAnswerSchema, raw)).toBeNull();
  });
});

describe('the minimal contract of queries', () => {
  it('drops the assumed fields, flips the envelopes, and the decoders still read every answer', () => {
    const rows = minimise({ data: [{ ...documentedRow, query_window_length: 14 }] }, queriesMinimal['GET /open-queries']);
    expect(rows).toEqual([documentedRow]);
    expect(value(QueryListSchema, rows)).toEqual([expectedRow]);
    const detail = minimise({ data: { ...documentedDetail, query_type: 1, query_window_length: 14 } }, queriesMinimal['GET /query/:id']);
    expect(detail).toEqual(documentedDetail);
    expect(value(QueryDetailSchema, detail).query_window_length).toBeNull();
    const jobs = minimise(
      { data: { schemes: [{ id: 1, scheme_name: 'S', has_nps: false, query_window_length: 14, scheme_type: 0 }], jobs: [] } },
      queriesMinimal['GET /query'],
    );
    expect(value(QueryableJobsSchema, jobs).schemes[0]?.id).toBeNull();
    const created = minimise({ message: 'Query created.', data: { id: 31 } }, queriesMinimal['POST /query/:jobId/store']);
    expect(value(CreatedQuerySchema, created)).toEqual({ id: 31 });
    const report = minimise(
      { data: { job_details: {}, job_report: [{ id: 1, name: 'Welcome', order: 1, questions: [] }], can_be_queried: true } },
      queriesMinimal['GET /query/:jobId/create'],
    );
    expect(report).toEqual({ job_details: {}, job_report: { Welcome: [] } });
  });
});
