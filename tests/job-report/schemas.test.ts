import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobDetailsSchema, ReportBodySchema, UNGROUPED_CATEGORY_NAME, withJobId } from '@/api/reportSchemas';
import { AcknowledgementSchema, JobReportSchema } from '@/features/job-report/jobReportSchemas';
import { JobSearchSchema } from '@/features/job-report/jobSearchSchemas';
import { minimalRule } from '@/demo/contract/index';
import { minimise } from '@/demo/contract/minimal';
import { jobReportJson } from '@/demo/handlers/jobReport';
import { demoJobs } from './support';

/** safeParse, with the decoded value typed (undefined when it failed). */
function parse<T extends v.GenericSchema>(schema: T, value: unknown): { success: boolean; output: v.InferOutput<T> | undefined } {
  const result = v.safeParse(schema, value);
  return { success: result.success, output: result.success ? result.output : undefined };
}

const GARBAGE: unknown[] = [
  null,
  undefined,
  '',
  'x',
  '<!DOCTYPE html><html></html>',
  '{"data": [{"id": 1, "na',
  0,
  12,
  true,
  false,
  [],
  [1, 2],
  {},
  { data: null },
  { data: 'x' },
  { data: [] },
  Object.create(null),
  [null],
  { report: 5 },
];

/** Every garbage input ends in a value or the decoding failure, never a throw. */
function neverThrows(schema: v.GenericSchema) {
  for (const input of GARBAGE) expect(() => v.safeParse(schema, input)).not.toThrow();
}

const question = (over: Record<string, unknown> = {}) => ({
  id: 11,
  question_num: 1,
  question: 'Was the greeting warm?',
  chint: null,
  answer_type: 1,
  answers: [
    { id: 1, response: 'Yes', selected: true, weight: 1, score_type: 1, comments: null },
    { id: 2, response: 'No', selected: false, weight: 0, score_type: 2, comments: null },
  ],
  points_scored: 1,
  total_points: 1,
  max_possible_total_points: 1,
  score: 1,
  can_query: 1,
  ...over,
});

/** The documented answer (001 §3 "Job report data"), with the assumed fields of the default demo. */
const documented = () => ({
  jobDetails: {
    jobId: 42,
    location: 'Boston #101',
    scheme_name: 'Mystery Shop',
    wave: 'May',
    score: 0.8,
    nps_score: 9,
    expenses: { spent: 1499, spentLabel: 'Amount', surveyIDLabel: null },
  },
  criticalFocus: { title: 'Rude staff', wants_contact: 1, name: 'Ann', email: 'a@x.com', phone: null },
  categoryScores: [{ id: 3, name: 'Service', points_scored: 4, total_points: 5, score: 0.8, order: 1 }],
  images: [{ img_id: 9, image: 'p.jpg', label: 'Receipt', comments: null, compQHisId: null }],
  audio: { url: '/api/job-audio/42' },
  report: [{ id: 3, name: 'Service', order: 1, questions: [question()] }],
  queryDetails: { query_id: null, has_open_query: false, can_be_queried: true },
});

