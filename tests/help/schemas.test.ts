import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpSchema } from '@/features/help/helpSchemas';

const parse = (value: unknown) => v.safeParse(HelpSchema, value);
/** The decoded value (the test fails on a decoding failure). */
const decode = (value: unknown) => {
  const result = parse(value);
  if (!result.success) throw new Error('not decoded');
  return result.output;
};

const documented = {
  downloads: [{ id: 7, title: 'Location list', description: 'All sites', file_path: '/api/help/files/7', file_type: 'xlsx' }],
  contact_details: [{ id: 1, name: 'Dana Whitfield', title: 'Account Manager', phone: '(617) 555-0142', email: 'dana@example.com', image_path: '/img/1.png' }],
};

describe('GET /api/help decoder', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the documented shape; user guides (source not shown) are empty without their list', () => {
    const result = parse(documented);
    expect(result.success).toBe(true);
    expect(result.output).toEqual({
      user_guides: [],
      downloads: [{ id: 7, title: 'Location list', description: 'All sites', file_path: '/api/help/files/7', file_type: 'xlsx', file_size: null }],
      contact_details: [
        { id: 1, name: 'Dana Whitfield', title: 'Account Manager', phone: '(617) 555-0142', email: 'dana@example.com', image_path: '/img/1.png' },
      ],
    });
  });

  it('reads the lists flat or under data, paginated or bare, with the assumed guides and sizes', () => {
    const withGuides = {
      ...documented,
      user_guides: { data: [{ title: 'Getting started', description: null, file_path: '/api/help/files/3.pdf', file_size: '1250000' }] },
      downloads: { data: documented.downloads, current_page: 1, last_page: 1 },
      extra: 'ignored',
    };
    for (const body of [withGuides, { data: withGuides }]) {
      const out = decode(body);
      expect(out.user_guides).toEqual([
        { id: null, title: 'Getting started', description: '', file_path: '/api/help/files/3.pdf', file_type: null, file_size: 1_250_000 },
      ]);
      expect(out.downloads.map((item) => item.title)).toEqual(['Location list']);
      expect(out.contact_details).toHaveLength(1);
      expect(out).not.toHaveProperty('extra');
    }
  });

  it('reads ids and sizes sent as strings, nulls for empty lists and missing contact fields', () => {
    const out = decode({
      downloads: null,
      contact_details: [{ id: '4', name: 'Luis Ortega', title: null, phone: 6175550199, email: undefined, image_path: null }],
    });
    expect(out.downloads).toEqual([]);
    expect(out.contact_details).toEqual([{ id: 4, name: 'Luis Ortega', title: '', phone: '6175550199', email: '', image_path: null }]);
    expect(parse({}).output).toEqual({ user_guides: [], downloads: [], contact_details: [] });
  });

  it('keeps markup in names as text', () => {
    const out = decode({
      downloads: [{ id: 1, title: '<b>x</b><script>alert(1)</script>', description: '<img src=x onerror=alert(1)>', file_path: '/f', file_type: 'pdf' }],
    });
    expect(out.downloads[0]!.title).toBe('<b>x</b><script>alert(1)</script>');
  });

  it('leaves out an unreadable entry, and an unreadable list reads as empty (one bad part never hides the others)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = decode({
      downloads: [documented.downloads[0], 'garbage', { id: 'x1', title: 'Bad id' }, { id: 9, title: {}, file_path: '/f' }],
      contact_details: 'not a list',
      user_guides: [{ title: '', description: '', file_path: '' }],
    });
    expect(out.downloads.map((item) => item.id)).toEqual([7]);
    expect(out.contact_details).toEqual([]);
    expect(out.user_guides).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('turns an answer of the wrong type at the top into the one decoding failure, never a throw', () => {
    for (const garbage of [[], 'ok', 42, true]) {
      expect(() => parse(garbage)).not.toThrow();
      expect(parse(garbage).success).toBe(false);
    }
    // An empty answer (null) is no help content either.
    expect(parse(null).success).toBe(false);
  });
});
