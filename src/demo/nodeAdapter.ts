import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers/index';
import { scenarios } from './scenarios';
import { decodedPathname } from './staticPath';

/** The path of the fault switch (Node servers only: `npm start` and `serve:demo`, never the tests' MSW). */
export const FAULT_SWITCH_PATH = '/api/__demo/faults';

// DEMO_FAULTS=slow,flaky-500 in the environment of `npm start` or `npm run serve:demo`.
if (process.env.DEMO_FAULTS) {
  const unknown = scenarios.setStanding(process.env.DEMO_FAULTS);
  console.log(`  Demo faults on: ${scenarios.standing().join(', ') || 'none'}${unknown.length ? ` (not understood: ${unknown.join(', ')})` : ''}`);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The fault switch: GET shows the standing faults; POST or PUT with `?set=slow,flaky-500` (or a JSON
 * body `{ "faults": "slow,flaky-500" }`) replaces them; DELETE switches them off.
 */
async function faultSwitch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'DELETE') scenarios.setStanding('');
  else if (method === 'POST' || method === 'PUT') {
    let spec = url.searchParams.get('set');
    if (spec === null) {
      try {
        const parsed = JSON.parse((await readBody(req)).toString('utf8') || '{}') as { faults?: unknown };
        spec = typeof parsed.faults === 'string' ? parsed.faults : '';
      } catch {
        sendJson(res, 400, { message: 'Send { "faults": "slow,flaky-500" } or ?set=slow,flaky-500.' });
        return;
      }
    }
    const unknown = scenarios.setStanding(spec);
    if (unknown.length > 0) {
      sendJson(res, 422, { message: `Not understood: ${unknown.join(', ')}`, faults: scenarios.standing() });
      return;
    }
  } else if (method !== 'GET') {
    sendJson(res, 405, { message: 'Use GET, POST, PUT or DELETE.' });
    return;
  }
  sendJson(res, 200, { faults: scenarios.standing() });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** Hands one Node HTTP request for /api/... (or the file storage, /storage/...) to the MSW handlers and writes their answer. */
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
  if (new URL(url).pathname === FAULT_SWITCH_PATH) {
    await faultSwitch(req, res, new URL(url));
    return;
  }
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
