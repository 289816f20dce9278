import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.parentElement?.tagName === 'TBODY');

describe('reporting flows', () => {
  it('switching the data source clears the report, loads that source (multi-scheme and multi-company paths) and opens Quick Reports', async () => {
    const { user, router } = renderRoute('/reporting?scheme=1&report=rank&level=md&sort=score.asc', { as: 'manager' });
    await screen.findByRole('table');
    const source = screen.getByLabelText('Data Source');
    await user.selectOptions(source, '-101');
    await waitFor(() => expect(router.state.location.search).toBe('?scheme=-101'));
    await waitFor(() => expect(stats.count('/api/reporting-filters/multi-scheme/101', 'GET')).toBe(1));
    expect(await screen.findByRole('heading', { name: 'About reporting' })).toBeInTheDocument();
    // jsdom is a small screen: Quick Reports opens as a sheet.
    expect(await screen.findByRole('dialog', { name: 'Quick Reports' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Quick Reports' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A multi-company source reads its filters from multi-scheme and its reports from combined-reporting.
    await user.selectOptions(screen.getByLabelText('Data Source'), 'mcds102');
    await waitFor(() => expect(stats.count('/api/reporting-filters/multi-scheme/102', 'GET')).toBe(1));
    await router.navigate('/reporting?scheme=mcds102&report=rank&level=md');
    await screen.findByRole('table');
    expect(stats.count('/api/combined-reporting/rank', 'GET')).toBe(1);
  });

  it('runs a saved report for its saved waves or for the current wave (which replaces them); a failed delete keeps the row', async () => {
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Saved Reports' }));
    let saved = await screen.findByRole('region', { name: 'Saved Reports' });
    const groupId = String(Math.max(1, db().waveGroups.length - 1));
    await user.click(within(saved).getByRole('button', { name: 'Run Rank by site, last quarter for its saved months' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&report=rank&level=loc&visitgroup=${groupId}`));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Saved Reports' }));
    saved = await screen.findByRole('region', { name: 'Saved Reports' });
    await user.click(within(saved).getByRole('button', { name: 'Run Rank by site, last quarter for the current month' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&report=rank&level=loc&visitnum=\d+$/));

    await user.click(screen.getByRole('button', { name: 'Saved Reports' }));
    saved = await screen.findByRole('region', { name: 'Saved Reports' });
    scenarios.failNext('/api/reporting/2', 500, { method: 'DELETE' });
    await user.click(within(saved).getByRole('button', { name: 'Delete Category scores by region' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved report' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting saved report')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Saved Reports' })).getByText('Category scores by region')).toBeInTheDocument();
  });

  it('pages 100 rows for question lists and 25 for the rest; a job row opens the job report', async () => {
    const { user, router } = renderRoute('/reporting?scheme=1&report=question-results&level=job', { as: 'manager' });
    const table = await screen.findByRole('table');
    expect(bodyRows(table)).toHaveLength(100);
    await router.navigate('/reporting?scheme=1&report=rank&level=job');
    expect(await screen.findByRole('heading', { name: 'Rank', level: 2 })).toBeInTheDocument();
    const rank = screen.getByRole('table');
    expect(bodyRows(rank)).toHaveLength(25);
    const job = within(rank)
      .getAllByRole('button')
      .find((button) => button.classList.contains('drill-button')) as HTMLElement;
    const jobId = job.textContent?.split(' - ')[0];
    await user.click(job);
    expect(await screen.findByRole('dialog', { name: `Job Id: ${jobId}` })).toBeInTheDocument();
  });

  it('a report the user may not run says so (403), with no Retry', async () => {
    // The viewer lacks 'view - question results'; a copied link still names the report.
    renderRoute('/reporting?scheme=1&report=question-results&level=md', { as: 'viewer' });
    expect(await screen.findByText('You do not have permission to run this report.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('comparison', () => {
  it('the first question is set first; setting the second runs the report with both', async () => {
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Advanced' }));
    const form = await screen.findByRole('form', { name: 'Advanced report filters' });
    await user.selectOptions(within(form).getByLabelText('Report'), 'comparison');
    const second = within(form).getByLabelText('Second question') as HTMLSelectElement;
    expect(second).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Generate Report' })).toBeDisabled();
    const first = within(form).getByLabelText('Question') as HTMLSelectElement;
    const [a, b] = [...first.options].slice(1).map((option) => option.value);
    await user.selectOptions(first, a as string);
    expect(second).toBeEnabled();
    // The first question is not offered again as the second.
    expect([...second.options].map((option) => option.value)).not.toContain(a);
    expect(stats.count('/api/reporting/comparison', 'GET')).toBe(0);
    await user.selectOptions(second, b as string);
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&report=comparison&level=md&question_id=${a}&question_id_b=${b}`));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'MD', 'Visits', 'First question', 'Second question']);
    expect(screen.getByText(/^Second question: \d+\. /)).toBeInTheDocument();
    expect(stats.count('/api/reporting/comparison', 'GET')).toBe(1);
  });
});
