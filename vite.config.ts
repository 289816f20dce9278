import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin as PostcssPlugin } from 'postcss';
import { defineConfig, type Plugin } from 'vite';

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
 * Writes `name.gz` next to every text file of the build, for nginx's `gzip_static on`
 * (deploy/nginx/portal.conf): the server sends the compressed copy as is, with no CPU per request.
 * Files under 1 KB, and files that gzip does not shrink, get none.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name.startsWith('.') ? [] : walk(path);
      return [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        const compressed = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
        if (compressed.length < content.length) writeFileSync(`${file}.gz`, compressed);
      }
    },
  };
}

/**
 * Build only: drops Bootstrap utility classes (rules made only of `!important` declarations on a
 * single class), grid classes (`.col-xl-7`, `.row-cols-3`, `.g-5`) and colour variants of buttons,
 * alerts, list items and tables (`.btn-outline-info`) that no source file names. Classes are
 * read as words from src/ and index.html before the CSS is compiled, so hashes stay true to
 * content. `bg-` and `text-bg-` (StatusChip builds `bg-${tone}`) and every other component rule
 * are kept; the react-bootstrap components the portal uses (Button, Modal, Offcanvas, Alert,
 * Collapse) build no utility classes from props. It took 4+ KB gzip off the
 * first load (npm run size).
 */
function purgeUnusedUtilities(): PostcssPlugin {
  const words = new Set<string>();
  const read = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) read(path);
      else if (/\.(tsx?|html)$/.test(name)) for (const word of readFileSync(path, 'utf8').match(/[A-Za-z0-9_-]+/g) ?? []) words.add(word);
    }
  };
  read(fileURLToPath(new URL('./src', import.meta.url)));
  for (const word of readFileSync(fileURLToPath(new URL('./index.html', import.meta.url)), 'utf8').match(/[A-Za-z0-9_-]+/g) ?? []) words.add(word);
  // The grid's column, gutter and offset classes are written out in className strings too.
  const grid = /^(col|row-cols|offset|g|gx|gy)-/;
  const variants = /^(?:btn|alert|list-group-item|table)-((?:outline-)?(?:primary|secondary|success|info|warning|danger|light|dark))$/;
  const kept = /^(bg-|text-bg-|visually-hidden)/;
  return {
    postcssPlugin: 'purge-unused-utilities',
    Rule(rule) {
      const declarations = rule.nodes.filter((node) => node.type === 'decl');
      if (declarations.length === 0 || declarations.length !== rule.nodes.length) return;
      const utility = declarations.every((node) => node.important);
      const selectors = rule.selectors.filter((selector) => {
        const match = /^\.((?:[A-Za-z0-9_-]|\\.)+)(\s*>\s*\*)?$/.exec(selector.trim());
        if (!match?.[1]) return true;
        const name = match[1].replace(/\\/g, '');
        // A colour variant (`.btn-outline-info`): react-bootstrap builds it from the `variant` prop, so
        // it is kept when its variant word ('outline-info') is written anywhere.
        const variant = variants.exec(name);
        if (variant?.[1]) return words.has(name) || words.has(variant[1]);
        if (!utility && !grid.test(name)) return true;
        return words.has(name) || kept.test(name);
      });
      if (selectors.length === 0) {
        const parent = rule.parent;
        rule.remove();
        if (parent && parent.type === 'atrule' && parent.nodes?.length === 0) parent.remove();
      } else if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
    },
  };
}

/**
 * Shared chunks (build.rolldownOptions): fewer, larger files on a page's first load (issue 9). Over
 * HTTP/1.1 a browser opens six connections per origin, so each extra file on the critical path can
 * cost a round trip. First match wins. Nothing here pulls chart.js, or a signed-in module, into the
 * login page: everything the entry imports statically is 'framework'; the rest goes by path.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ENTRY = file('./src/main.tsx');
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
  priority,
  name: (id: string, graph: ModuleGraph) => (roots.some((root) => closure(graph, root).has(id)) && (!test || test.test(id)) ? name : null),
});
const CHUNK_GROUPS = [
  // What every page runs before it renders (React, the router, the store, the HTTP client, the
  // route table): one file beside the entry instead of six.
  { priority: 60, name: (id: string) => (id.includes('rolldown/runtime') ? 'framework' : null) },
  { ...group('framework', 50, [ENTRY]), name: (id: string, graph: ModuleGraph) => (id !== ENTRY && closure(graph, ENTRY).has(id) ? 'framework' : null) },
  // The sign-in page's parts (its form fields are shared with signed-in forms).
  group('forms', 40, [file('./src/features/auth/pages/LoginPage.tsx')], src('features/auth/authApi', 'lib/', 'components/')),
  // The signed-in frame, with everything it imports: every signed-in page loads it anyway.
  group('shell', 30, [file('./src/app/layouts/MasterLayout.tsx')]),
  // Case management's route declarations, API and slices: every case page, and a case dashboard.
  group('cases-core', 20, [file('./src/features/cases/casesRoutes.ts')], src('features/cases/')),
  // chart.js and what draws with it: loaded by the chart modules only, never by a page itself.
  {
    priority: 35,
    name: (id: string) => (/[\\/]node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]|[\\/]src[\\/]components[\\/]charts[\\/]chartTurns/.test(id) ? 'chartjs' : null),
  },
  // Small components and helpers most signed-in pages share (no react-bootstrap, no date-fns).
  {
    priority: 25,
    minShareCount: 2,
    name: (id: string) =>
      src('components/(Pager|ResponsiveTable|Skeleton|StatusChip|FileLink|useFieldErrors|useDraft|TextAreaWithMinimum|TabsOrSelect)\\.', 'api/download', 'lib/(fileTypes|shortDate|customerFields|contactText|fileStamp|afterNextPaint)\\.', 'store/useFreshFailure').test(id) ? 'ui-common' : null,
  },
  // The dashboard bodies' frame and widgets (chart.js itself stays in its own lazy chunk).
  group('dashboard-widgets', 20, [file('./src/features/dashboard/components/bodies/BodyFrame.tsx'), file('./src/features/dashboard/components/bodies/ScoredBody.tsx')], src('features/dashboard/', 'components/(charts/ChartCard|DeltaBadge|NpsBar)\\.', 'lib/(delta|reportingLink|nps)\\.')),
];

export default defineConfig(({ command }) => ({
  plugins: [react(), demoApi(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  css: {
    postcss: { plugins: command === 'build' ? [purgeUnusedUtilities()] : [] },
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    // Every browser the portal supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Fewer, larger chunks on the first load (issue 9): over HTTP/1.1 a browser opens six
    // connections per origin, so every extra file on a page's critical path can cost a round trip.
    // The groups below never pull chart.js, or a signed-in module, into the login page.
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
