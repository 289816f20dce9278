// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/vite/precompress';

describe('precompression (build only)', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .gz next to each text asset of 1 KB or more, with the same content', () => {
    const js = 'export const answer = 42;\n'.repeat(100);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'assets', 'index-abc.css'), '.a { color: red; }\n'.repeat(100));
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>text</p>'.repeat(100)}`);
    expect(precompressFiles(dir).sort()).toEqual([join(dir, 'assets', 'index-abc.css'), join(dir, 'assets', 'index-abc.js'), join(dir, 'index.html')]);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(js);
  });

  it('leaves small files, binary files and files gzip cannot shrink without a copy', () => {
    writeFileSync(join(dir, 'assets', 'small.js'), 'export const a = 1;');
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 1));
    // Random bytes do not compress: gzip's copy would be larger.
    writeFileSync(join(dir, 'assets', 'noise.txt'), randomBytes(4096));
    expect(precompressFiles(dir)).toEqual([]);
    for (const name of ['small.js', 'logo.png', 'noise.txt']) expect(existsSync(join(dir, 'assets', `${name}.gz`))).toBe(false);
  });

  it('takes the size threshold as a parameter', () => {
    writeFileSync(join(dir, 'assets', 'mid.js'), 'export const value = "abcabcabc";\n'.repeat(10));
    expect(precompressFiles(dir, 4096)).toEqual([]);
    expect(precompressFiles(dir, 100)).toEqual([join(dir, 'assets', 'mid.js')]);
  });
});
