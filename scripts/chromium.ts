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
