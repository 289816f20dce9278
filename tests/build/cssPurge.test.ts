// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeUnusedUtilities, sourceWords } from '../../scripts/vite/cssPurge';

const purge = (css: string, words: string[]) => postcss([purgeUnusedUtilities(new Set(words))]).process(css, { from: undefined }).css;
/** The selectors left in the CSS, in order. */
const selectors = (css: string) => {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    found.push(rule.selector);
  });
  return found;
};

describe('the CSS purge (build only)', () => {
  it('keeps the utility classes the sources name and drops the others', () => {
    const css = '.d-flex { display: flex !important; } .d-grid { display: grid !important; } .mt-3 { margin-top: 1rem !important; }';
    expect(selectors(purge(css, ['d-flex', 'className']))).toEqual(['.d-flex']);
  });

  it('keeps every component rule, used or not, and the bg- / text-bg- / visually-hidden utilities', () => {
    const css =
      '.card { display: flex; } .bg-warning { background: yellow !important; } .text-bg-info { color: blue !important; } .visually-hidden { position: absolute !important; } .h1 { font-size: 2rem; }';
    expect(selectors(purge(css, []))).toEqual(['.card', '.bg-warning', '.text-bg-info', '.visually-hidden', '.h1']);
  });

  it('drops unused grid classes even without !important, and an emptied media query with them', () => {
    const css = '.col-6 { flex: 0 0 auto; } .row-cols-3 > * { flex: 0 0 auto; } @media (min-width: 1200px) { .col-xl-7 { flex: 0 0 auto; } }';
    const out = purge(css, ['col-6']);
    expect(selectors(out)).toEqual(['.col-6']);
    expect(out).not.toContain('@media');
  });

  it('keeps a colour variant when its name or its variant word is written, and drops the rest', () => {
    const css = '.btn-outline-info { color: blue; } .btn-danger { color: red; } .alert-dark { color: black; }';
    expect(selectors(purge(css, ['outline-info', 'btn-danger']))).toEqual(['.btn-outline-info', '.btn-danger']);
  });

  it("drops Bootstrap's optional modifiers no source names, in any selector, and keeps the rest of the rule", () => {
    const css =
      '.dropup .dropdown-toggle::after { border-top: 0; } .btn-check:checked + .btn, .btn.active { color: red; } .list-group-horizontal > .list-group-item { display: flex; } .card-group > .card { flex: 1; } .table-striped > tbody { color: gray; } @media (min-width: 768px) { .dropdown-menu-md-end { right: 0; } }';
    const out = purge(css, ['card-group']);
    expect(selectors(out)).toEqual(['.btn.active', '.card-group > .card']);
    expect(out).not.toContain('@media');
  });

  it("leaves a library's own stylesheet alone", () => {
    const css = '.dropup { color: red; } .vr { width: 1px; }';
    const out = postcss([purgeUnusedUtilities(new Set())]).process(css, { from: '/app/node_modules/some-lib/dist/style.css' }).css;
    expect(selectors(out)).toEqual(['.dropup', '.vr']);
  });

  it('drops only the unused selectors of a grouped utility rule, and leaves complex selectors alone', () => {
    const css = '.m-0, .m-1 { margin: 0 !important; } .table > :not(caption) > * { padding: 0 !important; }';
    expect(selectors(purge(css, ['m-1']))).toEqual(['.m-1', '.table > :not(caption) > *']);
  });
});

describe('the words the purge keeps', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are read from src/**/*.ts(x) and index.html, not from other files', () => {
    root = mkdtempSync(join(tmpdir(), 'purge-'));
    mkdirSync(join(root, 'src', 'nested'), { recursive: true });
    writeFileSync(join(root, 'src', 'nested', 'Card.tsx'), 'export const Card = () => <div className="d-flex gap-2" />;');
    writeFileSync(join(root, 'src', 'tone.ts'), "export const tone = 'text-danger';");
    writeFileSync(join(root, 'src', 'notes.md'), 'ignored-word');
    writeFileSync(join(root, 'index.html'), '<body class="bg-light"></body>');
    const words = sourceWords(root);
    expect([...words]).toEqual(expect.arrayContaining(['d-flex', 'gap-2', 'text-danger', 'bg-light']));
    expect(words.has('ignored-word')).toBe(false);
  });
});
