import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { minifySync, transformWithOxc, type Plugin } from 'vite';
import { routeDeclarations, type AstNode, type RouteDeclaration } from './bootRoutes.ts';

/**
 * The boot script (issue 23; src/api/bootScript.ts says what it does), built into the production
 * build: its route table is generated from app/routes.tsx (read when the build transforms it, its
 * modules resolved once the bundle is complete) and the bundle (each route's page chunk, the
 * signed-in frame for the signed-in layouts, the route data modules, with their static imports and
 * CSS, less what index.html already loads), and the script is
 * emitted as a hashed classic script under assets/ and injected into index.html before the module
 * entry, with `defer` (it runs before the entry, which deferred scripts and module scripts share the
 * order of). No inline script: the CSP stays `script-src 'self'`. `npm start` has none.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const file = (path: string) => resolve(root, path);
const ROUTES = /[\\/]src[\\/]app[\\/]routes\.tsx$/;
/** The signed-in frame (app/routePrefetch.ts `MasterLayout`), which routes with these layouts load. */
export const FRAME_MODULE = file('src/app/layouts/MasterLayout.tsx');
/** The app's start (src/main.tsx imports it dynamically, so that it evaluates in a task of its own); index.html preloads it. */
export const START_MODULE = file('src/app/start.tsx');
const FRAMED_LAYOUTS = ['master', 'submenu'];
/** The modules a route loads itself on a first visit: the signed-in frame (for its layouts), its page and its route data. */
const routeModules = ({ layout, pageId, routeDataIds }: ResolvedRoute, frameId: string): string[] => [
  ...(FRAMED_LAYOUTS.includes(layout) ? [frameId] : []),
  pageId,
  ...routeDataIds,
];
const SCRIPT_SOURCE = file('src/api/bootScript.ts');

/** The table's shape (src/api/bootScript.ts `BootTable`; tests/build/bootTable.test.ts holds them together). */
export interface BootTable {
  base: string;
  files: string[];
  needs: string[];
  routes: Array<[pattern: string, files: string, requests?: string[], unless?: string[]]>;
}

/** A route's first requests as scripts/boot-requests reads them from its data declaration (its `RouteFirstRequests`). */
export interface FirstRequests {
  pattern: string;
  requests: Array<{ path: string; needs: string[] }>;
  unless: string[];
}

/** Where the build says which file holds each module (under the build folder). */
export const MODULE_FILES = '.vite/modules.json';

/** A route's files are one character each: its index in `files` plus this code ('0' for the first). */
export const BOOT_FILE_CODE = 48;

/** A route of routes.tsx with its modules resolved to the build's module ids. */
export interface ResolvedRoute extends Pick<RouteDeclaration, 'path' | 'access' | 'layout'> {
  pageId: string;
  routeDataIds: string[];
}

/** What the table needs of a chunk of the bundle. */
export interface BundleChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  /** The chunks it imports statically (file names). */
  imports: readonly string[];
  /** Its CSS files. */
  css: readonly string[];
}

/**
 * The route's own chunks (frame, page, route data, with their CSS) are always in the table; of their
 * static dependencies those of at least this size (gzip). 0 since issue 30: the whole first-load
 * graph of the address is preloaded, so no file waits for the module loader to discover it a round
 * trip later; the route groups (scripts/vite/routeGroups.ts) keep that list to a few files per page,
 * and each name costs the boot script about 14 bytes (its budget: scripts/size.mjs).
 */
export const BOOT_MIN_DEPENDENCY_BYTES = 0;

/**
 * The boot script's table: every route pattern with the files its page needs, less the entry, the
 * app's start and what they import (index.html loads them). Only signed-in pages (access 'auth') list files: the boot
 * script acts on a signed-in load, which the guard sends away from guest pages, and the public ones
 * (a crew follow-up form, an admin's sign-in link) are not what a signed-in user opens.
 */
