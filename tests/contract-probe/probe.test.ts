import { db, demoConfig } from '@/demo/db';
import { scenarios, stats, type DemoCall } from '@/demo/scenarios';
import { runProbe, type CallResult, type ProbeResult } from '../../scripts/contract-probe/probe';
import { jsonReport, markdownReport, terminalTable } from '../../scripts/contract-probe/report';

/*
 * The contract probe (scripts/contract-probe) against the demo API in-process, in both contracts:
 * the default contract reads every call and carries every assumed field; the minimal contract carries
 * none of them and still reads every call. Together they hold the decoders' assumed marks
 * (src/api/schema.ts `assumed()`) and the demo's minimal contract (src/demo/contract) to each other.
 */

const API = 'http://localhost/api';
const PASSWORD = 'demo1234';

/** Assumed fields the demo's default contract never sends, and why. */
const DEFAULT_NEVER_SENDS: Record<string, string> = {
  'getReportingFilters: scheme.is_default': 'the demo names its default source with `scheme`',
  'getReportingFilters: schemes[].is_default': 'the demo names its default source with `scheme`',
  'getReportingFilters: questionnaires[].questions[].grid': 'the demo’s questionnaires have no grid question',
  'getJobReport: jobDetails.expenses.jobIDLabel': 'the demo’s expenses carry no job id label',
  'getQueryCreate: job_details.expenses.jobIDLabel': 'the demo’s expenses carry no job id label',
  'getHelp: user_guides[].file_type': 'the demo’s guides carry no file type',
};

/** Assumed fields the minimal contract still carries, and why. */
const MINIMAL_KEEPS: Record<string, string> = {
  'getDashboard: schemes[].name': 'the entries of the spec’s `schemes` list keep their name',
  'getTodayDashboardState: schemes[].name': 'the entries of the spec’s `schemes` list keep their name',
  'getDashboard: dashboards[].kind': 'a multi-company entry keeps `multi_scheme_type` 2: no spec field tells it from an imported-data scheme',
  'getTodayDashboardState: dashboards[].kind': 'a multi-company entry keeps `multi_scheme_type` 2 (as above)',
  'getCaseFilterOptions: default_filters': 'sent under another plausible key, `defaultFilters`',
};

/** Fields the minimal contract drops that the decoders read without marking them assumed, and why. */
const MINIMAL_DROPS_UNMARKED: Record<string, string> = {
  'getCaseFilterOptions: statuses[].resolve_status':
    'the status decoder is shared with the create-case details and edit options, where 002 §3 names resolve_status',
};

const key = (call: CallResult, field: string) => `${call.endpoint}: ${field}`;
const madeCalls = (result: ProbeResult) => [result.signIn, ...result.calls];

async function probeDemo(contract: 'full' | 'minimal', extra: Partial<Parameters<typeof runProbe>[0]> = {}) {
  const before = demoConfig.contract;
  demoConfig.contract = contract;
  stats.reset();
  try {
    const result = await runProbe({ api: API, email: 'admin@example.com', password: PASSWORD, ...extra });
    return { result, calls: [...stats.calls] as DemoCall[], tokens: [...db().tokens.keys()] };
  } finally {
    demoConfig.contract = before;
  }
}

