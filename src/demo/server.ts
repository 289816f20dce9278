/**
 * The demo server: serves a built portal (dist/) and answers /api with the demo handlers, over
 * real HTTP. Used by the browser tests and `npm run serve:demo`.
 *   tsx src/demo/server.ts [--dist dist] [--port 4173]
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { handleApiRequest } from './nodeAdapter';
import { printDemoBanner } from './banner';
import { isApiPath, isStoragePath, resolveStaticPath } from './staticPath';
import { compressResponse } from './compression';
import { answerConfigJson, isConfigPath } from './runtimeConfig';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : fallback;
}

const root = resolve(argument('dist', process.env.DEMO_DIST ?? 'dist'));
const port = Number(argument('port', process.env.PORT ?? '4173'));

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

/** Ends a request that cannot be served; the server itself keeps running. */
function refuse(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(message);
}

const server = createServer((req, res) => {
  try {
    compressResponse(req, res);
    // The API and the spec's file storage (/storage/us/..., 001 §7) are the demo handlers'.
    if (isApiPath(req.url) || isStoragePath(req.url)) {
      handleApiRequest(req, res).catch((error: unknown) => refuse(res, 500, `Demo API failure: ${String(error)}`));
      return;
    }
    // The deploy-time configuration, as nginx renders it in production (src/demo/runtimeConfig.ts).
    if (isConfigPath(req.url)) {
      answerConfigJson(req, res);
      return;
    }
    const found = resolveStaticPath(root, req.url);
    if (found.kind === 'bad') {
      refuse(res, found.status, found.status === 414 ? 'URI Too Long' : 'Bad Request');
      return;
    }
    const file = found.kind === 'file' ? found.file : null;
    const target = file && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const immutable = target.startsWith(join(root, 'assets') + sep);
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
    createReadStream(target)
      .on('error', () => res.destroy())
      .pipe(res);
  } catch (error) {
    refuse(res, 500, `Demo server failure: ${String(error)}`);
  }
});
// Clients keep a connection open between requests (a browser, the test suite's request context):
// Node closes one idle for 5 s by default, and a request sent on it as it closes fails with
// ECONNRESET on the client's side (Playwright's route.fetch does not retry it). A minute, as load
// balancers keep theirs, takes that race out of the pauses of a session or a test.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// A broken request (bad headers, reset sockets) ends that connection, never the demo (its data is in memory).
server.on('clientError', (_error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  else socket.destroy();
});
process.on('uncaughtException', (error) => console.error('Demo server error (still running):', error));

server.listen(port, '127.0.0.1', () => printDemoBanner(`http://localhost:${port}/`));
