// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customerSearchFromAddress, customerSearchToAddress } from '@/features/cases/caseListUrl';
import {
  applySearchChange,
  bdmRegions,
  customerSearchParams,
  EMPTY_CUSTOMER_SEARCH,
  hasCustomerCriteria,
  unmatchedOptions,
  type CustomerSearchOptions,
} from '@/features/cases/customerSearch';
import type { Case } from '@/features/cases/types';

const everything: CustomerSearchOptions = {
  ...EMPTY_CUSTOMER_SEARCH,
  customer_name: ' Harper ',
  customer_phone: '555',
  caseId: '1022',
  bdm: 12,
  locationId: 101,
  sourceId: 2,
  typeId: 3,
  statusId: 4,
  resolved: 'false',
  dates: { start: '2026-01-01', end: '2026-01-31' },
  resolvedDates: null,
};

describe('Search Cases by Customer: the options (002 §3) and what they send (002 §7)', () => {
  it("sends the customer fields by the spec's names and the others by the case list's filter names and date format", () => {
    expect(customerSearchParams(everything)).toEqual({
      customer_name: 'Harper',
      customer_phone: '555',
      'filter[caseId]': '1022',
      'filter[bdm]': '12',
      'filter[locationId]': '101',
      'filter[sourceId]': '2',
      'filter[typeId]': '3',
      'filter[statusId]': '4',
      'filter[isResolved]': 'false',
      'filter[created_between]': '2026-01-01,2026-01-31',
    });
    // Both open and resolved by default: nothing sent for it; a resolved range means Resolved Only.
    const resolvedRange = applySearchChange(EMPTY_CUSTOMER_SEARCH, { customer_email: 'a@b', resolvedDates: { start: '2026-02-01', end: '2026-02-02' } });
    expect(customerSearchParams(resolvedRange)).toEqual({
      customer_email: 'a@b',
      'filter[isResolved]': 'true',
      'filter[resolved_between]': '2026-02-01,2026-02-02',
    });
    expect(customerSearchParams({ ...EMPTY_CUSTOMER_SEARCH, customer_email: 'x', caseId: '0' })).toEqual({ customer_email: 'x' });
  });

  it('only the customer fields count as criteria (002 §5: name, email or phone)', () => {
    expect(hasCustomerCriteria(EMPTY_CUSTOMER_SEARCH)).toBe(false);
    expect(hasCustomerCriteria({ ...everything, customer_name: ' ', customer_phone: '' })).toBe(false);
    expect(hasCustomerCriteria({ ...EMPTY_CUSTOMER_SEARCH, customer_email: 'x' })).toBe(true);
  });

  it('keeps the whole search in the address and reads it back; bad values fall back, no customer field is no search', () => {
    const address = customerSearchToAddress(everything, 2);
    expect(address).toBe(
      '?customer_name=Harper&customer_phone=555&caseId=1022&bdm=12&locationId=101&sourceId=2&typeId=3&statusId=4&resolved=false&created=2026-01-01,2026-01-31&page=2',
    );
    expect(customerSearchFromAddress(new URLSearchParams(address))).toEqual({ options: { ...everything, customer_name: 'Harper' }, page: 2 });
    expect(customerSearchFromAddress(new URLSearchParams('customer_email=x&caseId=abc&statusId=-1&created=2026-13,soon&resolved=maybe'))).toEqual({
      options: { ...EMPTY_CUSTOMER_SEARCH, customer_email: 'x' },
      page: 1,
    });
    expect(customerSearchFromAddress(new URLSearchParams('statusId=4&caseId=3'))).toBeNull();
    expect(customerSearchToAddress({ ...everything, customer_name: '', customer_phone: '' }, 1)).toBe('');
  });

  it('lists the regions of the BDM level from the hierarchy, whatever level it starts at', () => {
    const regions = {
      rbms: [
        {
          id: 7,
          name: 'West',
          bdms: [
            { id: 12, name: 'Valley', locs: [{ id: 101, name: 'Site A' }] },
            { id: 13, name: 'Coast', locs: [{ id: 102, name: 'Site B' }] },
          ],
        },
      ],
    };
    expect(bdmRegions(regions, 'rbm')).toEqual([
      { id: 13, name: 'Coast' },
      { id: 12, name: 'Valley' },
    ]);
    expect(bdmRegions({ locs: [{ id: 101, name: 'Site A' }] }, 'loc')).toEqual([]);
    expect(bdmRegions(null, 'md')).toEqual([]);
  });

  it('names the options a page of results plainly does not match (a server that ignores them)', () => {
    const row = (patch: Partial<Case>) =>
      ({
        id: 1022,
        created_date: '2026-01-05 10:00:00',
        resolved_by: null,
        location: { id: 101, name: 'Site A', bdm: null },
        source: { id: 2, name: 'Email' },
        type: { id: 3, name: 'Complaint' },
        status: { id: 4, name: 'Escalated', resolve_status: false },
        ...patch,
      }) as Case;
    expect(unmatchedOptions(everything, [row({})])).toEqual([]);
    expect(
      unmatchedOptions(everything, [row({}), row({ id: 7, status: { id: 1, name: 'New', resolve_status: false }, created_date: '2025-03-01 09:00:00' })]),
    ).toEqual(['Case Id', 'Status', 'Created Date']);
    expect(unmatchedOptions({ ...EMPTY_CUSTOMER_SEARCH, customer_name: 'x' }, [row({ resolved_by: { id: 2 } })])).toEqual([]);
  });
});
