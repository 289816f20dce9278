import { act, screen, waitFor, within } from '@testing-library/react';
import { getResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type CaseRow } from '@/demo/db';
import { handlers } from '@/demo/handlers/index';
import { server } from '../setup';
import { renderRoute } from '../support/render';
import { mediaQueryList, setLargeScreen } from '../support/viewport';
import { queriesTo, useRequestLog } from '../support/requestLog';

const SEARCH = '/api/case-management/cases/search';

// A desktop screen: the results are a table (phones get the shared stacked cards).
beforeEach(() => setLargeScreen(true));
afterEach(() => vi.restoreAllMocks());

describe('Search Cases by Customer', () => {
  const log = useRequestLog();

  it('asks for at least one criteria', async () => {
    const { user } = renderRoute('/case-management/search', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Search' }, { timeout: 8000 }));
    expect(screen.getByText('Please enter at least one search criteria')).toBeInTheDocument();
    expect(queriesTo(log, SEARCH)).toHaveLength(0);
  });

  it('searches, shows the count, pages by links, collapses the options; options restored on return', async () => {
    const data = db();
    // Every customer's e-mail ends in mail.example, so this search finds many cases.
    const matching = data.cases.filter(
      (row) => row.customer_id !== null && data.customers.find((c) => c.id === row.customer_id)?.email.includes('mail.example'),
    );
    const { user, router } = renderRoute('/case-management/search', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Search Cases by Customer' }, { timeout: 8000 })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Search Options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Customer Email'), 'mail.example');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: `${matching.length} results found` })).toBeInTheDocument();
    expect(screen.getByText(`Showing 1 to 10 of ${matching.length} results`)).toBeInTheDocument();
    expect(queriesTo(log, SEARCH)).toEqual([{ customer_email: 'mail.example', page: '1' }]);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await user.click(within(screen.getByRole('navigation', { name: 'Search result pages' })).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(`Showing 11 to 20 of ${matching.length} results`)).toBeInTheDocument();
    expect(queriesTo(log, SEARCH).at(-1)).toEqual({ customer_email: 'mail.example', page: '2' });
    const firstRow = within(screen.getByRole('table', { name: 'Cases found' })).getAllByRole('row')[1] as HTMLElement;
    await user.click(within(firstRow).getAllByRole('cell')[2] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/case-management\/case\/\d+$/));
    await act(() => router.navigate('/case-management/search'));
    await user.click(await screen.findByRole('button', { name: 'Search Options' }, { timeout: 5000 }));
    expect(screen.getByLabelText('Customer Email')).toHaveValue('mail.example');
  });

  it('clears the options and reports no matches', async () => {
    const { user } = renderRoute('/case-management/search', { as: 'manager' });
    await user.type(await screen.findByLabelText('Customer Name', {}, { timeout: 8000 }), 'zzzz-nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: '0 results found' })).toBeInTheDocument();
    expect(screen.getByText('No Cases found for the selected filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Options' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear Search Options' }));
    expect(screen.getByLabelText('Customer Name')).toHaveValue('');
  });
});

/** Live cases of customers whose e-mail contains `text` (every seeded customer's ends in mail.example). */
function casesOfCustomersWith(text: string): CaseRow[] {
  const data = db();
  const customers = new Set(data.customers.filter((customer) => customer.email.includes(text)).map((customer) => customer.id));
  return data.cases.filter((row) => !row.deleted && row.customer_id !== null && customers.has(row.customer_id));
}

async function openSearch(url = '/case-management/search') {
  const view = renderRoute(url, { as: 'manager' });
  await screen.findByRole('heading', { name: 'Search Cases by Customer' }, { timeout: 8000 });
  return view;
}

describe("Search Cases by Customer: the spec's other search options (002 §3 'Case search options')", () => {
  const log = useRequestLog();

  it('offers them after the customer fields, from the filter options, sends them under the case list names, and restores them on return', async () => {
    const expected = casesOfCustomersWith('mail.example').filter((row) => row.status_id === 2 && row.resolved_by_id === null && row.source_id === 1);
    expect(expected.length).toBeGreaterThan(0);
    const { user, router } = await openSearch();
    const form = screen.getByRole('button', { name: 'Search' }).closest('form') as HTMLElement;
    const sources = screen.getByLabelText('Source');
    await waitFor(() =>
      expect(
        within(sources)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any', ...db().caseSources.map((item) => item.name)]),
    );
    const labels = [...form.querySelectorAll('label.form-label, legend, span.form-label')].map((label) => label.textContent?.trim());
    expect(labels).toEqual([
      'Customer Name',
      'Customer Email',
      'Customer Phone Number',
      'Case Id',
      'Region',
      'Source',
      'Type',
      'Status',
      'Open / Resolved',
      'Location',
      'Created Date',
      'Resolved Date',
    ]);
    // Open and resolved by default (002 §3).
    expect(within(form).getByLabelText('Any')).toBeChecked();
    await user.type(screen.getByLabelText('Case Id'), 'a1b');
    expect(screen.getByLabelText('Case Id')).toHaveValue('1');
    await user.clear(screen.getByLabelText('Case Id'));
    await user.type(screen.getByLabelText('Customer Email'), 'mail.example');
    await user.selectOptions(sources, 'Phone');
    await user.selectOptions(screen.getByLabelText('Status'), 'In Progress');
    await user.click(within(form).getByLabelText('Open Only'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: `${expected.length} results found` })).toBeInTheDocument();
    expect(queriesTo(log, SEARCH)).toEqual([
      { customer_email: 'mail.example', 'filter[sourceId]': '1', 'filter[statusId]': '2', 'filter[isResolved]': 'false', page: '1' },
    ]);
    expect(router.state.location.search).toBe('?customer_email=mail.example&sourceId=1&statusId=2&resolved=false');
    expect(screen.queryByText(/Some results do not match/)).not.toBeInTheDocument();
    await act(() => router.navigate('/case-management/cases'));
    await act(() => router.navigate('/case-management/search'));
    await user.click(await screen.findByRole('button', { name: 'Search Options' }, { timeout: 5000 }));
    expect(screen.getByLabelText('Customer Email')).toHaveValue('mail.example');
    expect(screen.getByLabelText('Status')).toHaveValue('2');
    expect(screen.getByLabelText('Source')).toHaveValue('1');
    expect(screen.getByLabelText('Open Only')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear Search Options' }));
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Any')).toBeChecked();
  });

  it('counts only the customer fields as criteria (002 §5): the other options alone search nothing', async () => {
    const { user } = await openSearch();
    await waitFor(() => expect(within(screen.getByLabelText('Status')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText('Status'), 'New');
    await user.type(screen.getByLabelText('Case Id'), '1022');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter at least one search criteria')).toBeInTheDocument();
    expect(queriesTo(log, SEARCH)).toHaveLength(0);
  });

  it('reads a pasted address with every option, and says in one line when the answer does not match the options', async () => {
    // A server that ignores the options it does not know.
    server.use(
      http.get('*/api/case-management/cases/search', ({ request }) => {
        const url = new URL(request.url);
        for (const key of [...url.searchParams.keys()]) if (key.startsWith('filter[')) url.searchParams.delete(key);
        return getResponse(handlers, new Request(url, { headers: request.headers }));
      }),
    );
    await openSearch('/case-management/search?customer_email=mail.example&statusId=1&created=2000-01-01,2000-01-02');
    expect(await screen.findByText(/^Some results do not match the chosen Status, Created Date/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(queriesTo(log, SEARCH).at(-1)).toEqual({
      customer_email: 'mail.example',
      'filter[statusId]': '1',
      'filter[created_between]': '2000-01-01,2000-01-02',
      page: '1',
    });
  });

  it('on a phone the results are cards without the Customer field (002 §2), and a search with results scrolls to the top', async () => {
    setLargeScreen(false);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, query.includes('prefers-reduced-motion: reduce')));
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    const scrolled = vi.spyOn(window, 'scrollTo');
    const { user } = await openSearch();
    await user.type(screen.getByLabelText('Customer Email'), 'mail.example');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const list = await screen.findByRole('list', { name: 'Cases found' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).queryByText('Customer')).not.toBeInTheDocument();
    expect(within(first).getByText('Last Update')).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }));
  });
});
