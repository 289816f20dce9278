import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { criticalFocusMinimal } from '@/demo/contract/criticalFocus';
import { minimise } from '@/demo/contract/minimal';
import { CriticalFocusListSchema } from '@/api/criticalFocusSchemas';
import { CriticalFocusItemSchema, CriticalFocusNoteStoredSchema, CriticalFocusNoteTypesSchema } from '@/features/critical-focus/criticalFocusSchemas';
import { decode, decoded as value } from '../support/decode';

// Unreadable entries are logged (console.warn): keep the output quiet, and check the log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** An item with exactly the fields 002 §3 names. */
const documented = {
  id: 2001,
  job_id: 70210,
  location_name: 'Norfolk #115',
  scheme_name: 'Customer Experience Survey',
  created_date: '2026-11-20 08:00:00',
  updated_date: '2026-11-21 09:30:00',
  updated_by: 'Jo Lee',
  status_id: 1,
  status_name: 'In Progress',
  wants_contact: true,
  contact_details: { name: 'Pat Morales', email: 'pat@mail.example', phone: '5553000001' },
  comments: 'The bay was dirty.',
  notes: [{ id: 5, status_name: 'In Progress', added_by: 'Jo Lee', added_date: '2026-11-21 09:30:00', comment: 'Looking into it.' }],
};
const expected = { ...documented, scheme_type: null };

