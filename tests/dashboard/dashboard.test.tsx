import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';
import { demoConfig } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { jobReportRequested } from '@/store/events';
import { http, HttpResponse } from 'msw';
import { allWidgetsShown } from '../support/dashboardWidgets';
import { renderRoute } from '../support/render';
import { useRequestLog } from '../support/requestLog';
import { server } from '../setup';
import { setLargeScreen } from '../support/viewport';

// Lists are tables from 1024 px (cards below): test the desktop layout.
beforeEach(() => setLargeScreen(true));

const headings = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The minimal contract sends no `content` (assumed): the body is composed from documented calls (tests/dashboard/derived.test.tsx). */
const minimal = demoConfig.contract === 'minimal';

/** The derived body's cards, by whether the dashboard has NPS and leads with it. */
const DERIVED = {
  shop: ['Wave score', 'NPS', 'Trend', 'Section scores', 'Section summary', 'League table', 'What changed'],
  plain: ['Wave score', 'Trend', 'Section scores', 'Section summary', 'League table', 'What changed'],
  survey: ['NPS', 'Wave score', 'Trend', 'Section scores', 'Section summary', 'League table', 'What changed'],
};

/**
 * Waits for the body: its widget `heading` by default; in the minimal contract the frame (the title
 * `title`) and the derived body's cards `derived`, each with its figures.
 */
async function bodyShown(heading: string, title?: string, derived: string[] = DERIVED.shop): Promise<boolean> {
  if (!minimal) {
    await screen.findByRole('heading', { name: heading });
    await allWidgetsShown();
    return true;
  }
  await screen.findByRole('table', { name: 'League table' }, { timeout: 15000 });
  await allWidgetsShown();
  await waitFor(() => expect(screen.queryAllByText(/^Loading/)).toHaveLength(0), { timeout: 15000 });
  if (title) expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(headings()).toEqual(derived);
  expect(within(screen.getByRole('region', { name: 'Wave score' })).getByText(/^\d{1,3}\.\d%$/)).toBeInTheDocument();
  return false;
}

