/**
 * The demo server: serves a built portal (dist/) and answers /api with the demo handlers, over
 * real HTTP. Used by the browser tests and `npm run serve:demo`.
 *   tsx src/demo/server.ts [--dist dist] [--port 4173]
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { handleApiRequest } from './nodeAdapter';
import { printDemoBanner } from './banner';
import { compressResponse } from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
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

const server = createServer((req, res) => {
  compressResponse(req, res);
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    void handleApiRequest(req, res);
    return;
  }
  const file = normalize(join(root, pathname));
  const inside = file.startsWith(root);
  const target = inside && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
  const type = TYPES[extname(target)] ?? 'application/octet-stream';
  const immutable = target.includes(`${join(root, 'assets')}`);
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
  createReadStream(target).pipe(res);
});

server.listen(port, '127.0.0.1', () => printDemoBanner(`http://localhost:${port}/`));
