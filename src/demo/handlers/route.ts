import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { minimalRule } from '../contract/index';
import { minimise } from '../contract/minimal';
import { demoConfig } from '../db';
import { demoCall, readJsonBody, stats, takeDelay, takeFault } from '../scenarios';

/** In the minimal-contract mode, a JSON success answer reduced to what the spec names. */
async function asContract(method: string, path: string, url: URL, response: Response): Promise<Response> {
  if (demoConfig.contract !== 'minimal' || response.status < 200 || response.status >= 300) return response;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response.clone().json()) as unknown;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return HttpResponse.json(minimise(body, minimalRule(method, path), url) as never, { status: response.status, headers });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Defines a demo API route under `/api` (any origin). Every route logs its calls (method, path,
 * query string, JSON body: stats.calls), counts in-flight requests (for tests of the client) and
 * honours the fault helpers of scenarios.ts.
 */
function route(method: Method) {
  return <Params extends PathParams = PathParams>(path: string, resolver: HttpResponseResolver<Params, DefaultBodyType>) =>
    http[method]<Params>(`*/api${path}`, async (info) => {
      const url = new URL(info.request.url);
      const call = demoCall(info.request);
      stats.calls.push(call);
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      // The JSON body is read from a clone taken now, before the handler reads the request; delays and
      // faults are decided as before, without waiting for it (calls without JSON wait for nothing).
      const bodyRead = (info.request.headers.get('content-type') ?? '').includes('json')
        ? readJsonBody(info.request).then((body) => {
            call.body = body;
          })
        : null;
      try {
        const wait = takeDelay(url.pathname);
        if (wait > 0) await delay(wait);
        const fault = takeFault(info.request.method, url.pathname);
        if (fault) {
          if (fault.kind === 'network') return HttpResponse.error();
          if (fault.kind === 'malformed')
            return new HttpResponse('{"data": [{"id": 1, "na', { status: fault.status, headers: { 'Content-Type': 'application/json' } });
          if (fault.kind === 'html')
            return new HttpResponse('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', {
              status: fault.status,
              headers: { 'Content-Type': 'text/html' },
            });
          if (fault.kind === 'empty') return new HttpResponse(null, { status: fault.status });
          return HttpResponse.json((fault.body ?? { message: `Demo failure (status ${fault.status}).` }) as never, { status: fault.status });
        }
        if (bodyRead) await bodyRead;
        const answer = await resolver(info);
        return answer instanceof Response ? await asContract(info.request.method, path, url, answer) : answer;
      } finally {
        stats.inFlight -= 1;
      }
    });
}

export const get = route('get');
export const post = route('post');
export const put = route('put');
export const patch = route('patch');
export const del = route('delete');

/** A Laravel-style 422: `{ message, errors: { field: [msg] } }`. */
export function validationError(errors: Record<string, string[]>, status = 422) {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return HttpResponse.json({ message: first, errors }, { status });
}

/** A JSON error with a message. */
export function errorResponse(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

/** The request's JSON body when it is an object; {} for no body, bad JSON, an array or a scalar. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.json()) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