describe('job report decoder (GET /job-report/{id}, /survey-job-report/{id})', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the documented shape, flat or under data', () => {
    for (const body of [documented(), { data: documented() }]) {
      const result = parse(JobReportSchema, body);
      expect(result.success).toBe(true);
      const report = result.output as v.InferOutput<typeof JobReportSchema>;
      expect(report.jobDetails).toMatchObject({ jobId: 42, location: 'Boston #101', score: 0.8, expenses: { spent: 1499, spentLabel: 'Amount' } });
      expect(report.criticalFocus).toEqual({ title: 'Rude staff', wants_contact: true, name: 'Ann', email: 'a@x.com', phone: null });
      expect(report.images).toEqual([{ img_id: 9, image: 'p.jpg', label: 'Receipt', comments: null, compQHisId: null }]);
      expect(report.audio).toEqual({ url: '/api/job-audio/42' });
      expect(report.report[0]?.questions[0]).toMatchObject({ id: 11, can_query: 1, answers: [{ selected: true }, { selected: false }] });
      expect(report.queryDetails).toEqual({ query_id: null, has_open_query: false, can_be_queried: true });
      // Not sent: nothing invented.
      expect(report.unreadable).toEqual([]);
      expect(report.company_id).toBeUndefined();
      expect(report.scheme_type).toBeUndefined();
    }
  });

  it('decodes what the demo serves, in both contracts, to the same report', () => {
    const { withMedia, audit } = demoJobs();
    for (const job of [withMedia, audit]) {
      const full = parse(JobReportSchema, jobReportJson(job));
      const minimal = parse(JobReportSchema, minimise(jobReportJson(job), minimalRule('GET', '/job-report/:id')));
      expect(full.success && minimal.success).toBe(true);
      expect(full.output).toMatchObject({ jobDetails: { jobId: job.id } });
      const questions = (output: unknown) => (output as v.InferOutput<typeof JobReportSchema>).report.map((category) => [category.name, category.questions]);
      expect(questions(minimal.output)).toEqual(questions(full.output));
      expect(minimal.output).toMatchObject({ company_id: undefined, scheme_type: undefined });
    }
  });

  it('reads numbers as strings, 1/0 and "1"/"0" flags, null or missing lists and blocks', () => {
    const body = {
      jobDetails: { jobId: '42', location: 'Boston', scheme_name: 'Shop', wave: null, score: '0.75', nps_score: '', expenses: null },
      criticalFocus: null,
      categoryScores: null,
      images: { data: [{ img_id: '9', image: 'p.jpg' }] },
      report: null,
      queryDetails: { query_id: '7', has_open_query: '1', can_be_queried: 0 },
      extra: { anything: true },
    };
    const result = parse(JobReportSchema, body);
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({
      jobDetails: { jobId: 42, score: 0.75, nps_score: null, wave: null, expenses: null },
      criticalFocus: null,
      categoryScores: [],
      images: [{ img_id: 9, image: 'p.jpg', label: null, comments: null, compQHisId: null }],
      audio: null,
      report: [],
      queryDetails: { query_id: 7, has_open_query: true, can_be_queried: false },
    });
    expect(result.output).not.toHaveProperty('extra');
  });

  it('an empty object decodes to an empty report; the asked-for id fills a missing jobId', () => {
    const result = parse(JobReportSchema, {});
    expect(result.success).toBe(true);
    const report = result.output as v.InferOutput<typeof JobReportSchema>;
    expect(report.jobDetails.jobId).toBeNull();
    expect(withJobId(report.jobDetails, 77).jobId).toBe(77);
    expect(report.report).toEqual([]);
    expect(report.images).toEqual([]);
  });

  it('audio as a bare address, or empty', () => {
    expect(parse(JobReportSchema, { audio: 'https://cdn.example.com/a.mp3' }).output).toMatchObject({ audio: { url: 'https://cdn.example.com/a.mp3' } });
    expect(parse(JobReportSchema, { audio: '' }).output).toMatchObject({ audio: null });
    expect(parse(JobReportSchema, { audio: { url: null } }).output).toMatchObject({ audio: null });
    expect(parse(JobReportSchema, { audio: [] }).output).toMatchObject({ audio: null });
  });

  it('one unreadable image or category row is left out alone (logged)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parse(JobReportSchema, {
      ...documented(),
      images: [{ img_id: 1, image: '' }, { img_id: 2, image: 'ok.jpg' }, 'x'],
      categoryScores: [
        { id: 1, name: 'A', points_scored: 'lots' },
        { id: 2, name: 'B', points_scored: 1, total_points: 2 },
      ],
    });
    expect(result.success).toBe(true);
    expect(result.output?.images.map((image) => image.image)).toEqual(['ok.jpg']);
    expect(result.output?.categoryScores.map((row) => row.name)).toEqual(['B']);
    expect(result.output?.unreadable).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('a part it cannot read is left empty and named (logged with its path); the others still decode', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = parse(JobReportSchema, {
      ...documented(),
      jobDetails: 'nonsense',
      criticalFocus: { title: { html: '<b>' } },
      images: 'none',
      report: 5,
      queryDetails: { query_id: 'seven' },
      company_id: 'acme',
    });
    expect(result.success).toBe(true);
    expect(result.output?.unreadable).toEqual(['the job details', 'the critical focus', 'the job images', 'the report', 'the query details']);
    expect(result.output).toMatchObject({
      jobDetails: { jobId: null, location: '' },
      criticalFocus: null,
      images: [],
      report: [],
      queryDetails: null,
      company_id: undefined,
    });
    expect(result.output?.categoryScores).toHaveLength(1);
    expect(result.output?.audio).toEqual({ url: '/api/job-audio/42' });
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^The server sent data the portal could not read\. GET \/api\/\(survey-\)job-report\/\{id\}, report: /),
    );
  });

  it('garbage at the top is the decoding failure; nothing throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of [null, 'x', '<html></html>', [], [documented()], 5, true]) expect(parse(JobReportSchema, bad).success).toBe(false);
    neverThrows(JobReportSchema);
  });
});

