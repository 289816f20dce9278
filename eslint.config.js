import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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
    'file-names': { meta: { type: 'suggestion', schema: [] }, create: (context) => fileNames.create(context) },
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

/**
 * One naming convention for files under src/ (README, folder layout): camelCase modules and hooks
 * (`casesApi.ts`, `useDraft.ts`), PascalCase components (`.tsx` only), and every file of a `pages/`
 * folder a page (`…Page.tsx`) or a route element (`…Route.tsx`). Folders stay kebab-case.
 */
const fileNames = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const inside = relative(src, context.filename);
    if (inside.startsWith('..')) return {};
    const parts = inside.split(sep);
    const file = parts.at(-1);
    const [stem, ...extensions] = file.split('.');
    const extension = extensions.join('.');
    const problems = [];
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(stem)) problems.push('camelCase or PascalCase, with no dashes, underscores or dots in the name');
    else if (/^[A-Z]/.test(stem) && extension !== 'tsx') problems.push('PascalCase is for component files (.tsx); a module is camelCase');
    if (parts.at(-2) === 'pages' && !/(Page|Route)$/.test(stem)) problems.push('a file in pages/ is a page (…Page.tsx) or a route element (…Route.tsx)');
    return {
      Program(node) {
        for (const problem of problems) context.report({ node, message: `File name ${file}: ${problem}.` });
      },
    };
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
      'house/file-names': 'error',
      // A collator kept in a constant, not `localeCompare(b, locales, options)`: that builds a new
      // ICU collator per call, about 100× slower (30 ms of Today's first render on a phone, issue 30).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='localeCompare'][arguments.length>1]",
          message: 'Keep an Intl.Collator in a constant and call its compare: localeCompare with locales or options builds a collator on every call.',
        },
        // A form that sends: SubmitForm holds a second submit while the first one's promise is
        // pending; a busy flag from state holds it only once React has re-rendered.
        {
          selector: "JSXOpeningElement[name.name='form'] > JSXAttribute[name.name='onSubmit']",
          message: 'Use SubmitForm (components/SubmitForm.tsx): it sends once while the submit is pending.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Only src/api/transport.ts talks to axios (the rest goes through @/api/http).' }],
          patterns: [{ group: ['msw', 'msw/*'], message: 'msw belongs to src/demo and tests only.' }],
        },
      ],
    },
  },
  // Type-aware rules where they earn their time: promises nobody awaits or handles, promises passed
  // where a plain callback is expected, awaiting what is not a promise, assertions that assert nothing.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/demo/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  // Import circles: none in src/ (a circle makes load order decide what a module sees).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.app.json') })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Only the HTTP client's transport talks to axios (the rest of src/api goes through it).
  { files: ['src/api/transport.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/demo/**', 'tests/**', 'scripts/**', '*.config.ts'], rules: { 'no-restricted-imports': 'off', 'react-hooks/rules-of-hooks': 'off' } },
  // SubmitForm itself is the one raw form that submits in the app.
  { files: ['src/components/SubmitForm.tsx'], rules: { 'no-restricted-syntax': 'off' } },
);
