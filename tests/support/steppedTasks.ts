import { expect } from 'vitest';

/**
 * `nextTask()` under the test's control: each call waits until the test runs that task. A test file
 * mocks the module with it (`vi.mock('@/lib/nextTask', async () => ({ nextTask: (await
 * import('../support/steppedTasks')).steppedNextTask }))`) and steps with `runNextTask()`.
 */
export const tasks: (() => void)[] = [];
export const steppedNextTask = () => new Promise<void>((resolve) => tasks.push(resolve));

/** Lets the promises and timers already due run (one macrotask). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the oldest waiting task (there must be one), then what it leads to. */
export async function runNextTask() {
  await flush();
  const next = tasks.shift();
  expect(next).toBeDefined();
  next?.();
  await flush();
}