describe('a body per dashboard kind', () => {
  it('mystery shopping: dial, NPS panel, trend, sections, league and latest results, with deltas', async () => {
    renderRoute('/dashboard?scheme=1', { as: 'manager' });
    if (!(await bodyShown('League table', 'Mystery Shop Program'))) {
      expect(screen.getByLabelText('Month')).toBeInTheDocument();
      return;
    }
    expect(headings()).toEqual(['Wave score', 'NPS', 'Trend', 'Section scores', 'Section summary', 'League table', 'What changed', 'Latest results']);
    // What changed (issue 24): movers against the previous wave, or what it cannot show.
    const changed = screen.getByRole('region', { name: 'What changed' });
    expect(within(changed).getByRole('heading', { name: 'Most improved' })).toBeInTheDocument();
    const dial = screen.getByRole('region', { name: 'Wave score' });
    expect(within(dial).getByText(/^\d{1,3}\.\d%$/)).toBeInTheDocument();
    expect(within(dial).getByText(/^\d+ visits$/)).toBeInTheDocument();
    // The change names the previous wave (the next older one) for screen readers.
    expect(within(dial).getByText(/^(up|down) \d+\.\d points vs \w+ \d{4}$|^no change vs/)).toBeInTheDocument();
    // The league: rank, the company's location label, score, change; 10 a page.
    const league = screen.getByRole('table', { name: 'League table' });
    expect(
      within(league)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[↑↓]/g, '').trim()),
    ).toEqual(['Rank', 'Site', 'Score', 'Change']);
    expect(within(league).getAllByRole('row')).toHaveLength(11);
    // Each league row drills into reporting (the manager holds 'view - reporting').
    expect(within(league).queryAllByRole('link')).toHaveLength(10);
    // The NPS panel opens the NPS dashboard filtered to this scheme and wave.
    const open = screen.getByRole('link', { name: 'Open NPS dashboard' });
    expect(open.getAttribute('href')).toMatch(/^\/nps-dashboard\?scheme_ids=1&visit_nums=\d+$/);
    expect(screen.getByRole('link', { name: /^Promoters: \d+ \(\d+\.\d%\)$/ }).getAttribute('href')).toMatch(/types=promoters$/);
  });

  it('audit: no NPS panel for a scheme without NPS', async () => {
    renderRoute('/dashboard?scheme=2', { as: 'manager' });
    if (!(await bodyShown('League table', 'Site Safety Audit', DERIVED.plain))) return;
    expect(headings()).toEqual(['Wave score', 'Trend', 'Section scores', 'Section summary', 'League table', 'What changed', 'Latest results']);
  });

  it('survey: the NPS panel first, NPS trend, league by NPS, latest responses', async () => {
    renderRoute('/dashboard?scheme=4', { as: 'manager' });
    if (!(await bodyShown('NPS trend', 'Customer Experience Survey', DERIVED.survey))) return;
    expect(headings()).toEqual(['NPS', 'Wave score', 'NPS trend', 'League table', 'Latest responses']);
    expect(within(screen.getByRole('table', { name: 'League table' })).getByRole('columnheader', { name: 'NPS' })).toBeInTheDocument();
  });

  it('multi-scheme: the survey body plus the per-scheme table', async () => {
    renderRoute('/dashboard?scheme=-101', { as: 'manager' });
    if (!(await bodyShown('Schemes', 'All Survey Data', DERIVED.survey))) {
      expect(stats.count('/api/dashboard/multi-scheme/101', 'GET')).toBe(1);
      return;
    }
    const table = screen.getByRole('table', { name: 'Schemes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Scheme', 'Responses', 'NPS', 'Change']);
    expect(within(table).getByRole('link', { name: 'Customer Experience Survey' })).toHaveAttribute('href', '/dashboard?scheme=4');
    expect(stats.count('/api/dashboard/multi-scheme/101', 'GET')).toBe(1);
  });

  it('mcds: a dial per member scheme linking to its dashboard, one trend line each, a league with a Scheme column', async () => {
    renderRoute('/dashboard?scheme=mcds102', { as: 'manager' });
    if (!(await bodyShown('Trend by scheme', 'Combined Shop & Survey'))) {
      expect(stats.count('/api/dashboard/mcds/102', 'GET')).toBe(1);
      return;
    }
    expect(screen.getByRole('region', { name: 'Mystery Shop Program' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer Experience Survey' })).toBeInTheDocument();
    expect((await screen.findByTestId('chart')).getAttribute('data-values')?.split('|')).toHaveLength(2);
    expect(within(screen.getByRole('table', { name: 'League table' })).getByRole('columnheader', { name: 'Scheme' })).toBeInTheDocument();
  });

  it('crew satisfaction: dial, sections, trend and league, no job list (anonymous answers)', async () => {
    renderRoute('/dashboard?scheme=6', { as: 'manager' });
    if (!(await bodyShown('League table', 'Crew Satisfaction', DERIVED.plain))) return;
    expect(headings()).toEqual(['Wave score', 'Trend', 'Section scores', 'Section summary', 'League table', 'What changed']);
  });

  it("override: the API's widgets in order, an unknown kind skipped", async () => {
    renderRoute('/dashboard?scheme=7', { as: 'manager' });
    if (!(await bodyShown('League table', 'Executive Overview'))) return;
    expect(headings()).toEqual(['NPS', 'Wave score', 'League table', 'Trend']);
  });

  it('marks the selected wave in the trend and shows the chart as a captioned table on demand', async () => {
    const { user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    // The answer's own trend, or the trend report's rows in the minimal contract: the same 13 waves.
    await bodyShown('Trend');
    // The chart draws once its card has painted (chart.js never competes with the first paint).
    const chart = (await screen.findAllByTestId('chart'))[0] as HTMLElement;
    const labels = chart.getAttribute('data-labels')?.split('|') ?? [];
    expect(labels).toHaveLength(13);
    expect(chart.getAttribute('data-highlight')).toBe('12');
    const card = screen.getByRole('region', { name: 'Trend' });
    const toggle = within(card).getByRole('button', { name: 'View as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'View as chart' })).toHaveAttribute('aria-pressed', 'true');
    const table = within(card).getByRole('table', { name: 'Trend' });
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getByRole('row', { current: true })).toHaveTextContent(labels[12] as string);
  });
});

describe("'What changed': small samples over both waves", () => {
  const log = useRequestLog();
  const dashboardCalls = () => log.filter((request) => request.path === '/api/dashboard/1');

  it("asks the same dashboard for the previous wave once and judges 'Small sample' on both waves' counts", async () => {
    renderRoute('/dashboard?scheme=1', { as: 'manager' });
    if (!(await bodyShown('What changed'))) {
      // Figures from the rank reports of both waves: their visit counts, and no second dashboard call.
      const card = screen.getByRole('region', { name: 'What changed' });
      expect(within(card).getByText('Small sample: fewer than 3 visits in this month or the previous one.')).toBeInTheDocument();
      expect(dashboardCalls()).toHaveLength(1);
      return;
    }
    const card = screen.getByRole('region', { name: 'What changed' });
    expect(await within(card).findByText('Small sample: fewer than 3 visits in this month or the previous one.')).toBeInTheDocument();
    const [page, previous] = dashboardCalls();
    const previousWave = new URLSearchParams(previous?.query).get('visitnum');
    expect(previousWave).toMatch(/^\d+$/);
    expect(new URLSearchParams(page?.query).get('visitnum')).not.toBe(previousWave);
    expect(dashboardCalls()).toHaveLength(2);
  });

  it("says when the previous wave's counts could not be loaded, and Retry asks again", async () => {
    let failPrevious = true;
    server.use(
      http.get('*/api/dashboard/1', ({ request }) => {
        const wave = new URL(request.url).searchParams.get('visitnum');
        // The page's own call names no wave (the scheme's current one); the card's names the previous wave.
        if (wave && failPrevious) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        return undefined;
      }),
    );
    const { user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    if (!(await bodyShown('What changed'))) return;
    const card = screen.getByRole('region', { name: 'What changed' });
    expect(
      await within(card).findByText("Small sample: fewer than 3 visits this month; the previous month's visit counts could not be loaded."),
    ).toBeInTheDocument();
    // The rest of the card stays: the movers are this page's data.
    expect(within(card).getByRole('heading', { name: 'Most improved' })).toBeInTheDocument();
    failPrevious = false;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('Small sample: fewer than 3 visits in this month or the previous one.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('scheme and wave in the URL', () => {
  it('completes a bare address (replace), pushes picks, and follows Back', async () => {
    const { router, user } = renderRoute('/dashboard', { as: 'manager' });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+$/));
    expect(router.state.historyAction).toBe('REPLACE');
    const latest = Number(new URLSearchParams(router.state.location.search).get('wave'));
    await bodyShown('League table');
    expect(stats.count('/api/dashboard', 'GET')).toBe(1);
    // The page asks the default dashboard; the only scheme call is 'What changed' asking the previous wave's counts.
    expect(stats.calls.filter((call) => call.path === '/api/dashboard/1' && (call.query === '' || call.query === `visitnum=${latest}`))).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Month'), String(latest - 2));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&wave=${latest - 2}`));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(screen.getByLabelText('Month')).toHaveValue(String(latest - 2)));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Month')).toHaveValue(String(latest)));
    expect(router.state.location.search).toBe(`?scheme=1&wave=${latest}`);
  });

  it('keeps a picked wave across a scheme switch; without a pick the new scheme shows its own default', async () => {
    const { router, user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+$/));
    const latest = Number(new URLSearchParams(router.state.location.search).get('wave'));
    await user.selectOptions(screen.getByLabelText('Dashboard'), 'Site Safety Audit');
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=2&wave=${latest}`));
    // The page's own call (the kept wave is the scheme's latest, so no wave is named); not the previous wave's counts.
    const ownWave = (query: string) => query === '' || query === `visitnum=${latest}`;
    expect(stats.calls.filter((call) => call.path === '/api/dashboard/2' && ownWave(call.query))).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Month'), String(latest - 3));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=2&wave=${latest - 3}`));
    await user.selectOptions(screen.getByLabelText('Dashboard'), 'All Survey Data');
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=-101&wave=${latest - 3}`));
    expect(await screen.findByRole('heading', { name: 'All Survey Data', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue(String(latest - 3));
  });

  it("never shows the last pick's figures under the new title, not even for one render", async () => {
    // The audit body's file is loaded first, on a page of its own (a body that suspends shows its
    // fallback anyway); the page under test has nothing of the audit cached.
    const first = renderRoute('/dashboard?scheme=2', { as: 'manager' });
    await bodyShown('League table', 'Site Safety Audit', DERIVED.plain);
    first.unmount();
    const { user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await bodyShown('League table', 'Mystery Shop Program');
    const league = () => screen.queryByRole('table', { name: 'League table' })?.textContent ?? null;
    const dial = () => screen.queryByRole('region', { name: 'Wave score' })?.textContent ?? null;
    const before = { league: league(), dial: dial() };
    expect(before.league).not.toBeNull();
    // What was on screen each time the title read the new dashboard's name.
    const seen: Array<{ league: string | null; dial: string | null }> = [];
    const watch = new MutationObserver(() => {
      if (screen.queryByRole('heading', { name: 'Site Safety Audit', level: 1 })) seen.push({ league: league(), dial: dial() });
    });
    watch.observe(screen.getByRole('main'), { subtree: true, childList: true, characterData: true });
    await user.selectOptions(screen.getByLabelText('Dashboard'), 'Site Safety Audit');
    await screen.findByRole('heading', { name: 'Site Safety Audit', level: 1 });
    await bodyShown('League table', 'Site Safety Audit', DERIVED.plain);
    watch.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    for (const shown of seen) {
      expect(shown.league).not.toBe(before.league);
      expect(shown.dial).not.toBe(before.dial);
    }
  });

  it("says it is loading for as long as a wave pick shows the last wave's figures", async () => {
    const { router, user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+$/));
    const latest = Number(new URLSearchParams(router.state.location.search).get('wave'));
    await bodyShown('League table', 'Mystery Shop Program');
    const dial = () => screen.queryByRole('region', { name: 'Wave score' })?.textContent ?? null;
    const before = dial();
    // Each state the page passes through: the wave picked, the dial's figures, and the loading sign.
    const seen: Array<{ wave: string; last: boolean; loading: boolean }> = [];
    const watch = new MutationObserver(() =>
      seen.push({
        wave: (screen.getByLabelText('Month') as HTMLSelectElement).value,
        last: dial() === before,
        loading: screen.queryByRole('status', { name: 'Loading' }) !== null && document.querySelector('[aria-busy="true"]') !== null,
      }),
    );
    watch.observe(screen.getByRole('main'), { subtree: true, childList: true, characterData: true, attributes: true });
    await user.selectOptions(screen.getByLabelText('Month'), String(latest - 2));
    await waitFor(() => expect(dial()).not.toBe(before));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument());
    watch.disconnect();
    const stale = seen.filter((state) => state.wave === String(latest - 2) && state.last);
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.filter((state) => !state.loading)).toEqual([]);
  });

  it('drops malformed values and shows the default dashboard', async () => {
    const { router } = renderRoute('/dashboard?scheme=12345678901234567890&wave=abc&wave=-2', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Mystery Shop Program', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+$/));
  });

  it("shows the server's text and a way back for an unknown id", async () => {
    const { user, router } = renderRoute('/dashboard?scheme=999&wave=3', { as: 'manager' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dashboard not found');
    await user.click(screen.getByRole('link', { name: 'Show the default dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Mystery Shop Program', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+$/));
  });

  it('keeps the selection on a failed load and Retry reloads it', async () => {
    scenarios.failNext('/api/dashboard/2', 500, { times: 2, body: { error: 'Server busy' } }); // the route's silent prefetch, then the page
    const { user, router } = renderRoute('/dashboard?scheme=2&wave=5', { as: 'manager' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Site Safety Audit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?scheme=2&wave=5');
    expect(screen.getByLabelText('Month')).toHaveValue('5');
  });
});

describe('latest results and the job report', () => {
  it('opens the job report from a job id with the permission', async () => {
    const store = makeStore();
    const spy = vi.spyOn(store, 'dispatch');
    const { user } = renderRoute('/dashboard?scheme=1', { as: 'manager', store });
    if (!(await bodyShown('Latest results'))) {
      expect(screen.queryByRole('button', { name: /^Open the report of/ })).not.toBeInTheDocument();
      return;
    }
    const table = screen.getByRole('table', { name: 'Latest results' });
    const first = within(table).getAllByRole('button')[0] as HTMLElement;
    await user.click(first);
    expect(spy).toHaveBeenCalledWith(jobReportRequested({ jobId: Number(first.textContent), isSurvey: false }));
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/\d{2}\/\d{2}\/\d{2}/);
  });

  it('shows the ids as plain text without it (viewer)', async () => {
    renderRoute('/dashboard?scheme=1', { as: 'viewer' });
    if (!(await bodyShown('Latest results'))) return;
    const table = screen.getByRole('table', { name: 'Latest results' });
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(/^\d{5}/);
  });
});
