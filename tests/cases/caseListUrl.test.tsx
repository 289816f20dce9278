import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';
import { EMPTY_FILTERS } from '@/features/cases/caseFilters';
import { hasListAddress, listFromSearch, listToSearch } from '@/features/cases/caseListUrl';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';
import { queriesTo, useRequestLog } from '../support/requestLog';

const LIST = '/api/case-management/cases';

beforeEach(() => setLargeScreen(true));
afterEach(() => vi.restoreAllMocks());

describe('the case list address', () => {
  it('round-trips every part and leaves defaults out', () => {
    const list = {
      filters: { ...EMPTY_FILTERS, regions: ['md1', 'loc101'], sourceId: 2, statusId: 1, dates: { start: '2026-01-01', end: '2026-01-31' } },
      sort: 'source' as const,
      view: 'list' as const,
      page: 3,
      regionId: null,
      locationId: null,
    };
    const search = listToSearch(list);
    expect(search).toBe('?regions=md1,loc101&sourceId=2&statusId=1&created=2026-01-01,2026-01-31&sort=source&page=3');
    expect(listFromSearch(new URLSearchParams(search))).toEqual(list);
    expect(listToSearch(listFromSearch(new URLSearchParams('')))).toBe('');
    expect(hasListAddress(new URLSearchParams('?foo=1'))).toBe(false);
  });

  it('reads invalid values as defaults without a crash', () => {
    const read = listFromSearch(
      new URLSearchParams('?regions=xx1,md2&statusId=-4&sourceId=99999999999999999999&created=yesterday&sort=evil&view=map&page=0&region=abc'),
    );
    expect(read).toEqual({ filters: { ...EMPTY_FILTERS, regions: ['md2'] }, sort: 'created date', view: 'list', page: 1, regionId: null, locationId: null });
  });

  it('keeps grouped region and location', () => {
    const search = '?view=grouped&region=4&location=101';
    expect(listToSearch(listFromSearch(new URLSearchParams(search)))).toBe(search);
  });
});

describe('case list: the address is the view', () => {
  const log = useRequestLog();

  it('sort, filters and page go to the address; a reload restores them; Back/Forward too', async () => {
    const { user, router } = renderRoute('/case-management/cases', { as: 'manager' });
    await screen.findByText(/^Showing 1 to 10 of \d+ results$/, {}, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('Sort By'), 'source');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=source'));
    await user.selectOptions(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Source'), 'Email');
    await waitFor(() => expect(router.state.location.search).toBe('?sourceId=2&sort=source'));
    await screen.findByText(/^Showing 1 to 10 of \d+ results$/);
    await user.click(within(screen.getByRole('navigation', { name: 'Case list pages' })).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sourceId=2&sort=source&page=2'));
    await screen.findByText(/^Showing 11 to 20 of \d+ results$/);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?sourceId=2&sort=source'));
    expect(await screen.findByText(/^Showing 1 to 10 of \d+ results$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Sort By')).toHaveValue('source');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Sort By')).toHaveValue('source'));
    expect(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Source')).toHaveValue('');
    await act(() => router.navigate(2));
    expect(await screen.findByText(/^Showing 11 to 20 of \d+ results$/)).toBeInTheDocument();
  });

  it('a pasted link (a reload) shows exactly what it says', async () => {
    renderRoute('/case-management/cases?sourceId=2&sort=source&page=2', { as: 'manager', store: makeStore() });
    expect(await screen.findByText(/^Showing 11 to 20 of \d+ results$/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(queriesTo(log, LIST)).toEqual([{ initial: '1', page: '2', sort: 'source', 'filter[sourceId]': '2' }]);
    expect(screen.getByLabelText('Sort By')).toHaveValue('source');
  });

  it('the Overdue link keeps its filters in the address', async () => {
    const { router } = renderRoute('/case-management/cases?created=2025-11-23,2026-11-21', { as: 'manager' });
    await waitFor(() => expect(queriesTo(log, LIST).at(-1)).toMatchObject({ 'filter[created_between]': '2025-11-23,2026-11-21' }));
    expect(router.state.location.search).toBe('?created=2025-11-23,2026-11-21');
  });

  it('the grouped view and its open region live in the address', async () => {
    const { user, router } = renderRoute('/case-management/cases', { as: 'manager' });
    await screen.findByText(/^Showing 1 to 10 of \d+ results$/, {}, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('View As'), 'Grouped');
    const regions = await screen.findAllByRole('button', { name: /^District \d+ \(\d+\)$/ });
    await user.click(regions[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?view=grouped&region=\d+$/));
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    const again = renderRoute(url, { as: 'manager', store: makeStore() });
    const reopened = await within(again.container).findAllByRole('button', { name: /^District \d+ \(\d+\)$/ }, { timeout: 8000 });
    expect(reopened[0]).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('age chips', () => {
  it('every open case row and the case detail carry Open {n} d; resolved rows none', async () => {
    const { db } = await import('@/demo/db');
    const { formatDateTime } = await import('@/demo/random');
    const row = db().cases.find((item) => item.id === 1022)!;
    row.resolved_by_id = null;
    row.resolved_date = null;
    row.created_date = formatDateTime(new Date(Date.now() - 5 * 86_400_000));
    renderRoute('/case-management/case/1022', { as: 'manager' });
    expect(await screen.findByRole('img', { name: 'Open for 5 days, overdue' }, { timeout: 8000 })).toHaveTextContent('Open 5 d');
  });

  it('in the list, open rows have a chip and resolved rows do not', async () => {
    renderRoute('/case-management/cases', { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Cases' }, { timeout: 8000 });
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const resolved = within(row).queryByText('Resolved') !== null;
      expect(within(row).queryAllByRole('img', { name: /^Open for \d+ days?/ })).toHaveLength(resolved ? 0 : 1);
    }
  });
});

describe('customer search: the address is the view', () => {
  it('the submitted options and page go to the address, and a reload restores them', async () => {
    const { user, router } = renderRoute('/case-management/search', { as: 'manager' });
    await user.type(await screen.findByLabelText('Customer Email', {}, { timeout: 8000 }), 'mail.example');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?customer_email=mail.example'));
    await user.click(within(await screen.findByRole('navigation', { name: 'Search result pages' })).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?customer_email=mail.example&page=2'));
    cleanup();
    renderRoute('/case-management/search?customer_email=mail.example&page=2', { as: 'manager', store: makeStore() });
    expect(await screen.findByText(/^Showing 11 to 20 of \d+ results$/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Customer Email')).toHaveValue('mail.example');
  });
});
