import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { db } from '@/demo/db';
import { handlers } from '@/demo/handlers/index';
import { stats } from '@/demo/scenarios';
import { editAnswer } from '../support/demoAnswer';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';
import { server } from '../setup';
import { allWidgetsShown } from '../support/dashboardWidgets';

// The dashboard answered in forms our demo does not send: the frame still works, each part that
// cannot be read says so on its own. Every test runs in both demo contracts.

beforeEach(() => {
  setLargeScreen(true);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const wavesNewestFirst = () => [...db().waves].sort((a, b) => b.id - a.id);

/**
 * The league table, looked for inside its own card, found anew on every poll: the card is drawn
 * again when its figures come in (its loading state is another element).
 */
const leagueTable = () =>
  waitFor(() => within(screen.getByRole('region', { name: 'League table' })).getByRole('table', { name: 'League table' }), { timeout: 15000 });

describe('a dashboard without its figures (no `content`)', () => {
  it('keeps the frame working and composes the body from the reports: title, scheme and wave selectors, figures per pick', async () => {
    editAnswer('/dashboard/:id', (data) => {
      delete data.content;
      delete data.body;
    });
    const { router, user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    const league = await leagueTable();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mystery Shop Program');
    expect(within(league).getAllByRole('row').length).toBeGreaterThan(1);
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+$/));

    // A wave pick loads that wave, and the figures follow it.
    const older = wavesNewestFirst()[3];
    if (!older) throw new Error('no wave');
    await user.selectOptions(screen.getByLabelText('Month'), String(older.id));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&wave=${older.id}`));
    await waitFor(() => expect(stats.calls.some((call) => call.path === '/api/dashboard/1')).toBe(true));
    await waitFor(() => expect(screen.getByLabelText('Month')).toHaveValue(String(older.id)));
    await waitFor(() => expect(stats.calls.some((call) => call.path === '/api/reporting/rank' && call.query.includes(`visitnum=${older.id}`))).toBe(true));
    expect(await leagueTable()).toBeInTheDocument();

    // A scheme pick loads that dashboard, with its own figures; the last pick's figures are never
    // shown under the new title, not even for the render before the new figures are drawn.
    const before = (await leagueTable()).textContent;
    await user.selectOptions(screen.getByLabelText('Dashboard'), 'Site Safety Audit');
    expect(await screen.findByRole('heading', { name: 'Site Safety Audit', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'League table' })).queryByRole('table')?.textContent).not.toBe(before);
    await waitFor(() => expect(stats.calls.some((call) => call.path === '/api/reporting-filters/2')).toBe(true));
    expect(await leagueTable()).toBeInTheDocument();
  });
});

describe('one block of the figures the portal cannot read', () => {
  it('degrades only its widget; a bad row is left out of its block', async () => {
    editAnswer('/dashboard/:id', (data) => {
      data.body = 'mystery-shopping';
      data.content = {
        score: { value: '0.5', previous: null, visits: '3' },
        sections: [{ id: 'x' }, { id: 11, name: 'Greeting', value: 0.8, previous: null }],
        league: 'top ten',
        latest: [],
      };
    });
    renderRoute('/dashboard?scheme=1', { as: 'manager' });
    const league = await screen.findByRole('region', { name: 'League table' });
    await allWidgetsShown();
    expect(within(league).getByText(UNREADABLE_DATA_MESSAGE)).toBeInTheDocument();
    expect(within(league).queryByRole('table')).not.toBeInTheDocument();
    const dial = screen.getByRole('region', { name: 'Wave score' });
    expect(within(dial).getByText('50.0%')).toBeInTheDocument();
    expect(within(dial).getByText('3 visits')).toBeInTheDocument();
    const sections = screen.getByRole('table', { name: 'Section scores' });
    expect(within(sections).getAllByRole('row')).toHaveLength(2);
    expect(within(sections).getByText('Greeting')).toBeInTheDocument();
    // Blocks the answer left out are empty, not unreadable.
    expect(within(screen.getByRole('region', { name: 'Latest results' })).getByText('No data for this Month.')).toBeInTheDocument();
  });
});

describe('the scheme selector without our `kind`', () => {
  it('opens a survey-data multi-scheme and a multi-company dashboard from the selector, and marks the one on screen', async () => {
    const { router, user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+$/));
    // (user-event matches an option's value or its HTML: '&' is '&amp;' there.)
    await user.selectOptions(screen.getByLabelText('Dashboard'), 'mcds:102');
    expect(await screen.findByRole('heading', { name: 'Combined Shop & Survey', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=mcds102&wave=\d+$/));
    expect(stats.count('/api/dashboard/mcds/102', 'GET')).toBeGreaterThan(0);
    expect(screen.getByLabelText('Dashboard')).toHaveValue('mcds:102');

    await user.selectOptions(screen.getByLabelText('Dashboard'), 'All Survey Data');
    expect(await screen.findByRole('heading', { name: 'All Survey Data', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=-101&wave=\d+$/));
    expect(stats.count('/api/dashboard/multi-scheme/101', 'GET')).toBeGreaterThan(0);
    expect(screen.getByLabelText('Dashboard')).toHaveValue('multi-scheme:101');
  });
});

describe('an answer the portal cannot read at all', () => {
  it('shows the decoding message in the error block, and Retry loads the dashboard', async () => {
    let garbage = true;
    server.use(
      http.get('*/api/dashboard/:id', async ({ request }) => {
        if (garbage) return HttpResponse.json([{ scheme: 'Mystery Shop Program' }]);
        return getResponse(handlers, request);
      }),
    );
    const { user } = renderRoute('/dashboard?scheme=1&wave=5', { as: 'manager' });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE_DATA_MESSAGE);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('/api/dashboard/1'));
    garbage = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Mystery Shop Program', level: 1 })).toBeInTheDocument();
  });

  it('reads a scheme without an id as unreadable, not as a white page', async () => {
    editAnswer('/dashboard/:id', (data) => {
      data.scheme = { name: 'Mystery Shop Program', type: 0 };
    });
    renderRoute('/dashboard?scheme=1', { as: 'manager' });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE_DATA_MESSAGE);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
