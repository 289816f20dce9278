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
 * Build only: drops Bootstrap utility classes (rules made only of `!important` declarations on a
 * single class), grid classes (`.col-xl-7`, `.row-cols-3`, `.g-5`) and colour variants of buttons,
 * alerts, list items and tables (`.btn-outline-info`) that no source file names (`words`, see
 * sourceWords). `bg-` and `text-bg-` (StatusChip builds `bg-${tone}`) and every other component rule
 * are kept; the react-bootstrap components the portal uses (Button, Modal, Offcanvas, Alert,
 * Collapse) build no utility classes from props. It took 4+ KB gzip off the
 * first load (npm run size).
 */
export function purgeUnusedUtilities(words: ReadonlySet<string>): PostcssPlugin {
  // The grid's column, gutter and offset classes are written out in className strings too.
  const grid = /^(col|row-cols|offset|g|gx|gy)-/;
  const variants = /^(?:btn|alert|list-group-item|table)-((?:outline-)?(?:primary|secondary|success|info|warning|danger|light|dark))$/;
  const kept = /^(bg-|text-bg-|visually-hidden)/;
  return {
    postcssPlugin: 'purge-unused-utilities',
    Rule(rule) {
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
