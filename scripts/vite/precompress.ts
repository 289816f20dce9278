import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The text files that get a `.gz` copy. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;

/** Every file under `dir`, in its subfolders too (hidden folders skipped). */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('.') ? [] : walk(path);
    return [path];
  });
}

/**
 * Writes `name.gz` next to every text file under `dir` of at least `minSize` bytes that gzip
 * shrinks. Returns the files it compressed.
 */
export function precompressFiles(dir: string, minSize = 1024): string[] {
  const written: string[] = [];
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < minSize) continue;
    const compressed = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    if (compressed.length < content.length) {
      writeFileSync(`${file}.gz`, compressed);
      written.push(file);
    }
  }
  return written;
}

/**
 * Writes `name.gz` next to every text file of the build, for nginx's `gzip_static on`
 * (deploy/nginx/portal.conf): the server sends the compressed copy as is, with no CPU per request.
 * Files under 1 KB, and files that gzip does not shrink, get none.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFiles(outDir);
    },
  };
}
