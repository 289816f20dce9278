import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/demo/db';
import { handlers } from '@/demo/handlers/index';
import { P } from '@/lib/permissions';
import { editAnswer } from '../support/demoAnswer';
import { renderRoute } from '../support/render';
import { queriesTo, useRequestLog } from '../support/requestLog';
import { setLargeScreen } from '../support/viewport';
import { server } from '../setup';
import { allWidgetsShown } from '../support/dashboardWidgets';

/*
 * The dashboard body composed from documented calls (issue 29): every dashboard answer here comes
 * without the assumed `body` and `content` (as a server written from the spec sends it), in both
 * demo contracts — the default one answers the reports as our demo shapes them (the category report
 * a site × section table, numbers as numbers), the minimal one in a second reading (one row per
 * category, numbers as numeric strings).
 */

const log = useRequestLog();

beforeEach(() => {
  setLargeScreen(true);
  for (const path of ['/dashboard', '/dashboard/:id', '/dashboard/mcds/:id', '/dashboard/multi-scheme/:id']) {
    editAnswer(path, (data) => {
      delete data.body;
      delete data.content;
    });
  }
});

const headings = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/**
 * Waits for the derived body, for every card (the lower ones mount one per idle task, LaterWidget),
 * and until every card has left its skeleton.
 */
const settled = async () => {
  await waitFor(() => expect(document.querySelector('[data-body="derived"]')).not.toBeNull(), { timeout: 15000 });
  await allWidgetsShown();
  await waitFor(() => expect(screen.queryAllByText(/^Loading/)).toHaveLength(0), { timeout: 15000 });
};

/** Gives the viewer's role exactly these permissions. */
function viewerOnly(...permissions: string[]) {
  const role = db().roles.find((item) => item.name === 'Store Viewer');
  if (!role) throw new Error('No viewer role');
  role.permissions = permissions;
}

