// @vitest-environment node
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { requestUrl } from '@/api/bootRequests';
import { overdueCaseParams } from '@/features/today/todayModel';

// The boot record, the lookup of a boot request and a GET sent with fetch before axios has arrived
// all use requestUrl's string: it must be the URL axios itself would send (axios.getUri).
const BASE = 'https://api.example.com/api';
const CASES: Array<[string, Record<string, unknown> | undefined]> = [
  ['/ping', undefined],
  ['/ping', {}],
  ['reporting/rank', { scheme_id: 1, level: 'loc', visitnum: 13 }],
  ['/reporting/trend', { visitnum: '1,2,3', label: 'a b:c$d', empty: '', flag: true, none: null, skipped: undefined }],
  ['/nps-dashboard/metrics', { scheme_ids: [1, 2], visit_nums: [13] }],
  ['/case-management/cases', overdueCaseParams('2025-12-02,2026-11-30', 3)],
  ['/case-management/cases', { 'filter[status]': 'Open', 'sort[dir]': 'desc', 'a{}': 'x', page: 2 }],
  ['/search', { q: 'Café & Bar / #1?', when: new Date(Date.UTC(2026, 10, 28, 9, 30)) }],
  ['/ping?n=1', { page: 2 }],
];

describe('requestUrl: the URL axios sends', () => {
  it.each(CASES)('%s %j', (url, params) => {
    const ours = requestUrl(BASE, url, params);
    expect(ours).not.toBeNull();
    expect(ours).toBe(axios.getUri({ baseURL: BASE, url, params }));
  });

  it('gives up (null) where axios rewrites the parameters itself: objects, and lists under a key with brackets', () => {
    expect(requestUrl(BASE, '/x', { filter: { status: 'Open' } })).toBeNull();
    expect(requestUrl(BASE, '/x', { 'ids[]': [1, 2] })).toBeNull();
    expect(requestUrl(BASE, '/x', new URLSearchParams({ a: '1' }) as unknown as Record<string, unknown>)).toBeNull();
  });
});
