import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenarios, stats } from '@/demo/scenarios';
import { jobReportRequested } from '@/store/events';
import { readReportParam, withoutReport, withReport } from '@/features/job-report/reportParams';
import { renderRoute } from '../support/render';
import { settled } from '../support/settle';
import { demoJobs } from './support';

const reportCalls = () => stats.calls.filter((call) => /^\/api\/(survey-)?job-report\//.test(call.path)).length;

async function signedInAt(url: string, as: 'manager' | 'viewer' = 'manager') {
  const view = renderRoute(url, { as });
  await screen.findByRole('banner', {}, { timeout: 8000 });
  return view;
}

describe('report parameter rules (pure)', () => {
  it('reads ids of 1 to 9 digits, not 0, and drops malformed values', () => {
    expect(readReportParam('?job=123')).toEqual({ kind: 'open', jobId: 123, isSurvey: false });
    expect(readReportParam('?survey=987654321')).toEqual({ kind: 'open', jobId: 987654321, isSurvey: true });
    for (const bad of ['?job=abc', '?job=0', '?job=1234567890', '?survey=', '?job=12a', '?job=-5', '?job=1&survey=2']) {
      expect(readReportParam(bad)).toEqual({ kind: 'invalid' });
    }
    expect(readReportParam('?tab=open')).toEqual({ kind: 'none' });
  });

  it('keeps other parameters when adding or removing the report', () => {
    expect(withReport('?tab=open&page=2', 5, false)).toBe('?tab=open&page=2&job=5');
    expect(withReport('?job=4&q=x', 5, true)).toBe('?q=x&survey=5');
    expect(withoutReport('?tab=open&job=5&page=2')).toBe('?tab=open&page=2');
    expect(withoutReport('?survey=5')).toBe('');
  });
});

describe('job report host: the URL is the view', () => {
  it('answers jobReportRequested by pushing ?job= (other parameters kept); Close goes back', async () => {
    const { withMedia } = demoJobs();
    const { store, router, user } = await signedInAt('/help?status=1');
    const before = router.state.location.key;
    act(() => {
      store.dispatch(jobReportRequested({ jobId: withMedia.id, isSurvey: false }));
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?status=1&job=${withMedia.id}`));
    expect(router.state.historyAction).toBe('PUSH');
    const dialog = await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.key).toBe(before));
    expect(router.state.location.search).toBe('?status=1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Back closes a report the portal opened, and the page beneath is not remounted', async () => {
    const { withMedia } = demoJobs();
    const { store, router } = await signedInAt('/help');
    const main = document.getElementById('main-content');
    const page = main?.firstElementChild;
    act(() => {
      store.dispatch(jobReportRequested({ jobId: withMedia.id, isSurvey: false }));
    });
    await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
    expect(document.getElementById('main-content')?.firstElementChild).toBe(page);
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(document.getElementById('main-content')?.firstElementChild).toBe(page);
  });

  it('a pasted link opens the report; Escape replaces the parameter away', async () => {
    const { withMedia } = demoJobs();
    const { router, user } = await signedInAt(`/help?job=${withMedia.id}&keep=1`);
    await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('drops malformed values without a request', async () => {
    for (const bad of ['abc', '0', '1234567890']) {
      const { router, unmount } = await signedInAt(`/help?job=${bad}&keep=1`);
      await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
      unmount();
    }
    expect(reportCalls()).toBe(0);
  });

  it('drops the parameter for a user without the view job report permission, unrequested', async () => {
    const { withMedia } = demoJobs();
    const { router } = await signedInAt(`/help?job=${withMedia.id}`, 'viewer');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(reportCalls()).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the newest request wins: a slow earlier report never shows', async () => {
    const { withMedia, withoutImages } = demoJobs();
    scenarios.delay(`/api/job-report/${withMedia.id}`, 400, 1);
    const { store, router } = await signedInAt('/help');
    act(() => {
      store.dispatch(jobReportRequested({ jobId: withMedia.id, isSurvey: false }));
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?job=${withMedia.id}`));
    act(() => {
      store.dispatch(jobReportRequested({ jobId: withoutImages.id, isSurvey: false }));
    });
    await screen.findByRole('dialog', { name: `Job Id: ${withoutImages.id}` }, { timeout: 8000 });
    // The slow first answer has arrived and nothing else is on its way: it was dropped.
    await settled(store);
    expect(stats.count(`/api/job-report/${withMedia.id}`, 'GET')).toBe(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: `Job Id: ${withMedia.id}` })).not.toBeInTheDocument();
  });
});
