// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { alertAge, DEFAULT_OVERDUE_HOURS, formatAge, validOverdueHours } from '@/lib/alertAge';
import { NO_CONTACT_DETAILS } from '@/lib/contactText';
import { isSurveyItem, notesOldestFirst } from '@/features/critical-focus/components/ItemDetail';
import { updatedText } from '@/features/critical-focus/components/CfList';
import type { CriticalFocusItem } from '@/features/critical-focus/types';
import {
  clampPage,
  contactNoteType,
  filterItems,
  itemsOfTab,
  pageCountOf,
  parseView,
  resolvedRange,
  statusTone,
  viewSearch,
} from '@/features/critical-focus/viewState';

const created = new Date(2026, 10, 20, 8, 0, 0);
const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);

describe('alertAge', () => {
  it('formats minutes, hours and days with hours', () => {
    expect(formatAge(0)).toBe('0 min');
    expect(formatAge(59.9)).toBe('59 min');
    expect(formatAge(60)).toBe('1 h');
    expect(formatAge(23 * 60 + 59)).toBe('23 h');
    expect(formatAge(24 * 60)).toBe('1 d 0 h');
    expect(formatAge(3 * 24 * 60 + 5 * 60 + 30)).toBe('3 d 5 h');
    expect(formatAge(-5)).toBe('0 min');
  });

  it('is grey below 75 %, amber from 75 % and red from the threshold', () => {
    expect(alertAge(created, at(18 * 60 - 1), 24)).toMatchObject({ level: 'fresh', label: '17 h' });
    expect(alertAge(created, at(18 * 60), 24)).toMatchObject({ level: 'due', label: 'Due soon · 18 h' });
    expect(alertAge(created, at(24 * 60 - 1), 24)).toMatchObject({ level: 'due', label: 'Due soon · 23 h' });
    expect(alertAge(created, at(24 * 60), 24)).toMatchObject({ level: 'overdue', label: 'Overdue · 1 d 0 h' });
    expect(alertAge(created, at(3 * 60), 4)).toMatchObject({ level: 'due', label: 'Due soon · 3 h' });
    expect(alertAge(created, at(2 * 60 + 59), 4)).toMatchObject({ level: 'fresh', label: '2 h' });
    expect(alertAge(created, at(5), 4)).toMatchObject({ level: 'fresh', label: '5 min', minutes: 5 });
    // A creation time in the future (clock skew) reads as 0 min, never negative.
    expect(alertAge(created, at(-30), 24)).toMatchObject({ level: 'fresh', label: '0 min', minutes: 0 });
  });

  it('accepts only the offered thresholds, else the 24 h default', () => {
    expect(DEFAULT_OVERDUE_HOURS).toBe(24);
    expect(validOverdueHours('48')).toBe(48);
    expect(validOverdueHours(5)).toBe(24);
    expect(validOverdueHours('x')).toBe(24);
  });
});

const both = { open: true, resolved: true };
const today = new Date(2026, 10, 23, 10, 0, 0);
const parsed = (query: string, access = both) => parseView(new URLSearchParams(query), access, today);

