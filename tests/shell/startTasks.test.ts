import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AppRouterModule from '@/app/AppRouter';
import { flush, runNextTask, tasks } from '../support/steppedTasks';

// Each nextTask() waits until the test lets that task run.
vi.mock('@/lib/nextTask', async () => ({ nextTask: (await import('../support/steppedTasks')).steppedNextTask }));

// What the app's start has called, in order.
const calls: string[] = [];
vi.mock('@/app/AppRouter', async (importActual) => {
  const actual = await importActual<typeof AppRouterModule>();
  return {
    ...actual,
    buildRouteObjects: (...args: Parameters<typeof actual.buildRouteObjects>) => {
      calls.push('route objects');
      return actual.buildRouteObjects(...args);
    },
    createAppRouter: (...args: Parameters<typeof actual.createAppRouter>) => {
      calls.push('router');
      return actual.createAppRouter(...args);
    },
  };
});

const { startApp } = await import('@/app/start');

describe("the app's start (issue 30, blocking time)", () => {
  afterEach(() => {
    tasks.length = 0;
    calls.length = 0;
  });

  it('builds the route objects and creates the router over them in two tasks, after the store', async () => {
    const started = startApp();
    await flush();
    // The store first; nothing of the router yet.
    expect(calls).toEqual([]);
    await runNextTask();
    expect(calls).toEqual(['route objects']);
    await runNextTask();
    expect(calls).toEqual(['route objects', 'router']);
    // The rest of the start, task by task, to its end.
    let done = false;
    void started.then(() => (done = true));
    for (let task = 0; task < 10 && !done; task += 1) await runNextTask();
    expect(done).toBe(true);
    // The router was created once, over the route objects already built (not a second set).
    expect(calls).toEqual(['route objects', 'router']);
  });
});
