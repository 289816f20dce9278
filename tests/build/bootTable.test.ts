// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import type { BootTable } from '@/api/bootScript';
import { AFTER_LOAD_TEMPLATE as APP_AFTER_LOAD_TEMPLATE } from '@/app/afterLoad';
import { appRoutes } from '@/app/routes';
import {
  BOOT_FILE_CODE,
  BOOT_MIN_DEPENDENCY_BYTES,
  COMPILE_HINT,
  FRAME_MODULE,
  START_MODULE,
  bootTable,
  AFTER_LOAD_TEMPLATE,
  entryAtLowPriority,
  firstLoadFiles,
  injectBootScript,
  manifestIntoTemplate,
  preloadStart,
  svgIconInline,
  withCompileHint,
  type BundleChunk,
  type ResolvedRoute,
} from '../../scripts/vite/boot';
import { routeDeclarations, type AstNode } from '../../scripts/vite/bootRoutes';

// The boot script's route table is generated from app/routes.tsx at build (scripts/vite/boot.ts,
// scripts/vite/bootRoutes.ts): every route the app declares, with the right pattern and modules,
// and nothing kept by hand.

const ROUTES_FILE = resolve(__dirname, '../../src/app/routes.tsx');
const source = readFileSync(ROUTES_FILE, 'utf8');
const parse = (code: string) => parseAst(code, { lang: 'tsx' }) as unknown as AstNode;

/** Where a specifier of routes.tsx points ('@/…' is src/, './…' is next to routes.tsx). */
function moduleFile(specifier: string): string | null {
  const base = specifier.startsWith('@/') ? resolve(__dirname, '../../src', specifier.slice(2)) : resolve(ROUTES_FILE, '..', specifier);
  return ['.ts', '.tsx'].map((extension) => `${base}${extension}`).find((candidate) => existsSync(candidate)) ?? null;
}

describe('the route table read from app/routes.tsx', () => {
  const declared = routeDeclarations(parse(source));

  it('has every route of appRoutes, in order, with its pattern, access and layout', () => {
    expect(declared.map(({ path, access, layout }) => ({ path, access, layout }))).toEqual(
      appRoutes.map(({ path, access, layout }) => ({ path, access, layout })),
    );
  });

  it('names each route’s page module, and the route data modules of exactly the routes that declare data', () => {
    for (const [index, route] of declared.entries()) {
      expect(moduleFile(route.page), route.page).not.toBeNull();
      expect(route.routeData.length > 0, route.path).toBe(!!appRoutes[index]!.prefetch);
      for (const data of route.routeData) expect(moduleFile(data), data).toMatch(/RouteData\.ts$/);
    }
    const byPath = new Map(declared.map((route) => [route.path, route]));
    expect(byPath.get('/dashboard')).toMatchObject({ page: './pages/DashboardRoute', routeData: ['@/features/dashboard/dashboardRouteData'] });
    expect(byPath.get('/case-management/case/:id')).toMatchObject({
      page: '@/features/cases/pages/CaseDetailPage',
      routeData: ['@/features/cases/casesRouteData'],
    });
    expect(byPath.get('/roles/:id')?.routeData).toEqual(['@/features/admin/adminRouteData']);
  });

  it('reads the same from the code the build transforms', async () => {
    const { code } = await transformWithOxc(source, ROUTES_FILE, { lang: 'tsx' });
    expect(routeDeclarations(parse(code))).toEqual(declared);
  });

  it('fails loudly on a route it cannot read, rather than leave it out', () => {
    expect(() => routeDeclarations(parse(source.replace("path: '/help'", 'path: helpPath')))).toThrow(/path must be a string literal/);
    expect(() => routeDeclarations(parse('export const appRoutes = makeRoutes();'))).toThrow(/array literal/);
  });
});

