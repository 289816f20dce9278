/**
 * What Lighthouse's simulation put on a page's way to its largest paint (`npm run bench:lighthouse --
 * --explain`). With simulated throttling, Lighthouse does not time the load it watched: it rebuilds
 * the load from its requests and tasks (Lantern) and plays it again at the mobile preset's 150 ms round
 * trip, 1.6 Mbps and 4× CPU. The largest paint's graph holds every request that ended before the
 * paint it watched. The simulation shares the bandwidth equally among the requests in flight, also
 * those still waiting for their first byte, and a connection's window grows again from a few
 * segments once the others are done. So one large file's arrival depends on how many requests it
 * shared the network with, and for how long, as much as on its own size.
 *
 * `lcpNetwork` reads one simulation's node timings (Lantern's `Simulator.allNodeTimings` entry: a
 * Map of graph node → { startTime, endTime } in ms) and returns the figures `describeLcpNetwork`
 * prints. Pure, so tests can feed it a graph of their own.
 */

/** A node of the simulated graph, as far as this reads it. */
export interface SimulatedNode {
  type: string;
  request?: { url: string; transferSize?: number };
}

/** What `lcpNetwork` finds. */
export interface LcpNetwork {
  requests: number;
  bytes: number;
  largest: { file: string; bytes: number; start: number; end: number };
  othersDone: number | null;
  sharedWith: number;
  end: number;
}

export function lcpNetwork(timings: ReadonlyMap<SimulatedNode, { startTime: number; endTime: number }>): LcpNetwork | null {
  const requests: Array<{ url: string; bytes: number; start: number; end: number }> = [];
  for (const [node, timing] of timings) {
    if (node.type !== 'network' || !node.request) continue;
    const url = node.request.url;
    if (url.startsWith('data:')) continue;
    requests.push({ url, bytes: node.request.transferSize ?? 0, start: timing.startTime, end: timing.endTime });
  }
  if (requests.length === 0) return null;
  const largest = requests.reduce((best, request) => (request.bytes > best.bytes ? request : best));
  const others = requests.filter((request) => request !== largest);
  // How many other requests were in flight during the largest file's download, weighted by time.
  let shared = 0;
  for (const other of others) shared += Math.max(0, Math.min(other.end, largest.end) - Math.max(other.start, largest.start));
  const span = largest.end - largest.start;
  return {
    requests: requests.length,
    bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
    largest: { file: largest.url.replace(/^[a-z]+:\/\/[^/]+/, '').replace(/^.*\//, ''), bytes: largest.bytes, start: largest.start, end: largest.end },
    othersDone: others.length ? Math.max(...others.map((request) => request.end)) : null,
    // The mean number of other requests in flight while the largest file downloaded.
    sharedWith: span > 0 ? shared / span : 0,
    end: Math.max(...[...timings.values()].map((timing) => timing.endTime)),
  };
}

/** One line for a run's output: `picture` from `lcpNetwork`, `serverMs` Lighthouse's server response estimate. */
export function describeLcpNetwork(picture: LcpNetwork | null, serverMs: number): string {
  if (!picture) return "LCP's simulated graph: no requests";
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const { requests, bytes, largest, othersDone, sharedWith } = picture;
  return [
    `LCP's simulated graph: ${requests} request${requests === 1 ? '' : 's'}, ${(bytes / 1024).toFixed(1)} KB`,
    `largest ${largest.file} (${(largest.bytes / 1024).toFixed(1)} KB) ${s(largest.start)}–${s(largest.end)}, sharing with ${sharedWith.toFixed(1)} others on average`,
    othersDone === null ? 'no other request' : `the others done by ${s(othersDone)}`,
    Number.isFinite(serverMs) ? `server response ${Math.round(serverMs)} ms` : null,
  ]
    .filter(Boolean)
    .join('; ');
}