describe('the view in the address', () => {
  it('reads every parameter', () => {
    expect(parsed('tab=open&q=Chicago&page=2&item=2004')).toEqual({ tab: 'open', q: 'Chicago', page: 2, from: null, to: null, item: 2004 });
    expect(parsed('tab=resolved&from=2026-10-01&to=2026-10-31')).toEqual({ tab: 'resolved', q: '', page: 1, from: '2026-10-01', to: '2026-10-31', item: null });
  });

  it('falls back to defaults for invalid values', () => {
    expect(parsed('')?.tab).toBe('new');
    expect(parsed('tab=bogus')?.tab).toBe('new');
    expect(parsed('tab=resolved', { open: true, resolved: false })?.tab).toBe('new');
    expect(parsed('tab=open', { open: false, resolved: true })?.tab).toBe('resolved');
    expect(parsed('', { open: false, resolved: false })).toBeNull();
    expect(parsed('page=0')?.page).toBe(1);
    expect(parsed('page=-2')?.page).toBe(1);
    expect(parsed('page=two')?.page).toBe(1);
    expect(parsed('item=abc')?.item).toBeNull();
    expect(parsed('item=0')?.item).toBeNull();
    // Future, reversed, unreal, half-given dates and dates off the resolved tab.
    expect(parsed('tab=resolved&from=2026-11-01&to=2026-11-24')).toMatchObject({ from: null, to: null });
    expect(parsed('tab=resolved&from=2026-10-31&to=2026-10-01')).toMatchObject({ from: null, to: null });
    expect(parsed('tab=resolved&from=2026-02-30&to=2026-03-02')).toMatchObject({ from: null, to: null });
    expect(parsed('tab=resolved&from=2026-10-01')).toMatchObject({ from: null, to: null });
    expect(parsed('tab=new&from=2026-10-01&to=2026-10-02')).toMatchObject({ from: null, to: null });
  });

  it('writes defaults out, keeps other parameters and round-trips', () => {
    const base = new URLSearchParams('job=70218&survey=1&tab=bogus&page=x');
    const view = parsed(base.toString());
    expect(view && viewSearch(view, base, both)).toBe('?job=70218&survey=1');
    const full = { tab: 'resolved' as const, q: 'a b', page: 1, from: '2026-10-01', to: '2026-10-31', item: 7 };
    const search = viewSearch(full, new URLSearchParams('job=5'), both);
    expect(search).toBe('?job=5&tab=resolved&q=a+b&from=2026-10-01&to=2026-10-31&item=7');
    expect(parsed(search.slice(1))).toEqual(full);
  });

  it('sends the chosen range, or the last 30 days', () => {
    expect(resolvedRange({ from: null, to: null }, today)).toEqual({ start_date: '2026-10-24', end_date: '2026-11-23' });
    expect(resolvedRange({ from: '2026-01-01', to: '2026-01-31' }, today)).toEqual({ start_date: '2026-01-01', end_date: '2026-01-31' });
  });
});

const item = (id: number, patch: Partial<CriticalFocusItem> = {}): CriticalFocusItem => ({
  id,
  job_id: 50000 + id,
  location_name: `Site ${id}`,
  scheme_name: 'Scheme',
  scheme_type: null,
  created_date: '2026-11-20 08:00:00',
  updated_date: null,
  updated_by: null,
  status_id: 10,
  status_name: 'New',
  wants_contact: false,
  contact_details: null,
  comments: '',
  notes: [],
  ...patch,
});

describe('list helpers', () => {
  it('matches id, job id and location, ignoring case', () => {
    const items = [item(2001, { location_name: 'Chicago #133' }), item(2002, { job_id: 70218 }), item(2003)];
    expect(filterItems(items, 'chicago').map((row) => row.id)).toEqual([2001]);
    expect(filterItems(items, '7021').map((row) => row.id)).toEqual([2002]);
    expect(filterItems(items, '2003').map((row) => row.id)).toEqual([2003]);
    expect(filterItems(items, '  ').map((row) => row.id)).toEqual([2001, 2002, 2003]);
    expect(itemsOfTab([item(1), item(2, { status_id: 1 })], 'new').map((row) => row.id)).toEqual([1]);
  });

  it('pages by 10 and sends a page past the end back to the first', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(21)).toBe(3);
    expect(clampPage(3, 21)).toBe(3);
    expect(clampPage(4, 21)).toBe(1);
  });

  it('colours and names', () => {
    expect([statusTone(4), statusTone(10), statusTone(1)]).toEqual(['success', 'danger', 'warning']);
    expect(
      contactNoteType([
        { id: 1, name: 'In Progress' },
        { id: 2, name: 'Contacted Customer' },
      ]),
    ).toEqual({ id: 2, name: 'Contacted Customer' });
    expect(contactNoteType([{ id: 1, name: 'In Progress' }])).toBeNull();
    expect(updatedText({ updated_by: null, updated_date: null })).toBeNull();
    expect(updatedText({ updated_by: 'Jo Lee', updated_date: '2026-11-21 14:05:00' })).toBe('Updated by Jo Lee on 11/21/26 02:05 PM');
    expect(isSurveyItem({ scheme_type: 4 })).toBe(true);
    expect(isSurveyItem({ scheme_type: 0 })).toBe(false);
    expect(isSurveyItem({ scheme_type: null })).toBe(true);
    expect(
      notesOldestFirst([
        { id: 2, status_name: 'b', added_by: 'x', added_date: '2026-11-21 10:00:00', comment: '' },
        { id: 1, status_name: 'a', added_by: 'x', added_date: '2026-11-20 10:00:00', comment: '' },
      ]).map((note) => note.id),
    ).toEqual([1, 2]);
    expect(NO_CONTACT_DETAILS).toBe('The customer did not leave any contact details despite requesting contact.');
  });
});
