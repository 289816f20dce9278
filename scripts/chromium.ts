import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Debian's Chromium as the browser suite (playwright.config.ts) and `npm run bench:lighthouse`
 * launch it: headless, no sandbox (containers), no GPU, QUIC or background traffic that would make
 * runs differ.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's full Chromium (package `chromium`): the benchmarks' browser, and the suite's for a PDF in a tab. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/** Debian's headless shell of the same Chromium (package `chromium-headless-shell`). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser suite's browser: `CHROMIUM_PATH` when set, else Debian's headless shell of Chromium
 * where it is installed (Playwright's own choice for headless tests: the same Blink, without the
 * browser's UI around each window; about a seventh less time for the suite on this 2-core machine),
 * else the full Chromium.
 */
export function suiteChromium(exists: (path: string) => boolean = existsSync): string {
  return process.env.CHROMIUM_PATH ?? (exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}

/**
 * The browser for the few tests that open a PDF in a tab: the headless shell has no PDF viewer (it
 * saves the file instead), so they run in the full Chromium (or `CHROMIUM_PATH`).
 */
export function pdfViewerChromium(): string {
  return process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
}

/**
 * Features the benchmarks' browser turns off. Chromium 156 starts two WebUI renderers with every
 * browser (the omnibox's popups, chrome://omnibox-popup.top-chrome and its AI-mode variant): about
 * 2 CPU-seconds at launch on this 2-core machine, in the very seconds a benchmark measures its first
 * load. In a trace of Today's first visit (2026-12-01) that renderer took more CPU samples than the
 * page's own, and Lighthouse read NPS's blocking time at 606–707 ms where it had read 85 ms. A phone
 * opening a link does not start its browser's UI in the middle of the page's load on the same core.
 */
export const BENCH_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * chrome-launcher's default flags (`Launcher.defaultFlags()`), the suite's and the features above,
 * for a launch with `ignoreDefaultFlags: true`. Chromium reads only the last `--disable-features`,
 * so every list of features is merged into one flag.
 */
export function benchLauncherFlags(defaults: readonly string[]): string[] {
  const features: string[] = [];
  const rest: string[] = [];
  for (const flag of [...defaults, ...CHROMIUM_FLAGS]) {
    if (flag.startsWith('--disable-features=')) features.push(...flag.slice('--disable-features='.length).split(',').filter(Boolean));
    else if (!rest.includes(flag)) rest.push(flag);
  }
  return [...rest, `--disable-features=${[...new Set([...features, ...BENCH_DISABLED_FEATURES])].join(',')}`];
}

/**
 * Playwright's own `--disable-features` list, read from the installed playwright-core (it passes the
 * list in a flag of its own, which a second `--disable-features` would replace). Null when it cannot
 * be read.
 */
export function playwrightDisabledFeatures(bundle?: string): string[] | null {
  try {
    const text = bundle ?? readFileSync(join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(text)?.[1];
    if (!list) return null;
    const names = list
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('"'))
      .map((line) => /^"([\w-]+)",?$/.exec(line)?.[1]);
    return names.length > 0 && names.every(Boolean) ? (names as string[]) : null;
  } catch {
    return null;
  }
}

/**
 * The browser suite's flags (playwright.config.ts): the suite's, and Playwright's own disabled
 * features merged with the omnibox's WebUI popups above. Playwright opens a new window for every
 * test's context, and Chromium 156 starts the two popups' renderers again in each (20 renderers for
 * 10 contexts). Where Playwright's list cannot be read, its own flag stays as it is.
 */
export function suiteFlags(): string[] {
  const theirs = playwrightDisabledFeatures();
  return theirs ? [...CHROMIUM_FLAGS, `--disable-features=${[...new Set([...theirs, ...BENCH_DISABLED_FEATURES])].join(',')}`] : [...CHROMIUM_FLAGS];
}
