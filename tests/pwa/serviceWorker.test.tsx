import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptUpdate, resetServiceWorkerState, updateAvailable, watchWorker, type WorkerRegistration } from '@/app/serviceWorker';
import { afterRequestsSettle, REQUESTS_MAX_WAIT_MS, REQUESTS_QUIET_MS } from '@/api/requestQueue';
import { OFFLINE_TEXT, PortalNotices } from '@/app/shell/PortalNotices';
import { NEW_VERSION_TEXT, STALE_RELOAD_KEY, staleChunkReload } from '@/app/shell/staleChunk';

type Listener = (event: { isUpdate?: boolean }) => void;

/** A stand-in for workbox-window's Workbox: its events are fired by the test. */
function fakeWorker() {
  const listeners: Record<string, Listener[]> = {};
  const registration: WorkerRegistration = {
    addEventListener: (type, listener) => (listeners[type] ??= []).push(listener),
    register: vi.fn(() => Promise.resolve(undefined)),
    messageSkipWaiting: vi.fn(),
  };
  const fire = (type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) => act(() => listeners[type]?.forEach((listener) => listener(event)));
  return { registration, fire };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetServiceWorkerState();
  sessionStorage.clear();
  reload = vi.spyOn(staleChunkReload, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  setOnline(true);
  reload.mockRestore();
});

describe('service worker updates', () => {
  it('registers the worker and shows nothing until a new release waits', async () => {
    const { registration, fire } = fakeWorker();
    render(<PortalNotices />);
    await watchWorker(registration);
    expect(registration.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(NEW_VERSION_TEXT)).toBeNull();

    // The first install takes control of the page (clientsClaim): not an update, no notice.
    fire('controlling', { isUpdate: false });
    expect(screen.queryByText(NEW_VERSION_TEXT)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a waiting release shows the notice; Reload activates it and reloads once, when it has taken over', async () => {
    const { registration, fire } = fakeWorker();
    render(<PortalNotices />);
    void watchWorker(registration);
    fire('waiting');
    expect(screen.getByRole('alert')).toHaveTextContent(NEW_VERSION_TEXT);

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registration.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // Nothing reloads before the new worker controls the page (no mixed state).
    expect(reload).not.toHaveBeenCalled();
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    // Recorded like the stale-chunk reload: a chunk failure right after it shows the error page.
    expect(sessionStorage.getItem(STALE_RELOAD_KEY)).not.toBeNull();

    // A second controller change (another tab's update) never reloads this tab by itself.
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a tab whose worker another tab replaced offers the reload and never reloads by itself', async () => {
    const { registration, fire } = fakeWorker();
    render(<PortalNotices />);
    void watchWorker(registration);
    fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(NEW_VERSION_TEXT);

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // No worker waits here: a plain reload into the release that now controls the origin.
    expect(registration.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without a registration Reload is a plain reload', () => {
    expect(updateAvailable()).toBe(false);
    acceptUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the offline notice', () => {
  it('says the portal is offline while the device is, and goes when the connection is back', () => {
    render(<PortalNotices />);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    setOnline(true);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });
});

describe('when the worker starts', () => {
  // Its install fetches and stores the whole build: not beside a first visit's answers (issue 30).
  afterEach(() => vi.useRealTimers());

  it('waits until no request has been in flight or waiting for a second', async () => {
    vi.useFakeTimers();
    const queue = { active: 2, waiting: 1 };
    const settled = vi.fn();
    void afterRequestsSettle(() => queue).then(settled);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(settled).not.toHaveBeenCalled();
    queue.active = 0;
    await vi.advanceTimersByTimeAsync(REQUESTS_QUIET_MS * 2);
    // One waiting (a request not yet in a slot) is not quiet either.
    expect(settled).not.toHaveBeenCalled();
    queue.waiting = 0;
    await vi.advanceTimersByTimeAsync(REQUESTS_QUIET_MS / 2);
    queue.active = 1;
    await vi.advanceTimersByTimeAsync(REQUESTS_QUIET_MS);
    expect(settled).not.toHaveBeenCalled();
    queue.active = 0;
    await vi.advanceTimersByTimeAsync(REQUESTS_QUIET_MS - 300);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('starts anyway after the longest wait on a page that keeps asking', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    void afterRequestsSettle(() => ({ active: 1, waiting: 0 })).then(settled);
    await vi.advanceTimersByTimeAsync(REQUESTS_MAX_WAIT_MS - 500);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
