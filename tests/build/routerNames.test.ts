// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTER_FILE, withoutDisplayNames } from '../../scripts/vite/routerNames';

// A production build drops React Router's top-level `X.displayName = "…"` lines and marks its
// component and context factories pure (scripts/vite/routerNames.ts), so the bundler can leave out
// the components the portal never renders (Form, ScrollRestoration, HistoryRouter).

test('the names go, the factories are marked pure, nothing else changes', () => {
  const code = [
    'var Form = React10.forwardRef(',
    '  function Form2() {}',
    ');',
    'Form.displayName = "Form";',
    'var RouteContext = React.createContext(null);',
    'RouteContext.displayName = "Route";',
    'var Memo = React3.memo(Inner);',
    '  inner.displayName = "kept: not at the top level";',
    'let other = React10.forwardRef(x);',
    'var made = makeSomething();',
  ].join('\n');
  const out = withoutDisplayNames(code);
  expect(out.split('\n')).toEqual([
    'var Form = /* @__PURE__ */ React10.forwardRef(',
    '  function Form2() {}',
    ');',
    '',
    'var RouteContext = /* @__PURE__ */ React.createContext(null);',
    '',
    'var Memo = /* @__PURE__ */ React3.memo(Inner);',
    '  inner.displayName = "kept: not at the top level";',
    'let other = React10.forwardRef(x);',
    'var made = makeSomething();',
  ]);
});

test("the installed React Router's production files still have the shape the transform expects", () => {
  const dir = resolve(__dirname, '../../node_modules/react-router/dist/production');
  const files = readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => ROUTER_FILE.test(path));
  const router = files.map((path) => readFileSync(path, 'utf8')).find((code) => code.includes('var Form = React'));
  // An upgrade that renames or reshapes these fails here, not silently in the bundle's size.
  expect(router).toBeDefined();
  const out = withoutDisplayNames(router as string);
  expect(out).not.toMatch(/^\w+\.displayName = /m);
  expect(out).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  expect(out).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  expect(out.split('\n')).toHaveLength((router as string).split('\n').length);
});