describe('job details and expenses', () => {
  it('reads expenses in camelCase or snake_case; the amount as cents or text', () => {
    const result = parse(JobDetailsSchema, {
      jobId: 1,
      location: 'L',
      scheme_name: 'S',
      expenses: {
        shopper_date: '05/04/2026',
        shopper_date_label: 'Shopper Date',
        spent: '1499',
        spent_label: 'Amount',
        survey_id_label: 'Ref',
        receipt: { bad: true },
        receiptLabel: 'Receipt',
      },
    });
    expect(result.success).toBe(true);
    expect(result.output?.expenses).toEqual({
      shopperDate: '05/04/2026',
      shopperDateLabel: 'Shopper Date',
      spent: '1499',
      spentLabel: 'Amount',
      surveyIDLabel: 'Ref',
      receipt: null,
      receiptLabel: 'Receipt',
    });
    expect(parse(JobDetailsSchema, { expenses: 'x' }).output?.expenses).toBeNull();
    expect(parse(JobDetailsSchema, { expenses: [] }).output?.expenses).toBeNull();
  });
});

describe('report body (categories, a flat list, or question lists by category name)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('categories holding questions, by their order', () => {
    const result = parse(ReportBodySchema, [
      { id: 2, name: 'B', order: 2, questions: [question({ id: 21 })] },
      { id: 1, name: 'A', order: 1, questions: { data: [question({ id: 11 })] } },
    ]);
    expect(result.output?.map((category) => category.name)).toEqual(['A', 'B']);
    expect(result.output?.[0]?.questions[0]?.id).toBe(11);
  });

  it("Laravel's groupBy: question lists keyed by category name, in the order sent", () => {
    const result = parse(ReportBodySchema, { Service: [question({ id: 1 })], Cleanliness: [question({ id: 2 })] });
    expect(result.output?.map((category) => [category.name, category.questions.map((q) => q.id)])).toEqual([
      ['Service', [1]],
      ['Cleanliness', [2]],
    ]);
    expect(new Set(result.output?.map((category) => category.id)).size).toBe(2);
  });

  it('a flat list of questions is one category; missing, null or { data } are read too', () => {
    const flat = parse(ReportBodySchema, [question({ id: 1 }), question({ id: 2 })]);
    expect(flat.output).toEqual([
      expect.objectContaining({ name: UNGROUPED_CATEGORY_NAME, questions: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })] }),
    ]);
    expect(parse(ReportBodySchema, undefined).output).toEqual([]);
    expect(parse(ReportBodySchema, null).output).toEqual([]);
    expect(parse(ReportBodySchema, { data: [question()] }).output?.[0]?.questions).toHaveLength(1);
  });

  it('a question without an id still shows but cannot be queried; answers get stand-in ids', () => {
    const result = parse(ReportBodySchema, [
      { name: 'A', questions: [question({ id: undefined, can_query: 1, answers: [{ response: 'Yes', selected: '1' }] })] },
    ]);
    const row = result.output?.[0]?.questions[0];
    expect(row?.id).toBeLessThan(0);
    expect(row?.can_query).toBe(0);
    expect(row?.answers[0]).toEqual({ id: -1, response: 'Yes', selected: true, weight: 0, score_type: 0, comments: null });
    // Sent as true/'1': queryable.
    expect(parse(ReportBodySchema, [question({ can_query: true })]).output?.[0]?.questions[0]?.can_query).toBe(1);
    expect(parse(ReportBodySchema, [question({ can_query: '0' })]).output?.[0]?.questions[0]?.can_query).toBe(0);
  });

  it('an unreadable question is left out alone; garbage never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parse(ReportBodySchema, [{ id: 1, name: 'A', questions: [question({ id: 1 }), question({ id: 2, question_num: 'first' })] }]);
    expect(result.output?.[0]?.questions.map((q) => q.id)).toEqual([1]);
    expect(warn).toHaveBeenCalled();
    neverThrows(ReportBodySchema);
    expect(parse(ReportBodySchema, 5).success).toBe(false);
    expect(parse(ReportBodySchema, 'x').success).toBe(false);
  });
});

