// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressResponse, negotiateEncoding } from '@/demo/compression';

let server: Server | null = null;
afterEach(() => server?.close());

/** A server whose handler writes `body` with `type`, behind compressResponse. */
async function serve(type: string, body: string): Promise<string> {
  server = createServer((req, res) => {
    compressResponse(req, res);
    res.writeHead(200, { 'Content-Type': type });
    res.write(body.slice(0, 10));
    res.end(body.slice(10));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
}

/** Raw GET (no automatic decompression) with an Accept-Encoding. */
async function get(url: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('demo server compression (issue 9)', () => {
  it('prefers brotli, falls back to gzip, honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('compresses JSON and scripts with br or gzip, and leaves small or binary bodies alone', async () => {
    const json = JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id, name: `Case ${id}` })) });
    const url = await serve('application/json', json);
    const br = await get(url, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    expect(br.body.length).toBeLessThan(json.length / 3);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(json);
    const plain = await get(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(json);
    server?.close();

    const png = await serve('image/png', 'x'.repeat(5000));
    expect((await get(png, 'br')).headers['content-encoding']).toBeUndefined();
    server?.close();
    const small = await serve('application/json', '{"ok":true}');
    expect((await get(small, 'br')).headers['content-encoding']).toBeUndefined();
  });
});
