import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin as PostcssPlugin } from 'postcss';

const WORD = /[A-Za-z0-9_-]+/g;

/**
 * The words written in the portal's sources (`src/**` .ts/.tsx and `index.html` under `root`): the
 * class names that the purge keeps. Read before the CSS is compiled, so hashes stay true to content.
 */
export function sourceWords(root: string): Set<string> {
  const words = new Set<string>();
  const read = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) read(path);
      else if (/\.(tsx?|html)$/.test(name)) for (const word of readFileSync(path, 'utf8').match(WORD) ?? []) words.add(word);
    }
  };
  read(join(root, 'src'));
  for (const word of readFileSync(join(root, 'index.html'), 'utf8').match(WORD) ?? []) words.add(word);
  return words;
}

/**
 * Bootstrap's optional modifiers and extras that only a className written in the sources can ask
 * for: component variants (`.card-group`, `.dropup`, `.list-group-horizontal-md`, `.table-striped`,
 * `.nav-fill`, `.dropdown-menu-lg-end`...) and typography and form extras (`.display-3`,
 * `.blockquote`, `.form-control-lg`, `.was-validated`, `.link-info`, `.ratio-16x9`...). None is added
 * by react-bootstrap at run time or built from a prop (`btn-${size}` and `pagination-${size}` are
 * not listed): a selector naming one that no source file names is dropped.
 */
const OPTIONAL =
  /^(card-(group|img(-top|-bottom|-overlay)?|header-(tabs|pills)|subtitle|link)|list-group-(horizontal(-(sm|md|lg|xl|xxl))?|numbered)|btn-(group-vertical|toolbar|group-(lg|sm)|check)|drop(up|end|start)|dropdown-(menu-dark|menu(-(sm|md|lg|xl|xxl))?-(start|end)|toggle-split|item-text)|nav-(underline|fill|justified)|table-(striped(-columns)?|bordered|borderless|group-divider|responsive-(sm|md|lg|xl|xxl))|form-(control-(color|plaintext|lg)|select-lg|check-reverse|floating)|was-validated|invalid-tooltip|icon-link(-hover)?|link-(primary|secondary|success|info|warning|danger|light|dark|body-emphasis)|focus-ring|vr|ratio(-(1x1|4x3|16x9|21x9))?|display-[1-6]|blockquote(-footer)?|initialism|spinner-grow(-sm)?)$/;

/**
 * Build only: drops Bootstrap utility classes (rules made only of `!important` declarations on a
 * single class), grid classes (`.col-xl-7`, `.row-cols-3`, `.g-5`), colour variants of buttons,
 * alerts, list items and tables (`.btn-outline-info`) and the optional modifiers above that no
 * source file names (`words`, see sourceWords), in the portal's own stylesheets (never in a
 * library's own CSS file). `bg-` and `text-bg-` (StatusChip builds `bg-${tone}`) and every other
 * component rule are kept; the react-bootstrap components the portal uses (Button, Modal,
 * Offcanvas, Collapse) build no utility classes from props. It took 4+ KB gzip off the first load
 * (npm run size), the optional modifiers 1.3 KB more there and 2.8 KB on signed-in pages.
 */
export function purgeUnusedUtilities(words: ReadonlySet<string>): PostcssPlugin {
  // The grid's column, gutter and offset classes are written out in className strings too.
  const grid = /^(col|row-cols|offset|g|gx|gy)-/;
  const variants = /^(?:btn|alert|list-group-item|table)-((?:outline-)?(?:primary|secondary|success|info|warning|danger|light|dark))$/;
  const kept = /^(bg-|text-bg-|visually-hidden)/;
  return {
    postcssPlugin: 'purge-unused-utilities',
    Rule(rule) {
      if (!rule.source?.input.file?.includes('node_modules')) {
        const named = rule.selectors.filter((selector) =>
          [...selector.matchAll(/\.((?:[A-Za-z0-9_-]|\\.)+)/g)].every(([, name = '']) => !OPTIONAL.test(name) || words.has(name)),
        );
        if (named.length === 0) {
          const parent = rule.parent;
          rule.remove();
          if (parent && parent.type === 'atrule' && parent.nodes?.length === 0) parent.remove();
          return;
        }
        if (named.length !== rule.selectors.length) rule.selectors = named;
      }
      const declarations = rule.nodes.filter((node) => node.type === 'decl');
      if (declarations.length === 0 || declarations.length !== rule.nodes.length) return;
      const utility = declarations.every((node) => node.important);
      const selectors = rule.selectors.filter((selector) => {
        const match = /^\.((?:[A-Za-z0-9_-]|\\.)+)(\s*>\s*\*)?$/.exec(selector.trim());
        if (!match?.[1]) return true;
        const name = match[1].replace(/\\/g, '');
        // A colour variant (`.btn-outline-info`): react-bootstrap builds it from the `variant` prop, so
        // it is kept when its variant word ('outline-info') is written anywhere.
        const variant = variants.exec(name);
        if (variant?.[1]) return words.has(name) || words.has(variant[1]);
        if (!utility && !grid.test(name)) return true;
        return words.has(name) || kept.test(name);
      });
      if (selectors.length === 0) {
        const parent = rule.parent;
        rule.remove();
        if (parent && parent.type === 'atrule' && parent.nodes?.length === 0) parent.remove();
      } else if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
    },
  };
}
