import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';

/**
 * Plain HTTP for tests that talk to a server below the browser (the demo server, nginx): requests
 * with their path sent byte for byte, and free ports. Node only (Vitest and Playwright specs).
 */

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP request with the path sent byte for byte (no URL normalisation, unlike fetch). */
export function raw(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end(options.body);
  });
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}
