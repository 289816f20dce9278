import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One zone per feature: a feature never imports another feature (ARCHITECTURE.md, rule 1).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature: dispatch an event from store/events.ts or move the shared piece down.',
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'screenshots'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: ['./src/components', './src/lib', './src/api', './src/store'], from: ['./src/features', './src/app'], message: 'Lower layers never import features or the app shell.' },
            { target: ['./src/app', './src/features', './src/components', './src/lib', './src/api', './src/store'], from: './src/demo', message: 'The demo API must stay out of production builds.' },
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Only src/api/http.ts talks to axios.' }], patterns: [{ group: ['msw', 'msw/*'], message: 'msw belongs to src/demo and tests only.' }] }],
    },
  },
  { files: ['src/api/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/demo/**', 'tests/**', 'scripts/**', '*.config.ts'], rules: { 'no-restricted-imports': 'off', 'react-hooks/rules-of-hooks': 'off' } },
);
