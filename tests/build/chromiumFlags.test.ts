import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BENCH_DISABLED_FEATURES,
  benchLauncherFlags,
  CHROMIUM_FLAGS,
  FULL_CHROMIUM,
  HEADLESS_SHELL,
  pdfViewerChromium,
  playwrightDisabledFeatures,
  suiteChromium,
  suiteFlags,
} from '../../scripts/chromium';

// Chromium 156 starts the omnibox's two WebUI popups with every window; the suite and the
// benchmarks turn them off. Chromium reads only the last --disable-features, so each launch passes
// one flag that keeps the launcher's own list.

const disabled = (flags: readonly string[]) => {
  const found = flags.filter((flag) => flag.startsWith('--disable-features='));
  expect(found).toHaveLength(1);
  return found[0]!.slice('--disable-features='.length).split(',');
};

describe('the browser flags', () => {
  it("the suite keeps Playwright's own disabled features and adds the popups'", () => {
    const theirs = playwrightDisabledFeatures();
    // The installed playwright-core is readable: if its bundle changes shape, this says so.
    expect(theirs).toEqual(expect.arrayContaining(['PaintHolding', 'HttpsUpgrades']));
    const flags = suiteFlags();
    expect(flags.slice(0, CHROMIUM_FLAGS.length)).toEqual(CHROMIUM_FLAGS);
    expect(disabled(flags)).toEqual([...theirs!, ...BENCH_DISABLED_FEATURES]);
  });

  it("reads Playwright's list only from its array, and nothing from an unknown shape", () => {
    const bundle = `x = 1;\n    disabledFeatures = [\n      // See "a comment"\n      "First",\n      "Second-Two"\n    ].filter(Boolean);`;
    expect(playwrightDisabledFeatures(bundle)).toEqual(['First', 'Second-Two']);
    expect(playwrightDisabledFeatures('disabledFeatures = features();')).toBeNull();
    expect(playwrightDisabledFeatures('disabledFeatures = [\n  "A" + b\n].filter(Boolean)')).toBeNull();
  });

  it("the benchmarks' launch merges chrome-launcher's defaults into one flag", () => {
    const flags = benchLauncherFlags(['--disable-extensions', '--disable-features=Translate,MediaRouter', '--headless']);
    expect(disabled(flags)).toEqual(['Translate', 'MediaRouter', ...BENCH_DISABLED_FEATURES]);
    expect(flags.filter((flag) => flag === '--headless')).toHaveLength(1);
    expect(flags).toContain('--disable-extensions');
  });

  describe('the browser', () => {
    afterEach(() => void vi.unstubAllEnvs());

    it("is Debian's headless shell where installed, else the full Chromium; a PDF in a tab always the full one", () => {
      vi.stubEnv('CHROMIUM_PATH', undefined);
      expect(suiteChromium((path) => path === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
      expect(suiteChromium(() => false)).toBe(FULL_CHROMIUM);
      expect(pdfViewerChromium()).toBe(FULL_CHROMIUM);
    });

    it('is CHROMIUM_PATH when set, for every test', () => {
      vi.stubEnv('CHROMIUM_PATH', '/opt/chrome/chrome');
      expect(suiteChromium(() => true)).toBe('/opt/chrome/chrome');
      expect(pdfViewerChromium()).toBe('/opt/chrome/chrome');
    });
  });
});
