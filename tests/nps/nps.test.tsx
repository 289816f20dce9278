import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';
import { db } from '@/demo/db';
import { stats } from '@/demo/scenarios';
import { parseNpsSearch, npsSearch } from '@/features/nps/npsFilters';
import { jobReportRequested } from '@/store/events';
import { editAnswer } from '../support/demoAnswer';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

beforeEach(() => setLargeScreen(true));
afterEach(() => {
  vi.useRealTimers();
});

const calls = (path: string) => stats.calls.filter((call) => call.path === path);

describe('NPS filters in the URL', () => {
  it('reads the API names, dropping malformed values, and writes them back', () => {
    const filters = parseNpsSearch(new URLSearchParams('scheme_ids=1,x,-3,4,4&visit_nums=12&visit_groups=abc&types=promoters,bogus&comments=2&page=0'));
    expect(filters).toEqual({ scheme_ids: [1, 4], visit_nums: [12], visit_groups: [], types: ['promoters'], comments: null, page: 1 });
    expect(npsSearch({ ...filters, comments: 1, page: 3 })).toBe('?scheme_ids=1,4&visit_nums=12&types=promoters&comments=1&page=3');
    expect(parseNpsSearch(new URLSearchParams('page=99999999999999999999')).page).toBe(1);
  });
});

