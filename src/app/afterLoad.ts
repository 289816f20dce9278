/**
 * The link index.html holds back until the page has settled (the build moves it into this inert
 * template: scripts/vite/boot.ts, `manifestIntoTemplate`): the web app manifest. In the head, the browser
 * fetched it, and the install icon it names, beside the page's own files and data (issue 30). It waits
 * as the service worker does (app/serviceWorker.ts): for the load, the page's first answers painted,
 * and its requests quiet for a second. Added at the paint, it still went out before the largest paint
 * on pages that draw it later (the login form, the case list), and the simulation Lighthouse scores
 * then gave it, and its icon, two of the first round trip's six connections (`npm run
 * bench:lighthouse -- --explain`). Nothing needs it sooner: it is read for installing the app.
 */
import { afterRequestsSettle, httpClientHold } from '@/api/http';

export const AFTER_LOAD_TEMPLATE = 'after-load';

/** Moves the template's link into the head (once; nothing when there is no template, as in dev). */
export function insertManifestLink(doc: Document = document): void {
  const template = doc.getElementById(AFTER_LOAD_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  doc.head.append(template.content);
}

/**
 * Adds the held-back link once the page has loaded, has painted the first answers the boot script
 * brought (when the HTTP client may load: api/transport.ts), and its requests have been quiet for a
 * second with the browser idle (api/requestQueue.ts `afterRequestsSettle`). The load event alone
 * comes before a first visit's data (the page's files are all it waits for).
 */
export function addManifestWhenSettled(): void {
  if (typeof document === 'undefined') return;
  const add = () =>
    void httpClientHold()
      .then(() => afterRequestsSettle())
      .then(() => insertManifestLink());
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
}
