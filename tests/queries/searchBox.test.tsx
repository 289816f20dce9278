import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { SEARCH_TO_ADDRESS_MS, searchArrived, useTypedSearch } from '@/features/queries/useTypedSearch';
import { withBrowserTiming } from '../support/browserTiming';
import { renderRoute } from '../support/render';
import { settled } from '../support/settle';
import { setLargeScreen } from '../support/viewport';

/*
 * The Queries search boxes never lose typed text (issue 29, item 6): under a slow API, typed fast,
 * hostile text included, the box shows exactly what was typed after every keystroke and after the
 * answers land; the address takes the search (replacing) and a reload restores it.
 */

const HOSTILE = `<img src=x onerror=alert(1)>&"'%2B+#?q=1`;
const LABELS = { create: 'Search by job id or location', open: 'Search by query id, job id or location', resolved: 'Search by query id, job id or location' };
const qOf = (router: ReturnType<typeof renderRoute>['router']) => new URLSearchParams(router.state.location.search).get('q');

/** Types `text` a key at a time with no pause, as a browser schedules it, checking the box after every key. */
async function typeFast(box: HTMLElement, text: string, before = '') {
  const user = userEvent.setup({ delay: null });
  await user.click(box);
  await withBrowserTiming(async () => {
    let typed = before;
    for (const char of text) {
      await user.keyboard(char);
      typed += char;
      expect(box).toHaveValue(typed);
    }
  });
}

const mode = demoConfig.contract;
afterEach(() => {
  demoConfig.contract = mode;
});

describe.each(['full', 'minimal'] as const)('queries search boxes under a slow API (%s contract)', (contract) => {
  beforeEach(() => {
    demoConfig.contract = contract;
    setLargeScreen(true);
    // Every list answer takes a while: typing starts before the rows arrive and goes on while they land.
    scenarios.delay('/api/open-queries', 250);
    scenarios.delay('/api/query', 250);
    scenarios.delay('/api/resolved-queries', 250);
  });

  it('each list box shows exactly what was typed, keystroke by keystroke and after the answers land; the address takes it, in place', async () => {
    const { router, store } = renderRoute('/queries?tab=open', { as: 'manager' });
    for (const tab of ['open', 'create', 'resolved'] as const) {
      if (tab !== 'open') await act(() => router.navigate(`/queries?tab=${tab}`));
      const box = await screen.findByLabelText(LABELS[tab], {}, { timeout: 8000 });
      expect(box).toHaveValue('');
      await typeFast(box, HOSTILE);
      await settled(store);
      expect(box).toHaveValue(HOSTILE);
      await waitFor(() => expect(qOf(router)).toBe(HOSTILE));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(box).toHaveValue(HOSTILE);
      // The list searched what the box shows: nothing matches it.
      expect(await screen.findByText(/^There are no matching (queries|jobs) for the entered search terms\.$/)).toBeInTheDocument();
    }
    expect(stats.count('/api/open-queries')).toBeGreaterThan(0);
  });

  it('a reload restores the search; typing on, deleting and retyping never brings back an older search; a change from elsewhere is taken', async () => {
    const first = renderRoute(`/queries?tab=open&q=${encodeURIComponent('<b>x')}`, { as: 'manager' });
    const box = await screen.findByLabelText(LABELS.open, {}, { timeout: 8000 });
    expect(box).toHaveValue('<b>x');
    await typeFast(box, 'zz', '<b>x');
    // Backspace thrice and more text, still fast: the box follows the keys, never an address in between.
    const user = userEvent.setup({ delay: null });
    await withBrowserTiming(async () => {
      await user.keyboard('{Backspace}{Backspace}{Backspace}');
      expect(box).toHaveValue('<b>');
      await user.keyboard('"y"');
      expect(box).toHaveValue('<b>"y"');
    });
    await settled(first.store);
    await waitFor(() => expect(qOf(first.router)).toBe('<b>"y"'));
    expect(box).toHaveValue('<b>"y"');
    // Back/Forward or a link: the address's own search is put in the box.
    await act(() => first.router.navigate('/queries?tab=open&q=other'));
    expect(box).toHaveValue('other');
    const address = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();
    const second = renderRoute(address, { as: 'manager' });
    expect(await screen.findByLabelText(LABELS.open, {}, { timeout: 8000 })).toHaveValue('other');
    await settled(second.store);
    expect(screen.getByLabelText(LABELS.open)).toHaveValue('other');
  });
});

describe('searchArrived: which address values the box takes', () => {
  it('ignores its own writes arriving (and the older ones before them), takes anything else', () => {
    expect(searchArrived(['a', 'ab'], 'abc', 'a')).toEqual({ sent: ['ab'], adopt: false });
    expect(searchArrived(['ab'], 'abc', 'ab')).toEqual({ sent: [], adopt: false });
    expect(searchArrived(['a', 'ab'], 'abc', 'abc')).toEqual({ sent: [], adopt: false });
    expect(searchArrived(['a'], 'abc', 'zzz')).toEqual({ sent: [], adopt: true });
    expect(searchArrived([], 'abc', '')).toEqual({ sent: [], adopt: true });
  });

  it('takes a change of tab from elsewhere even when its own write was never rendered', () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn();
      const { result, rerender } = renderHook(({ q, tab }) => useTypedSearch(q, write, tab), { initialProps: { q: '', tab: 'open' } });
      act(() => result.current.type('abc'));
      act(() => vi.advanceTimersByTime(SEARCH_TO_ADDRESS_MS));
      expect(write).toHaveBeenCalledWith('abc');
      // The router rendered the newest address only: another tab, without the search.
      rerender({ q: '', tab: 'create' });
      expect(result.current.text).toBe('');
      act(() => vi.advanceTimersByTime(SEARCH_TO_ADDRESS_MS * 2));
      expect(write).toHaveBeenCalledTimes(1);
      // The page's own tab change carries the search: the box keeps it.
      act(() => result.current.type('xy'));
      rerender({ q: 'xy', tab: 'resolved' });
      expect(result.current.text).toBe('xy');
    } finally {
      vi.useRealTimers();
    }
  });
});
