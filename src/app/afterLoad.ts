/**
 * The link index.html holds back until the page has loaded (the build moves it into this inert
 * template: scripts/vite/boot.ts, `manifestIntoTemplate`): the web app manifest. In the head, the browser
 * fetched it, and the install icon it names, beside the page's own files and data (issue 30). The
 * service worker waits longer: for the load, those answers and a quiet second (app/serviceWorker.ts).
 */
import { httpClientHold } from '@/api/http';

export const AFTER_LOAD_TEMPLATE = 'after-load';

/** Moves the template's link into the head (once; nothing when there is no template, as in dev). */
export function insertManifestLink(doc: Document = document): void {
  const template = doc.getElementById(AFTER_LOAD_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  doc.head.append(template.content);
}

/**
 * Adds the held-back link once the page has loaded and, on a load whose first answers the boot
 * script brought, once the page has painted them (when the HTTP client may load: api/transport.ts).
 * The load event alone comes before a first visit's data (the page's files are all it waits for),
 * so the manifest would still go out beside it.
 */
export function addManifestAfterPaint(): void {
  if (typeof document === 'undefined') return;
  const add = () => void httpClientHold().then(() => insertManifestLink());
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
}
