/**
 * A small stylesheet applied from the module that imports it (`import css from './x.scss?inline'`),
 * instead of a file of its own: a page's first load asks for each stylesheet file as one more
 * request, and a request in flight takes its share of a phone's bandwidth from the framework's file
 * (issue 30). Used for the few hundred bytes a shared component or a page brings; the frame's and
 * the dialogs' stylesheets stay files.
 *
 * The CSP allows stylesheets from our origin only (`style-src 'self'`), so no `<style>` element: a
 * constructed stylesheet, or, in a browser that cannot adopt one (Safari before 16.4), the whole
 * text as one `@media all` rule inserted into index.html's own stylesheet. Both are CSSOM, which
 * `style-src` allows. Each text is applied once.
 */
const applied = new Set<string>();

export function adoptStyles(css: string, doc: Document = document): void {
  if (!css || applied.has(css)) return;
  applied.add(css);
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet && 'replaceSync' in Sheet.prototype && Array.isArray(doc.adoptedStyleSheets)) {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } else {
    const sheet = doc.styleSheets[0];
    try {
      sheet?.insertRule(`@media all{${css}}`, sheet.cssRules.length);
    } catch {
      // Not parsed by this browser: the component renders unstyled, as with a stylesheet it cannot read.
    }
  }
}
