import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { request } from '@/api/http';
import { lazyDialog } from '@/components/lazyDialog';
import { scenarios } from '@/demo/scenarios';
import { helpApi } from '@/features/help/helpApi';
import { makeStore } from '@/store/store';
import { signInAs } from '../support/render';

interface Props {
  show?: boolean;
  onHide: () => void;
}

/** A dialog module whose arrival the test decides (a chunk still on its way until `arrive()`). */
function deferredDialog() {
  const load = vi.fn();
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Dialog = lazyDialog<Props>(() => {
    load();
    return arrived.then(() => ({
      default: ({ show = true, onHide }: Props) =>
        show ? (
          <div role="dialog" aria-label="Question">
            <button type="button" onClick={onHide}>
              Close
            </button>
          </div>
        ) : null,
    }));
  });
  return { Dialog, load, arrive: () => act(async () => arrive()) };
}

function Page({ Dialog }: { Dialog: ReturnType<typeof deferredDialog>['Dialog'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>The page</p>
      <button type="button" onClick={() => setOpen(true)}>
        Ask
      </button>
      <Dialog show={open} onHide={() => setOpen(false)} />
    </>
  );
}

describe('dialogs load their code on first open (issue 23)', () => {
  it('closed, renders nothing and loads nothing until the page has settled; a click before then shows it when its code arrives', async () => {
    // A request of the page still on its way (the help page's, held 600 ms): the dialog's code waits for it.
    scenarios.delay('/api/help', 600, 1);
    const store = makeStore();
    signInAs(store, 'manager');
    const request = store.dispatch(helpApi.endpoints.getHelp.initiate());
    const { Dialog, load, arrive } = deferredDialog();
    render(
      <Provider store={store}>
        <Page Dialog={Dialog} />
      </Provider>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(load).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask' }));
    expect(load).toHaveBeenCalledTimes(1);
    // The page stays as it was (no placeholder) while the code is on its way.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Question' })).toBeInTheDocument();
    await request;
    request.unsubscribe();
  });

  it('waits until the client’s requests have been quiet for a second, not only the store’s queries', async () => {
    const store = makeStore();
    signInAs(store, 'manager');
    // A request of the client that no query of the store is waiting for (as between two waves of a page).
    scenarios.delay('/api/ping', 300, 1);
    const ping = request('/ping');
    const { Dialog, load } = deferredDialog();
    render(
      <Provider store={store}>
        <Page Dialog={Dialog} />
      </Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(load).not.toHaveBeenCalled();
    await ping;
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  });

  it('fetches the code ahead once the page has settled, so the first click opens the dialog at once', async () => {
    const { Dialog, load, arrive } = deferredDialog();
    render(
      <Provider store={makeStore()}>
        <Page Dialog={Dialog} />
      </Provider>,
    );
    // Once the requests have been quiet for a second (none here) and the browser is idle.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await arrive();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    // No waiting: the dialog is there in the click's own render.
    expect(screen.getByRole('dialog', { name: 'Question' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: 'Question' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code of several dialogs one per task, not all in the task that finds the page settled', async () => {
    const first = deferredDialog();
    const second = deferredDialog();
    // What the second dialog's loader had been asked when the first one's was, once the first
    // one's task had run to its end (its microtasks): nothing, when each goes in a task of its own.
    let secondAtFirst: number | null = null;
    first.load.mockImplementation(() => queueMicrotask(() => (secondAtFirst = second.load.mock.calls.length)));
    render(
      <Provider store={makeStore()}>
        <Page Dialog={first.Dialog} />
        <Page Dialog={second.Dialog} />
      </Provider>,
    );
    await vi.waitFor(() => expect(second.load).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(secondAtFirst).toBe(0);
  });
});
