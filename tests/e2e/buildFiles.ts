import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/**
 * The production build's files, read from Vite's manifest and the build's own record of which file
 * holds each module (dist/.vite/modules.json, scripts/vite/boot.ts): since chunks are grouped by
 * route entry (scripts/vite/routeGroups.ts), a module is often one of several in its file, and the
 * manifest names a chunk by its first entry module only.
 */
export function readBuild(dist = process.env.E2E_DIST ?? 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const modules = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8')) as Record<string, string>;
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  /** The manifest key of the chunk that holds `module` (a path from the project root), if it is in the build. */
  const keyOf = (module: string): string | undefined => (manifest[module] ? module : modules[module] ? keyByFile.get(modules[module]) : undefined);
  /** The manifest keys a chunk loads with it (itself and its static imports, recursively). */
  const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  return { dist, manifest, modules, keyOf, staticClosure };
}