describe('critical focus items (GET /api/critical-focus, /resolved, /{id})', () => {
  it('reads the documented item, flat and under `data`; keeps the assumed scheme_type when sent', () => {
    expect(value(CriticalFocusItemSchema, documented)).toEqual(expected);
    expect(value(CriticalFocusItemSchema, { data: documented })).toEqual(expected);
    expect(value(CriticalFocusItemSchema, { data: { ...documented, scheme_type: '4' } })).toEqual({ ...expected, scheme_type: 4 });
  });

  it('reads the lists under `data`, bare, as a paginator, and empty as null or missing', () => {
    expect(value(CriticalFocusListSchema, { data: [documented] })).toEqual([expected]);
    expect(value(CriticalFocusListSchema, [documented])).toEqual([expected]);
    expect(value(CriticalFocusListSchema, { data: [documented], current_page: 1, last_page: 1, per_page: 10, total: 1 })).toEqual([expected]);
    expect(value(CriticalFocusListSchema, null)).toEqual([]);
    expect(value(CriticalFocusListSchema, undefined)).toEqual([]);
    expect(value(CriticalFocusListSchema, { data: null })).toEqual([]);
  });

  it('reads numeric strings, 1/0 flags, people as objects, no notes; drops unknown fields; keeps HTML as text', () => {
    const item = value(CriticalFocusItemSchema, {
      ...documented,
      id: '2001',
      job_id: '70210',
      status_id: '1',
      wants_contact: 0,
      updated_by: { id: 3, name: 'Jo Lee' },
      notes: null,
      comments: '<script>alert(1)</script>',
      surprise: { nested: true },
    });
    expect(item).toEqual({ ...expected, wants_contact: false, notes: [], comments: '<script>alert(1)</script>' });
    expect(item).not.toHaveProperty('surprise');
  });

  it('reads contact details as an object, a list of them, or nothing; empty details are null', () => {
    const contact = documented.contact_details;
    expect(value(CriticalFocusItemSchema, { ...documented, contact_details: [contact] }).contact_details).toEqual(contact);
    expect(
      value(CriticalFocusItemSchema, { ...documented, contact_details: [{ name: null, email: '', phone: null }, { email: 'a@b.example' }] }).contact_details,
    ).toEqual({ name: null, email: 'a@b.example', phone: null });
    for (const empty of [null, undefined, [], '', { name: null, email: null, phone: null }, 'Pat']) {
      expect(value(CriticalFocusItemSchema, { ...documented, contact_details: empty }).contact_details).toBeNull();
    }
  });

  it('recognises the statuses 002 names from either the id or the name', () => {
    const { status_id: _id, status_name: _name, ...bare } = documented;
    expect(value(CriticalFocusItemSchema, { ...bare, status_name: 'Resolved' })).toMatchObject({ status_id: 4, status_name: 'Resolved' });
    expect(value(CriticalFocusItemSchema, { ...bare, status_name: 'new' })).toMatchObject({ status_id: 10 });
    expect(value(CriticalFocusItemSchema, { ...bare, status_id: 10 })).toMatchObject({ status_id: 10, status_name: 'New' });
    expect(value(CriticalFocusItemSchema, bare)).toMatchObject({ status_id: 0, status_name: '' });
  });

  it('leaves out unreadable rows and notes (logged), keeping the others', () => {
    const list = value(CriticalFocusListSchema, [documented, { ...documented, id: null }, { ...documented, job_id: 'abc' }, 'x', 3]);
    expect(list).toEqual([expected]);
    const item = value(CriticalFocusItemSchema, { ...documented, notes: [documented.notes[0], 'x', { status_name: 'Escalated', comment: 'No id.' }] });
    expect(item.notes).toEqual([documented.notes[0], { id: -2, status_name: 'Escalated', added_by: '', added_date: '', comment: 'No id.' }]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('turns garbage into the decoding error, never a throw', () => {
    for (const raw of ['<html>', 42, { items: [documented] }, { data: 'x' }]) expect(decode(CriticalFocusListSchema, raw).success).toBe(false);
    for (const raw of [null, '<html>', [documented], { data: [documented] }, { ...documented, id: undefined }])
      expect(decode(CriticalFocusItemSchema, raw).success).toBe(false);
  });
});

describe('note types (GET /api/critical-focus-note-types)', () => {
  const types = [
    { id: 1, name: 'In Progress' },
    { id: 4, name: 'Resolved' },
  ];
  it('reads `data`, a bare array, strings for ids; leaves out unreadable types; garbage is the error', () => {
    expect(value(CriticalFocusNoteTypesSchema, { data: types })).toEqual(types);
    expect(value(CriticalFocusNoteTypesSchema, [{ id: '1', name: 'In Progress', extra: 1 }, { id: 4, name: 'Resolved' }, { name: 'No id' }])).toEqual(types);
    expect(value(CriticalFocusNoteTypesSchema, null)).toEqual([]);
    expect(decode(CriticalFocusNoteTypesSchema, 'x').success).toBe(false);
  });
});

describe('storing a note (POST /api/critical-focus/{id}/note/store)', () => {
  it('uses an item in the answer (flat or under `data`), else null (the item reloads), never an error', () => {
    expect(value(CriticalFocusNoteStoredSchema, { data: documented })).toEqual(expected);
    expect(value(CriticalFocusNoteStoredSchema, documented)).toEqual(expected);
    for (const raw of [null, '', { message: 'Critical focus updated.' }, { data: { message: 'ok' } }, '<html>', []])
      expect(value(CriticalFocusNoteStoredSchema, raw)).toBeNull();
  });
});

describe('the minimal contract of critical focus', () => {
  it('drops scheme_type, flips the envelopes, answers the note store with a message; the decoders still read every answer', () => {
    const list = minimise({ data: [{ ...documented, scheme_type: 4 }] }, criticalFocusMinimal['GET /critical-focus']);
    expect(list).toEqual([documented]);
    expect(value(CriticalFocusListSchema, list)).toEqual([expected]);
    const item = minimise({ data: { ...documented, scheme_type: 4 } }, criticalFocusMinimal['GET /critical-focus/:id']);
    expect(item).toEqual(documented);
    expect(value(CriticalFocusItemSchema, item).scheme_type).toBeNull();
    const stored = minimise({ data: documented }, criticalFocusMinimal['POST /critical-focus/:id/note/store']);
    expect(value(CriticalFocusNoteStoredSchema, stored)).toBeNull();
    expect(
      value(CriticalFocusNoteTypesSchema, minimise({ data: [{ id: 1, name: 'In Progress' }] }, criticalFocusMinimal['GET /critical-focus-note-types'])),
    ).toEqual([{ id: 1, name: 'In Progress' }]);
  });
});
