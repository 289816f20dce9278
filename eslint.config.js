import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const src = join(root, 'src');

/** Where an import points inside src/ ('features/cases/…'), or null for packages and outside paths. */
function targetOf(filename, specifier) {
  let absolute = null;
  if (specifier.startsWith('.')) absolute = resolve(dirname(filename), specifier);
  else if (specifier.startsWith('@/')) absolute = join(src, specifier.slice(2));
  if (!absolute) return null;
  const inside = relative(src, absolute);
  return inside.startsWith('..') ? null : inside.split(sep);
}

/**
 * The house rules on imports (ARCHITECTURE.md rule 1), resolved with plain path arithmetic so the
 * lint needs no native resolver: a feature never imports another feature; components, lib, api and
 * store never import features or the app shell (type-only imports are free); nothing but the demo
 * itself and the tests imports src/demo.
 */
const houseRules = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = relative(src, context.filename).split(sep);
        if (from[0] === '..') return {};
        const check = (node, specifier, typeOnly) => {
          if (typeof specifier !== 'string') return;
          const to = targetOf(context.filename, specifier);
          if (!to) return;
          const report = (message) => context.report({ node, message });
          if (to[0] === 'demo' && from[0] !== 'demo') {
            report('The demo API must stay out of production builds: app code never imports src/demo.');
            return;
          }
          if (typeOnly) return;
          if (from[0] === 'features' && to[0] === 'features' && to[1] && to[1] !== from[1]) {
            report(`A feature never imports another feature (${from[1]} → ${to[1]}): dispatch an event from store/events.ts or move the shared piece down.`);
          }
          if (['components', 'lib', 'api', 'store'].includes(from[0]) && (to[0] === 'features' || to[0] === 'app')) {
            report(`src/${from[0]} never imports src/${to[0]}: dependencies point one way (app → features → store/components/lib/api).`);
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
          ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'screenshots'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, house: houseRules },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'house/import-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'Only src/api/http.ts talks to axios.' }], patterns: [{ group: ['msw', 'msw/*'], message: 'msw belongs to src/demo and tests only.' }] },
      ],
    },
  },
  { files: ['src/api/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/demo/**', 'tests/**', 'scripts/**', '*.config.ts'], rules: { 'no-restricted-imports': 'off', 'react-hooks/rules-of-hooks': 'off' } },
);
