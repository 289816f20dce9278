import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, demoConfig } from '@/demo/db';
import { followups } from '@/demo/handlers/crewFollowup';
import { scenarios, stats } from '@/demo/scenarios';
import { followupPayload, gradeCode, reportTypeCode, resetAnswers, emptyAnswers } from '@/features/crew-followup/followup';
import { renderRoute } from '../support/render';

const shops = () => db().jobs.filter((job) => job.schemeId === 1 && !job.isSurvey);
const previousOf = (id: number) => {
  const job = shops().find((row) => row.id === id)!;
  return shops().some((other) => other.locationId === job.locationId && other.visit_date < job.visit_date);
};
const gradedB = () =>
  shops()
    .filter((job) => job.grade > 1 && previousOf(job.id))
    .at(-1)!;

async function fill(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText(/^First Name/), 'Dana');
  await user.type(screen.getByLabelText(/^Last Name/), 'Lopez <b>x</b>');
  await user.selectOptions(screen.getByLabelText(/^Title/), 'Shift Manager');
  await user.type(screen.getByLabelText(/^Manager Name/), 'Sam Reed');
  for (const label of [/do well/, /Which parts/, /coaching/, /differently/]) await user.type(screen.getByLabelText(label), 'Answer text');
}

describe('crew follow-up form (public)', () => {
  beforeEach(() => sessionStorage.clear());

  it('works signed out: job facts, today, position pre-set, submit → read-only → print → reset', async () => {
    const job = gradedB();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderRoute(`/crewfollowup/${job.id}`);
    expect(await screen.findByRole('heading', { name: 'Mystery Shopper Follow-Up' }, { timeout: 8000 })).toBeInTheDocument();
    await screen.findByText('Date Completed:');
    expect(screen.getByText(String(job.id))).toBeInTheDocument();
    expect(screen.getByText('Letter Grade')).toBeInTheDocument();
    const position = screen.getByLabelText(/^Position/) as HTMLSelectElement;
    expect(position.value).toBe(String((job.id % 5) + 1));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText('Follow up Created')).toBeInTheDocument();
    const sent = followups();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toMatchObject({
      firstName: 'Dana',
      lastName: 'Lopez <b>x</b>',
      title: 4,
      position: (job.id % 5) + 1,
      managerName: 'Sam Reed',
      grade: job.grade,
    });
    // No token on public calls.
    expect(stats.calls.filter((call) => call.path.startsWith('/api/crewfollowup')).every((call) => call.authorization === null)).toBe(true);
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Print Form' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
    expect(screen.getByLabelText(/do well/)).toHaveValue('');
    expect((screen.getByLabelText(/^Position/) as HTMLSelectElement).value).toBe(String((job.id % 5) + 1));
    expect(screen.getByRole('button', { name: 'Submit Form' })).toBeEnabled();
    print.mockRestore();
  });

  it('two submits before the form has re-rendered send one follow-up (a double tap on a busy phone)', async () => {
    const job = gradedB();
    const { user } = renderRoute(`/crewfollowup/${job.id}`);
    await screen.findByText('Date Completed:', {}, { timeout: 8000 });
    await fill(user);
    const button = screen.getByRole('button', { name: 'Submit Form' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByText('Follow up Created')).toBeInTheDocument();
    expect(followups()).toHaveLength(1);
    expect(stats.count(`/api/crewfollowup/${job.id}`, 'POST')).toBe(1);
  });

  it('shows the server errors, the banner and focuses the first errored field; errors clear on edit', async () => {
    const job = gradedB();
    const { user } = renderRoute(`/crewfollowup/${job.id}`);
    await screen.findByText('Date Completed:', {}, { timeout: 8000 });
    await user.type(screen.getByLabelText(/^Last Name/), 'Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText('Error creating Follow up.')).toBeInTheDocument();
    expect(await screen.findByText('The form currenly has missing data. Please complete all the required fields.')).toBeInTheDocument();
    expect(screen.getByText('The first name field is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveFocus());
    await user.type(screen.getByLabelText(/^First Name/), 'D');
    expect(screen.queryByText('The first name field is required.')).not.toBeInTheDocument();
    expect(screen.getByText('The manager name field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Lopez');
  });

  it('keeps answers in sessionStorage per id until sent; a 500 keeps them too', async () => {
    const job = gradedB();
    const first = renderRoute(`/crewfollowup/${job.id}`);
    await screen.findByText('Date Completed:', {}, { timeout: 8000 });
    await first.user.type(screen.getByLabelText(/^First Name/), 'Kept');
    first.unmount();
    const second = renderRoute(`/crewfollowup/${job.id}`);
    await screen.findByText('Date Completed:', {}, { timeout: 8000 });
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Kept');
    scenarios.failNext(`/api/crewfollowup/${job.id}`, 500, { method: 'POST' });
    await second.user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText('Error creating Follow up.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Kept');
  });

  it("takes the company's theme when the answer names the company (assumed field), else the default dark theme (001 §2)", async () => {
    const job = gradedB();
    const { container } = renderRoute(`/crewfollowup/${job.id}`);
    await screen.findByText('Date Completed:', {}, { timeout: 8000 });
    const page = container.querySelector('.crew-followup');
    // The minimal contract sends only 001 §3's fields: no company_id, so the default theme.
    expect(page).toHaveClass(demoConfig.contract === 'minimal' ? 'theme-dark' : 'theme-company');
    expect(screen.getByText(String(job.id))).toBeInTheDocument();
  });

  it('shows the grade-A notice instead of the form', async () => {
    const job = shops().find((row) => row.grade === 1)!;
    renderRoute(`/crewfollowup/${job.id}`);
    expect(await screen.findByText('This report received a grade of A. No follow up is required.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Form' })).not.toBeInTheDocument();
  });

  it("says 'Error: Invalid ID' for isValid false, a failure, and a malformed id (unrequested)", async () => {
    const survey = db().jobs.find((job) => job.isSurvey)!;
    const a = renderRoute(`/crewfollowup/${survey.id}`);
    expect(await screen.findByText('Error: Invalid ID', {}, { timeout: 8000 })).toBeInTheDocument();
    a.unmount();
    scenarios.failNext('/api/crewfollowup/55', 500);
    const b = renderRoute('/crewfollowup/55');
    expect(await screen.findByText('Error: Invalid ID', {}, { timeout: 8000 })).toBeInTheDocument();
    b.unmount();
    const before = stats.count('/api/crewfollowup/*');
    renderRoute('/crewfollowup/12ab');
    expect(await screen.findByText('Error: Invalid ID', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(stats.count('/api/crewfollowup/*')).toBe(before);
  });

  it('pure rules: grades, report types, previous grade 7 when none, reset keeps position', () => {
    expect(gradeCode('A')).toBe(1);
    expect(gradeCode('F')).toBe(6);
    expect(gradeCode('N/A')).toBe(7);
    expect(reportTypeCode('Standard Report')).toBe(1);
    expect(reportTypeCode('Spot Check')).toBe(2);
    expect(reportTypeCode('Other')).toBe(3);
    const data = {
      isValid: true,
      job_id: 1,
      position: 2,
      type_of_visit: 'Spot Check',
      location: 'L',
      area_director: 'AD',
      date_of_visit: '01/02/2026',
      grade: 'C',
      previous_job_grade: null,
      previous_job_date: null,
    };
    expect(followupPayload(data, emptyAnswers(2), '01/03/2026')).toMatchObject({ grade: 3, previousGrade: 7, reportType: 2, position: 2, areaDirector: 'AD' });
    expect(resetAnswers({ ...emptyAnswers(3), firstName: 'x', q1: 'y' })).toEqual(emptyAnswers(3));
  });
});
