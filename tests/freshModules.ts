import { afterAll, vi } from 'vitest';

/*
 * Every test file starts as if in a process of its own. The unit suite's `shared` project runs its
 * files without isolation (vitest.config.ts): one worker process, with the libraries of node_modules loaded once
 * and one jsdom window, serves file after file, so that a file no longer pays for starting a
 * process, loading jsdom and importing the libraries (about two seconds each on this machine). What
 * a process of its own gave a file, this gives it; it runs first of the setup files.
 */

// Fresh modules of the portal, the demo API and the test support (their state: the session's token,
// the request queue, the demo's data, the msw server of tests/setup.ts). tests/setup.ts and the test
// file then import the same fresh copies.
vi.resetModules();

// Testing Library turns React's act environment on (and off after a file) in hooks it registers
// once, when it is first imported in a worker: the flag is set here for every file.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The window is the one the earlier file used: its document, address and session storage start
// empty again (local storage is cleared before every test by tests/setup.ts).
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) for (const name of element.getAttributeNames()) element.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
}

// No listener an earlier file's modules put on the window or the document hears this file's events
// (a simulated storage event from another tab, a key): they are removed once the file has finished.
// Those the libraries of node_modules add stay (user-event prepares the document once, and keeps it).
type Added = [EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];
const LISTENERS = Symbol.for('cx-portal.test.windowListeners');
if (typeof document !== 'undefined') {
  const holder = globalThis as typeof globalThis & { [LISTENERS]?: Added[] };
  const added = (holder[LISTENERS] ??= trackListeners([window, document]));
  afterAll(() => {
    for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options);
  });
}

/** Wraps addEventListener of the window and the document once per worker: what the portal and the tests add is kept. */
function trackListeners(targets: EventTarget[]): Added[] {
  const added: Added[] = [];
  for (const target of targets) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (listener && !new Error().stack?.includes('/node_modules/')) added.push([target, type, listener, options]);
      add(type, listener, options);
    };
  }
  return added;
}

// No timer of one file fires in the next: an earlier file's modules (a refresh timer, a hold, a
// retry) would run against the next file's storage and demo. The timers a file starts are cleared
// once it has finished, as the end of its process did.
type Handle = ReturnType<typeof setTimeout>;
const KEY = Symbol.for('cx-portal.test.fileTimers');
const shared = globalThis as typeof globalThis & { [KEY]?: Set<Handle> };
const started = (shared[KEY] ??= trackTimers());
afterAll(() => {
  for (const handle of started) clearTimeout(handle);
  started.clear();
});

/** Wraps setTimeout and setInterval once per worker: the handles they return are kept until cleared or fired. */
function trackTimers(): Set<Handle> {
  const handles = new Set<Handle>();
  const { setTimeout: set, setInterval: repeat, clearTimeout: clear, clearInterval: stop } = globalThis;
  const setTimeoutTracked = (callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]): Handle => {
    const handle: Handle = set(
      (...given: unknown[]) => {
        handles.delete(handle);
        if (typeof callback === 'function') callback(...given);
      },
      delay,
      ...args,
    );
    handles.add(handle);
    return handle;
  };
  const setIntervalTracked = (callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]): Handle => {
    const handle = repeat(callback, delay, ...args);
    // Not jsdom's own: its animation frames run on an interval it starts and stops itself, with a
    // count of the frames asked for (the window stays from file to file).
    if (!new Error().stack?.includes('/jsdom/')) handles.add(handle);
    return handle;
  };
  globalThis.setTimeout = Object.assign(setTimeoutTracked, set) as unknown as typeof setTimeout;
  globalThis.setInterval = Object.assign(setIntervalTracked, repeat) as unknown as typeof setInterval;
  globalThis.clearTimeout = ((handle?: Handle) => {
    if (handle !== undefined) handles.delete(handle);
    clear(handle);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((handle?: Handle) => {
    if (handle !== undefined) handles.delete(handle);
    stop(handle);
  }) as typeof clearInterval;
  return handles;
}
