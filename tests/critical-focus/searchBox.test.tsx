import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scenarios } from '@/demo/scenarios';
import { useCfSearch } from '@/features/critical-focus/useCfView';
import { withBrowserTiming } from '../support/browserTiming';
import { renderRoute } from '../support/render';
import { settled } from '../support/settle';
import { setLargeScreen } from '../support/viewport';

/*
 * The Critical Focus search box keeps what was typed, as the Queries boxes do (issue 29, item 6):
 * typed fast at browser timing under a slow API, the box shows every keystroke, the address follows.
 */
describe('critical focus search box', () => {
  it('shows exactly what was typed, keystroke by keystroke and after the answers land', async () => {
    setLargeScreen(true);
    scenarios.delay(/^\/api\/critical-focus/, 250);
    const hostile = `<img src=x onerror=alert(1)>&"'%2B+#?q=1`;
    const { router, store } = renderRoute('/critical-focus', { as: 'manager' });
    const box = await screen.findByLabelText('Search for critical focus', {}, { timeout: 8000 });
    const user = userEvent.setup({ delay: null });
    await user.click(box);
    await withBrowserTiming(async () => {
      let typed = '';
      for (const char of hostile) {
        await user.keyboard(char);
        typed += char;
        expect(box).toHaveValue(typed);
      }
    });
    await settled(store);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(hostile));
    expect(box).toHaveValue(hostile);
  });
});

/*
 * A key typed in the moment the address catches up with the text sent before it: the page has
 * rendered that address, but its effects have not run yet (a busy phone; a loaded CI host once lost
 * the "5" of "50327" here). The layout effect stands for that key: it runs after the commit and
 * before the passive effects.
 */
describe('critical focus search text', () => {
  const SENT = 'LOUISVILLE #127';
  function Host({ viewQ, go, onSearch }: { viewQ: string; go: () => void; onSearch: (search: ReturnType<typeof useCfSearch>) => void }) {
    const search = useCfSearch(viewQ, go);
    onSearch(search);
    const pressed = useRef(false);
    useLayoutEffect(() => {
      if (viewQ === SENT && !pressed.current) {
        pressed.current = true;
        search.setTyped('5');
      }
    });
    return <input aria-label="box" readOnly value={search.q} />;
  }

  it('keeps a key typed as the address catches up with the text sent before it', () => {
    vi.useFakeTimers();
    try {
      const go = vi.fn();
      let search: ReturnType<typeof useCfSearch> | undefined;
      const onSearch = (current: ReturnType<typeof useCfSearch>) => {
        search = current;
      };
      const view = render(<Host viewQ="" go={go} onSearch={onSearch} />);
      act(() => search?.setTyped(SENT));
      act(() => vi.advanceTimersByTime(300));
      expect(go).toHaveBeenLastCalledWith({ q: SENT, page: 1 }, 'replace');
      // The address now carries the sent text, and the key lands before the effects run.
      view.rerender(<Host viewQ={SENT} go={go} onSearch={onSearch} />);
      expect(screen.getByLabelText('box')).toHaveValue('5');
      act(() => vi.advanceTimersByTime(300));
      expect(go).toHaveBeenLastCalledWith({ q: '5', page: 1 }, 'replace');
      // Once the address carries the key, the box follows the address again.
      view.rerender(<Host viewQ="5" go={go} onSearch={onSearch} />);
      view.rerender(<Host viewQ="" go={go} onSearch={onSearch} />);
      expect(screen.getByLabelText('box')).toHaveValue('');
    } finally {
      vi.useRealTimers();
    }
  });
});
