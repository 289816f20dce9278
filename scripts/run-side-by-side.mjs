#!/usr/bin/env node
// `npm run check`: the static checks of `npm test` (format, lint, types), side by side. Each is one
// process that keeps one core busy (ESLint ~40 s, tsc ~20 s, Prettier ~10 s on this 2-core machine):
// one after another they took ~70 s of the 15-minute budget, side by side ~45 s. Each check's output
// is printed whole once it ends (never interleaved); the command fails if any check fails.
//
//   node scripts/run-side-by-side.mjs <npm script> [<npm script>…]
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-side-by-side.mjs <npm script> [<npm script>…]');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const begun = Date.now();
        const child = spawn(npm, ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        const end = (code, error) => {
          const seconds = ((Date.now() - begun) / 1000).toFixed(1);
          const text = Buffer.concat(output).toString().trimEnd();
          process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)\n${code === 0 || !text ? '' : `${text}\n`}${error ? `${error}\n` : ''}`);
          resolve(code);
        };
        child.on('error', (error) => end(1, error.message));
        child.on('close', (code) => end(code ?? 1));
      }),
  ),
);
const failed = scripts.filter((_, index) => results[index] !== 0);
console.log(`${failed.length ? `Failed: ${failed.join(', ')}` : 'All passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed.length ? 1 : 0);
