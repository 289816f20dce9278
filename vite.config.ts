import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { stripDecoderMarks } from './scripts/vite/decoderMarks.ts';
import { portalBoot, portalManifestAfterLoad } from './scripts/vite/boot.ts';
import { purgeUnusedUtilities, sourceWords } from './scripts/vite/cssPurge.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { stacklessInitErrors } from './scripts/vite/initErrors.ts';
import { portalPwa } from './scripts/vite/pwa.ts';
import { quietLogger } from './scripts/vite/quietLogger.ts';
import { routerWithoutDisplayNames } from './scripts/vite/routerNames.ts';
import { routeDeclarations, type AstNode } from './scripts/vite/bootRoutes.ts';
import { moduleGraph, routeGroups, type BundlerGraph } from './scripts/vite/routeGroups.ts';

/**
 * `npm start`: the dev server answers /api with the demo handlers (src/demo) over real HTTP, so the
 * browser talks to it like to the real API. It never enters a production build.
 */
function demoApi(): Plugin {
  return {
    name: 'demo-api',
    apply: 'serve',
    configureServer(server) {
      // /config.json as nginx renders it in production, with the demo's report generator (or the
      // API_BASE_URL, STORAGE_BASE_URL and REPORT_GENERATOR_URL of the environment).
      server.middlewares.use((req, res, next) => {
        if (!req.url || !(req.url === '/config.json' || req.url.startsWith('/config.json?'))) return next();
        server
          .ssrLoadModule('/src/demo/runtimeConfig.ts')
          .then((config) => config.answerConfigJson(req, res, process.env.DEMO_API !== '0'))
          .catch(next);
      });
      if (process.env.DEMO_API === '0') return;
      server.middlewares.use((req, res, next) => {
        // The API and the spec's file storage (/storage/us/..., 001 §7) are the demo handlers'.
        if (!req.url || !(req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?') || req.url.startsWith('/storage/'))) return next();
        // The adapter answers 400 for undecodable paths and 500 for its own failures; a failure
        // to load it reaches Vite's error page, never the process. Responses are compressed like
        // production's (src/demo/compression.ts).
        Promise.all([server.ssrLoadModule('/src/demo/nodeAdapter.ts'), server.ssrLoadModule('/src/demo/compression.ts')])
          .then(([adapter, compression]) => {
            compression.compressResponse(req, res);
            return adapter.handleApiRequest(req, res);
          })
          .catch((error: unknown) => {
            if (res.headersSent) res.destroy();
            else next(error);
          });
      });
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        const port = typeof address === 'object' && address ? address.port : 5173;
        void server.ssrLoadModule('/src/demo/banner.ts').then((banner) => banner.printDemoBanner(`http://localhost:${port}/`));
      });
    },
  };
}

/**
 * Shared chunks (build.rolldownOptions): fewer, larger files on a page's first load (issue 9). Over
 * HTTP/1.1 a browser opens six connections per origin, so each extra file on the critical path can
 * cost a round trip. First match wins. Nothing here pulls chart.js, or a signed-in module, into the
 * login page: everything the entry imports statically is 'framework'; the rest goes by path.
 * A group that matches by path alone is a fixed `name` with a `test`; one that needs the module
 * graph names its modules with a function (only `name` is given the graph) and then carries a
 * `debugName`, the label the bundler's timing report needs for it (without one it warns, per group,
 * on every build).
 */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}
const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ENTRY = file('./src/main.tsx');
const LOGIN = file('./src/features/auth/pages/LoginPage.tsx');
const FRAME = file('./src/app/layouts/MasterLayout.tsx');
const START = file('./src/app/start.tsx');
const BASE_API = file('./src/api/baseApi.ts');
const closures = new Map<string, Set<string>>();
/** Every module `root` imports statically, directly or not, itself included (once per build). */
function closure(graph: ModuleGraph, root: string): Set<string> {
  const known = closures.get(root);
  if (known) return known;
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  closures.set(root, seen);
  return seen;
}
const src = (...paths: string[]) => new RegExp(`[\\\\/]src[\\\\/](${paths.join('|')})`);
/**
 * A shared chunk: the modules `roots` import statically (and, with `test`, only those it matches),
 * less what a group of higher priority took. Higher priority first.
 */
const group = (name: string, priority: number, roots: string[], test?: RegExp) => ({
  debugName: name,
  priority,
  name: (id: string, graph: ModuleGraph) => (roots.some((root) => closure(graph, root).has(id)) && (!test || test.test(id)) ? name : null),
});
/** The routes of app/routes.tsx: each one's page and route data modules (resolved to files). */
function routeEntries(): Array<{ name: string; roots: string[] }> {
  const routesFile = file('./src/app/routes.tsx');
  const resolveSpecifier = (specifier: string) => {
    const base = specifier.startsWith('@/') ? file(`./src/${specifier.slice(2)}`) : fileURLToPath(new URL(specifier, new URL('./src/app/', import.meta.url)));
    const found = ['.ts', '.tsx'].map((extension) => `${base}${extension}`).find((candidate) => existsSync(candidate));
    if (!found) throw new Error(`routes.tsx: cannot resolve ${specifier}`);
    return found;
  };
  const declarations = routeDeclarations(parseAst(readFileSync(routesFile, 'utf8'), { lang: 'tsx' }) as unknown as AstNode);
  return declarations.map((route) => ({ name: route.path, roots: [route.page, ...route.routeData].map(resolveSpecifier) }));
}
let routeGroupNames: Map<string, string> | null = null;
/** The route group of a module (null: a frame group's, or a lazy part's own chunk). */
function routeGroupOf(id: string, graph: ModuleGraph): string | null {
  if (!routeGroupNames) {
    const modules = moduleGraph(graph as unknown as BundlerGraph, ENTRY);
    const frame = new Set([...closure(graph, ENTRY), ...closure(graph, START), ...closure(graph, LOGIN), ...closure(graph, FRAME)]);
    for (const module of modules.keys()) if (/[\\/]node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/.test(module)) frame.add(module);
    routeGroupNames = routeGroups({ modules, frame, routes: routeEntries(), requestBytes: ROUTE_REQUEST_BYTES, maxWaste: ROUTE_MAX_WASTE });
  }
  return routeGroupNames.get(id) ?? null;
}
/** What a request on a route's first load is worth, in bytes of code (≈ 8 KB gzip). */
const ROUTE_REQUEST_BYTES = 28_000;
/**
 * The most code (≈ 8 KB gzip) any route or lazy part may load for modules it does not use. 29,000
 * since the pages' own stylesheets come with their scripts (lib/adoptStyles.ts): every signed-in
 * page's first wave then has as many files as before or fewer (Today 16 instead of 20, the case
 * list 13 instead of 15), within every budget of `npm run size` (docs/performance.md, issue 30,
 * twenty-eighth pass). The grouping is greedy: a value a little off can cut the groups quite
 * differently (27,000-31,000 gave Today 15-16 files and 199.8-200.4 KB), so check both figures.
 */
