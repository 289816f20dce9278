import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/routes';
import { lazyPage, type AppRoute } from '@/app/routeTable';
import { casesApi } from '@/features/cases/casesApi';
import { can, P, type Permission } from '@/lib/permissions';
import { ROUTE_DATA } from '@/store/routeData';
import type { BootTable } from '@/api/bootScript';
import { firstRequestTable, routeFirstRequests, type RouteFirstRequests } from '../../scripts/boot-requests/firstRequests';
import { BOOT_FILE_CODE, bootTable, FRAME_MODULE, type BundleChunk } from '../../scripts/vite/boot';

// The boot script's first requests (issue 30) are read at build from the routes' own data
// declarations (scripts/boot-requests): every route of app/routes.tsx has its entry, each request
// with what it needs, and what the boot script cannot know exactly is left out, with why.

// The declarations run against a store of their own; nothing may leave (the client's fetch never answers).
beforeAll(() => void vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined)));
afterAll(() => void vi.unstubAllGlobals());

let table: RouteFirstRequests[];
const entry = (pattern: string) => table.find((route) => route.pattern === pattern)!;

describe('the first requests of every route of app/routes.tsx', () => {
  beforeAll(async () => {
    table = await firstRequestTable(appRoutes);
  });

  it('has an entry for every route declaration, in order; a signed-in route with data has its requests or says why not', () => {
    expect(table.map((route) => route.pattern)).toEqual(appRoutes.map((route) => route.path));
    for (const route of appRoutes) {
      const found = entry(route.path);
      if (route.access !== 'auth' || !route.prefetch) expect(found.requests, route.path).toEqual([]);
      else expect(found.requests.length + found.left.length, route.path).toBeGreaterThan(0);
    }
  });

  it('reads each request with what it needs, in the order the declaration sends them', () => {
    expect(entry('/today').requests).toEqual([
      { path: '/critical-focus', needs: ['view - critical focus'] },
      { path: '/dashboard', needs: ['view - dashboard'] },
      { path: '/open-queries', needs: ['view - queries'] },
      { path: '/case-management', needs: ['view - case management'] },
      { path: '/query', needs: ['view - queries'] },
    ]);
    // The route's own permission (the guard's) counts as the declaration's.
    expect(entry('/dashboard').requests).toEqual([{ path: '/dashboard', needs: ['view - dashboard'] }]);
    expect(entry('/roles').requests).toEqual([{ path: '/roles', needs: ['role:client - overall admin'] }]);
  });

  it('a path parameter as {name}; "all of these and one of those": one entry for each of those', () => {
    const view = 'case management - view cases';
    expect(entry('/case-management/case/:id').requests).toEqual([
      { path: '/case-management/cases/{id}', needs: [view] },
      ...['update cases', 'update case location', 'update case source', 'update case type'].map((name) => ({
        path: '/case-management/cases/{id}/edit',
        needs: [view, `case management - ${name}`],
      })),
    ]);
    expect(entry('/case-management/case/:id').left).toEqual([]);
    expect(entry('/help').requests.map((request) => request.path)).toEqual(Array(6).fill('/help'));
    for (const request of entry('/help').requests) expect(request.needs).toEqual(['help - view help', expect.stringMatching(/^help - /)]);
  });

  it('the storage keys a declaration reads, with {user} for the user', () => {
    expect(entry('/case-management/cases').unless).toEqual(['portal.caseListDefaults.{user}']);
    expect(entry('/today').unless).toEqual([]);
  });
});

