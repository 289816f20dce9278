// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { INIT_ERRORS, stackless, withStacklessMarkers } from '../../scripts/vite/initErrors';

// The production build makes the marker errors that React DOM and RTK Query create while their
// modules are evaluated without a stack (scripts/vite/initErrors.ts). These tests read the installed
// libraries: a new version that moves a marker fails here, not silently in the benchmarks.

const require = createRequire(import.meta.url);
const installed = (file: string) => {
  const [scope, name, ...rest] = file.split('/');
  const pkg = scope.startsWith('@') ? `${scope}/${name}` : scope;
  const path = scope.startsWith('@') ? rest : [name, ...rest];
  return readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), ...path), 'utf8');
};

test.each(INIT_ERRORS.map((entry) => [entry.file, entry] as const))(
  '%s: every marker is found and made without a stack; the rest is unchanged',
  (_file, entry) => {
    const code = installed(entry.file);
    const result = withStacklessMarkers(code, entry);
    expect(result.missing).toEqual([]);
    for (const marker of entry.markers) {
      expect(result.code).not.toContain(marker.text);
      expect(result.code).toContain(marker.text.replace(marker.construction, stackless(marker.message)));
    }
    // Only the markers change: the code around them is the library's, from its first statement on.
    let restored = result.code;
    for (const marker of entry.markers) restored = restored.replace(stackless(marker.message), marker.construction);
    expect(restored).toBe(code);
    expect(() => parseAst(result.code)).not.toThrow();
  },
);

test('a marker is an Error to every check the libraries make, with its message and no stack', () => {
  const make = (message: string) => new Function('message', `return ${stackless('message')};`)(message) as Error;
  const marker = make('Suspense Exception: This is not a real error!');
  expect(marker).toBeInstanceOf(Error);
  expect(marker.message).toBe('Suspense Exception: This is not a real error!');
  expect(marker.name).toBe('Error');
  expect(String(marker)).toBe('Error: Suspense Exception: This is not a real error!');
  expect(Object.prototype.hasOwnProperty.call(marker, 'stack')).toBe(false);
  expect(Object.keys(marker)).toEqual([]);
  // Each call makes its own object: the libraries compare markers by identity.
  expect(make('a')).not.toBe(make('a'));
});

test('a version without the markers is left as it is and each one is reported', () => {
  const entry = INIT_ERRORS[0];
  const code = 'var SuspenseException = Error(formatProdErrorMessage(999));';
  const result = withStacklessMarkers(code, entry);
  expect(result.code).toBe(code);
  expect(result.missing).toEqual(entry.markers.map((marker) => marker.text));
});

test('a marker found twice is not guessed at', () => {
  const entry = { file: 'x.js', markers: [{ text: 'A = Error(m)', construction: 'Error(m)', message: 'm' }] };
  const result = withStacklessMarkers('A = Error(m); A = Error(m);', entry);
  expect(result.missing).toEqual(['A = Error(m)']);
});
