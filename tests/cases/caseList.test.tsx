import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/notify';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { setLargeScreen } from '../support/viewport';
import { renderRoute } from '../support/render';
import { queriesTo, useRequestLog } from '../support/requestLog';

const LIST = '/api/case-management/cases';
let large = true;

beforeEach(() => {
  large = true;
  setLargeScreen(() => large);
});
afterEach(() => vi.restoreAllMocks());

async function openList(as: 'manager' | 'viewer' = 'manager') {
  const view = renderRoute('/case-management/cases', { as });
  await screen.findByText(/^Showing 1 to 10 of \d+ results$/, {}, { timeout: 8000 });
  return view;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Cases' }))
    .getAllByRole('row')
    .slice(1);

describe('case list', () => {
  const log = useRequestLog();

  it('loads the first page with initial=1, page, sort and shows the table', async () => {
    const { user, router } = await openList();
    expect(queriesTo(log, LIST)).toEqual([{ initial: '1', page: '1', sort: 'created date' }]);
    const total = db().cases.length;
    expect(screen.getByText(`Showing 1 to 10 of ${total} results`)).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    const newest = [...db().cases].sort((a, b) => b.created_date.localeCompare(a.created_date) || b.id - a.id)[0];
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: `Case #${newest?.id}` })).toHaveAttribute('href', `/case-management/case/${newest?.id}`);
    // The whole row opens the case.
    await user.click(within(first).getAllByRole('cell')[3] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/case-management/case/${newest?.id}`));
  });

  it('colours the status chip: green when resolved, red when New, orange otherwise; N/A without customer', async () => {
    await openList();
    const data = db();
    for (const row of rows()) {
      const id = Number(within(row).getByRole('link').textContent?.replace('Case #', ''));
      const item = data.cases.find((c) => c.id === id);
      const chip = within(row).getAllByRole('cell')[2]?.querySelector('.badge');
      const expected = item?.resolved_by_id !== null ? 'bg-success' : item?.status_id === 1 ? 'bg-danger' : 'bg-warning';
      expect(chip).toHaveClass(expected);
      if (item?.customer_id === null) expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('N/A');
    }
  });

  it('sends every filter as document 002 §7 names it', async () => {
    const { user } = await openList();
    const sidebar = screen.getByRole('complementary', { name: 'Case filters' });
    await user.selectOptions(within(sidebar).getByLabelText('Source'), 'Email');
    await user.selectOptions(within(sidebar).getByLabelText('Type'), 'Complaint');
    await user.selectOptions(within(sidebar).getByLabelText('Status'), 'In Progress');
    await user.selectOptions(within(sidebar).getByLabelText('Category'), 'Pricing');
    await user.click(within(sidebar).getByLabelText('Open Only'));
    await user.click(within(sidebar).getByRole('button', { name: 'Expand East Division' }));
    await user.click(within(sidebar).getByLabelText('Atlantic'));
    const location = db().locations[0];
    await user.type(within(sidebar).getByRole('combobox', { name: 'Location' }), location?.name ?? '');
    await user.click(within(sidebar).getByRole('option', { name: location?.name }));
    await user.selectOptions(screen.getByLabelText('Sort By'), 'Region');
    await waitFor(() =>
      expect(queriesTo(log, LIST).at(-1)).toEqual({
        initial: '1',
        page: '1',
        sort: 'bdm',
        'filter[sourceId]': '2',
        'filter[typeId]': '1',
        'filter[statusId]': '2',
        'filter[categoryId]': '4',
        'filter[isResolved]': 'false',
        'filter[od]': String(db().regions.find((r) => r.name === 'Atlantic')?.id),
        'filter[locationId]': String(location?.id),
      }),
    );
  });

  it('a resolved date range (typed mm/dd/yyyy) sets Resolved Only and sends resolved_between', async () => {
    const { user } = await openList();
    const sidebar = screen.getByRole('complementary', { name: 'Case filters' });
    await user.click(within(sidebar).getByRole('button', { name: /Resolved Date/ }));
    const picker = await within(sidebar).findByRole('dialog', { name: 'Resolved Date' });
    await user.type(within(picker).getByLabelText('Start date'), '01/05/2026');
    await user.type(within(picker).getByLabelText('End date'), '01/20/2026');
    await user.tab();
    await user.click(within(picker).getByRole('button', { name: 'Apply' }));
    expect(within(sidebar).getByRole('button', { name: /Resolved Date/ })).toHaveTextContent('5 Jan - 20 Jan');
    expect(within(sidebar).getByLabelText('Resolved Only')).toBeChecked();
    await waitFor(() =>
      expect(queriesTo(log, LIST).at(-1)).toMatchObject({ 'filter[resolved_between]': '2026-01-05,2026-01-20', 'filter[isResolved]': 'true' }),
    );
  });

  it('previous/next follow the response links with the same query; disabled when null', async () => {
    const { user } = await openList();
    const pager = screen.getByRole('navigation', { name: 'Case list pages' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.selectOptions(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Source'), 'Phone');
    await screen.findByText(/^Showing 1 to 10 of \d+ results$/);
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByText(/^Showing 11 to 20 of \d+ results$/);
    expect(queriesTo(log, LIST).at(-1)).toEqual({ initial: '1', page: '2', sort: 'created date', 'filter[sourceId]': '1' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('never shows an older response over a newer one', async () => {
    const { user } = await openList();
    // The Phone query answers late; the Email query, asked after it, answers first.
    scenarios.delay(LIST, 400, 1);
    const sidebar = screen.getByRole('complementary', { name: 'Case filters' });
    await user.selectOptions(within(sidebar).getByLabelText('Source'), 'Phone');
    await user.selectOptions(within(sidebar).getByLabelText('Source'), 'Email');
    const emailTotal = db().cases.filter((row) => row.source_id === 2).length;
    await screen.findByText(`Showing 1 to 10 of ${emailTotal} results`);
    await waitFor(() => expect(queriesTo(log, LIST).filter((q) => q['filter[sourceId]'] === '1')).toHaveLength(1));
    // Wait until the slow Phone response has arrived, then check the table still shows Email cases.
    await waitFor(() => expect(stats.inFlight).toBe(0), { timeout: 3000 });
    expect(screen.getByText(`Showing 1 to 10 of ${emailTotal} results`)).toBeInTheDocument();
    for (const row of rows()) expect(row).toHaveTextContent('Source: Email');
  });

  it('keeps filters, page and view when coming back from a case; resets when entered from elsewhere', async () => {
    const { user, router } = await openList();
    await user.selectOptions(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Source'), 'Phone');
    await screen.findByText(/^Showing 1 to 10 of \d+ results$/);
    await user.click(within(screen.getByRole('navigation', { name: 'Case list pages' })).getByRole('button', { name: 'Next page' }));
    await screen.findByText(/^Showing 11 to 20 of \d+ results$/);
    await user.click(within(rows()[0] as HTMLElement).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/case-management\/case\/\d+$/));
    await act(() => router.navigate(-1));
    await screen.findByText(/^Showing 11 to 20 of \d+ results$/, {}, { timeout: 5000 });
    expect(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Source')).toHaveValue('1');
    await act(() => router.navigate('/case-management'));
    await screen.findByRole('heading', { name: 'Overview' }, { timeout: 5000 });
    await act(() => router.navigate('/case-management/cases'));
    await screen.findByText(/^Showing 1 to 10 of \d+ results$/, {}, { timeout: 5000 });
    expect(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Source')).toHaveValue('');
  });

  it('keeps the filters through a failed load; Retry reloads with the same filters', async () => {
    const { user } = await openList();
    await user.selectOptions(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Type'), 'Enquiry');
    await screen.findByText(/^Showing 1 to 10 of \d+ results$|^No results$/);
    scenarios.failNext(LIST, 500);
    await user.selectOptions(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Source'), 'Website');
    expect(await screen.findByText('An unexpected error has occured')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText(/^Showing 1 to \d+ of \d+ results$|^No results$/, {}, { timeout: 5000 });
    expect(queriesTo(log, LIST).at(-1)).toMatchObject({ 'filter[typeId]': '3', 'filter[sourceId]': '3' });
    expect(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Source')).toHaveValue('3');
  });

  it("says 'No Cases found for the selected filters.' and 'No results'", async () => {
    const { user } = await openList();
    await user.selectOptions(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Status'), 'New');
    await user.click(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Resolved Only'));
    expect(await screen.findByText('No Cases found for the selected filters.')).toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('saves the default filters (documented payload) and applies them on the next visit', async () => {
    const success = vi.spyOn(notify, 'success');
    const { user } = await openList();
    const sidebar = screen.getByRole('complementary', { name: 'Case filters' });
    await user.selectOptions(within(sidebar).getByLabelText('Source'), 'Email');
    await user.selectOptions(within(sidebar).getByLabelText('Category'), 'Billing');
    // Two clicks before the busy render (a double tap on a busy phone) save once.
    const save = within(sidebar).getByRole('button', { name: 'Save Default Filters' });
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Default filters successfully saved'));
    const saves = log.filter((entry) => entry.method === 'POST' && entry.url.pathname === `${LIST}/filters`);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({ sourceId: 2, categoryId: 8 });
  });

  it('the small-screen variant: filters in a slide-in; the mobile save payload; failure toast', async () => {
    large = false;
    const error = vi.spyOn(notify, 'error');
    const { user } = await openList();
    expect(screen.queryByRole('complementary', { name: 'Case filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(panel).getByLabelText('Source'), 'Email');
    await user.selectOptions(within(panel).getByLabelText('Category'), 'Billing');
    scenarios.failNext(`${LIST}/filters`, 500, { method: 'POST' });
    await user.click(within(panel).getByRole('button', { name: 'Save Default Filters' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('There was an error saving your filters, please try again'));
    expect(log.find((entry) => entry.method === 'POST' && entry.url.pathname === `${LIST}/filters`)?.body).toEqual({ sourceId: 2 });
  });

  it('applies saved default filters when the list is entered', async () => {
    const manager = db().users.find((u) => u.email === 'manager@example.com');
    db().savedCaseFilters.push({ userId: manager?.id ?? 0, filters: { statusId: 1, regions: ['md1'] } });
    renderRoute('/case-management/cases', { as: 'manager' });
    await waitFor(
      () => expect(queriesTo(log, LIST).at(-1)).toEqual({ initial: '1', page: '1', sort: 'created date', 'filter[statusId]': '1', 'filter[md]': '1' }),
      { timeout: 8000 },
    );
    // First visit in this browser: the cases went out with the options (no defaults known yet), then with the defaults.
    expect(queriesTo(log, LIST)).toHaveLength(2);
    await screen.findByText(/^Showing 1 to \d+ of \d+ results$/, {}, { timeout: 8000 });
  });

  it('with the defaults remembered from an earlier visit, the first request already carries them (one request)', async () => {
    const manager = db().users.find((u) => u.email === 'manager@example.com');
    db().savedCaseFilters.push({ userId: manager?.id ?? 0, filters: { statusId: 1, regions: ['md1'] } });
    localStorage.setItem(`portal.caseListDefaults.${manager?.id}`, JSON.stringify({ statusId: 1, regions: ['md1'] }));
    renderRoute('/case-management/cases', { as: 'manager' });
    await screen.findByText(/^Showing 1 to \d+ of \d+ results$/, {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Case filters' })).toHaveTextContent('Source'));
    expect(queriesTo(log, LIST)).toEqual([{ initial: '1', page: '1', sort: 'created date', 'filter[statusId]': '1', 'filter[md]': '1' }]);
  });
});

describe('grouped view', () => {
  const log = useRequestLog();

  it('below 1024 px the list is stacked cards with every column labelled but Customer (002 §2), and a card opens its case', async () => {
    large = false;
    const { user, router } = renderRoute('/case-management/cases', { as: 'manager' });
    const list = await screen.findByRole('list', { name: 'Cases' }, { timeout: 8000 });
    expect(screen.queryByRole('table', { name: 'Cases' })).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0] as HTMLElement;
    // The Customer column is hidden on small screens (002 §2): no label, no name, no 'N/A'.
    expect(within(first).queryByText('Customer')).not.toBeInTheDocument();
    expect(within(list).queryByText('N/A')).not.toBeInTheDocument();
    expect(within(first).getByText('Status')).toBeInTheDocument();
    expect(within(first).getByText('Last Update')).toBeInTheDocument();
    const id = within(first).getByRole('link').textContent?.replace('Case #', '');
    await user.click(within(first).getByText('Last Update'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/case-management/case/${id}`));
  });

  it('the viewer has no Grouped option', async () => {
    await openList('viewer');
    expect(within(screen.getByLabelText('View As')).queryByRole('option', { name: 'Grouped' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Case' })).not.toBeInTheDocument();
  });

  it('regions → locations → cases, one open at a time, reset by a filter change', async () => {
    const { user } = await openList();
    await user.selectOptions(screen.getByLabelText('View As'), 'Grouped');
    const regions = await screen.findAllByRole('button', { name: /^District \d+ \(\d+\)$/ });
    expect(queriesTo(log, '/api/case-management/cases-grouped')).toEqual([{ sort: 'created date' }]);
    await user.click(regions[0] as HTMLElement);
    expect(regions[0]).toHaveAttribute('aria-expanded', 'true');
    const locations = screen.getAllByRole('button', { name: /#\d+ \(\d+\)$/ });
    await user.click(locations[0] as HTMLElement);
    const locationName = locations[0]?.textContent?.replace(/^▾|▸/, '').replace(/ \(\d+\)$/, '') ?? '';
    const table = await screen.findByRole('table', { name: `Cases at ${locationName.trim()}` });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    // Another region closes the first (and its location).
    await user.click(regions[1] as HTMLElement);
    expect(regions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /^Cases at / })).not.toBeInTheDocument();
    await user.click(regions[1] as HTMLElement);
    expect(regions[1]).toHaveAttribute('aria-expanded', 'false');
    await user.click(regions[1] as HTMLElement);
    await user.selectOptions(within(screen.getByRole('complementary', { name: 'Case filters' })).getByLabelText('Source'), 'Email');
    await waitFor(() => expect(queriesTo(log, '/api/case-management/cases-grouped').at(-1)).toEqual({ sort: 'created date', 'filter[sourceId]': '2' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^District \d+ \(\d+\)$/ }).every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true),
    );
  });
});
