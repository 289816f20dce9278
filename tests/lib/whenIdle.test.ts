import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/whenIdle';

// lib/whenIdle.ts: the one way the portal leaves work for an idle moment (the dialogs' code fetched
// ahead, a large report's indexes, the dashboard's lower widgets).

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks for an idle callback, with the longest wait when one is given, and cancels it', () => {
    const callbacks: Array<() => void> = [];
    const request = vi.fn((callback: () => void) => callbacks.push(callback));
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();

    const stop = whenIdle(work, { timeout: 500, fallbackMs: 200 });
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(work).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(work).toHaveBeenCalledTimes(1);

    whenIdle(work);
    expect(request).toHaveBeenLastCalledWith(expect.any(Function), undefined);
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('where there is none, runs the work after the fallback timer, which the cancel clears', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work, { timeout: 3000, fallbackMs: 200 });
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
