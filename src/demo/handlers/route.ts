import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { stats, takeDelay, takeFault } from '../scenarios';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Defines a demo API route under `/api` (any origin). Every route counts calls and in-flight
 * requests (for tests of the client) and honours the fault helpers of scenarios.ts.
 */
function route(method: Method) {
  return <Params extends PathParams = PathParams>(path: string, resolver: HttpResponseResolver<Params, DefaultBodyType>) =>
    http[method]<Params>(`*/api${path}`, async (info) => {
      const url = new URL(info.request.url);
      stats.calls.push({ method: info.request.method, path: url.pathname, authorization: info.request.headers.get('authorization') });
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      try {
        const wait = takeDelay(url.pathname);
        if (wait > 0) await delay(wait);
        const fault = takeFault(info.request.method, url.pathname);
        if (fault) {
          if (fault.kind === 'network') return HttpResponse.error();
          if (fault.kind === 'malformed') return new HttpResponse('{"data": [{"id": 1, "na', { status: fault.status, headers: { 'Content-Type': 'application/json' } });
          if (fault.kind === 'html') return new HttpResponse('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', { status: fault.status, headers: { 'Content-Type': 'text/html' } });
          if (fault.kind === 'empty') return new HttpResponse(null, { status: fault.status });
          return HttpResponse.json((fault.body ?? { message: `Demo failure (status ${fault.status}).` }) as never, { status: fault.status });
        }
        return await resolver(info);
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
