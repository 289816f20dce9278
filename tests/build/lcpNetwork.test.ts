// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeLcpNetwork, lcpNetwork, type SimulatedNode } from '../../scripts/lcpNetwork';

// `npm run bench:lighthouse -- --explain` reads Lighthouse's simulation of the largest paint
// (scripts/lcpNetwork.ts): which requests it holds, and how long the largest one shared the network.

const request = (url: string, bytes: number): SimulatedNode => ({ type: 'network', request: { url, transferSize: bytes } });
const task = (): SimulatedNode => ({ type: 'cpu' });

describe('the simulated largest paint’s network', () => {
  it('counts the requests and bytes, and tells how many others the largest file shared the network with', () => {
    const timings = new Map<SimulatedNode, { startTime: number; endTime: number }>([
      [request('http://127.0.0.1:4281/today', 800), { startTime: 0, endTime: 600 }],
      [task(), { startTime: 600, endTime: 650 }],
      [request('http://127.0.0.1:4281/assets/framework-abc.js', 120_000), { startTime: 700, endTime: 2_700 }],
      // Two others in flight for the first half of the framework's download, none after.
      [request('http://127.0.0.1:4281/assets/p-today-abc.js', 6_000), { startTime: 700, endTime: 1_700 }],
      [request('http://127.0.0.1:4281/api/dashboard', 2_000), { startTime: 700, endTime: 1_700 }],
      // A data: URL is no request.
      [request('data:image/svg+xml,%3Csvg%3E', 0), { startTime: 650, endTime: 651 }],
      [task(), { startTime: 2_700, endTime: 2_750 }],
    ]);
    const picture = lcpNetwork(timings);
    expect(picture).toEqual({
      requests: 4,
      bytes: 128_800,
      largest: { file: 'framework-abc.js', bytes: 120_000, start: 700, end: 2_700 },
      othersDone: 1_700,
      sharedWith: 1,
      end: 2_750,
    });
    expect(describeLcpNetwork(picture, 14.4)).toBe(
      "LCP's simulated graph: 4 requests, 125.8 KB; largest framework-abc.js (117.2 KB) 0.70 s–2.70 s, sharing with 1.0 others on average; the others done by 1.70 s; server response 14 ms",
    );
  });

  it('says so when the simulation held no request, and leaves out what it cannot tell', () => {
    expect(lcpNetwork(new Map([[task(), { startTime: 0, endTime: 10 }]]))).toBeNull();
    expect(describeLcpNetwork(null, 5)).toBe("LCP's simulated graph: no requests");
    const one = lcpNetwork(new Map([[request('http://x/index.html', 1_024), { startTime: 0, endTime: 500 }]]));
    expect(describeLcpNetwork(one, Number.NaN)).toBe(
      "LCP's simulated graph: 1 request, 1.0 KB; largest index.html (1.0 KB) 0.00 s–0.50 s, sharing with 0.0 others on average; no other request",
    );
  });
});