describe('a dashboard of every scheme type shows figures from documented calls', () => {
  it.each([
    ['1', 'Mystery Shop Program', '/api/reporting-filters/1', '/api/reporting', '1', ['Wave score', 'NPS', 'Trend']],
    ['2', 'Site Safety Audit', '/api/reporting-filters/2', '/api/reporting', '2', ['Wave score', 'Trend']],
    ['4', 'Customer Experience Survey', '/api/reporting-filters/4', '/api/reporting', '4', ['NPS', 'Wave score', 'Trend']],
    ['-101', 'All Survey Data', '/api/reporting-filters/multi-scheme/101', '/api/reporting', '-101', ['NPS', 'Wave score', 'Trend']],
    ['mcds102', 'Combined Shop & Survey', '/api/reporting-filters/multi-scheme/102', '/api/combined-reporting', '102', ['Wave score', 'NPS', 'Trend']],
    ['7', 'Executive Overview', '/api/reporting-filters/7', '/api/reporting', '7', ['Wave score', 'NPS', 'Trend']],
  ])('scheme %s (%s): score, ranked locations, sections and NPS', async (scheme, title, filtersPath, reportBase, schemeId, first) => {
    const { router } = renderRoute(`/dashboard?scheme=${scheme}`, { as: 'manager' });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    await settled();
    await allWidgetsShown();
    expect(headings()).toEqual([...first, 'Section scores', 'Section summary', 'League table', 'What changed']);
    await waitFor(() => expect(router.state.location.search).toMatch(/&wave=\d+$/));
    const wave = new URLSearchParams(router.state.location.search).get('wave');

    const dial = screen.getByRole('region', { name: 'Wave score' });
    expect(within(dial).getByText(/^\d{1,3}\.\d%$/)).toBeInTheDocument();
    expect(within(dial).getByText(/^\d+ visits$/)).toBeInTheDocument();
    const league = screen.getByRole('table', { name: 'League table' });
    const firstRow = within(league).getAllByRole('row')[1] as HTMLElement;
    expect(firstRow).toHaveTextContent(/^1\D.*\d{1,3}\.\d%/);
    // Sections with their scores (a category without a score in either wave is left out).
    const sections = within(screen.getByRole('table', { name: 'Section scores' }))
      .getAllByRole('row')
      .slice(1);
    expect(sections.length).toBeGreaterThan(1);
    for (const row of sections) expect(row).toHaveTextContent(/\d{1,3}\.\d%/);
    if (first.includes('NPS')) {
      const nps = screen.getByRole('region', { name: 'NPS' });
      expect(within(nps).getByText(/^(good|fair|poor), from \d+ responses$/)).toBeInTheDocument();
    }

    // The documented calls: the source's filters, then its reports for this wave (on combined-reporting for mcds).
    expect(log.some((entry) => entry.path === filtersPath)).toBe(true);
    const rank = queriesTo(log, `${reportBase}/rank`);
    expect(rank).toContainEqual({ scheme_id: schemeId, level: 'loc', visitnum: wave });
    expect(queriesTo(log, `${reportBase}/category`)).toContainEqual({ scheme_id: schemeId, level: 'loc', visitnum: wave });
    expect(queriesTo(log, `${reportBase}/trend`)[0]?.visitnum?.split(',')).toHaveLength(13);
  });

  it('compares with the previous wave: the dial and the league show changes, what changed lists movers', async () => {
    renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await settled();
    const dial = screen.getByRole('region', { name: 'Wave score' });
    expect(within(dial).getByText(/^(up|down) \d+\.\d points vs \w+ \d{4}$|^no change vs/)).toBeInTheDocument();
    const changed = screen.getByRole('region', { name: 'What changed' });
    expect(within(changed).getByRole('heading', { name: 'Most improved' })).toBeInTheDocument();
    expect(within(changed).getByRole('heading', { name: 'Most declined' })).toBeInTheDocument();
    expect(within(changed).getByText('Small sample: fewer than 3 visits in this month or the previous one.')).toBeInTheDocument();
    // Locations as locations (the rank report's), not sections.
    const siteNames = new Set(db().locations.map((location) => location.name));
    const movers = within(changed)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.mover-name')?.textContent ?? '');
    expect(movers.slice(0, 2).every((name) => siteNames.has(name))).toBe(true);
  });

  it('follows the wave selector: every card asks for the picked wave', async () => {
    const { user, router } = renderRoute('/dashboard?scheme=2', { as: 'manager' });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=2&wave=\d+$/));
    await settled();
    const latest = Number(new URLSearchParams(router.state.location.search).get('wave'));
    await user.selectOptions(screen.getByLabelText('Month'), String(latest - 2));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=2&wave=${latest - 2}`));
    await settled();
    expect(queriesTo(log, '/api/reporting/rank')).toContainEqual({ scheme_id: '2', level: 'loc', visitnum: String(latest - 2) });
    expect(queriesTo(log, '/api/reporting/rank')).toContainEqual({ scheme_id: '2', level: 'loc', visitnum: String(latest - 3) });
    // The cards render in a transition after their answers (issue 30): wait for the league's table.
    expect(await screen.findByRole('table', { name: 'League table' })).toBeInTheDocument();
  });
});

describe('the body mounts in two steps (issue 30: one long task on a phone)', () => {
  it('with every answer already in, it first draws the cards as they load, then their figures', async () => {
    const { router } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await settled();
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    await router.navigate('/profile');
    await waitFor(() => expect(document.querySelector('[data-body="derived"]')).toBeNull());
    // Back to the dashboard: its answers are in the cache, so only the body's mount can draw a skeleton.
    // What each change added (the observer runs after both commits when they come in one go).
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue;
        // The dial: a card of the first screen, which commits with the body. (The league table is a
        // later widget: under load its idle task can come after the figures, and it mounts ready.)
        if (node.textContent?.includes('Loading wave score…')) seen.push('loading');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await router.navigate(address);
    await settled();
    observer.disconnect();
    expect(seen).toContain('loading');
    expect(screen.getByRole('table', { name: 'League table' })).toBeInTheDocument();
  });
});

describe("the report slugs come from the server's own list", () => {
  it("runs the slug the filters list under the spec's name, and says so in one line when a name is missing", async () => {
    editAnswer('/reporting-filters/:id', (data) => {
      const reports = data.reports as Array<{ name: string; slug: string }>;
      data.reports = reports
        .filter((report) => report.name.toLowerCase() !== 'category')
        .map((report) => (report.name === 'rank' ? { ...report, name: ' RANK ', slug: 'site-rank' } : report));
    });
    // The server knows its own slug.
    server.use(http.get('*/api/reporting/site-rank', ({ request }) => getResponse(handlers, new Request(request.url.replace('/site-rank', '/rank'), request))));
    renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await settled();
    expect(screen.getByRole('table', { name: 'League table' })).toBeInTheDocument();
    expect(queriesTo(log, '/api/reporting/site-rank').length).toBeGreaterThan(0);
    expect(queriesTo(log, '/api/reporting/rank')).toHaveLength(0);
    expect(queriesTo(log, '/api/reporting/category')).toHaveLength(0);
    const sections = screen.getByRole('region', { name: 'Section scores' });
    expect(within(sections).getByText('This data source does not list a category report.')).toBeInTheDocument();
    // Drill links open the server's own slugs: the dial its rank report; no category report, no league links.
    expect(screen.getByRole('link', { name: /open the rank report$/ }).getAttribute('href')).toMatch(/[?&]report=site-rank&/);
    expect(within(screen.getByRole('table', { name: 'League table' })).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('one report failing touches only its card', () => {
  it.each([
    [500, 'The rank report could not be loaded.'],
    [403, 'You do not have permission to run the rank report.'],
    [404, 'The rank report could not be found.'],
  ])('%s on the rank report: the league says so with Retry; the score, trend and sections stay', async (status, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    server.use(http.get('*/api/reporting/rank', () => (failing ? HttpResponse.json({ message: 'No.' }, { status }) : undefined)));
    const { user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    const league = await screen.findByRole('region', { name: 'League table' }, { timeout: 15000 });
    expect(await within(league).findByText(message, {}, { timeout: 15000 })).toBeInTheDocument();
    await settled();
    // The score comes from the trend report, the sections from the category report.
    expect(within(screen.getByRole('region', { name: 'Wave score' })).getByText(/^\d{1,3}\.\d%$/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Section scores' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'NPS' })).queryByRole('button', { name: 'Retry' })).toBeNull();
    failing = false;
    await user.click(within(league).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'League table' }, { timeout: 15000 })).toBeInTheDocument();
  });

  it('a wave without results empties each card on its own', async () => {
    editAnswer('/reporting/:slug', (data) => {
      data.results = [];
    });
    renderRoute('/dashboard?scheme=2', { as: 'manager' });
    await settled();
    for (const title of ['Wave score', 'League table', 'Section scores']) {
      expect(within(screen.getByRole('region', { name: title })).getByText('No data for this Month.')).toBeInTheDocument();
    }
  });
});

describe('permissions', () => {
  it("without 'view - reporting' only the NPS card shows, and no report is asked for", async () => {
    viewerOnly(P.VIEW_DASHBOARD, P.VIEW_NPS_DASHBOARD);
    renderRoute('/dashboard?scheme=1', { as: 'viewer' });
    await screen.findByRole('heading', { name: 'Mystery Shop Program', level: 1 });
    await settled();
    expect(headings()).toEqual(['NPS']);
    expect(log.some((entry) => entry.path.startsWith('/api/reporting'))).toBe(false);
  });

  it("without 'view - nps dashboard' the NPS card is left out", async () => {
    viewerOnly(P.VIEW_DASHBOARD, P.VIEW_REPORTING);
    renderRoute('/dashboard?scheme=1', { as: 'viewer' });
    await screen.findByRole('table', { name: 'League table' }, { timeout: 15000 });
    await settled();
    expect(headings()).not.toContain('NPS');
    expect(log.some((entry) => entry.path === '/api/nps-dashboard/metrics')).toBe(false);
  });

  it('with neither, the body says which permission the figures need', async () => {
    viewerOnly(P.VIEW_DASHBOARD);
    renderRoute('/dashboard?scheme=1', { as: 'viewer' });
    expect(
      await screen.findByText(
        "This dashboard's figures come from Reporting and the NPS dashboard: they need the 'view - reporting' or 'view - nps dashboard' permission, which your role does not include.",
      ),
    ).toBeInTheDocument();
    expect(headings()).toEqual([]);
  });
});

describe('the demo contract in use', () => {
  it('reads the category report in the reading the server sends', async () => {
    renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await settled();
    // The minimal contract answers one row per category; ours a site × section table: the same sections either way.
    const names = db().reportCategories.map((category) => category.name);
    const shown = within(screen.getByRole('table', { name: 'Section scores' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('th, td')?.textContent);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.every((name) => names.includes(name ?? ''))).toBe(true);
  });
});
