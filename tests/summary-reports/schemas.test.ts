import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SummaryReportsSchema, SummaryWavesSchema } from '@/features/summary-reports/summaryReportsSchemas';

describe('GET /api/summary-reports decoder', () => {
  afterEach(() => vi.restoreAllMocks());
  const parse = (value: unknown) => v.safeParse(SummaryWavesSchema, value);

  it('reads the documented data list, a bare array and a paginator', () => {
    const waves = [
      { wave_id: 301, name: 'October 2026' },
      { wave_id: '302', name: 'September 2026', extra: 1 },
    ];
    const expected = [
      { wave_id: 301, name: 'October 2026' },
      { wave_id: 302, name: 'September 2026' },
    ];
    expect(parse({ data: waves }).output).toEqual(expected);
    expect(parse(waves).output).toEqual(expected);
    expect(parse({ data: waves, meta: { current_page: 1 }, links: {} }).output).toEqual(expected);
  });

  it('reads null, a missing list and an empty one as no waves', () => {
    expect(parse(null).output).toEqual([]);
    expect(parse({ data: null }).success).toBe(false);
    expect(parse({ data: [] }).output).toEqual([]);
    expect(parse([]).output).toEqual([]);
  });

  it('leaves out a wave it cannot read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parse({ data: [{ wave_id: 'x', name: 'Bad' }, { name: 'No id' }, null, { wave_id: 303, name: null }] }).output).toEqual([
      { wave_id: 303, name: '' },
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('turns garbage at the top into the one decoding failure, never a throw', () => {
    for (const garbage of ['<html>', 42, true, { message: 'ok' }, { data: 'x' }]) {
      expect(() => parse(garbage)).not.toThrow();
      expect(parse(garbage).success).toBe(false);
    }
  });
});

describe('GET /api/summary-reports/{waveId} decoder', () => {
  afterEach(() => vi.restoreAllMocks());
  const parse = (value: unknown) => v.safeParse(SummaryReportsSchema, value);

  it('reads the documented fields; the assumed size is optional; numbers as strings', () => {
    const report = { id: 1, name: 'Programme summary', level: 1, url: '/api/summary-reports/files/1.pdf' };
    expect(parse({ data: [report] }).output).toEqual([{ ...report, file_size: null }]);
    expect(parse([{ ...report, id: '1', level: '3', file_size: '2048' }]).output).toEqual([{ ...report, level: 3, file_size: 2048 }]);
  });

  it('fills a missing level and url, and leaves out a report without an id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      parse({
        data: [
          { id: 2, name: 'Site: Cambridge' },
          { name: 'No id', level: 2, url: '/x' },
        ],
      }).output,
    ).toEqual([{ id: 2, name: 'Site: Cambridge', level: 1, url: '', file_size: null }]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('turns garbage at the top into the one decoding failure', () => {
    for (const garbage of ['x', 1, { reports: [] }]) expect(parse(garbage).success).toBe(false);
    expect(parse(null).output).toEqual([]);
  });
});