const ROUTE_MAX_WASTE = 29_000;
/**
 * What every page runs before it renders: the app's start (app/start.tsx: the store, the API, the
 * router, the route table, the session's wiring), and what both the login page and the signed-in
 * frame import (the sign-in API, whose Back to Admin the top bar calls): every page loads that too,
 * so no signed-in page needs the login page's form fields for it.
 */
const inStart = (graph: ModuleGraph, id: string) => closure(graph, START).has(id) || (closure(graph, LOGIN).has(id) && closure(graph, FRAME).has(id));
const CHUNK_GROUPS = [
  // What every page runs before it renders, in two files beside the entry instead of six, so that
  // its evaluation is two tasks, not one (issue 30: one task of 200-330 ms at 4x CPU on every
  // page's first load, all of it blocking time after index.html's frame has painted):
  // - 'framework': React, the libraries, and the part of the start that does not need the API (the
  //   HTTP client, the token, the boot script's adoption); the entry imports it statically;
  // - 'app': the API (RTK Query's createApi, the larger half of the evaluation) and what builds on
  //   it (the store, the sign-in API); the entry imports it dynamically, after React has run, and
  //   index.html preloads it (scripts/vite/boot.ts, `preloadStart`).
  { priority: 60, name: 'framework', test: 'rolldown/runtime' },
  {
    ...group('framework', 50, [ENTRY]),
    name: (id: string, graph: ModuleGraph) =>
      id !== ENTRY && (closure(graph, ENTRY).has(id) || (inStart(graph, id) && !closure(graph, id).has(BASE_API))) ? 'framework' : null,
  },
  { ...group('app', 49, [START]), name: (id: string, graph: ModuleGraph) => (inStart(graph, id) ? 'app' : null) },
  // The sign-in page's parts (its form fields are shared with signed-in forms).
  group('forms', 40, [LOGIN], src('lib/', 'components/')),
  // The signed-in frame, with everything it imports: every signed-in page loads it anyway.
  group('shell', 30, [FRAME]),
  // chart.js and what draws with it: loaded by the chart modules only, never by a page itself.
  {
    priority: 35,
    name: 'chartjs',
    test: /[\\/]node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]|[\\/]src[\\/]components[\\/]charts[\\/]chartTurns/,
  },
  // Each route's own code, and the small modules several routes share folded into shared groups
  // by who loads them (scripts/vite/routeGroups.ts).
  {
    debugName: 'routes',
    priority: 20,
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph) => routeGroupOf(id, graph),
  },
];

/** `react-router` and `react-router/dom` resolved to the package's production build (see resolve below). */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  plugins: [
    stripDecoderMarks(),
    routerWithoutDisplayNames(),
    stacklessInitErrors(),
    react(),
    demoApi(),
    portalPwa(),
    precompress(),
    portalBoot(),
    portalManifestAfterLoad(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package exports only its development build (its dev warnings on); the build
      // takes the production one beside it, the same code with ENABLE_DEV_WARNINGS false.
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  css: {
    postcss: { plugins: command === 'build' ? [purgeUnusedUtilities(sourceWords(fileURLToPath(new URL('.', import.meta.url))))] : [] },
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  customLogger: quietLogger(),
  // The chart worker (src/components/charts/chart.worker.ts) is a module worker: one ES file with chart.js.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The framework chunk is one file by design (CHUNK_GROUPS above; the API and what builds on it
    // are the small 'app' file beside it): react-dom 207 kB, react-router 87 kB (without the
    // components the portal never renders: scripts/vite/routerNames.ts), Redux Toolkit with immer
    // and reselect 76 kB and the portal's boot code, ≈ 440 kB minified (≈ 141 KB gzip). What a page may load is budgeted per page, in gzip, by
    // `npm run size`; this limit sits just above that chunk, so a library pulled into it, or any
    // other chunk growing that large, still warns.
    chunkSizeWarningLimit: 500,
    // Every browser the portal supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Fewer, larger chunks on the first load (issue 9): over HTTP/1.1 a browser opens six
    // connections per origin, so every extra file on a page's critical path can cost a round trip.
    // The groups below never pull chart.js, or a signed-in module, into the login page.
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
      // The bundler's timing report prints whenever plugins run long on a slow machine (the service
      // worker's precache manifest takes ~2 s on two cores): a profile, not a problem (issue 30 item 3).
      checks: { bundlerTimings: false },
    },
  },
}));
