import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers/index';
import { decodedPathname } from './staticPath';

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** Hands one Node HTTP request for /api/... to the MSW handlers and writes their answer. */
export async function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await answer(req, res);
  } catch (error) {
    // One bad request never takes the demo (and its in-memory data) down.
    if (res.headersSent) res.destroy();
    else {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: `Demo API failure: ${error instanceof Error ? error.message : String(error)}` }));
    }
  }
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (decodedPathname(req.url) === null) {
    res.writeHead(400, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'Bad Request: the address cannot be decoded.' }));
    return;
  }
  const url = `http://localhost${req.url ?? '/'}`;
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const request = new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
  let response: Response | undefined;
  try {
    response = await getResponse(handlers, request);
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: `Demo API failure: ${error instanceof Error ? error.message : String(error)}` }));
    return;
  }
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: `No demo API route for ${method} ${new URL(url).pathname}` }));
    return;
  }
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  const outHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    outHeaders[name] = value;
  });
  res.writeHead(response.status, outHeaders);
  res.end(Buffer.from(await response.arrayBuffer()));
}
