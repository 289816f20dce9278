import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { RESTRICTED_TEXT } from '@/lib/restrictedText';
import { renderRoute } from '../support/render';

/** The query parameters of the demo API's last call to a path (stats.calls logs the query string). */
const lastQuery = (path: string) => {
  const call = [...stats.calls].reverse().find((entry) => entry.path === path);
  return call && Object.fromEntries(new URLSearchParams(call.query));
};

describe('reporting page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the default data source, lists the permitted quick reports and runs one for the current wave', async () => {
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
    const source = await screen.findByLabelText('Data Source');
    await waitFor(() => expect(source).toHaveValue('1'));
    expect(
      within(source)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('All Survey Data');
    // jsdom is a small screen: the panel is a sheet that its button opens.
    await user.click(screen.getByRole('button', { name: 'Quick Reports' }));
    expect(await screen.findByText('Click the report icon below to run the selected report for the current wave')).toBeInTheDocument();
    const quick = within(screen.getByRole('region', { name: 'Quick Reports' }));
    // The manager lacks the score split and rank for question quick reports.
    expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Rank',
      'Category',
      'Competency',
      'Trend',
      'Trend Group',
      'Day Of Week',
      'NPS',
      'Question Results',
    ]);
    await user.click(quick.getByRole('button', { name: /Rank/ }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&report=rank&level=md&visitnum=\d+$/));
    expect(await screen.findByRole('heading', { name: 'Rank' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'MD', 'Visits', 'Score']);
    expect(stats.count('/api/reporting-filters', 'GET')).toBe(1);
    expect(stats.count('/api/reporting/rank', 'GET')).toBe(1);
  });

  it('compares a quick report with the previous wave: both waves requested, Previous and Change columns', async () => {
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Quick Reports' }));
    const quick = within(await screen.findByRole('region', { name: 'Quick Reports' }));
    await user.click(quick.getByLabelText('Compare with previous month'));
    await user.click(quick.getByRole('button', { name: 'Rank' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/&compare=1$/));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['#', 'MD', 'Visits']);
    expect(headers).toContain('Score change');
    const waves = stats.calls.filter((call) => call.path === '/api/reporting/rank').length;
    expect(waves).toBe(2);
  });

  it('drills a region row down a level and Back returns to the level above', async () => {
    const { user, router } = renderRoute('/reporting?scheme=1&report=rank&level=md', { as: 'manager' });
    const table = await screen.findByRole('table');
    const firstRegion = within(table)
      .getAllByRole('button')
      .find((button) => button.classList.contains('drill-button')) as HTMLElement;
    const name = firstRegion.textContent;
    await user.click(firstRegion);
    await waitFor(() => expect(router.state.location.search).toMatch(/level=od&md=\d+/));
    expect(await screen.findByText(`MD: ${name}`)).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?scheme=1&report=rank&level=md'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Level up' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Level down' })).toBeEnabled();
  });

  it('Back and Level up restore the level drilled from: its filters, sort, text filter and scroll position', async () => {
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrolled = (top: number) => {
      Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    const { user, router } = renderRoute('/reporting?scheme=1&report=rank&level=md&sort=visits.desc&find=e', { as: 'manager' });
    const table = await screen.findByRole('table');
    scrolled(640);
    await user.click(
      within(table)
        .getAllByRole('button')
        .find((button) => button.classList.contains('drill-button')) as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&report=rank&level=od&md=\d+$/));
    await screen.findByRole('table');
    scrolled(0);
    // Back: the level above as it was, scrolled where it was.
    scrolls.mockClear();
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?scheme=1&report=rank&level=md&sort=visits.desc&find=e'));
    await waitFor(() => expect(scrolls).toHaveBeenCalledWith(expect.objectContaining({ top: 640 })));
    expect(screen.getByLabelText('Filter rows')).toHaveValue('e');
    // Forward again, sort that level, then 'Level up': the same restored view (a new history entry).
    await router.navigate(1);
    await waitFor(() => expect(router.state.location.search).toMatch(/level=od&md=\d+$/));
    expect(await screen.findByText('Level: OD')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Score' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/level=od&md=\d+&sort=score\.asc$/));
    scrolls.mockClear();
    await user.click(screen.getByRole('button', { name: 'Level up' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scheme=1&report=rank&level=md&sort=visits.desc&find=e'));
    await waitFor(() => expect(scrolls).toHaveBeenCalledWith(expect.objectContaining({ top: 640 })));
    expect(router.state.historyAction).toBe('PUSH');
    // Level up from a level reached by a link (no drill behind it): the level above, same filters.
    await router.navigate('/reporting?scheme=1&report=rank&level=rbm&md=1');
    expect(await screen.findByText('Level: RBM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Level up' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scheme=1&report=rank&level=od&md=1'));
  });

  it('sorts, filters and pages on the client without asking again, all in the URL', async () => {
    const { user, router } = renderRoute('/reporting?scheme=1&report=rank&level=loc', { as: 'manager' });
    const table = await screen.findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(25);
    await user.click(within(table).getByRole('button', { name: 'Score' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=score.asc'));
    await waitFor(() => {
      const scores = rows().map((row) => parseFloat(row.lastElementChild?.textContent ?? ''));
      expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.type(screen.getByLabelText('Filter rows'), 'boston');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toContain('find=boston');
    expect(stats.count('/api/reporting/rank', 'GET')).toBe(1);
  });

  it('generates an advanced report with the filter parameters, and a chip removal regenerates it', async () => {
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Advanced' }));
    const form = await screen.findByRole('form', { name: 'Advanced report filters' });
    expect(within(form).getByRole('button', { name: 'Generate Report' })).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('Report'), 'category');
    expect(within(form).getByLabelText('Report Level')).toHaveValue('md');
    await user.selectOptions(within(form).getByLabelText('Report Level'), 'rbm');
    const wave = within(form).getByLabelText('Month') as HTMLSelectElement;
    await user.selectOptions(wave, wave.querySelector('optgroup option')?.getAttribute('value') as string);
    await user.click(within(form).getByRole('button', { name: 'More Filters (0)' }));
    const dialog = await screen.findByRole('dialog', { name: 'More Filters' });
    await user.click(within(dialog).getByLabelText('Saturday'));
    await user.click(within(dialog).getByLabelText('Promoters'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('button', { name: 'More Filters (2)' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/report=category&level=rbm&visitgroup=\d+&dow=7&nps=promoters/));
    await screen.findByRole('table');
    const visitgroup = new URLSearchParams(router.state.location.search).get('visitgroup') as string;
    // The report is asked for with the form's filters, as the demo API received them.
    expect(lastQuery('/api/reporting/category')).toEqual({ scheme_id: '1', level: 'rbm', visitgroup, dow: '7', nps: 'promoters' });
    expect(screen.getByText('Days: Saturday')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove filter Days: Saturday' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('dow='));
    await waitFor(() => expect(stats.count('/api/reporting/category', 'GET')).toBe(2));
    expect(lastQuery('/api/reporting/category')).toEqual({ scheme_id: '1', level: 'rbm', visitgroup, nps: 'promoters' });
  });

  it('saves a report, and only the creator may delete a saved report', async () => {
    const { user } = renderRoute('/reporting?scheme=1&report=trend', { as: 'manager' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Save Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Report' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Report' }));
    expect(await within(dialog).findByText('A report name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Report name'), 'Monthly trend');
    await user.click(within(dialog).getByRole('button', { name: 'Save Report' }));
    expect(await screen.findByText('Report saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saved Reports' }));
    const saved = await screen.findByRole('region', { name: 'Saved Reports' });
    expect(await within(saved).findByText('Monthly trend')).toBeInTheDocument();
    expect(within(saved).getByText('Below are you save reports...')).toBeInTheDocument();
    expect(within(saved).queryByRole('button', { name: "Delete A colleague's trend" })).not.toBeInTheDocument();
    await user.click(within(saved).getByRole('button', { name: 'Delete Monthly trend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved report' });
    expect(within(confirm).getByText('Please confirm you want to delete the report: Monthly trend')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved report deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(saved).queryByText('Monthly trend')).not.toBeInTheDocument());
  });

  it('keeps the dialog and the name when saving fails', async () => {
    const { user } = renderRoute('/reporting?scheme=1&report=trend', { as: 'manager' });
    await screen.findByRole('table');
    scenarios.failNext('/api/reporting/save-report', 422, {
      body: { message: 'Too long', errors: { report_name: ['The report name may not be greater than 100 characters.'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Save Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Report' });
    await user.type(within(dialog).getByLabelText('Report name'), 'My report');
    await user.click(within(dialog).getByRole('button', { name: 'Save Report' }));
    expect(await within(dialog).findByText('The report name may not be greater than 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('Error saving report')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Report name')).toHaveValue('My report');
  });

  it('an unknown report in a link shows the introduction and says the link is no longer valid', async () => {
    const { router } = renderRoute('/reporting?scheme=1&report=nonsense&level=loc', { as: 'manager' });
    expect(await screen.findByText('This report link is no longer valid.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?scheme=1'));
    expect(await screen.findByRole('heading', { name: 'About reporting' })).toBeInTheDocument();
  });

  it('a failed report shows an inline error with Retry and keeps the filters', async () => {
    // Twice: the route's prefetch fails silently and the page asks once more (issue 9).
    scenarios.failNext('/api/reporting/rank', 500, { times: 2, body: { message: 'The report server is busy.' } });
    const { user, router } = renderRoute('/reporting?scheme=1&report=rank&level=loc', { as: 'manager' });
    expect(await screen.findByText('The report server is busy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?scheme=1&report=rank&level=loc');
  });

  it('a failed filter load shows the error page with the server text', async () => {
    scenarios.failNext('/api/reporting-filters', 500, { times: 2, body: { error: 'Filters unavailable' } });
    renderRoute('/reporting', { as: 'manager' });
    expect(await screen.findByText('Filters unavailable')).toBeInTheDocument();
  });

  it('the viewer sees its three quick reports', async () => {
    const { user } = renderRoute('/reporting', { as: 'viewer' });
    await user.click(await screen.findByRole('button', { name: 'Quick Reports' }));
    const quick = within(await screen.findByRole('region', { name: 'Quick Reports' }));
    expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual(['Rank', 'Trend', 'NPS']);
  });

  it('a user without view - reporting gets the Restricted text, no menu entry and no call', async () => {
    const role = db().roles.find((row) => row.name === 'Store Viewer');
    if (role) role.permissions = role.permissions.filter((permission) => permission !== 'view - reporting');
    renderRoute('/reporting', { as: 'viewer' });
    expect(await screen.findByText(RESTRICTED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reporting' })).not.toBeInTheDocument();
    expect(stats.calls.filter((call) => call.path.startsWith('/api/reporting'))).toEqual([]);
  });
});
