import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/demo/db';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';
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
