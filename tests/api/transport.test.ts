import { describe, expect, it } from 'vitest';
import { httpClientLoaded, loadHttpClient, ownTask } from '@/api/transport';

// The transport's turns (api/transport.ts): the requests that waited for the client's chunk are sent
// one per task when it arrives, so a first visit's burst of requests is not one long task.

/** Resolves in the next task (a message, as the turns use), after what is already queued. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

describe('ownTask', () => {
  it('resolves each caller in a task of its own, in the order they asked', async () => {
    const order: string[] = [];
    const first = ownTask().then(() => {
      order.push('first');
      // A task queued while the first turn runs comes before the second turn: they are two tasks.
      void nextTask().then(() => order.push('a task queued by the first'));
    });
    const second = ownTask().then(() => order.push('second'));
    const third = ownTask().then(() => order.push('third'));
    await Promise.all([first, second, third]);
    expect(order.slice(0, 2)).toEqual(['first', 'a task queued by the first']);
    expect(order.slice(2)).toEqual(['second', 'third']);
  });

  it('says whether the client’s chunk has loaded (a request then waits for no turn)', async () => {
    await loadHttpClient();
    expect(httpClientLoaded()).toBe(true);
  });
});