describe('job search decoder (GET /job-search)', () => {
  const row = { id: 5, type: 'Job', location_name: 'Boston', date: '2026-05-04', scheme_name: 'Shop' };

  it('a single job (flat or under data), a list (bare, under data, a paginator), or nothing', () => {
    expect(parse(JobSearchSchema, row).output).toEqual([{ ...row, type: 'job' }]);
    expect(parse(JobSearchSchema, { data: row }).output).toEqual([{ ...row, type: 'job' }]);
    expect(parse(JobSearchSchema, [row, { ...row, type: 'survey' }]).output?.map((r) => r.type)).toEqual(['job', 'survey']);
    expect(parse(JobSearchSchema, { data: [row] }).output).toHaveLength(1);
    expect(parse(JobSearchSchema, { data: [row], current_page: 1, last_page: 1 }).output).toHaveLength(1);
    for (const none of [[], { data: [] }, null, undefined, '']) expect(parse(JobSearchSchema, none).output).toEqual([]);
  });

  it('numbers as strings; missing texts empty; an unreadable row is left out', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parse(JobSearchSchema, [{ id: '5' }, { id: 'x' }]).output).toEqual([{ id: 5, type: 'job', location_name: '', date: '', scheme_name: '' }]);
    vi.restoreAllMocks();
  });

  it('garbage is the decoding failure, never a throw', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parse(JobSearchSchema, 'x').success).toBe(false);
    expect(parse(JobSearchSchema, 5).success).toBe(false);
    neverThrows(JobSearchSchema);
  });
});

describe('e-mail answer decoder (POST /email-job-report/{id})', () => {
  it('{ message }, any JSON object, true or nothing is a success', () => {
    expect(parse(AcknowledgementSchema, { message: 'Report emailed' }).output).toEqual({ message: 'Report emailed' });
    expect(parse(AcknowledgementSchema, { data: { message: 'Sent' } }).output).toEqual({ message: 'Sent' });
    for (const ok of [null, undefined, '', true, {}, [], { success: true }]) expect(parse(AcknowledgementSchema, ok).output).toEqual({ message: null });
  });

  it('text that is not JSON (HTML, a broken body) is the decoding failure', () => {
    for (const bad of ['<!DOCTYPE html><html></html>', '{"data": [{"id": 1, "na', 'OK', 5]) expect(parse(AcknowledgementSchema, bad).success).toBe(false);
    neverThrows(AcknowledgementSchema);
  });
});