export function bootTable(
  routes: ResolvedRoute[],
  chunks: BundleChunk[],
  frameId: string,
  base: string,
  gzipBytes: (file: string) => number,
  firstRequests: FirstRequests[] = [],
  startId?: string,
): BootTable {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (id: string) => {
    const chunk = chunks.find((item) => item.facadeModuleId === id) ?? chunks.find((item) => item.moduleIds.includes(id));
    if (!chunk) throw new Error(`boot table: ${id} is in no chunk of the build`);
    return chunk;
  };
  const closure = (chunk: BundleChunk, into: string[], seen = new Set<string>()) => {
    if (seen.has(chunk.fileName)) return into;
    seen.add(chunk.fileName);
    into.push(chunk.fileName, ...chunk.css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) closure(next, into, seen);
    }
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('boot table: the build has no entry chunk');
  const loaded = new Set(closure(entry, []));
  // The app's start, which index.html preloads beside the entry (`preloadStart`).
  if (startId) closure(chunkOf(startId), []).forEach((name) => loaded.add(name));
  const files: string[] = [];
  const indexOf = (name: string) => {
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  const needs: string[] = [];
  const needIndex = (name: string) => {
    const at = needs.indexOf(name);
    return at >= 0 ? at : needs.push(name) - 1;
  };
  const table = routes.map((route): BootTable['routes'][number] => {
    const { path, access } = route;
    if (access !== 'auth') return [path, ''];
    const own = routeModules(route, frameId).map(chunkOf);
    const needed: string[] = [];
    for (const chunk of own) closure(chunk, needed);
    const ownFiles = new Set(own.flatMap((chunk) => [chunk.fileName, ...chunk.css]));
    const wanted = [...new Set(needed)].filter((name) => !loaded.has(name) && (ownFiles.has(name) || gzipBytes(name) >= BOOT_MIN_DEPENDENCY_BYTES));
    const files = String.fromCharCode(...wanted.map((name) => BOOT_FILE_CODE + indexOf(name)));
    const first = firstRequests.find((entry) => entry.pattern === path);
    if (!first || first.requests.length === 0) return [path, files];
    const requests = first.requests.map((request) => `${String.fromCharCode(...request.needs.map((name) => BOOT_FILE_CODE + needIndex(name)))}${request.path}`);
    return first.unless.length > 0 ? [path, files, requests, first.unless] : [path, files, requests];
  });
  // The folder they share goes into the base, and '.js' is implied (bootScript.ts adds it back).
  const folder = files.length > 0 && files.every((name) => name.startsWith(files[0]!.replace(/[^/]*$/, ''))) ? files[0]!.replace(/[^/]*$/, '') : '';
  return { base: `${base}${folder}`, files: files.map((name) => name.slice(folder.length).replace(/\.js$/, '')), needs, routes: table };
}

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that opens with this comment has every
 * function compiled as the file streams in, on a background thread, instead of each one on the main
 * thread the first time it runs. For the files of a first load, whose functions mostly run as the
 * page starts and renders (issue 30: that compiling was part of every long task after the first paint).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The files a page's first load runs: the entry and the app's start with what they import, and for
 * every route (signed-in or not) its frame, page and route data with what they import. Lazy parts
 * (dialogs, charts, a report's output) are not among them: a click loads them, and most of their code
 * may never run.
 */
export function firstLoadFiles(routes: ResolvedRoute[], chunks: BundleChunk[], frameId: string, startId?: string): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: BundleChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  const chunkOf = (id: string) => chunks.find((item) => item.facadeModuleId === id) ?? chunks.find((item) => item.moduleIds.includes(id));
  visit(chunks.find((chunk) => chunk.isEntry));
  if (startId) visit(chunkOf(startId));
  for (const route of routes) for (const id of routeModules(route, frameId)) visit(chunkOf(id));
  return files;
}

/** A chunk's code with the compile hint as its first line (once). */
export const withCompileHint = (code: string): string => (code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}${code}`);

/** The boot script with its table: bootScript.ts transpiled alone, run once with the table, minified. */
export async function bootScriptCode(table: BootTable, source = readFileSync(SCRIPT_SOURCE, 'utf8')): Promise<string> {
  const { code } = await transformWithOxc(source, 'bootScript.ts', { lang: 'ts' });
  if (/^\s*import\b/m.test(code)) throw new Error('src/api/bootScript.ts must not import anything: it runs before the app.');
  const script = `(() => {\n${code.replace(/^export /gm, '')}\nstartBoot(${JSON.stringify(table)}, window);\n})();\n`;
  const minified = minifySync('boot.js', script, { compress: true, mangle: true });
  if (minified.errors.length > 0) throw new Error(`boot script: ${minified.errors.map((error) => error.message).join('; ')}`);
  return minified.code;
}

/** Where index.html gets the boot script: just before the module entry. */
export function injectBootScript(html: string, src: string): string {
  const entry = html.search(/<script type="module"/);
  if (entry < 0) throw new Error('index.html: no module entry to put the boot script before');
  // Deferred scripts are fetched at low priority; this one is small and starts everything else.
  return `${html.slice(0, entry)}<script defer fetchpriority="high" src="${src}"></script>\n    ${html.slice(entry)}`;
}

/**
 * The app's start preloaded beside the entry's own imports: src/main.tsx imports it dynamically, so
 * that its evaluation (the store, the API, the router) is a task of its own after React's, and the
 * build preloads only static imports. Without this link its request would wait for the entry to run.
 */
export function preloadStart(html: string, href: string): string {
  const links = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)];
  const last = links.at(-1);
  if (!last || last.index === undefined) throw new Error("index.html: no modulepreload link to put the app's start after");
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}\n    <link rel="modulepreload" crossorigin href="${href}">${html.slice(at)}`;
}