describe('the probe against the demo API', () => {
  let full: Awaited<ReturnType<typeof probeDemo>>;
  let minimal: Awaited<ReturnType<typeof probeDemo>>;
  let followupId: number;

  beforeAll(async () => {
    followupId = db().jobs.find((job) => job.schemeId === 1 && !job.isSurvey)?.id ?? 0;
    // One token problem on the way: the client refreshes once and asks again, as the portal does.
    scenarios.failNext('/api/help', 401, { body: { error: 'token_expired' } });
    full = await probeDemo('full', { followupId });
    scenarios.reset();
    minimal = await probeDemo('minimal', { followupId });
  });

  test('the default contract: every call the portal needs is read, exit 0', () => {
    const { result } = full;
    expect(result.exitCode).toBe(0);
    expect(result.signIn.verdict).toBe('read');
    const made = result.calls.filter((call) => call.verdict !== 'skipped');
    expect(made.length).toBeGreaterThan(50);
    expect(made.filter((call) => call.verdict !== 'read').map((call) => `${call.call}: ${call.verdict} ${call.why}`)).toEqual([]);
    // Skipped only where the portal itself would not ask.
    expect(result.calls.filter((call) => call.verdict === 'skipped').map((call) => call.endpoint)).toEqual(['getCurrentWave', 'getCases']);
    // The calls a user meets first come first, with the portal's paths and parameters.
    expect(result.calls[0]).toMatchObject({ endpoint: 'getDashboard', call: 'GET /api/dashboard', status: 200 });
    expect(result.calls.find((call) => call.endpoint === 'getTodayOverdueCases')?.call).toBe(
      'GET /api/case-management/cases?initial&page&sort&filter[isResolved]&filter[created_between]',
    );
    expect(result.calls.find((call) => call.endpoint === 'getFollowup')).toMatchObject({ call: 'GET /api/crewfollowup/{id}', verdict: 'read' });
    for (const endpoint of [
      'getDashboard',
      'getReportingFilters',
      'getJobReport',
      'getCase',
      'getCaseCustomer',
      'getQuery',
      'getCriticalFocusItem',
      'getRolePermissions',
    ])
      expect(result.calls.some((call) => call.endpoint === endpoint && call.verdict === 'read')).toBe(true);
  });

  test('nothing but GETs, the sign-in and the token refresh reach the API; the token is refreshed once on a token problem', () => {
    const { result, calls } = full;
    const others = calls.filter((call) => call.method !== 'GET' && !(call.method === 'POST' && ['/api/auth/login', '/api/auth/refresh'].includes(call.path)));
    expect(others).toEqual([]);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/auth/login', '/api/auth/refresh']);
    expect(minimal.calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual(['/api/auth/login']);
    expect(result.refreshes).toBe(1);
    expect(result.calls.find((call) => call.endpoint === 'getHelp')).toMatchObject({ verdict: 'read', status: 200, refreshed: true });
    expect(stats.maxInFlight).toBeLessThanOrEqual(4);
  });

  test('the default contract carries every assumed field the decoders mark (but those the demo never sends)', () => {
    // Per call and field: had the answer an object to hold it, and did it hold it?
    const seen = new Map<string, { room: boolean; present: boolean }>();
    for (const call of madeCalls(full.result))
      for (const finding of call.assumed) {
        const known = seen.get(key(call, finding.field)) ?? { room: false, present: false };
        seen.set(key(call, finding.field), { room: known.room || finding.of > 0, present: known.present || finding.present > 0 });
      }
    expect(seen.size).toBeGreaterThan(40);
    const leftOut = [...seen].filter(([, state]) => state.room && !state.present).map(([field]) => field);
    expect(leftOut.sort()).toEqual(Object.keys(DEFAULT_NEVER_SENDS).sort());
    // Each mark in the decoders (one `assumed()`, wherever its field sits in an answer) is carried by some answer of the run.
    const findings = madeCalls(full.result).flatMap((call) => call.assumed.map((finding) => ({ field: key(call, finding.field), finding })));
    const markOf = ({ fallback, userSees }: { fallback: string; userSees: string }) => `${fallback} / ${userSees}`;
    const carried = new Set(findings.filter(({ finding }) => finding.present > 0).map(({ finding }) => markOf(finding)));
    const never = new Set(findings.map(({ finding }) => markOf(finding)).filter((mark) => !carried.has(mark)));
    const excused = new Set(findings.filter(({ field }) => field in DEFAULT_NEVER_SENDS).map(({ finding }) => markOf(finding)));
    expect([...never].sort()).toEqual([...excused].sort());
    for (const field of [
      'getDashboard: content',
      'getDashboard: body',
      'getOpenCriticalFocus: [].scheme_type',
      'getHelp: user_guides',
      'getCases: data[].resolved_date',
    ])
      expect(seen.get(field)).toEqual({ room: true, present: true });
  });

  test('the minimal contract: every call still read, exit 0, the assumed fields absent with their fallbacks', () => {
    const { result } = minimal;
    expect(result.exitCode).toBe(0);
    expect(result.calls.filter((call) => !['read', 'skipped'].includes(call.verdict)).map((call) => `${call.call}: ${call.why}`)).toEqual([]);
    const carried = madeCalls(result).flatMap((call) =>
      call.assumed.filter((finding) => finding.state === 'present' || finding.state === 'partly').map((finding) => key(call, finding.field)),
    );
    expect([...new Set(carried)].sort()).toEqual(Object.keys(MINIMAL_KEEPS).sort());
    const content = result.calls.find((call) => call.endpoint === 'getDashboard')?.assumed.find((finding) => finding.field === 'content');
    expect(content).toMatchObject({ state: 'absent', impact: 'medium' });
    expect(content?.fallback).toContain('composed from documented calls');
    const filters = result.calls.find((call) => call.endpoint === 'getCaseFilterOptions')?.assumed.find((finding) => finding.field === 'default_filters');
    expect(filters).toMatchObject({ state: 'present', under: ['defaultFilters'] });
    // The assumed fields the minimal contract drops: absent, each with what the portal does instead.
    const absent = madeCalls(result).flatMap((call) => call.assumed.filter((finding) => finding.state === 'absent'));
    expect(absent.length).toBeGreaterThan(30);
    for (const finding of absent) expect(finding.fallback.length * finding.userSees.length).toBeGreaterThan(0);
  });

  test('every field the minimal contract drops that a decoder reads is marked assumed', () => {
    const missing = (result: ProbeResult) => new Set(madeCalls(result).flatMap((call) => call.specMissing.map((finding) => key(call, finding.field))));
    const inFull = missing(full.result);
    const onlyInMinimal = [...missing(minimal.result)].filter((field) => !inFull.has(field));
    expect(onlyInMinimal.sort()).toEqual(Object.keys(MINIMAL_DROPS_UNMARKED).sort());
  });

  test('the reports hold shapes, names and counts, never the password, a token or customer data', () => {
    const texts = [markdownReport(full.result), jsonReport(full.result), terminalTable(full.result), markdownReport(minimal.result)];
    const customers = db()
      .customers.map((customer) => customer.name)
      .filter((name): name is string => typeof name === 'string' && name.length > 3);
    expect(customers.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).not.toContain(PASSWORD);
      for (const token of [...full.tokens, ...minimal.tokens]) expect(text).not.toContain(token);
      for (const name of customers) expect(text).not.toContain(name);
      expect(text).not.toContain('customer_name=');
    }
    expect(texts[0]).toContain('## What to confirm with the API’s owners');
    expect(texts[3]).toContain('`getDashboard: content`');
    expect(full.result.calls.find((call) => call.endpoint === 'searchCasesByCustomer')?.call).toBe('GET /api/case-management/cases/search?customer_name&page');
  });
});

test('a user with fewer permissions: what the portal would not ask for them is skipped, never failed', async () => {
  const result = await runProbe({ api: API, email: 'viewer@example.com', password: PASSWORD });
  expect(result.exitCode).toBe(0);
  expect(result.calls.filter((call) => !['read', 'skipped'].includes(call.verdict))).toEqual([]);
  const skipped = result.calls.filter((call) => call.verdict === 'skipped');
  expect(skipped.length).toBeGreaterThan(20);
  expect(result.calls.find((call) => call.endpoint === 'getOpenCriticalFocus')?.why).toBe(
    "the user lacks 'view - critical focus', 'critical focus - view open'",
  );
  expect(result.calls.find((call) => call.endpoint === 'getClients')?.why).toBe('only the overall admin');
  expect(stats.calls.filter((call) => call.path.startsWith('/api/critical-focus') || call.path === '/api/clients')).toEqual([]);
});
