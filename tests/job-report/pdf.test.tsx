import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig, setRuntimeConfig } from '@/api/runtimeConfig';
import { scenarios, stats } from '@/demo/scenarios';
import { server } from '../setup';
import { renderRoute } from '../support/render';
import { demoJobs } from './support';

/** The demo's stand-in for the external report generator (what the demo's /config.json names). */
const DEMO_GENERATOR = `${window.location.origin}/api/__demo/report-generator`;

describe('Download PDF', () => {
  // The generator's address is deploy-time configuration (no default).
  beforeEach(() => setRuntimeConfig({ reportGeneratorUrl: DEMO_GENERATOR }));
  afterEach(() => {
    vi.restoreAllMocks();
    resetRuntimeConfig();
  });

  it('without a configured generator it says so and calls nothing', async () => {
    resetRuntimeConfig();
    const { withMedia } = demoJobs();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderRoute(`/help?job=${withMedia.id}`, { as: 'manager' });
    const dialog = await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
    const before = stats.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF cannot be downloaded: no PDF service is configured for this portal.')).toBeInTheDocument();
    expect(stats.calls.slice(before)).toEqual([]);
    expect(stats.count(/__demo/)).toBe(0);
    expect(click).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('goes to the configured generator, wherever it is', async () => {
    setRuntimeConfig({ reportGeneratorUrl: 'https://reports.example.com/gen' });
    const { withMedia } = demoJobs();
    const seen: string[] = [];
    server.use(
      http.get('https://reports.example.com/gen/client-report', ({ request }) => {
        seen.push(request.url);
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:test') as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderRoute(`/help?job=${withMedia.id}`, { as: 'manager' });
    const dialog = await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0] as string).searchParams.get('job_id')).toBe(String(withMedia.id));
    expect(new URL(seen[0] as string).searchParams.get('prev')).toBe('1');
  });

  it('fetches the generator anonymously (no bearer token) with job, encrypted id and prev=1; disabled while fetching', async () => {
    const { withMedia } = demoJobs();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    scenarios.delay('/api/__demo/report-generator/client-report', 200, 1);
    const { user } = renderRoute(`/help?job=${withMedia.id}`, { as: 'manager' });
    const dialog = await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(within(dialog).getByRole('button', { name: 'Preparing PDF…' })).toBeDisabled();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = stats.calls.find((entry) => entry.path === '/api/__demo/report-generator/client-report');
    expect(call?.authorization).toBeNull();
    // Saved as a download: api/download.ts types every saved file as octet-stream (issue 8).
    expect(created).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeEnabled());
  });

  it('a failure hides the overlay and toasts, without logging out', async () => {
    const { withMedia } = demoJobs();
    scenarios.failNext('/api/__demo/report-generator/client-report', 401, { body: { error: 'token_invalid' } });
    const { user, router } = renderRoute(`/help?job=${withMedia.id}`, { as: 'manager' });
    const dialog = await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('There was an error downloading the PDF.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(stats.count('/api/__demo/report-generator/client-report')).toBe(1);
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/help');
  });

  it('the recording: fetched on the first play only, as audio/mpeg; its object URL is revoked when the report closes', async () => {
    const { withMedia } = demoJobs();
    const types: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      types.push(blob.type);
      return `blob:audio-${types.length}`;
    }) as typeof URL.createObjectURL;
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const { user, router } = renderRoute(`/help?job=${withMedia.id}`, { as: 'manager' });
    const dialog = await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
    const audio = within(dialog).getByRole('region', { name: 'Job Audio Recording' });
    expect(stats.count(`/api/job-audio/${withMedia.id}`)).toBe(0);
    await user.click(within(audio).getByRole('button', { name: 'Play recording' }));
    const player = await within(audio).findByLabelText('Job audio recording');
    expect(player).toHaveAttribute('src', 'blob:audio-1');
    expect(types).toEqual(['audio/mpeg']);
    // Download after play reuses the fetched bytes.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(audio).getByRole('button', { name: 'Download recording' }));
    expect(stats.count(`/api/job-audio/${withMedia.id}`)).toBe(1);
    expect(revoke).not.toHaveBeenCalledWith('blob:audio-1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:audio-1'));
  });
});