/**
 * The module entry and the files the build preloads for it (the runtime, the framework) at low fetch
 * priority. The first paint is index.html's frame, which needs the HTML and the stylesheet only; at
 * the default (high) priority the framework's 120 KB counted as part of that paint (Lighthouse's
 * simulation: every high-priority request finished before it; issue 30), and shared the line with the
 * stylesheet. At low priority they still start at once, in the same order, and the app starts as
 * before.
 */
export function entryAtLowPriority(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/** The id of index.html's template that holds the links the app adds after the load (the same name in src/app/afterLoad.ts). */
export const AFTER_LOAD_TEMPLATE = 'after-load';

/**
 * The web app manifest out of the first load: its link goes into an inert `<template>`, which the app
 * adds to the head once the page has loaded and painted its first answers (src/app/afterLoad.ts).
 * In the head, Chromium fetched the manifest and then the install icon it names while the page's
 * own files and data were on their way: two requests before the page's largest paint, which
 * Lighthouse's simulation counts in it (issue 30). The tab icons stay: without one declared, the
 * browser asks for /favicon.ico at the same moment anyway (`svgIconInline` takes the tab icon's
 * request away instead).
 */
export function manifestIntoTemplate(html: string): string {
  const later: string[] = [];
  const rest = html.replace(/[ \t]*<link rel="manifest"[^>]*>\n?/g, (link) => {
    later.push(link.trim());
    return '';
  });
  if (later.length === 0) return html;
  const template = `<template id="${AFTER_LOAD_TEMPLATE}">${later.join('')}</template>`;
  return rest.replace('</head>', `${template}\n  </head>`);
}

/**
 * The tab icon written into index.html (a `data:` URL) instead of named by its address: Chromium asked
 * for /favicon.svg beside the framework chunk and the boot script, one of the first round trip's six
 * connections, and it ended before the page's largest paint, so Lighthouse's simulation counted it
 * there too (issue 30; `npm run bench:lighthouse -- --explain`). The icon is 0.2 KB. The file stays
 * (the icons for other sizes are made from it); the `.ico` link stays for browsers without SVG icons.
 */
export function svgIconInline(html: string, svg: string): string {
  const data = `data:image/svg+xml,${svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[%#<>\n]/g, (character) => encodeURIComponent(character))}`;
  return html.replace(
    /(<link rel="icon" href=")\/favicon\.svg("[^>]*type="image\/svg\+xml"[^>]*>)/,
    (_, before: string, after: string) => `${before}${data}${after}`,
  );
}

/**
 * `manifestIntoTemplate` and `svgIconInline` on the built index.html, after the installable app's plugin
 * has added its links (it runs late: listed after it, and as late as it).
 */
export function portalManifestAfterLoad(): Plugin {
  const icon = readFileSync(file('public/favicon.svg'), 'utf8');
  return {
    name: 'portal-manifest-after-load',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html: string) => svgIconInline(manifestIntoTemplate(html), icon) },
  };
}

/**
 * Every route's first requests, read from its data declaration by scripts/boot-requests (run under
 * tsx, beside the build: the declarations run in Node against a store of their own).
 */
