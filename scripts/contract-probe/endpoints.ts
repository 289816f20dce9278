import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectedEndpoints, type InjectedEndpoint } from '@/api/endpointRegistry';

/*
 * Every endpoint the portal defines. The areas inject their endpoints when their module loads (the
 * app loads them with their pages); the probe loads every module of src/ that injects endpoints, so
 * the registry (src/api/endpointRegistry.ts) holds all of them, whichever area they belong to.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** The modules of src/ (outside the demo) that inject endpoints, as paths relative to src/. */
export function endpointModules(): string[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`demo${sep}`) && !/\.d\.ts$/.test(file))
    .filter((file) => /\.injectEndpoints\s*\(/.test(readFileSync(join(SRC, file), 'utf8')));
  return files.map((file) => relative(SRC, join(SRC, file)).split(sep).join('/')).sort();
}

/** Loads every module that injects endpoints; returns every endpoint definition, by name. */
export async function loadPortalEndpoints(): Promise<ReadonlyMap<string, InjectedEndpoint>> {
  // By the app's own alias, so each module is the one the rest of the code imports (never a second copy).
  for (const file of endpointModules()) await import(/* @vite-ignore */ `@/${file.replace(/\.tsx?$/, '')}`);
  return injectedEndpoints();
}
