/**
 * Resolves in a task of its own, after what is already queued (a message to itself: unlike a 0 ms
 * timer, never clamped). Work split by it leaves the browser room to paint and to handle input
 * between the parts, instead of one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