export function readFirstRequests(): Promise<FirstRequests[]> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [tsx, '--tsconfig', 'tsconfig.app.json', 'scripts/boot-requests/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (data: Buffer) => (out += data.toString()));
    child.stderr.on('data', (data: Buffer) => (err += data.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`scripts/boot-requests failed (${code}):\n${err}`));
      try {
        resolvePromise(JSON.parse(out) as FirstRequests[]);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

export function portalBoot(): Plugin[] {
  /** The files that get the compile hint, once the bundle is complete. */
  let hinted = new Set<string>();
  let base = '/';
  let declared: { declarations: RouteDeclaration[]; importer: string } | null = null;
  let bootFile: string | null = null;
  let startFile: string | null = null;
  let firstRequests: Promise<FirstRequests[]> | null = null;
  const boot: Plugin = {
    name: 'portal-boot',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      // Beside the bundling: the declarations run in a process of their own.
      firstRequests = readFirstRequests();
      firstRequests.catch(() => undefined);
    },
    transform: {
      filter: { id: ROUTES },
      handler(code, id) {
        // Read here, resolved once the bundle is complete (an await here would only queue behind
        // the rest of the build's module work).
        declared = { declarations: routeDeclarations(this.parse(code, { lang: 'tsx' }) as unknown as AstNode), importer: id };
        return null;
      },
    },
    async generateBundle(_options, bundle) {
      if (!declared) throw new Error('The boot script needs src/app/routes.tsx in the build.');
      const { declarations, importer } = declared;
      const resolve = async (specifier: string) => {
        const resolved = await this.resolve(specifier, importer);
        if (!resolved) throw new Error(`routes.tsx: cannot resolve ${specifier}`);
        return resolved.id;
      };
      const routes: ResolvedRoute[] = await Promise.all(
        declarations.map(async ({ path, access, layout, page, routeData }) => ({
          path,
          access,
          layout,
          pageId: await resolve(page),
          routeDataIds: await Promise.all(routeData.map(resolve)),
        })),
      );
      const gzipBytes = (name: string) => {
        const output = bundle[name];
        if (!output) return 0;
        return gzipSync(output.type === 'chunk' ? output.code : output.source, { level: 9 }).length;
      };
      const chunks: BundleChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId,
                moduleIds: output.moduleIds,
                imports: output.imports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const start = chunks.find((chunk) => chunk.moduleIds.includes(START_MODULE));
      if (!start) throw new Error('The build has no chunk for src/app/start.tsx.');
      // index.html preloads the start's file only: a stylesheet of its own would be one more request
      // (Vite's preload helper's) before the app could start.
      if (start.css.length > 0)
        throw new Error(`The app's start has a stylesheet of its own (${start.css.join(', ')}): import it where the framework's modules do.`);
      startFile = start.fileName;
      hinted = firstLoadFiles(routes, chunks, FRAME_MODULE, START_MODULE);
      const code = await bootScriptCode(bootTable(routes, chunks, FRAME_MODULE, base, gzipBytes, await (firstRequests ?? readFirstRequests()), START_MODULE));
      // Which file holds each module (.vite/modules.json, beside Vite's manifest, which names a chunk
      // by its entry module only): the size budgets and the build checks find a page grouped with
      // others there (vite.config.ts, scripts/vite/routeGroups.ts).
      const files: Record<string, string> = {};
      for (const chunk of chunks) for (const id of chunk.moduleIds) if (id.startsWith(`${root}/`)) files[id.slice(root.length + 1)] = chunk.fileName;
      this.emitFile({ type: 'asset', fileName: MODULE_FILES, source: `${JSON.stringify(files, null, 1)}\n` });
      bootFile = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: code }));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const withStart = startFile ? preloadStart(html, `${base}${startFile}`) : html;
        return entryAtLowPriority(bootFile ? injectBootScript(withStart, `${base}${bootFile}`) : withStart);
      },
    },
  };
  const compileHints: Plugin = {
    name: 'portal-compile-hints',
    apply: 'build',
    // After Vite's own additions to a chunk's first lines (its preload list, `__vite__mapDeps`):
    // the hint only counts as the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // Every file of a first load compiles in the background as it streams in (COMPILE_HINT).
        for (const name of hinted) {
          const output = bundle[name];
          if (output?.type === 'chunk') output.code = withCompileHint(output.code);
        }
      },
    },
  };
  return [boot, compileHints];
}
