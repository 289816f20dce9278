import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FollowupCreatedSchema, FollowupSchema } from '@/features/crew-followup/crewFollowupSchemas';

/** safeParse, with the decoded value typed (undefined when it failed). */
function parse<T extends v.GenericSchema>(schema: T, value: unknown): { success: boolean; output: v.InferOutput<T> | undefined } {
  const result = v.safeParse(schema, value);
  return { success: result.success, output: result.success ? result.output : undefined };
}

/** 001 §3 "Follow-up data read", as the spec names it. */
const documented = {
  isValid: true,
  job_id: 4321,
  position: 2,
  type_of_visit: 'Standard Report',
  location: 'Boston #101',
  area_director: 'Pat Doe',
  date_of_visit: '05/04/2026',
  grade: 'C',
  previous_job_grade: 'B',
  previous_job_date: '04/02/2026',
};

const GARBAGE: unknown[] = [
  null,
  undefined,
  '',
  'x',
  '<!DOCTYPE html>',
  '{"data": [{"id": 1, "na',
  0,
  true,
  [],
  [documented],
  {},
  { data: null },
  { data: 'x' },
  Object.create(null),
];

describe('follow-up data decoder (GET /crewfollowup/{id})', () => {
  it('reads the documented shape, flat or under data; company_id only when sent', () => {
    for (const body of [documented, { data: documented }]) {
      const result = parse(FollowupSchema, body);
      expect(result.success).toBe(true);
      expect(result.output).toEqual({ ...documented, company_id: null });
    }
    expect(parse(FollowupSchema, { ...documented, company_id: '3' }).output?.company_id).toBe(3);
  });

  it('isValid false needs nothing else; without isValid, valid only when it names the job', () => {
    expect(parse(FollowupSchema, { isValid: false }).output).toMatchObject({ isValid: false });
    expect(parse(FollowupSchema, { data: { isValid: 0 } }).output).toMatchObject({ isValid: false });
    expect(parse(FollowupSchema, { isValid: 'true', job_id: '4321' }).output).toMatchObject({ isValid: true, job_id: 4321 });
    const { isValid: _omit, ...withoutFlag } = documented;
    expect(parse(FollowupSchema, withoutFlag).output?.isValid).toBe(true);
    expect(parse(FollowupSchema, {}).output?.isValid).toBe(false);
  });

  it('grades as letters (any case) or codes 1–7; N/A and none are no previous grade; a position outside 1–5 is none', () => {
    expect(parse(FollowupSchema, { ...documented, grade: 'c', previous_job_grade: null }).output).toMatchObject({ grade: 'C', previous_job_grade: null });
    expect(parse(FollowupSchema, { ...documented, grade: 1, previous_job_grade: '7' }).output).toMatchObject({ grade: 'A', previous_job_grade: null });
    expect(parse(FollowupSchema, { ...documented, grade: '6', previous_job_grade: 'N/A' }).output).toMatchObject({ grade: 'F', previous_job_grade: null });
    expect(parse(FollowupSchema, { ...documented, position: 9 }).output?.position).toBeNull();
    expect(parse(FollowupSchema, { ...documented, position: '3' }).output?.position).toBe(3);
  });

  it('missing texts are empty, numbers as strings, extra fields ignored', () => {
    const result = parse(FollowupSchema, { isValid: 1, job_id: '7', extra: { x: 1 } });
    expect(result.output).toEqual({
      isValid: true,
      job_id: 7,
      position: null,
      type_of_visit: '',
      location: '',
      area_director: '',
      date_of_visit: '',
      grade: '',
      previous_job_grade: null,
      previous_job_date: null,
      company_id: null,
    });
  });

  it('garbage is the decoding failure (the page says Error: Invalid ID), never a throw', () => {
    for (const bad of [null, 'x', '<html></html>', [], [documented], 5, { ...documented, location: { a: 1 } }])
      expect(parse(FollowupSchema, bad).success).toBe(false);
    for (const input of GARBAGE) expect(() => v.safeParse(FollowupSchema, input)).not.toThrow();
  });
});

describe('follow-up created decoder (POST /crewfollowup/{id})', () => {
  it('{ message }, any JSON, true or nothing is a success; non-JSON text is the decoding failure', () => {
    expect(parse(FollowupCreatedSchema, { message: 'Follow up Created' }).output).toEqual({ message: 'Follow up Created' });
    expect(parse(FollowupCreatedSchema, { data: { message: 'Created' } }).output).toEqual({ message: 'Created' });
    for (const ok of [null, undefined, '', true, {}, [], { data: { id: 1 } }]) expect(parse(FollowupCreatedSchema, ok).output).toEqual({ message: null });
    for (const bad of ['<html></html>', '{"data": [{"id": 1, "na', 5]) expect(parse(FollowupCreatedSchema, bad).success).toBe(false);
    for (const input of GARBAGE) expect(() => v.safeParse(FollowupCreatedSchema, input)).not.toThrow();
  });
});