describe('NPS dashboard', () => {
  it('loads the dashboard, then metrics and responses with the filters of the link', async () => {
    renderRoute('/nps-dashboard?scheme_ids=4&types=detractors&page=2', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'NPS Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/^Page 2 of \d+$/)).toBeInTheDocument();
    expect(calls('/api/nps-dashboard')).toHaveLength(1);
    expect(calls('/api/nps-dashboard/responses')).toHaveLength(1);
    expect(calls('/api/nps-dashboard/metrics')).toHaveLength(1);
    const cards = within(screen.getByRole('list', { name: 'Responses' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    for (const card of cards) expect(card).toHaveTextContent('Detractor');
    // The side menu's section links: the analysis sub-menu.
    expect(
      within(screen.getByRole('navigation', { name: 'Section menu' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'NPS Dashboard', 'Reporting']);
    // The banner's words.
    expect(screen.getByText(/^-?\d+\.\d from \d+ responses$/)).toBeInTheDocument();
  });

  it('sends one metrics + responses pair for a burst of filter changes, 500 ms after the last', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderRoute('/nps-dashboard', { as: 'manager' });
    await screen.findByText(/^-?\d+\.\d from \d+ responses$/);
    expect(calls('/api/nps-dashboard/metrics')).toHaveLength(0);
    await user.click(screen.getByLabelText('Promoters'));
    await user.click(screen.getByLabelText('Passives'));
    await user.click(screen.getByLabelText('With comments'));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(router.state.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.search).toBe('?types=promoters,passives&comments=1'));
    await waitFor(() => expect(calls('/api/nps-dashboard/responses')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls('/api/nps-dashboard/metrics')).toHaveLength(1);
    expect(calls('/api/nps-dashboard/responses')).toHaveLength(1);
    const cards = within(await screen.findByRole('list', { name: 'Responses' })).getAllByRole('listitem');
    for (const card of cards) expect(card).not.toHaveTextContent('Detractor');
  });

  it("'Update Responses' applies at once", async () => {
    const { user, router } = renderRoute('/nps-dashboard', { as: 'manager' });
    await screen.findByText(/^-?\d+\.\d from \d+ responses$/);
    await user.click(screen.getByLabelText('Detractors'));
    await user.click(screen.getByRole('button', { name: 'Update Responses' }));
    expect(router.state.location.search).toBe('?types=detractors');
    await waitFor(() => expect(calls('/api/nps-dashboard/responses')).toHaveLength(1));
  });

  it('pages with Previous and Next, and says when nothing matches', async () => {
    const { user, router } = renderRoute('/nps-dashboard?scheme_ids=1', { as: 'manager' });
    await screen.findByText(/^Page 1 of \d+$/);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scheme_ids=1&page=2'));
    expect(await screen.findByText(/^Page 2 of \d+$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it("says 'No Results for selected filters' and '0 Responses' when nothing matches", async () => {
    db().npsResponses = [];
    renderRoute('/nps-dashboard?scheme_ids=4&comments=0', { as: 'manager' });
    expect(await screen.findByText('No Results for selected filters')).toBeInTheDocument();
    expect(screen.getByText('0 Responses')).toBeInTheDocument();
  });

  it('resets filters the API rejects, and says so', async () => {
    const { router } = renderRoute('/nps-dashboard?scheme_ids=999', { as: 'manager' });
    expect(await screen.findByText('Some filters in the link were not valid and were reset.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText(/from \d+ responses$/)).toBeInTheDocument();
  });

  it('opens the job report from a card only with the permission', async () => {
    const store = makeStore();
    const spy = vi.spyOn(store, 'dispatch');
    const { user } = renderRoute('/nps-dashboard?scheme_ids=4', { as: 'manager', store });
    const list = await screen.findByRole('list', { name: 'Responses' });
    const button = within(list).getAllByRole('button')[0] as HTMLElement;
    await user.click(button);
    expect(spy).toHaveBeenCalledWith(jobReportRequested({ jobId: Number(button.textContent), isSurvey: true }));
  });

  it('shows the viewer the ids as plain text', async () => {
    renderRoute('/nps-dashboard', { as: 'viewer' });
    const list = await screen.findByRole('list', { name: 'Responses' });
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(within(list).getAllByText(/^\d{5}$/).length).toBeGreaterThan(0);
  });

  it('keeps HTML in comments as text', async () => {
    const row = db().npsResponses.find((item) => item.schemeId === 4);
    if (!row) throw new Error('no response');
    db().npsResponses = [{ ...row, comments: '<img src=x onerror=alert(1)><b>bold</b> ' + 'x'.repeat(300) }];
    renderRoute('/nps-dashboard', { as: 'manager' });
    expect(await screen.findByText(/^<img src=x onerror=alert\(1\)><b>bold<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('.nps-cards img, .nps-cards b')).toBeNull();
  });
});

/** The demo API's GET /api/nps-dashboard answer (either contract) with other filters, or none (`undefined`). */
function filtersAnswered(filters: unknown) {
  editAnswer('/nps-dashboard', (data) => {
    if (filters === undefined) delete data.filters;
    else data.filters = filters;
  });
}

describe('NPS filter options in any plausible shape', () => {
  const sources = () => db().schemes.filter((scheme) => scheme.has_nps && db().npsResponses.some((row) => row.schemeId === scheme.id));

  it('renders when the filter data has no `waves` key (this threw a TypeError before): the wave filter is hidden', async () => {
    filtersAnswered({ scheme_ids: sources().map(({ id, name, type }) => ({ id, name, type })) });
    renderRoute('/nps-dashboard', { as: 'manager' });
    expect(await screen.findByText(/^-?\d+\.\d from \d+ responses$/)).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('group', { name: 'Data sources' })).toBeInTheDocument();
    expect(within(filters).getByLabelText('Customer Experience Survey')).toBeInTheDocument();
    expect(within(filters).queryByRole('button', { name: /^Expand / })).not.toBeInTheDocument();
    expect(within(filters).getByLabelText('Promoters')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Responses' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('renders without any filter data: the panel keeps the response groups and comments only', async () => {
    filtersAnswered(undefined);
    renderRoute('/nps-dashboard', { as: 'manager' });
    expect(await screen.findByText(/^-?\d+\.\d from \d+ responses$/)).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).queryByRole('group', { name: 'Data sources' })).not.toBeInTheDocument();
    expect(within(filters).queryByRole('button', { name: /^Expand / })).not.toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'Responses' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'Comments' })).toBeInTheDocument();
  });

  it('renders with garbage for filters (a string), like no filter data', async () => {
    filtersAnswered('all');
    renderRoute('/nps-dashboard', { as: 'manager' });
    expect(await screen.findByText(/^-?\d+\.\d from \d+ responses$/)).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Filters' })).queryByRole('group', { name: 'Data sources' })).not.toBeInTheDocument();
  });

  it('reads visit_groups + visit_nums (flat, naming their group): the tree holds each group with its waves, and a pick sends visit_nums', async () => {
    const groups = [...db().waveGroups].sort((a, b) => b.id - a.id);
    const newest = groups[0];
    if (!newest) throw new Error('no wave group');
    const waves = db().waves.filter((wave) => wave.groupId === newest.id);
    filtersAnswered({
      visit_groups: groups.map(({ id, name }) => ({ id, name })),
      visit_nums: db().waves.map((wave) => ({ id: wave.id, name: wave.name, visit_group_id: wave.groupId })),
      scheme_ids: sources().map(({ id, name, type }) => ({ id, name, type })),
    });
    const { user, router } = renderRoute('/nps-dashboard', { as: 'manager' });
    await screen.findByText(/^-?\d+\.\d from \d+ responses$/);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getAllByRole('button', { name: /^Expand / })).toHaveLength(groups.length);
    await user.click(within(filters).getByRole('button', { name: `Expand ${newest.name}` }));
    const wave = waves[0];
    if (!wave) throw new Error('no wave');
    await user.click(within(filters).getByLabelText(wave.name));
    await user.click(screen.getByRole('button', { name: 'Update Responses' }));
    expect(router.state.location.search).toBe(`?visit_nums=${wave.id}`);
    await waitFor(() => expect(calls('/api/nps-dashboard/responses')).toHaveLength(1));
  });

  it('asks /metrics and /responses for the parts the first answer lacks', async () => {
    editAnswer('/nps-dashboard', (data) => {
      delete data.metrics;
      data.responses = null;
    });
    renderRoute('/nps-dashboard', { as: 'manager' });
    expect(await screen.findByText(/^-?\d+\.\d from \d+ responses$/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Responses' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(calls('/api/nps-dashboard/metrics')).toHaveLength(1);
    expect(calls('/api/nps-dashboard/responses')).toHaveLength(1);
  });

  it("shows the demo's answer (in either contract) with the wave groups and data sources", async () => {
    renderRoute('/nps-dashboard', { as: 'manager' });
    await screen.findByText(/^-?\d+\.\d from \d+ responses$/);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const groups = db().waveGroups.filter((group) => db().waves.some((wave) => wave.groupId === group.id));
    expect(within(filters).getAllByRole('button', { name: /^Expand / })).toHaveLength(groups.length);
    expect(within(within(filters).getByRole('group', { name: 'Data sources' })).getAllByRole('checkbox')).toHaveLength(sources().length);
  });
});
