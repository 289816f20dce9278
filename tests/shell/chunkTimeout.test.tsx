import { act, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/app/shell/ErrorBoundary';
import { ERROR_TITLE } from '@/app/shell/ErrorPage';
import { NEW_VERSION_TEXT } from '@/app/shell/staleChunk';
import { CHUNK_LOAD_TIMEOUT_MS, preloadableLazy, withChunkTimeout } from '@/lib/preloadableLazy';
import { isStaleChunkError } from '@/app/shell/staleChunk';
import { renderWithProviders } from '../support/render';

/** A page whose chunk never arrives (a stalled connection). */
function stalledPage() {
  const Page = preloadableLazy(() => new Promise<{ default: () => null }>(() => undefined));
  return function StalledPage() {
    return (
      <Suspense fallback={<p>Loading the page</p>}>
        <Page />
      </Suspense>
    );
  };
}

describe('script chunk load time-out (000 §9: 120 s)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('a page chunk still loading after 120 s shows the new-version notice with Reload, not a spinner for ever', async () => {
    const StalledPage = stalledPage();
    renderWithProviders(
      <ErrorBoundary>
        <StalledPage />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    // Not a moment early.
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(screen.queryByText(NEW_VERSION_TEXT)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('heading', { name: NEW_VERSION_TEXT })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(screen.queryByText(ERROR_TITLE)).not.toBeInTheDocument();
  });

  it('a chunk that arrives in time renders, and its timer is dropped', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const Page = preloadableLazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    renderWithProviders(
      <ErrorBoundary>
        <Suspense fallback={<p>Loading the page</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
      arrive({ default: () => <h1>The page</h1> });
    });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText(NEW_VERSION_TEXT)).not.toBeInTheDocument();
  });

  it('fails a late import as a chunk failure, and passes a failure through at once', async () => {
    const late = withChunkTimeout(new Promise(() => undefined));
    const settled = late.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(isStaleChunkError(await settled)).toBe(true);
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(Promise.reject(failure))).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });
});
