import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig, setRuntimeConfig } from '@/api/runtimeConfig';
import { scenarios, stats } from '@/demo/scenarios';
import { loadImages } from '../support/images';
import { renderRoute } from '../support/render';
import { demoJobs } from './support';

/*
 * The job report's downloads save one file per click: two clicks (or a play and a download) that
 * land before React has re-rendered the busy button fetch once and save once. Each test fires both
 * clicks inside one act, so no render can come between them.
 */

let saved: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  setRuntimeConfig({ reportGeneratorUrl: `${window.location.origin}/api/__demo/report-generator` });
  URL.createObjectURL = vi.fn(() => 'blob:file') as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  resetRuntimeConfig();
});

async function openReport() {
  const { withMedia } = demoJobs();
  renderRoute(`/help?job=${withMedia.id}`, { as: 'manager' });
  const dialog = await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
  return { dialog, job: withMedia };
}

const twice = (button: HTMLElement) =>
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });

describe('one file per click in the job report', () => {
  it('Download PDF: one call to the generator, one file', async () => {
    scenarios.delay('/api/__demo/report-generator/client-report', 100, 1);
    const { dialog } = await openReport();
    twice(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeEnabled());
    expect(stats.count('/api/__demo/report-generator/client-report')).toBe(1);
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('Download recording: one fetch, one file', async () => {
    const { dialog, job } = await openReport();
    const audio = within(dialog).getByRole('region', { name: 'Job Audio Recording' });
    twice(within(audio).getByRole('button', { name: 'Download recording' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(audio).getByRole('button', { name: 'Download recording' })).toBeEnabled());
    expect(stats.count(`/api/job-audio/${job.id}`)).toBe(1);
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('Play then Download recording before a render: one fetch, and the file is saved', async () => {
    const { dialog, job } = await openReport();
    const audio = within(dialog).getByRole('region', { name: 'Job Audio Recording' });
    act(() => {
      fireEvent.click(within(audio).getByRole('button', { name: 'Play recording' }));
      fireEvent.click(within(audio).getByRole('button', { name: 'Download recording' }));
    });
    expect(await within(audio).findByLabelText('Job audio recording')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(stats.count(`/api/job-audio/${job.id}`)).toBe(1);
  });

  it('Save Image: one fetch of the image, one file; the next click saves again', async () => {
    const { dialog } = await openReport();
    await loadImages(dialog);
    const section = within(dialog).getByRole('region', { name: 'Job Images' });
    const button = within(section).getAllByRole('button', { name: /^Save Image/ })[0] as HTMLElement;
    const storage = () => stats.calls.filter((call) => call.path.startsWith('/storage/')).length;
    const before = storage();
    twice(button);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(storage() - before).toBe(1);
    act(() => fireEvent.click(button));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
  });
});
