import { bootAnswersIn, bootRecording, readBootAnswer, recordBootRequest, requestUrl, takeBootRequests } from './bootRequests';
import { CLIENT_HEADERS, type BootAnswer, type BootRequest } from './bootScript';
import type { ApiError } from './errors';
import { cancelledError } from './requestQueue';
import type { RequestOptions } from './requestOptions';
import { currentToken, identityGeneration } from './token';
import { REQUEST_TIMEOUT_MS, apiBaseUrl, holdHttpClientUntilPainted, timeoutError, type HttpResponse } from './transport';

/*
 * The boot script's answers adopted by the HTTP client (api/http.ts): when the client starts it takes
 * the requests index.html's boot script (api/bootScript.ts) already sent for this page with this
 * tab's token (api/bootRequests.ts holds them, each in one of the four slots), decides when axios
 * loads, and turns a claimed answer into the client's own. Also what a page records for the boot
 * script when it answered an address without a request. No axios here.
 */

// The requests the boot script (index.html) already sent for this page with this token: the client
// adopts their answers instead of sending them again.
const adopted = takeBootRequests(typeof window === 'undefined' ? undefined : window.__portalBoot, currentToken()?.token ?? null);

// A stored token: a signed-in page's load, whose GET requests need no axios: the boot script's are
// adopted, and the others go out with fetch until axios is in (fetchBeforeClient): at once on a load
// the boot script sent nothing for (an address it cannot know, such as a report's with its search);
// on a load with boot answers, once the frame has painted and those answers are in and painted (at
// most 2 s), so that they do not count in its largest paint (issue 30: Today). So axios loads once
// the page has settled (the signed-in frame calls preloadHttpClient), or for the first request that
// needs it (not a GET of JSON) once that hold has ended.
// Else (a guest page) nothing loads it here: the sign-in forms load it once they have painted
// (features/auth/components/AuthForm.tsx), and any other request loads it for itself. The window's
// load event, which loaded it before, comes before the lazy page's own chunks are even asked for:
// axios then took the network and the main thread from the login form's first paint (issue 30).
if (currentToken()) holdHttpClientUntilPainted(bootAnswersIn());

/**
 * Records for the boot script the GET a page's next load of `address` will send, when this visit
 * answered it without a request: an address the page completed itself (a bare /dashboard becomes
 * /dashboard?scheme=…&wave=… with the answer already in its cache), whose own navigation sent nothing
 * to record. The entry then holds this one request.
 */
export function recordBootAnswer(address: string, user: number, call: { url: string; params?: Record<string, unknown> }): void {
  const url = requestUrl(apiBaseUrl(), call.url, call.params);
  if (url !== null) recordBootRequest(bootRecording(address, user), url, apiBaseUrl());
}

/**
 * A claimed boot request's answer as the client's own (api/bootRequests.ts), without axios: its
 * data, or its ApiError with the boot token as the token used (so `request()` refreshes, retries or
 * logs out as for any answer). Null when it failed at network level (the caller sends it itself).
 */
export async function adoptBootAnswer<T>(
  booted: BootRequest,
  token: string,
  startedIn: number,
  options: RequestOptions,
): Promise<{ response: HttpResponse<T>; token: string } | null> {
  const answer = await new Promise<BootAnswer | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      booted.abort();
      reject(Object.assign(timeoutError(), { usedToken: token }));
    }, options.timeout ?? REQUEST_TIMEOUT_MS);
    const onAbort = () => {
      booted.abort();
      reject(cancelledError());
    };
    const settle = (value: BootAnswer | null) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(value);
    };
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    void booted.answer.then(settle, () => settle(null));
  });
  if (startedIn !== identityGeneration()) throw cancelledError();
  if (!answer) return null;
  try {
    const { status, data } = readBootAnswer(answer);
    return { response: { data: data as T, status, statusText: '', headers: {}, config: {} } as HttpResponse<T>, token };
  } catch (error) {
    throw Object.assign(error as ApiError, { usedToken: token });
  }
}

/**
 * Whether a GET may go out with fetch at once, before axios is in: on a signed-in load the boot script
 * sent nothing for. On a load it sent requests for, the page's other GETs go out with fetch too, but
 * only once the page has painted the boot answers (api/http.ts).
 */
export const sendsBeforeClient = (): boolean => adopted === 0;

/**
 * A GET of JSON the page asks for before axios has arrived, on a load the boot script sent nothing
 * for (sendsBeforeClient), sent at once as the boot script sends its requests (fetch, the client's
 * headers and the token) and read as a boot answer is (readBootAnswer): the first requests of an
 * address the boot script cannot know (a report's, with its search) no longer wait for axios's
 * download and evaluation (issue 30). The caller holds a slot of the queue, the timeout and the
 * abort, as for any request. Null when it failed at network level: the caller then sends it through
 * axios, as it does a boot request that failed so.
 */
export async function fetchBeforeClient<T>(
  url: string,
  token: string,
  headers: Record<string, string> | undefined,
  signal: AbortSignal,
): Promise<HttpResponse<T> | null> {
  let answer: BootAnswer;
  try {
    const response = await fetch(url, { headers: { ...CLIENT_HEADERS, ...headers, Authorization: `Bearer ${token}` }, signal });
    answer = { status: response.status, text: await response.text() };
  } catch {
    if (signal.aborted) throw cancelledError(); // the caller's timeout reads as a timeout
    return null;
  }
  const { status, data } = readBootAnswer(answer);
  return { data: data as T, status, statusText: '', headers: {}, config: {} } as HttpResponse<T>;
}
