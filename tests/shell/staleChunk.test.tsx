import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/app/shell/ErrorBoundary';
import { ERROR_TITLE } from '@/app/shell/ErrorPage';
import { RootErrorPage } from '@/app/shell/RootErrorPage';
import { routeChangeStarted } from '@/store/uiSlice';
import { renderWithProviders } from '../support/render';
import { isStaleChunkError, NEW_VERSION_TEXT, STALE_RELOAD_KEY, STALE_RELOAD_WINDOW_MS, staleChunkReload, staleChunkView } from '@/app/shell/staleChunk';

const chromiumFailure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/CaseListPage-Bjbn0Stp.js');

describe('isStaleChunkError', () => {
  it('recognises a lazy chunk that could not be fetched, in every browser and for Vite’s CSS preload', () => {
    expect(isStaleChunkError(chromiumFailure())).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Unable to preload CSS for /assets/CaseListPage-CHSOKMNS.css'))).toBe(true);
    expect(isStaleChunkError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isStaleChunkError(new Error('Route failed', { cause: chromiumFailure() }))).toBe(true);
  });

  it('leaves every other fault to the error page', () => {
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isStaleChunkError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
    expect(isStaleChunkError({ status: 404, message: 'Not found' })).toBe(false);
  });
});

describe('staleChunkView', () => {
  const now = 1_800_000_000_000;
  it('offers the new version unless the user reloaded for it moments ago', () => {
    expect(staleChunkView(null, now)).toBe('new-version');
    expect(staleChunkView(String(now - 5_000), now)).toBe('error');
    expect(staleChunkView(String(now - STALE_RELOAD_WINDOW_MS), now)).toBe('new-version');
    expect(staleChunkView(String(now + 5_000), now)).toBe('new-version');
    expect(staleChunkView('garbage', now)).toBe('new-version');
  });
});

/** A page whose chunk is gone (a fresh lazy component per test: React caches the rejection). */
function failingPage() {
  const Page = lazy(() => Promise.reject(chromiumFailure()));
  return function FailingPage() {
    return (
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    );
  };
}

describe('a page chunk of an older release', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers a reload instead of the error page, and records it', async () => {
    const reload = vi.spyOn(staleChunkReload, 'reload').mockImplementation(() => undefined);
    const FailingPage = failingPage();
    const { store } = renderWithProviders(
      <ErrorBoundary>
        <FailingPage />
      </ErrorBoundary>,
    );
    store.dispatch(routeChangeStarted());
    expect(await screen.findByRole('heading', { name: NEW_VERSION_TEXT })).toBeInTheDocument();
    // The shell's loading indicator does not cover the offer.
    await waitFor(() => expect(store.getState().ui.pageLoading).toBe(false));
    expect(screen.queryByText(ERROR_TITLE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(STALE_RELOAD_KEY))).toBeGreaterThan(Date.now() - 5_000);
  });

  it('shows the error page when the chunk still fails right after that reload (no reload loop)', async () => {
    sessionStorage.setItem(STALE_RELOAD_KEY, String(Date.now() - 2_000));
    const reload = vi.spyOn(staleChunkReload, 'reload').mockImplementation(() => undefined);
    const FailingPage = failingPage();
    renderWithProviders(
      <ErrorBoundary>
        <FailingPage />
      </ErrorBoundary>,
    );
    expect(await screen.findByText(ERROR_TITLE)).toBeInTheDocument();
    expect(screen.queryByText(NEW_VERSION_TEXT)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a reload when the signed-in frame itself cannot load (route error page)', async () => {
    const FailingPage = failingPage();
    const router = createMemoryRouter([{ path: '/', element: <FailingPage />, errorElement: <RootErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: NEW_VERSION_TEXT })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('keeps the error page for other faults', async () => {
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    }
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(await screen.findByText(ERROR_TITLE)).toBeInTheDocument();
    expect(screen.queryByText(NEW_VERSION_TEXT)).not.toBeInTheDocument();
  });
});
