import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/notify';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/store/store';
import CaseDashboard from '@/features/cases/components/CaseDashboard';
import { signIn } from '@/store/sessionSlice';
import { server } from '../setup';
import { renderRoute, renderWithProviders, signInAs } from '../support/render';
import { queriesTo, useRequestLog } from '../support/requestLog';

vi.mock('react-chartjs-2', () => ({
  Line: ({ data }: { data: { datasets: Array<{ label: string }> } }) => <div data-testid="trend-chart">{data.datasets.map((set) => set.label).join(',')}</div>,
}));

afterEach(() => vi.restoreAllMocks());

function card(title: string) {
  return screen.getByRole('heading', { name: title, level: 2 }).closest('.card') as HTMLElement;
}

describe('case management dashboard', () => {
  const log = useRequestLog();

  it('shows the eight cards with the counts of the demo data and their links', async () => {
    renderRoute('/case-management', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Overview' }, { timeout: 8000 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Open Cases' });
    const live = db().cases.filter((row) => !row.deleted);
    const open = live.filter((row) => row.resolved_by_id === null);
    expect(within(card('Open Cases')).getByText(String(open.length))).toBeInTheDocument();
    expect(within(card('New Cases')).getByText(String(open.filter((row) => row.status_id === 1).length))).toBeInTheDocument();
    for (const title of [
      'In progress Cases',
      'Overdue Cases',
      'Cases Opened Today',
      'Cases Closed Today',
      'Average resolution time',
      'Company Average resolution',
    ]) {
      expect(card(title)).toBeInTheDocument();
    }
    expect(within(card('New Cases')).getByRole('link')).toHaveAttribute('href', '/case-management/cases?statusId=1');
    expect(within(card('Open Cases')).getByRole('link')).toHaveAttribute('href', '/case-management/cases');
    expect(within(card('Cases Closed Today')).getByRole('link').getAttribute('href')).toMatch(
      /^\/case-management\/cases\?resolved=true&resolvedDates=\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/,
    );
    expect(within(card('Average resolution time')).getByText(/\d+ hrs? \d+ mins?/)).toBeInTheDocument();
    expect(within(card('Average resolution time')).getByText(/company average$/)).toBeInTheDocument();
    expect(await screen.findByTestId('trend-chart', {}, { timeout: 8000 })).toHaveTextContent('Open,Resolved');
    expect(screen.getByRole('table', { name: '30 Day Trend' }).querySelectorAll('tbody tr')).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Add Case' })).toBeInTheDocument();
  });

  it('ranks the tables by count, 5 a page, sortable Total', async () => {
    const { user } = renderRoute('/case-management', { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Cases by Category' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const counts = rows.map((row) => Number(row.lastElementChild?.textContent));
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['1', '2', '3', '4', '5']);
    const pages = screen.getByRole('navigation', { name: 'Cases by Category pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(within(table).getAllByRole('row').slice(1)[0]?.firstElementChild).toHaveTextContent('6');
    await user.click(within(table).getByRole('button', { name: /Total/ }));
    const ascending = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(row.lastElementChild?.textContent));
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
  });

  it("says 'No data' for an empty ranking", async () => {
    db().cases.forEach((row) => {
      row.category_a_id = null;
      row.category_b_id = null;
      row.category_c_id = null;
    });
    renderRoute('/case-management', { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Cases by Category' });
    expect(within(table).getByText('No data')).toBeInTheDocument();
  });

  it("shows 'Error loading dashboard' when the load fails", async () => {
    // Twice: the route's prefetch fails silently, the page's own request fails visibly.
    scenarios.failNext('/api/case-management', 500, { times: 2 });
    renderRoute('/case-management', { as: 'manager' });
    expect(await screen.findByText('Error loading dashboard')).toBeInTheDocument();
  });

  it('the viewer sees the dashboard without Add Case', async () => {
    renderRoute('/case-management', { as: 'viewer' });
    await screen.findByRole('heading', { name: 'Open Cases' });
    expect(screen.queryByRole('button', { name: 'Add Case' })).not.toBeInTheDocument();
    expect(stats.count('/api/case-management', 'GET')).toBe(1);
  });

  it('a card link opens the case list with its filter sent to the API', async () => {
    const { user, router } = renderRoute('/case-management', { as: 'manager' });
    await screen.findByRole('heading', { name: 'New Cases' });
    await user.click(within(card('New Cases')).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-management/cases'));
    await waitFor(() =>
      expect(queriesTo(log, '/api/case-management/cases')).toEqual([{ initial: '1', page: '1', sort: 'created date', 'filter[statusId]': '1' }]),
    );
    // The card's filter stays in the address (issue 8 item 13): reload and Back restore it.
    expect(router.state.location.search).toBe('?statusId=1');
    expect(await screen.findByText(/^Showing 1 to \d+ of \d+ results$/)).toBeInTheDocument();
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
  });

  it('does not raise toasts on load', async () => {
    const error = vi.spyOn(notify, 'error');
    renderRoute('/case-management', { as: 'manager' });
    await screen.findByRole('heading', { name: 'Open Cases' });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('case dashboard cards from a fixed answer', () => {
  const fixture = {
    open: 7,
    new: 2,
    inprogress: 5,
    overdue: 1,
    open_today: 3,
    closed_today: 4,
    avg_resolution_mins: 125.4,
    company_avg_resolution_mins: 100,
    trend_data: [{ label: '11/22', opened: 3, resolved: 4 }],
    type_rank_data: [],
    source_rank_data: [{ name: 'Phone', cases_count: 2 }],
    status_rank_data: [],
    category_rank_data: [],
  };

  it.each([
    [125.4, 100, 'Above company average', 'text-danger'],
    [80, 100, 'Below company average', 'text-success'],
    [100.2, 99.8, 'Equal to company average', 'text-secondary'],
  ])('average %s vs company %s reads %s', async (avg, company, text, colour) => {
    server.use(http.get('*/api/case-management', () => HttpResponse.json({ ...fixture, avg_resolution_mins: avg, company_avg_resolution_mins: company })));
    renderWithProviders(<CaseDashboard embedded />, { as: 'manager', route: '/dashboard' });
    expect(await screen.findByText(text)).toHaveClass(colour);
    expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.getAllByText('No data')).toHaveLength(3);
  });

  it('shows hours and minutes from minutes', async () => {
    server.use(http.get('*/api/case-management', () => HttpResponse.json(fixture)));
    renderWithProviders(<CaseDashboard embedded={false} />, { as: 'manager', route: '/case-management' });
    expect(await screen.findByText('2 hrs 5 mins')).toBeInTheDocument();
    expect(screen.getByText('1 hr 40 mins')).toBeInTheDocument();
  });

  it('loads nothing without the view case management permission', async () => {
    const store = makeStore();
    const login = signInAs(store, 'manager');
    store.dispatch(signIn({ ...login, user: { ...login.user, permissions: login.user.permissions.filter((name) => name !== 'view - case management') } }));
    renderWithProviders(<CaseDashboard embedded={false} />, { store, route: '/case-management' });
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Open Cases' })).not.toBeInTheDocument();
    expect(stats.count('/api/case-management')).toBe(0);
  });
});
