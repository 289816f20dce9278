import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, demoConfig } from '@/demo/db';
import { reportingHandlers } from '@/demo/handlers/reporting';
import { scenarios, stats } from '@/demo/scenarios';
import { P } from '@/lib/permissions';
import { editAnswer } from '../support/demoAnswer';
import { renderRoute } from '../support/render';
import { searchParamsTo, useRequestLog } from '../support/requestLog';
import { server } from '../setup';

/*
 * Reporting against a server that sends only what the spec names (issue 21): the current wave from
 * the dashboard state, else the newest of the filters' waves, none for a source without waves (issue 29), data sources recognised from `type`, no `scheme` object, the server's
 * levels, the Questionnaires group, 'cases excel download' as a quick report, and a 404 report run.
 */

const mode = demoConfig.contract;
afterEach(() => {
  demoConfig.contract = mode;
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const log = useRequestLog();

/** The dashboard's wave (000 §3 "Dashboard state"): the newest complete wave in the demo. */
const dashboardWave = () => [...db().waves].filter((wave) => wave.status === 8).sort((a, b) => b.id - a.id)[0] as { id: number; name: string };

/** The newest wave by visit number (the current wave without the dashboard state). */
const newestWave = () => [...db().waves].sort((a, b) => b.id - a.id)[0] as { id: number; name: string };

const role = (name: string) => db().roles.find((row) => row.name === name) as { permissions: string[] };

async function openQuickReports(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Quick Reports' }));
  return within(await screen.findByRole('region', { name: 'Quick Reports' }));
}

describe('reporting on the spec alone', () => {
  it('quick reports run for the dashboard state’s wave when the filters carry no current_wave; sources are read from type', async () => {
    demoConfig.contract = 'minimal';
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    const source = await screen.findByLabelText('Data Source');
    // No `scheme` object: the default source is the first `schemes` entry; multi-schemes from type 1 / 2.
    await waitFor(() => expect(source).toHaveValue('1'));
    const values = within(source)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(values).toEqual(expect.arrayContaining(['1', '2', '3', '4', '-101', 'mcds102']));
    const quick = await openQuickReports(user);
    const wave = dashboardWave();
    expect(await quick.findByText(wave.name)).toBeInTheDocument();
    expect(stats.count('/api/dashboard', 'GET')).toBe(1);
    await user.click(quick.getByRole('button', { name: 'Rank' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&report=rank&level=md&visitnum=${wave.id}`));
    expect(await screen.findByRole('table')).toBeInTheDocument();

    // A survey-data multi-scheme (type 1: id negated) and its own dashboard's wave.
    await user.selectOptions(screen.getByLabelText('Data Source'), '-101');
    await waitFor(() => expect(stats.count('/api/reporting-filters/multi-scheme/101', 'GET')).toBe(1));
    await waitFor(() => expect(stats.count('/api/dashboard/multi-scheme/101', 'GET')).toBe(1));
    const sheet = within(await screen.findByRole('dialog', { name: 'Quick Reports' }));
    await user.click(await sheet.findByRole('button', { name: 'Rank' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=-101&report=rank&level=md&visitnum=${wave.id}`));
    expect(await screen.findByRole('heading', { name: 'Rank', level: 2 })).toBeInTheDocument();
  });

  it("'Run for current' uses the dashboard state's wave too", async () => {
    demoConfig.contract = 'minimal';
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Saved Reports' }));
    const saved = await screen.findByRole('region', { name: 'Saved Reports' });
    const run = within(saved).getByRole('button', { name: 'Run Category scores by region for the current month' });
    await waitFor(() => expect(run).toBeEnabled());
    await user.click(run);
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&report=category&level=rbm&visitnum=${dashboardWave().id}`));
  });

  it("a source whose dashboard cannot be read falls back to the newest of the filters' waves", async () => {
    demoConfig.contract = 'minimal';
    scenarios.failNext('/api/dashboard/4', 500);
    const { user, router } = renderRoute('/reporting?scheme=4', { as: 'manager' });
    const quick = await openQuickReports(user);
    expect(await quick.findByText(newestWave().name)).toBeInTheDocument();
    expect(stats.count('/api/dashboard', 'GET')).toBe(0);
    await user.click(quick.getByRole('button', { name: 'Rank' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=4&report=rank&level=md&visitnum=${newestWave().id}`));
  });

  it("without 'view - dashboard' the current wave is the newest of the filters' waves: quick and saved reports run for it", async () => {
    demoConfig.contract = 'minimal';
    const manager = role('Regional Manager');
    manager.permissions = manager.permissions.filter((permission) => permission !== P.VIEW_DASHBOARD);
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    const quick = await openQuickReports(user);
    const newest = newestWave();
    expect(await quick.findByText(newest.name)).toBeInTheDocument();
    await user.click(quick.getByRole('button', { name: 'Rank' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&report=rank&level=md&visitnum=${newest.id}`));
    expect(await screen.findByRole('heading', { name: 'Rank', level: 2 })).toBeInTheDocument();
    expect(stats.calls.filter((call) => call.path.startsWith('/api/dashboard'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Saved Reports' }));
    const saved = within(await screen.findByRole('dialog', { name: 'Saved Reports' }));
    await user.click(saved.getByRole('button', { name: 'Run Category scores by region for the current month' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&report=category&level=rbm&visitnum=${newest.id}`));
  });

  it("a failed dashboard read falls back to the newest of the filters' waves", async () => {
    demoConfig.contract = 'minimal';
    scenarios.failNext('/api/dashboard', 500);
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    const quick = await openQuickReports(user);
    expect(await quick.findByText(newestWave().name)).toBeInTheDocument();
    await user.click(quick.getByRole('button', { name: 'Rank' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&report=rank&level=md&visitnum=${newestWave().id}`));
  });

  it('a data source without waves runs its quick, excel and saved reports without one; nothing is disabled', async () => {
    role('Regional Manager').permissions.push('reporting - view cases excel download');
    for (const path of ['/reporting-filters', '/reporting-filters/:id']) {
      editAnswer(path, (data) => {
        data.waves = [];
        delete data.current_wave;
      });
    }
    // Its dashboard names no wave either (as a case management dashboard does).
    for (const path of ['/dashboard', '/dashboard/:id']) {
      editAnswer(path, (data) => {
        data.wave = null;
      });
    }
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:test') as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    const quick = await openQuickReports(user);
    expect(await quick.findByText('This data source has no months: quick reports run over all its data.')).toBeInTheDocument();
    const excel = quick.getByRole('button', { name: 'Cases Excel Download' });
    await waitFor(() => expect(excel).toBeEnabled());
    await user.click(excel);
    await waitFor(() => expect(names).toHaveLength(1));
    expect(searchParamsTo(log, '/api/reporting/cases-excel-download')[0]?.has('visitnum')).toBe(false);
    await user.click(quick.getByRole('button', { name: 'Rank' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scheme=1&report=rank&level=md'));
    expect(await screen.findByRole('heading', { name: 'Rank', level: 2 })).toBeInTheDocument();
    expect(searchParamsTo(log, '/api/reporting/rank').at(-1)?.has('visitnum')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Saved Reports' }));
    const saved = within(await screen.findByRole('dialog', { name: 'Saved Reports' }));
    await user.click(saved.getByRole('button', { name: 'Run Category scores by region for the current month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scheme=1&report=category&level=rbm'));
  });
});

describe("the server's levels", () => {
  /** The filter data as the demo sends it, with `levels` replaced. */
  function withLevels(levels: unknown) {
    server.use(
      http.get('*/api/reporting-filters', async ({ request }) => {
        const real = (await getResponse(reportingHandlers, request)) as Response;
        const body = (await real.json()) as { data?: Record<string, unknown> } & Record<string, unknown>;
        const inner = (body.data ?? body) as Record<string, unknown>;
        inner.levels = levels;
        return HttpResponse.json(body);
      }),
    );
  }

  it('offers the levels the server lists, in its order, and quick reports start at the first', async () => {
    withLevels(['rbm', 'loc', 'grd', 'job']);
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Advanced' }));
    const form = await screen.findByRole('form', { name: 'Advanced report filters' });
    await user.selectOptions(within(form).getByLabelText('Report'), 'nps');
    const level = within(form).getByLabelText('Report Level');
    const offered = () =>
      within(within(form).getByLabelText('Report Level'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent)[0],
    ).toBe('RBM');
    expect(offered()).toEqual(['rbm', 'loc', 'grd']);
    await user.selectOptions(within(form).getByLabelText('Report'), 'rank');
    expect(offered()).toEqual(['rbm', 'loc', 'grd', 'job']);
    await user.click(screen.getByRole('button', { name: 'Quick Reports' }));
    const quick = within(await screen.findByRole('dialog', { name: 'Quick Reports' }));
    await user.click(await quick.findByRole('button', { name: 'Category' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&report=category&level=rbm&visitnum=\d+$/));
  });

  it('computes the levels when the server sends none', async () => {
    withLevels(null);
    const { user } = renderRoute('/reporting', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Advanced' }));
    const form = await screen.findByRole('form', { name: 'Advanced report filters' });
    await user.selectOptions(within(form).getByLabelText('Report'), 'nps');
    expect(
      within(within(form).getByLabelText('Report Level'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['md', 'od', 'rbm', 'bdm', 'loc', 'cti', 'csi', 'grd']);
  });
});

describe('spec gaps', () => {
  it('More Filters has the Questionnaires group (001 §2); its selection is sent as questionnaire_id and named in a chip', async () => {
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Advanced' }));
    const form = await screen.findByRole('form', { name: 'Advanced report filters' });
    await user.selectOptions(within(form).getByLabelText('Report'), 'rank');
    await user.click(within(form).getByRole('button', { name: 'More Filters (0)' }));
    const dialog = await screen.findByRole('dialog', { name: 'More Filters' });
    const group = within(dialog).getByRole('group', { name: 'Questionnaires' });
    await user.click(within(group).getByLabelText('Mystery Shop Program'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('button', { name: 'More Filters (1)' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scheme=1&report=rank&level=md&questionnaire_id=1'));
    await screen.findByRole('table');
    expect(searchParamsTo(log, '/api/reporting/rank').at(-1)?.get('questionnaire_id')).toBe('1');
    expect(screen.getByText('Questionnaires: Mystery Shop Program')).toBeInTheDocument();
  });

  it("'cases excel download' is a quick report for a user holding 'reporting - view cases excel download': it downloads the current wave", async () => {
    role('Regional Manager').permissions.push('reporting - view cases excel download');
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:test') as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    const quick = await openQuickReports(user);
    const excel = await quick.findByRole('button', { name: 'Cases Excel Download' });
    await waitFor(() => expect(excel).toBeEnabled());
    await user.click(excel);
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^cases-excel-download_\d{14}\.xlsx$/);
    expect(searchParamsTo(log, '/api/reporting/cases-excel-download')[0]?.get('visitnum')).toBe(String(dashboardWave().id));
    // The download leaves the page as it was.
    expect(router.state.location.search).toBe('');
  });

  it('a report run answered 404 says the report could not be found', async () => {
    scenarios.failNext('/api/reporting/rank', 404, { times: 2, body: { message: 'Report not found.' } });
    const { router } = renderRoute('/reporting?scheme=1&report=rank&level=loc', { as: 'manager' });
    expect(
      await screen.findByText('This report could not be found. It may have been removed, or this data source may no longer offer it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?scheme=1&report=rank&level=loc');
  });

  it('a report answer the portal cannot read says so in place of the report', async () => {
    server.use(http.get('*/api/reporting/rank', () => HttpResponse.json({ data: { results: 'not rows' } })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/reporting?scheme=1&report=rank&level=loc', { as: 'manager' });
    expect(await screen.findByText('The server sent data the portal could not read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
