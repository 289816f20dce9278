import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDispatch } from '@/store/store';
import { flush, runNextTask, tasks } from '../support/steppedTasks';

// Each nextTask() waits until the test lets that task run.
vi.mock('@/lib/nextTask', async () => ({ nextTask: (await import('../support/steppedTasks')).steppedNextTask }));

const { oneDispatchPerTask } = await import('@/app/routePrefetch');

/** A dispatch that records each action and returns what `answer` gives for it. */
function recordingDispatch(answer: (action: string) => unknown) {
  const seen: string[] = [];
  const dispatch = ((action: string) => {
    seen.push(action);
    return answer(action);
  }) as unknown as AppDispatch;
  return { seen, dispatch };
}

describe("the tab's first load: a route's declared dispatches (issue 30, blocking time)", () => {
  beforeEach(() => {
    tasks.length = 0;
  });

  it('runs each dispatch in a task of its own, in the order declared, none at once; says when all are dispatched', async () => {
    const { seen, dispatch } = recordingDispatch(() => undefined);
    const queue = oneDispatchPerTask(dispatch);
    const spread = queue.dispatch as unknown as (action: string) => Promise<unknown>;
    void spread('alerts');
    void spread('state');
    void spread('queries');
    let all = false;
    void queue.dispatched().then(() => (all = true));
    await flush();
    expect(seen).toEqual([]);
    await runNextTask();
    expect(seen).toEqual(['alerts']);
    await runNextTask();
    expect(seen).toEqual(['alerts', 'state']);
    expect(all).toBe(false);
    await runNextTask();
    expect(seen).toEqual(['alerts', 'state', 'queries']);
    expect(all).toBe(true);
    expect(tasks).toHaveLength(0);
  });

  it("settles with the query's answer, and never holds the next dispatch until an answer arrives", async () => {
    let answerState: (value: { data: string }) => void = () => undefined;
    const { seen, dispatch } = recordingDispatch((action) =>
      // A query's promise (RTK Query's is a thenable with its answer); 'state' answers only when told.
      action === 'state' ? new Promise((resolve) => (answerState = resolve)) : Promise.resolve({ data: action }),
    );
    const spread = oneDispatchPerTask(dispatch).dispatch as unknown as (action: string) => Promise<{ data: string }>;
    const state = spread('state');
    const reports = spread('reports');
    let stateAnswer: unknown = null;
    void state.then((value) => (stateAnswer = value));
    await runNextTask();
    await runNextTask();
    // 'reports' was dispatched though 'state' has not answered.
    expect(seen).toEqual(['state', 'reports']);
    await expect(reports).resolves.toEqual({ data: 'reports' });
    expect(stateAnswer).toBeNull();
    answerState({ data: 'state' });
    await expect(state).resolves.toEqual({ data: 'state' });
  });

  it('a dispatch that throws rejects its own promise only; the next still runs', async () => {
    const { seen, dispatch } = recordingDispatch((action) => {
      if (action === 'broken') throw new Error('broken');
      return action;
    });
    const spread = oneDispatchPerTask(dispatch).dispatch as unknown as (action: string) => Promise<unknown>;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const broken = spread('broken');
    const next = spread('next');
    await runNextTask();
    await flush();
    // Nothing unhandled when the declaration ignores the result ('void dispatch(…)').
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    await expect(broken).rejects.toThrow('broken');
    await runNextTask();
    await expect(next).resolves.toBe('next');
    expect(seen).toEqual(['broken', 'next']);
  });
});
