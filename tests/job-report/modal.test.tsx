import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { scenarios, stats } from '@/demo/scenarios';
import { db } from '@/demo/db';
import { jobReportJson } from '@/demo/handlers/jobReport';
import { NO_CONTACT_DETAILS } from '@/lib/contactText';
import { renderRoute } from '../support/render';
import { demoJobs } from './support';

async function openReport(url: string, as: 'manager' | 'viewer' | 'admin' = 'manager') {
  const view = renderRoute(url, { as });
  const dialog = await screen.findByRole('dialog', { name: /^(Job Id|Survey id): / }, { timeout: 8000 });
  return { ...view, dialog };
}

describe('job report modal: sections', () => {
  it('shows the job details, category scores, images, audio and the report of a mystery shop', async () => {
    const { withMedia } = demoJobs();
    const { dialog } = await openReport(`/help?job=${withMedia.id}`);
    expect(within(dialog).getByRole('heading', { name: `Job Id: ${withMedia.id}` })).toBeInTheDocument();
    // The scrolling body is in the tab order, named by the title: a report of text alone can be scrolled by keyboard.
    expect(within(dialog).getByRole('region', { name: `Job Id: ${withMedia.id}` })).toHaveAttribute('tabindex', '0');
    const details = within(dialog).getByRole('region', { name: 'Job details' });
    // Company labels: the demo company calls waves 'Month' and locations 'Site'.
    expect(within(details).getByText('Site')).toBeInTheDocument();
    expect(within(details).getByText('Month')).toBeInTheDocument();
    expect(within(details).getByText('Data Source')).toBeInTheDocument();
    expect(within(details).getByText('Mystery Shop Program')).toBeInTheDocument();
    const score = `${((withMedia.points_scored / withMedia.total_points) * 100).toFixed(1)}%`;
    expect(within(details).getByText(score)).toBeInTheDocument();
    // Labelled expenses only: 'extra2' has a value but no label.
    expect(within(details).getByText('Amount Spent')).toBeInTheDocument();
    expect(within(details).getByText('Receipt Number')).toBeInTheDocument();
    expect(within(details).queryByText('should not show')).not.toBeInTheDocument();

    const categories = within(dialog).getByRole('table', { name: 'Category Scores' });
    const headers = within(categories)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Category', 'Points', 'Out Of', 'Score %']);
    const names = within(categories)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    const expected = withMedia.categoryScores
      .filter((row) => row.total_points > 0)
      .sort((a, b) => a.order - b.order)
      .map((row) => row.name);
    expect(names).toEqual(expected);
    expect(names).not.toContain('Visit Details');

    const images = within(dialog).getByRole('region', { name: 'Job Images' });
    expect(within(images).getAllByRole('button', { name: /^Save Image/ }).length).toBeGreaterThanOrEqual(2);
    // Customer text is text: the comment's markup shows as written.
    expect(within(images).getByText('Queue at the pay station <b>on arrival</b>.')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Job Audio Recording' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Report' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Email' })).toBeInTheDocument();
    // The audio is not fetched before it is played.
    expect(stats.count(`/api/job-audio/${withMedia.id}`)).toBe(0);
  });

  it('leaves out empty sections', async () => {
    const { withoutImages } = demoJobs();
    const { dialog } = await openReport(`/help?job=${withoutImages.id}`);
    expect(within(dialog).queryByRole('region', { name: 'Job Images' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Job Audio Recording' })).not.toBeInTheDocument();
  });

  it('shows the critical focus contact details, or the no-details note', async () => {
    const { noContact, withContact } = demoJobs();
    expect(noContact && withContact).toBeTruthy();
    const surveyOf = (jobId: number) => db().jobs.find((job) => job.id === jobId)?.isSurvey;
    const first = await openReport(`/help?${surveyOf(noContact!.job_id) ? 'survey' : 'job'}=${noContact!.job_id}`);
    const focus = within(first.dialog).getByRole('region', { name: 'Critical Focus' });
    expect(within(focus).getByText(NO_CONTACT_DETAILS)).toBeInTheDocument();
    first.unmount();
    const second = await openReport(`/help?job=${withContact!.job_id}`);
    const focus2 = within(second.dialog).getByRole('region', { name: 'Critical Focus' });
    expect(within(focus2).getByText(withContact!.contact_details!.email)).toBeInTheDocument();
    expect(within(focus2).getByText(withContact!.contact_details!.phone)).toBeInTheDocument();
    expect(within(focus2).queryByText(NO_CONTACT_DETAILS)).not.toBeInTheDocument();
  });

  it('opens the survey variant from ?survey=', async () => {
    const { survey } = demoJobs();
    const { dialog } = await openReport(`/help?survey=${survey.id}`);
    expect(within(dialog).getByRole('heading', { name: `Survey id: ${survey.id}` })).toBeInTheDocument();
    expect(stats.count(`/api/survey-job-report/${survey.id}`, 'GET')).toBe(1);
    expect(within(dialog).queryByText(/query mode/i)).not.toBeInTheDocument();
  });

  it('toasts and drops the parameter when the report fails to load', async () => {
    const view = renderRoute('/help?job=999999&x=1', { as: 'manager' });
    expect(await screen.findByText('There was an error loading this report - It has likely been deleted.', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe('?x=1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what it could read and names the parts it could not (no crash, no blank dialog)', async () => {
    const { withMedia } = demoJobs();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    scenarios.failNext(`/api/job-report/${withMedia.id}`, 200, {
      body: { data: { ...jobReportJson(withMedia), report: 5, images: 'none', company_id: 'acme' } },
    });
    const { dialog } = await openReport(`/help?job=${withMedia.id}`);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The server sent data the portal could not read: the job images and the report. The rest of the report is shown.',
    );
    expect(within(dialog).getByRole('region', { name: 'Job details' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Category Scores' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Job Images' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('survives a 500 and broken JSON with the same toast, no crash', async () => {
    const { withMedia } = demoJobs();
    scenarios.malformedNext(`/api/job-report/${withMedia.id}`);
    const view = renderRoute(`/help?job=${withMedia.id}`, { as: 'manager' });
    expect(await screen.findByText('There was an error loading this report - It has likely been deleted.', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });
});
