// @vitest-environment node
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bool,
  boolOr,
  decodeOrThrow,
  envelope,
  list,
  listSkipping,
  maybe,
  num,
  numOr,
  optNum,
  optText,
  text,
  textOr,
  UNREADABLE_DATA_CODE,
  UNREADABLE_DATA_MESSAGE,
  unwrapData,
} from '@/api/schema';
import { ApiError } from '@/api/errors';

const parse = <T extends v.GenericSchema>(schema: T, value: unknown) => v.safeParse(schema, value);

describe('response decoding blocks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads numbers and numeric strings, refuses anything else', () => {
    expect(parse(num, 12).output).toBe(12);
    expect(parse(num, ' 3.5 ').output).toBe(3.5);
    expect(parse(num, '-7').output).toBe(-7);
    for (const bad of ['', 'abc', '1,5', null, undefined, NaN, Infinity, {}, []]) expect(parse(num, bad).success).toBe(false);
    expect(parse(optNum, null).output).toBeNull();
    expect(parse(optNum, undefined).output).toBeNull();
    expect(parse(optNum, '').output).toBeNull();
    expect(parse(optNum, '4').output).toBe(4);
    expect(parse(numOr(0), null).output).toBe(0);
    expect(parse(numOr(0), '9').output).toBe(9);
  });

  it('reads text (numbers as their text) and booleans in their usual forms', () => {
    expect(parse(text, 'a').output).toBe('a');
    expect(parse(text, 12).output).toBe('12');
    expect(parse(text, null).success).toBe(false);
    expect(parse(optText, undefined).output).toBeNull();
    expect(parse(textOr(), null).output).toBe('');
    expect(parse(textOr('Wave'), undefined).output).toBe('Wave');
    for (const [input, output] of [
      [true, true],
      [0, false],
      [1, true],
      ['1', true],
      ['0', false],
      ['true', true],
      ['false', false],
    ] as const) {
      expect(parse(bool, input).output).toBe(output);
    }
    expect(parse(bool, 'yes').success).toBe(false);
    expect(parse(boolOr(), null).output).toBe(false);
  });

  it('reads a list as an array, { data: [...] }, a paginator, null or missing', () => {
    const ids = list(v.object({ id: num }));
    expect(parse(ids, [{ id: 1 }]).output).toEqual([{ id: 1 }]);
    expect(parse(ids, { data: [{ id: '2' }] }).output).toEqual([{ id: 2 }]);
    expect(parse(ids, { data: [{ id: 3 }], current_page: 1, last_page: 1 }).output).toEqual([{ id: 3 }]);
    expect(parse(ids, null).output).toEqual([]);
    expect(parse(ids, undefined).output).toEqual([]);
    expect(parse(ids, 'nope').success).toBe(false);
    expect(parse(ids, [{ id: 'x' }]).success).toBe(false);
  });

  it('leaves out unreadable entries of a skipping list, logging each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ids = listSkipping(v.object({ id: num }), 'row');
    expect(parse(ids, [{ id: 1 }, { id: 'x' }, null, { id: 4, extra: '<b>x</b>' }]).output).toEqual([{ id: 1 }, { id: 4 }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads an optional object: anything but an object is null; unknown fields are dropped', () => {
    const label = maybe(v.object({ label: textOr(), answer: textOr() }));
    expect(parse(label, { label: 'Q', answer: 'A', other: 1 }).output).toEqual({ label: 'Q', answer: 'A' });
    for (const empty of [null, undefined, '', [], 0]) expect(parse(label, empty).output).toBeNull();
  });

  it('unwraps { data: {...} } and leaves other shapes alone', () => {
    expect(unwrapData({ data: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrapData({ data: { a: 1 }, message: 'ok' })).toEqual({ a: 1 });
    expect(unwrapData({ data: [1], meta: {} })).toEqual({ data: [1], meta: {} });
    expect(unwrapData({ data: { a: 1 }, total: 3 })).toEqual({ data: { a: 1 }, total: 3 });
    const schema = envelope(v.object({ a: num }));
    expect(parse(schema, { data: { a: '1' } }).output).toEqual({ a: 1 });
    expect(parse(schema, { a: 2 }).output).toEqual({ a: 2 });
  });

  it('turns anything unreadable into the one decoding ApiError, naming the call and the path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const schema = envelope(v.object({ rows: list(v.object({ id: num })) }));
    expect(decodeOrThrow(schema, { rows: [{ id: '5' }] }, 'GET /api/x')).toEqual({ rows: [{ id: 5 }] });
    let thrown: unknown;
    try {
      decodeOrThrow(schema, { rows: [{ id: 'five' }] }, 'GET /api/x');
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: UNREADABLE_DATA_CODE, message: UNREADABLE_DATA_MESSAGE });
    expect(error.mock.calls[0]?.[0]).toContain('GET /api/x: rows.0.id');
    for (const garbage of ['<html>', 42, null, [1, 2]]) expect(() => decodeOrThrow(schema, garbage, 'GET /api/x')).toThrow(UNREADABLE_DATA_MESSAGE);
  });
});