describe('the boot table from the bundle', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false): BundleChunk => ({
    fileName,
    isEntry,
    facadeModuleId: moduleIds[0] ?? null,
    moduleIds,
    imports,
    css,
  });
  const chunks = [
    chunk('assets/index.js', ['/src/main.tsx'], ['assets/framework.js'], [], true),
    chunk('assets/framework.js', ['/src/api/http.ts'], [], ['assets/framework.css']),
    chunk('assets/shell.js', [FRAME_MODULE, '/src/app/shell/TopBar.tsx'], ['assets/framework.js', 'assets/big.js'], ['assets/shell.css']),
    chunk('assets/Dashboard.js', ['/src/app/pages/DashboardRoute.tsx'], ['assets/framework.js', 'assets/tiny.js', 'assets/big.js'], ['assets/Dashboard.css']),
    chunk('assets/tiny.js', ['/src/lib/tiny.ts']),
    chunk('assets/big.js', ['/src/components/big.ts']),
    // A route data module grouped into a shared chunk (not its facade).
    chunk('assets/cases-core.js', ['/src/features/cases/casesApi.ts', '/src/features/cases/casesRouteData.ts'], ['assets/tiny.js']),
    chunk('assets/Login.js', ['/src/features/auth/pages/LoginPage.tsx']),
    chunk('assets/Crew.js', ['/src/features/crew-followup/pages/CrewFollowupPage.tsx']),
  ];
  const sizes: Record<string, number> = { 'assets/tiny.js': 200, 'assets/big.js': BOOT_MIN_DEPENDENCY_BYTES, 'assets/cases-core.js': 100 };
  const routes: ResolvedRoute[] = [
    { path: '/', access: 'guest', layout: 'public', pageId: '/src/features/auth/pages/LoginPage.tsx', routeDataIds: [] },
    { path: '/crewfollowup/:id', access: 'public', layout: 'basic', pageId: '/src/features/crew-followup/pages/CrewFollowupPage.tsx', routeDataIds: [] },
    {
      path: '/dashboard',
      access: 'auth',
      layout: 'master',
      pageId: '/src/app/pages/DashboardRoute.tsx',
      routeDataIds: ['/src/features/cases/casesRouteData.ts'],
    },
    { path: '/bare', access: 'auth', layout: 'none', pageId: '/src/app/pages/DashboardRoute.tsx', routeDataIds: [] },
  ];
  const table: BootTable = bootTable(routes, chunks, FRAME_MODULE, '/', (name) => sizes[name] ?? 5000);
  const filesOf = (path: string) =>
    [...(table.routes.find(([pattern]) => pattern === path)?.[1] ?? '')].map((code) => table.files[code.charCodeAt(0) - BOOT_FILE_CODE]);

  it('lists the frame, the page and the route data with their CSS and every dependency, less what index.html loads', () => {
    expect(table.base).toBe('/assets/');
    expect(filesOf('/dashboard')).toEqual(['shell', 'shell.css', 'big', 'Dashboard', 'Dashboard.css', 'tiny', 'cases-core']);
    expect(filesOf('/bare')).toEqual(['Dashboard', 'Dashboard.css', 'tiny', 'big']);
  });

  it('keeps every pattern; signed-out and public pages list no files', () => {
    expect(table.routes.map(([pattern]) => pattern)).toEqual(routes.map((route) => route.path));
    expect(filesOf('/')).toEqual([]);
    expect(filesOf('/crewfollowup/:id')).toEqual([]);
  });

  it('leaves out the app’s start and what it imports: index.html preloads them beside the entry', () => {
    // The entry imports the start dynamically; the frame and the page import what it holds.
    const withStart = [
      ...chunks.map((item) =>
        item.fileName === 'assets/shell.js' || item.fileName === 'assets/Dashboard.js' ? { ...item, imports: [...item.imports, 'assets/app.js'] } : item,
      ),
      chunk('assets/app.js', [START_MODULE, '/src/store/store.ts'], ['assets/framework.js', 'assets/store-deps.js'], ['assets/app.css']),
      chunk('assets/store-deps.js', ['/src/lib/storeDeps.ts']),
    ];
    const files = (from: BootTable, path: string) =>
      [...(from.routes.find(([pattern]) => pattern === path)?.[1] ?? '')].map((code) => from.files[code.charCodeAt(0) - BOOT_FILE_CODE]);
    const started = bootTable(routes, withStart, FRAME_MODULE, '/', (name) => sizes[name] ?? 5000, [], START_MODULE);
    expect(files(started, '/dashboard')).toEqual(['shell', 'shell.css', 'big', 'Dashboard', 'Dashboard.css', 'tiny', 'cases-core']);
    // Without it named, the start's files would be listed for every signed-in route.
    const unnamed = bootTable(routes, withStart, FRAME_MODULE, '/', (name) => sizes[name] ?? 5000);
    expect(files(unnamed, '/dashboard')).toEqual(expect.arrayContaining(['app', 'app.css', 'store-deps']));
  });

  it('fails the build when a route’s module is in no chunk', () => {
    expect(() => bootTable([{ ...routes[2]!, pageId: '/src/gone.tsx' }], chunks, FRAME_MODULE, '/', () => 0)).toThrow(/gone\.tsx is in no chunk/);
  });

  it('gives the compile hint to the files of a first load, of signed-in and public pages alike, and to no lazy part', () => {
    const withLazy = [
      ...chunks.map((item) => (item.fileName === 'assets/Dashboard.js' ? { ...item, imports: [...item.imports, 'assets/app.js'] } : item)),
      chunk('assets/app.js', [START_MODULE], ['assets/framework.js']),
      // A dialog the page imports dynamically: not in any chunk's static imports.
      chunk('assets/dialog.js', ['/src/features/cases/components/Dialog.tsx'], ['assets/tiny.js']),
    ];
    expect([...firstLoadFiles(routes, withLazy, FRAME_MODULE, START_MODULE)].sort()).toEqual(
      [
        'assets/Crew.js',
        'assets/Dashboard.js',
        'assets/Login.js',
        'assets/app.js',
        'assets/big.js',
        'assets/cases-core.js',
        'assets/framework.js',
        'assets/index.js',
        'assets/shell.js',
        'assets/tiny.js',
      ].sort(),
    );
    // The hint is the file's first line, once.
    expect(withCompileHint('const a=1;')).toBe(`${COMPILE_HINT}const a=1;`);
    expect(withCompileHint(withCompileHint('const a=1;'))).toBe(`${COMPILE_HINT}const a=1;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});

describe('index.html', () => {
  it('gets the boot script as an external deferred script just before the module entry', () => {
    const html = '<head>\n    <title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n</head>';
    expect(injectBootScript(html, '/assets/boot-abc.js')).toBe(
      '<head>\n    <title>x</title>\n    <script defer fetchpriority="high" src="/assets/boot-abc.js"></script>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n</head>',
    );
  });

  it('holds the manifest back in a template the app adds after the load; the icons and the rest stay', () => {
    const html = [
      '<head>',
      '    <link rel="stylesheet" crossorigin href="/assets/framework.css">',
      '  <link rel="manifest" href="/manifest.webmanifest">',
      '<link rel="icon" href="/favicon.svg" sizes="any" type="image/svg+xml">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png"></head>',
    ].join('\n');
    expect(manifestIntoTemplate(html).split('\n')).toEqual([
      '<head>',
      '    <link rel="stylesheet" crossorigin href="/assets/framework.css">',
      '<link rel="icon" href="/favicon.svg" sizes="any" type="image/svg+xml">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png"><template id="after-load"><link rel="manifest" href="/manifest.webmanifest"></template>',
      '  </head>',
    ]);
    // The app looks for the template by the same name.
    expect(AFTER_LOAD_TEMPLATE).toBe(APP_AFTER_LOAD_TEMPLATE);
    expect(manifestIntoTemplate('<head><title>x</title></head>')).toBe('<head><title>x</title></head>');
  });

  it('preloads the app’s start after the entry’s own preloaded files, so that its request does not wait for the entry to run', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime.js">',
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '<link rel="stylesheet" crossorigin href="/assets/framework.css">',
    ].join('\n');
    expect(
      entryAtLowPriority(preloadStart(html, '/assets/app.js'))
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app.js">',
      '<link rel="stylesheet" crossorigin href="/assets/framework.css">',
    ]);
    expect(() => preloadStart('<head></head>', '/assets/app.js')).toThrow(/no modulepreload link/);
  });

  it('asks for the module entry and its preloaded files at low priority, and leaves the rest as it is', () => {
    const html = [
      '<script defer fetchpriority="high" src="/assets/boot-abc.js"></script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/page.js">',
      '<link rel="stylesheet" crossorigin href="/assets/framework.css">',
    ].join('\n');
    expect(entryAtLowPriority(html).split('\n')).toEqual([
      '<script defer fetchpriority="high" src="/assets/boot-abc.js"></script>',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/page.js">',
      '<link rel="stylesheet" crossorigin href="/assets/framework.css">',
    ]);
  });

  it('writes the SVG tab icon into the head, so the browser asks for no icon beside the first files', () => {
    const html = [
      '<link rel="icon" href="/favicon.ico" sizes="48x48">',
      '<link rel="icon" href="/favicon.svg" sizes="any" type="image/svg+xml">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png">',
    ].join('\n');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect fill="#1f6feb" width="100%"/></svg>\n';
    const lines = svgIconInline(html, svg).split('\n');
    // The .ico (browsers without SVG icons) and the touch icon stay addresses.
    expect(lines[0]).toBe('<link rel="icon" href="/favicon.ico" sizes="48x48">');
    expect(lines[2]).toBe('<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png">');
    const href = /href="([^"]*)"/.exec(lines[1]!)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(lines[1]).toContain('sizes="any" type="image/svg+xml"');
    // The same picture: the URL decodes to the file (its quotes made single, so the attribute holds it).
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/"/g, "'"));
    // The real icon: a data URL a browser reads, and small.
    const real = readFileSync(resolve(__dirname, '../../public/favicon.svg'), 'utf8');
    const inlined = svgIconInline('<link rel="icon" href="/favicon.svg" sizes="any" type="image/svg+xml">', real);
    expect(inlined).toMatch(/^<link rel="icon" href="data:image\/svg\+xml,%3Csvg [^"]*%3C\/svg%3E" sizes="any" type="image\/svg\+xml">$/);
    expect(inlined.length).toBeLessThan(600);
    // Without that link (the dev server's index.html), nothing changes.
    expect(svgIconInline('<head><title>x</title></head>', svg)).toBe('<head><title>x</title></head>');
  });
});