describe('what the boot script cannot know exactly is left out', () => {
  const route = (prefetch: AppRoute['prefetch'], path = '/probe/:id'): AppRoute => ({
    path,
    access: 'auth',
    layout: 'master',
    page: lazyPage(() => Promise.resolve({ default: () => null })),
    prefetch,
  });
  const cases = (params: Record<string, string>) => casesApi.endpoints.getCases.initiate({ params }, ROUTE_DATA);

  it('a request that depends on the day, on the user or on an id written otherwise', async () => {
    const read = await routeFirstRequests(
      route(({ dispatch, getState, params }) => {
        const session = getState().session.session!;
        void dispatch(cases({ day: new Date().toISOString().slice(0, 10) }));
        void dispatch(cases({ company: String(session.user.company_id) }));
        void dispatch(cases({ short: String(Number(params.id) % 1000) }));
        void dispatch(cases({ id: params.id! }));
      }),
    );
    expect(read.requests).toEqual([{ path: '/case-management/cases?id={id}', needs: [] }]);
    expect(read.left.map((item) => item.why)).toEqual([expect.stringMatching(/day/), expect.stringMatching(/user/), expect.stringMatching(/another id/)]);
  });

  it('the id is read as a whole number: digits of it inside another value (a year, a size) stay as they are', async () => {
    const read = await routeFirstRequests(
      route(({ dispatch, params }) => {
        void dispatch(cases({ id: params.id!, year: '2027', size: '17' }));
      }),
    );
    expect(read.requests).toEqual([{ path: '/case-management/cases?id={id}&year=2027&size=17', needs: [] }]);
    expect(read.left).toEqual([]);
  });

  it('permissions: all of several kept, one of several as an entry for each; one that turns a request off, or two of several, left out', async () => {
    const read = await routeFirstRequests(
      route(({ dispatch, getState }) => {
        const session = getState().session.session;
        const has = (permission: Permission) => can(session, permission);
        if (has(P.VIEW_HELP) && has(P.VIEW_PROFILE)) void dispatch(cases({ both: '1' }));
        if (has(P.VIEW_HELP) || has(P.VIEW_PROFILE)) void dispatch(cases({ either: '1' }));
        if (has(P.VIEW_HELP) && !has(P.VIEW_PROFILE)) void dispatch(cases({ unless: '1' }));
        if ((has(P.VIEW_HELP) && has(P.VIEW_PROFILE)) || (has(P.VIEW_DASHBOARD) && has(P.VIEW_REPORTING))) void dispatch(cases({ pairs: '1' }));
      }, '/probe'),
    );
    expect(read.requests).toEqual([
      { path: '/case-management/cases?both=1', needs: ['view - profile', 'view - help'] },
      { path: '/case-management/cases?either=1', needs: ['view - profile'] },
      { path: '/case-management/cases?either=1', needs: ['view - help'] },
    ]);
    expect(read.left).toEqual([{ path: '/case-management/cases?pairs=1', why: expect.stringMatching(/not "all of none", nor that and one of a few more/) }]);
  });

  it('a new route gets its entry from its declaration alone', async () => {
    const extra = route(({ dispatch }) => void dispatch(casesApi.endpoints.getCaseDashboard.initiate(undefined, ROUTE_DATA)), '/new-area');
    const withExtra = await firstRequestTable([...appRoutes.slice(0, 2), extra]);
    expect(withExtra.map((item) => item.pattern)).toEqual(['/', '/:company', '/new-area']);
    expect(withExtra[2]!.requests).toEqual([{ path: '/case-management', needs: [] }]);
  });
});

describe('the boot table carries them', () => {
  it('each signed-in route with its requests, what they need by index, and the keys that turn them off', () => {
    const chunks: BundleChunk[] = [
      { fileName: 'assets/index.js', isEntry: true, facadeModuleId: '/src/main.tsx', moduleIds: ['/src/main.tsx'], imports: [], css: [] },
      { fileName: 'assets/shell.js', isEntry: false, facadeModuleId: FRAME_MODULE, moduleIds: [FRAME_MODULE], imports: [], css: [] },
      { fileName: 'assets/page.js', isEntry: false, facadeModuleId: '/src/page.tsx', moduleIds: ['/src/page.tsx'], imports: [], css: [] },
    ];
    const built: BootTable = bootTable(
      [
        { path: '/', access: 'guest', layout: 'public', pageId: '/src/page.tsx', routeDataIds: [] },
        { path: '/list', access: 'auth', layout: 'master', pageId: '/src/page.tsx', routeDataIds: [] },
        { path: '/bare', access: 'auth', layout: 'master', pageId: '/src/page.tsx', routeDataIds: [] },
      ],
      chunks,
      FRAME_MODULE,
      '/',
      () => 100,
      [
        { pattern: '/', requests: [{ path: '/never', needs: [] }], unless: [] },
        {
          pattern: '/list',
          requests: [
            { path: '/a', needs: ['x', 'y'] },
            { path: '/b/{id}', needs: [] },
            { path: '/c', needs: ['y'] },
          ],
          unless: ['k.{user}'],
        },
      ],
    );
    expect(built.needs).toEqual(['x', 'y']);
    const code = (...indexes: number[]) => String.fromCharCode(...indexes.map((index) => BOOT_FILE_CODE + index));
    expect(built.routes).toEqual([
      ['/', ''],
      ['/list', code(0, 1), [`${code(0, 1)}/a`, '/b/{id}', `${code(1)}/c`], ['k.{user}']],
      ['/bare', code(0, 1)],
    ]);
  });
});
