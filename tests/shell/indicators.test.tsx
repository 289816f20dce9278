import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import { PageSpinner } from '@/components/PageSpinner';
import { LoadingOverlay } from '@/app/shell/LoadingOverlay';
import { PageFallback } from '@/app/shell/PageFallback';
import { pageErrorRaised, pageReady, routeChangeStarted } from '@/store/uiSlice';
import { renderRoute, renderWithProviders } from '../support/render';

describe('one loading indicator at a time', () => {
  it("a page's own spinner holds its space without spinning while the route indicator is up", () => {
    const store = makeStore();
    store.dispatch(routeChangeStarted());
    renderWithProviders(<PageSpinner label="Loading the case…" />, { store });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-spinner-held')).toBeInTheDocument();
    act(() => {
      store.dispatch(pageReady());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the case…');
  });

  it('the route indicator and a lazy page fallback never spin together', () => {
    const store = makeStore();
    store.dispatch(routeChangeStarted());
    renderWithProviders(
      <>
        <LoadingOverlay />
        <PageFallback />
      </>,
      { store },
    );
    expect(document.querySelectorAll('.spinner-border')).toHaveLength(1);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => {
      store.dispatch(pageReady());
    });
    expect(document.querySelectorAll('.spinner-border')).toHaveLength(1);
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
  });

  it("the error page's Retry is never under the loading indicator", async () => {
    const { store } = renderRoute('/become-user', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Active Users' }, { timeout: 8000 });
    // The page has its users and has reported ready: a late "ready" cannot hide the indicator below.
    await screen.findAllByRole('button', { name: /^Become User / }, { timeout: 8000 });
    await waitFor(() => expect(store.getState().ui.pageLoading).toBe(false));
    // A route change starts, and the page fails while its indicator is up.
    act(() => {
      store.dispatch(routeChangeStarted());
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => {
      store.dispatch(pageErrorRaised(null));
    });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(store.getState().ui.pageLoading).toBe(false);
  });
});
