import { adoptStyles } from '@/lib/adoptStyles';

// A component's small stylesheet applied from its module (issue 30: no file of its own on a page's
// first load), under `style-src 'self'`: never a <style> element.

/** A document that can adopt constructed stylesheets (jsdom cannot): records what it was given. */
function adoptingDocument() {
  class FakeSheet {
    text = '';
    replaceSync(css: string) {
      this.text = css;
    }
  }
  const doc = { defaultView: { CSSStyleSheet: FakeSheet }, adoptedStyleSheets: [] as FakeSheet[], styleSheets: [] };
  return { doc, asDocument: doc as unknown as Document };
}

describe('adoptStyles', () => {
  it('adopts the text as a constructed stylesheet, after those already adopted, once per text', () => {
    const { doc, asDocument } = adoptingDocument();
    const earlier = { text: 'earlier' } as never;
    doc.adoptedStyleSheets = [earlier];
    adoptStyles('.a-first{color:red}', asDocument);
    adoptStyles('.a-first{color:red}', asDocument);
    expect(doc.adoptedStyleSheets).toHaveLength(2);
    expect(doc.adoptedStyleSheets[0]).toBe(earlier);
    expect(doc.adoptedStyleSheets[1]!.text).toBe('.a-first{color:red}');
  });

  it('without adoption, inserts the text as one rule at the end of the page’s first stylesheet, and adds no element', () => {
    const link = document.createElement('style');
    link.textContent = '.frame{color:blue}';
    document.head.appendChild(link);
    const elements = document.head.children.length;
    adoptStyles('.b-fallback{color:red}@media (min-width:768px){.b-fallback{color:green}}');
    const rules = [...document.styleSheets[0]!.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ''));
    expect(rules[0]).toBe('.frame{color:blue;}');
    expect(rules).toHaveLength(2);
    expect(rules[1]).toContain('@mediaall');
    expect(rules[1]).toContain('.b-fallback{color:red;}');
    expect(rules[1]).toContain('@media(min-width:768px){.b-fallback{color:green;}}');
    expect(document.head.children.length).toBe(elements);
    link.remove();
  });

  it('does nothing for an empty text (a test run, where stylesheets are not compiled)', () => {
    const { doc, asDocument } = adoptingDocument();
    adoptStyles('', asDocument);
    expect(doc.adoptedStyleSheets).toEqual([]);
  });
});
