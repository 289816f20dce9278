// @vitest-environment node
import { fieldsRead } from '../../scripts/contract-probe/decoderFields';
import { endpointModules, loadPortalEndpoints } from '../../scripts/contract-probe/endpoints';
import { NOT_PROBED, PLAN } from '../../scripts/contract-probe/plan';

/*
 * One source of truth: the probe walks the endpoints the portal defines (recorded where they are
 * injected, src/api/endpointRegistry.ts). An endpoint added without the probe knowing it, a plan
 * entry left behind by a removed one, or a mutation in the plan fails here.
 */

test('every endpoint the portal defines is in the probe’s plan or excluded with a reason, and nothing else is', async () => {
  const endpoints = await loadPortalEndpoints();
  expect(endpointModules()).toEqual(expect.arrayContaining(['features/cases/casesApi.ts', 'features/today/todayApi.ts', 'api/queryEndpoints.ts']));
  expect(endpoints.size).toBeGreaterThan(70);
  const names = [...endpoints.keys()];
  const unknown = names.filter((name) => !(name in PLAN) && !(name in NOT_PROBED));
  expect(unknown, 'endpoints the probe does not know: add them to PLAN or NOT_PROBED in scripts/contract-probe/plan.ts').toEqual([]);
  const stale = [...Object.keys(PLAN), ...Object.keys(NOT_PROBED)].filter((name) => !endpoints.has(name));
  expect(stale, 'plan entries for endpoints the portal no longer defines').toEqual([]);
  expect(Object.keys(PLAN).filter((name) => name in NOT_PROBED)).toEqual([]);
  for (const reason of Object.values(NOT_PROBED)) expect(reason.length).toBeGreaterThan(8);
  // Only queries are planned; every mutation is excluded (the probe changes nothing).
  expect(Object.keys(PLAN).filter((name) => endpoints.get(name)?.type !== 'query')).toEqual([]);
  expect(names.filter((name) => endpoints.get(name)?.type === 'mutation' && !(name in NOT_PROBED))).toEqual([]);
  // A plan entry waits only for entries met before it (the order a user meets the calls).
  const order = Object.keys(PLAN);
  for (const [name, entry] of Object.entries(PLAN))
    for (const dependency of entry.after ?? []) expect(order.indexOf(dependency), `${name} after ${dependency}`).toBeLessThan(order.indexOf(name));
});

test('the assumed fields come from the decoders: the walk finds the marks where the answers carry them', async () => {
  const endpoints = await loadPortalEndpoints();
  const assumed = (endpoint: string) =>
    fieldsRead(endpoints.get(endpoint)?.rawResponseSchema)
      .filter((field) => field.assumed)
      .map((field) => field.label);
  expect(assumed('getDashboard')).toEqual(['scheme.name', 'schemeGroup.name', 'schemes[].name', 'dashboards[].kind', 'body', 'content']);
  expect(assumed('getOpenCriticalFocus')).toEqual(['[].scheme_type']);
  expect(assumed('getCases')).toEqual(
    expect.arrayContaining([
      'data[].resolved_by.name',
      'data[].resolved_date',
      'data[].notes[].status.id',
      'meta.current_page',
      'meta.per_page',
      'meta.last_page',
    ]),
  );
  // Another form of the answer (a plain paginator beside the resource collection) is read, never reported missing.
  const flat = fieldsRead(endpoints.get('getCases')?.rawResponseSchema).find((field) => field.label === 'next_page_url');
  expect(flat).toMatchObject({ quiet: true, assumed: null });
});
