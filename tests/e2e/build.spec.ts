import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { readBuild } from './buildFiles';

const dist = process.env.E2E_DIST ?? 'dist';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Strings that only the demo API, its seed or MSW contain.
const DEMO_MARKERS = [
  'demo1234',
  'Morgan Manager',
  'manager@example.com',
  'mswjs',
  'Demo failure (status',
  'Customer says the wash missed the rear',
  'registerSeeder',
  'The demo seed has not been loaded',
];

test('the production build holds no demo API, no MSW and no seed data', () => {
  const files = filesUnder(dist).filter((file) => /\.(js|css|html|json)$/.test(file));
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of DEMO_MARKERS) if (text.includes(marker)) found.push(`${file}: ${marker}`);
  }
  expect(found).toEqual([]);
});

test('the production build holds no demo path: "__demo" appears in no file of dist/ (compressed copies included)', () => {
  const files = filesUnder(dist);
  expect(files.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    const content = file.endsWith('.gz') ? gunzipSync(bytes) : bytes;
    if (content.includes('__demo')) found.push(relative(dist, file));
  }
  expect(found).toEqual([]);
});

test('the marker errors React DOM and RTK Query make while their modules load are built without a stack (scripts/vite/initErrors.ts)', () => {
  // Under an inspector (Lighthouse, DevTools) each new Error made during evaluation costs a parse of
  // the framework chunk again; the build makes these markers as plain objects on Error's prototype.
  const scripts = filesUnder(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const text = scripts.map((file) => readFileSync(file, 'utf8')).join('\n');
  expect(text.match(/Error\([\w$]+\((?:519|460|474|542|461)\)\)/g) ?? []).toEqual([]);
  expect(text.match(/Object\.create\(Error\.prototype,\{message:\{value:[\w$]+\((?:519|460|474|542|461)\)\}\}\)/g) ?? []).toHaveLength(5);
  expect(text).not.toMatch(/Error\(\s*[`"']Promise never resolved before cacheEntryRemoved/);
  expect(text).toMatch(/Object\.create\(Error\.prototype,\{message:\{value:[`"']Promise never resolved before cacheEntryRemoved/);
});

test('React Router is its production build (vite.config.ts): none of its development warnings is in dist/', () => {
  // Strings only the development build's ENABLE_DEV_WARNINGS branches hold.
  const scripts = filesUnder(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const text = scripts.map((file) => readFileSync(file, 'utf8')).join('\n');
  expect(text).toMatch(/useNavigate\(\) may be used only in the context of a <Router> component/);
  expect(text).not.toMatch(/No routes matched location/);
  expect(text).not.toMatch(/Error handled by React Router default ErrorBoundary/);
});

test('no address is baked in: the build reads /config.json at start, ships none, and no source reads a build-time URL', () => {
  // The deploy renders /config.json (deploy/nginx/portal.conf); a copy in the build would be stale.
  expect(existsSync(join(dist, 'config.json'))).toBe(false);
  const scripts = filesUnder(dist).filter((file) => file.endsWith('.js'));
  expect(scripts.some((file) => readFileSync(file, 'utf8').includes('/config.json'))).toBe(true);
  // Vite replaces import.meta.env.VITE_* with its value at build time: no portal source may read one
  // (the demo's own files never enter the build).
  const sources = filesUnder('src').filter((file) => /\.(ts|tsx)$/.test(file) && !file.split(/[\\/]/).includes('demo'));
  const readers = sources.filter((file) => /import\.meta\.env\.VITE_|import\.meta\.env\[/.test(readFileSync(file, 'utf8')));
  expect(readers).toEqual([]);
  // And nothing the old variables would have produced: no absolute URL of an API, storage or report
  // generator in the scripts (only XML namespaces, library documentation links and the same-origin
  // fallback for tests without a window; the chart worker keeps chart.js's licence banner, which names
  // its home page).
  const allowed =
    /^https?:\/\/(localhost|portal\.invalid|www\.w3\.org|schemas\.(openxmlformats\.org|microsoft\.com)|react\.dev|reactrouter\.com|www\.chartjs\.org|redux\.js\.org|redux-toolkit\.js\.org|github\.com|bit\.ly|fb\.me)([/:?#]|$)/;
  const urls = new Set<string>();
  for (const file of scripts) for (const match of readFileSync(file, 'utf8').matchAll(/https?:\/\/[A-Za-z0-9.-]+(:\d+)?/g)) urls.add(match[0]);
  expect([...urls].filter((url) => !allowed.test(url))).toEqual([]);
});

test('the files of a first load open with V8’s compile hint, their compressed copies too, and a lazy part does not (scripts/vite/boot.ts)', () => {
  const { manifest, keyOf } = readBuild(dist);
  const fileOf = (module: string) => {
    const key = keyOf(module);
    if (!key) throw new Error(`${module} is in no file of the build`);
    return join(dist, manifest[key]!.file);
  };
  const hint = '//# allFunctionsCalledOnLoad\n';
  const firstLoad = [
    fileOf('src/main.tsx'),
    fileOf('src/app/start.tsx'),
    fileOf('node_modules/react-dom/cjs/react-dom-client.production.js'),
    fileOf('src/app/layouts/MasterLayout.tsx'),
    fileOf('src/features/today/pages/TodayPage.tsx'),
    fileOf('src/features/auth/pages/LoginPage.tsx'),
  ];
  for (const file of firstLoad) {
    expect(readFileSync(file, 'utf8').startsWith(hint), file).toBe(true);
    if (existsSync(`${file}.gz`))
      expect(
        gunzipSync(readFileSync(`${file}.gz`))
          .toString('utf8')
          .startsWith(hint),
        `${file}.gz`,
      ).toBe(true);
  }
  // chart.js loads where a chart is drawn, axios once a page has painted: neither is compiled whole.
  for (const lazy of [fileOf('node_modules/chart.js/dist/chart.js'), fileOf('node_modules/axios/index.js')]) {
    expect(readFileSync(lazy, 'utf8')).not.toContain('allFunctionsCalledOnLoad');
  }
});

test('a signed-in page’s first files hold one stylesheet, the frame’s: pages and shared components adopt theirs from their script (src/lib/adoptStyles.ts)', () => {
  const { manifest, keyOf, staticClosure } = readBuild(dist);
  const frame = keyOf('src/app/layouts/MasterLayout.tsx');
  expect(frame).toBeDefined();
  const frameCss = new Set(manifest[frame!]!.css ?? []);
  expect(frameCss.size).toBe(1);
  // Every chunk a route's page or data declaration loads with it (each signed-in route of the boot table).
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const bootFile = /src="\/(assets\/boot-[^"]+\.js)"/.exec(html)?.[1];
  expect(bootFile).toBeDefined();
  const boot = readFileSync(join(dist, bootFile!), 'utf8');
  const files = /files:`([^`]*)`/.exec(boot)?.[1]?.split(',') ?? [];
  expect(files.length).toBeGreaterThan(20);
  expect(files.filter((file) => file.endsWith('.css')).map((file) => `assets/${file}`)).toEqual([...frameCss]);
  // And the chunks of pages the boot table does not list (the case detail, the dashboard's bodies).
  for (const page of [
    'src/features/cases/pages/CaseDetailPage.tsx',
    'src/features/dashboard/components/derived/DerivedBody.tsx',
    'src/features/today/pages/TodayPage.tsx',
  ]) {
    const key = keyOf(page);
    expect(key, page).toBeDefined();
    // Less the frame's, and index.html's own (the framework's, loaded before any script).
    const css = [...staticClosure(key!)].flatMap((chunk) => manifest[chunk]!.css ?? []).filter((file) => !frameCss.has(file) && !html.includes(`/${file}"`));
    expect(css, page).toEqual([]);
  }
});

test('the dashboard’s first files hold the body composed from documented calls and its calls’ module: against the contract it is every scheme’s body, asked for beside the framework, not in a wave after the answer', () => {
  const { modules } = readBuild(dist);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const bootFile = /src="\/(assets\/boot-[^"]+\.js)"/.exec(html)?.[1];
  expect(bootFile).toBeDefined();
  const boot = readFileSync(join(dist, bootFile!), 'utf8');
  const files = /files:`([^`]*)`/.exec(boot)?.[1]?.split(',') ?? [];
  const codes = /\[`\/dashboard`,`([^`]*)`/.exec(boot)?.[1];
  expect(codes, 'the boot table’s /dashboard route').toBeDefined();
  // Each character is a file: its index in `files` plus '0' (scripts/vite/boot.ts, BOOT_FILE_CODE).
  const routeFiles = [...codes!].map((code) => `assets/${files[code.charCodeAt(0) - 48]}.js`);
  for (const module of [
    'src/app/pages/DashboardRoute.tsx',
    'src/features/dashboard/components/derived/DerivedBody.tsx',
    'src/features/dashboard/components/derived/FigureCard.tsx',
    'src/features/dashboard/derivedRouteData.ts',
    'src/api/reportingEndpoints.ts',
  ]) {
    expect(modules[module], module).toBeDefined();
    expect(routeFiles, module).toContain(modules[module]);
  }
});
