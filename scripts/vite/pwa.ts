import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (issue 23): the web app manifest, its icons and the service worker, built by
 * vite-plugin-pwa (Workbox's generateSW). The worker precaches the build (hashed assets, the app
 * shell index.html, the icons) and nothing else: no runtime caching at all, so no API answer, no
 * stored file and no /config.json ever enters Cache Storage. Navigations are answered with the
 * precached index.html (the shell opens offline), except the server's own paths below.
 * Registration is the app's own (src/app/serviceWorker.ts): 'prompt', never a silent skipWaiting.
 */

/** The colour of the top bar and of the sign-in pages' background (index.html's theme-color). */
export const THEME_COLOUR = '#1f2a37';

/** Paths the worker never answers with the shell: the API, stored files, the deploy-time config, the server's own files. */
export const NAVIGATE_FALLBACK_DENYLIST: RegExp[] = [
  /^\/api(\/|$|\?)/,
  /^\/storage\//,
  /^\/config\.json$/,
  /^\/healthz$/,
  /^\/assets\//,
  /^\/sw\.js$/,
  /^\/manifest\.webmanifest$/,
];

/** What may never be precached: anything from the API, stored files, the deploy-time config. */
const NEVER_PRECACHED = /(^|\/)(api|storage)(\/|$)|(^|\/)config\.json$|\.gz$|(^|\/)\./;

/**
 * Checks the precache list Workbox built from dist/: a file that must never be cached fails the
 * build rather than reach a phone. Returns the entries unchanged.
 */
export function checkPrecacheEntries<T extends { url: string }>(entries: T[]): T[] {
  const refused = entries.filter((entry) => NEVER_PRECACHED.test(entry.url));
  if (refused.length) throw new Error(`Never precached, found in the service worker's list: ${refused.map((entry) => entry.url).join(', ')}`);
  if (!entries.some((entry) => entry.url === 'index.html')) throw new Error('The service worker must precache index.html (the app shell).');
  return entries;
}

export function portalPwa(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    // Registered by the app itself (an inline or extra script would change the CSP or the first load).
    injectRegister: false,
    // `npm start` runs without a worker (the dev server's modules are not hashed).
    devOptions: { enabled: false },
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Client Portal',
      short_name: 'Portal',
      description: 'Results, cases and customer feedback of your customer-experience programme.',
      lang: 'en',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: THEME_COLOUR,
    },
    // The icons, from one source image (public/favicon.svg), generated at build time by
    // @vite-pwa/assets-generator (preset minimal-2023: 64, 192, 512, maskable 512, Apple touch 180,
    // favicon.ico) and written into the manifest and index.html's head.
    pwaAssets: { image: 'public/favicon.svg', preset: 'minimal-2023', overrideManifestIcons: true, injectThemeColor: false, includeHtmlHeadLinks: true },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      globIgnores: ['**/*.gz', 'sw.js'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // A first visit is controlled at once (it runs the release it precached); an update waits
      // for the user's Reload (skipWaiting stays false).
      clientsClaim: true,
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      mode: 'production',
      // The biggest chunk (exports) is under 1 MB; the limit only guards against a mistake.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      manifestTransforms: [(entries) => ({ manifest: checkPrecacheEntries(entries), warnings: [] })],
    },
  });
}
