/**
 * Response compression for the demo server and the dev server's demo API (transfer sizes like production's): brotli where
 * the client accepts it, else gzip, for text-like bodies (HTML, JS, CSS, JSON, SVG) of 1 KB or
 * more. Static files are compressed once and kept (dist/ does not change under a running server).
 * Hooked in with one call per request, `compressResponse(req, res)`, before anything is written:
 * it buffers the body the handler writes and sends it compressed at the end.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;
const CACHE_LIMIT = 300;
const cache = new Map<string, Buffer>();

/** The encoding to answer with for an Accept-Encoding header: br before gzip; none when neither (or q=0). */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** True for a content type worth compressing. */
export function isCompressible(contentType: string | number | string[] | undefined): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/** Compresses a body (cached by content, so each static file is compressed once). */
export function compressBody(body: Buffer, encoding: Encoding, cacheable: boolean): Buffer {
  const key = cacheable ? `${encoding}:${createHash('sha1').update(body).digest('hex')}` : null;
  const hit = key ? cache.get(key) : undefined;
  if (hit) return hit;
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            // Static files once at a high level; API answers fast.
            [constants.BROTLI_PARAM_QUALITY]: cacheable ? 10 : 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: cacheable ? 9 : 6 });
  if (key) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, out);
  }
  return out;
}

type Chunk = string | Buffer | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));

/**
 * Makes `res` compress what the handler writes, when the request accepts br or gzip and the body
 * is text-like and large enough. Call it before the handler writes anything.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const appendVary = () => {
    const vary = res.getHeader('Vary');
    if (!vary) res.setHeader('Vary', 'Accept-Encoding');
    else if (!String(vary).toLowerCase().includes('accept-encoding')) res.setHeader('Vary', `${String(vary)}, Accept-Encoding`);
  };
  if (!encoding || req.method === 'HEAD') {
    if (!encoding) appendVary();
    return;
  }
  const chunks: Buffer[] = [];
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const end = res.end.bind(res) as (chunk?: Buffer) => ServerResponse;

  res.writeHead = ((status: number, reason?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders) => {
    res.statusCode = status;
    const given = typeof reason === 'object' ? reason : headers;
    if (typeof reason === 'string') res.statusMessage = reason;
    if (given && !Array.isArray(given)) for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    return res;
  }) as ServerResponse['writeHead'];

  res.write = ((chunk: Chunk, encodingOrCallback?: BufferEncoding | (() => void), callback?: () => void) => {
    chunks.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) queueMicrotask(done);
    return true;
  }) as ServerResponse['write'];

  res.end = ((chunk?: Chunk | (() => void), encodingOrCallback?: BufferEncoding | (() => void), callback?: () => void) => {
    if (chunk !== undefined && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
    const body = Buffer.concat(chunks);
    const status = res.statusCode;
    const worth =
      body.length >= MIN_BYTES && status !== 204 && status !== 304 && !res.getHeader('Content-Encoding') && isCompressible(res.getHeader('Content-Type'));
    appendVary();
    let out: Buffer = body;
    if (worth) {
      const cacheable =
        String(res.getHeader('Cache-Control') ?? '').includes('immutable') || String(res.getHeader('Content-Type') ?? '').startsWith('text/html');
      out = compressBody(body, encoding, cacheable);
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', out.length);
    writeHead(status);
    end(out);
    const done = typeof chunk === 'function' ? chunk : typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) queueMicrotask(done);
    return res;
  }) as ServerResponse['end'];
}
