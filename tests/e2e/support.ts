import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { pdfViewerChromium } from '../../scripts/chromium';

export const PASSWORD = 'demo1234';
export const ACCOUNTS = {
  admin: 'admin@example.com',
  manager: 'manager@example.com',
  viewer: 'viewer@example.com',
  norole: 'norole@example.com',
} as const;

/**
 * `test` for the tests that open a PDF in a tab: their browser is the full Chromium, with the
 * project's flags and the same contexts (viewport, phone). The suite's headless shell
 * (playwright.config.ts) has no PDF viewer and would save the file instead. These tests run in
 * workers of their own.
 */
export const pdfViewerTest = test.extend({
  browser: [
    async ({ playwright, launchOptions }, use) => {
      const browser = await playwright.chromium.launch({ ...launchOptions, executablePath: pdfViewerChromium() });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

/** Signs in through the login page (the tests of sign-in itself; the others use signInAt). */
export async function signIn(page: Page, account: keyof typeof ACCOUNTS, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email Address').fill(ACCOUNTS[account]);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in without the login form and opens `path`: the documented login call (000 §3: UserName,
 * password) from the test, its token and session stored the way the portal stores them after a form
 * sign-in, then the page loads straight at `path`. The login form has its own tests (auth.spec.ts); the others skip
 * its page and the dashboard they do not test (seconds each on this machine).
 */
export async function signInAt(page: Page, account: keyof typeof ACCOUNTS, path: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { UserName: ACCOUNTS[account], password: PASSWORD } });
  expect(response.ok(), `login as ${account}`).toBe(true);
  const body = (await response.json()) as { data?: LoginAnswer } & LoginAnswer;
  const answer = body.data ?? body;
  // The session as the portal stores it (store/sessionSlice.ts): the user, what it may do, the labels.
  const { permissions = [], roles = [], ...user } = answer.user;
  const labels = answer.company_labels;
  const session = {
    user: { encrypted_id: '', max_reporting_level: null, ...user },
    permissions,
    roles,
    overallAdminId: answer.overall_admin_id ?? null,
    companyLabels: { wave: labels?.wave || 'Wave', location: labels?.location || 'Location' },
  };
  const token = { token: answer.access_token, expiresAt: Date.now() + (answer.expires_in ?? 3600) * 1000, epoch: `e2e.${Date.now().toString(36)}` };
  // Any same-origin document gives the test the portal's storage; the icon is the smallest.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([sessionJson, tokenJson, companyId]) => {
      localStorage.setItem('portal.session', sessionJson);
      localStorage.setItem('portal.lastCompany', companyId);
      localStorage.setItem('portal.token', tokenJson);
    },
    [JSON.stringify(session), JSON.stringify(token), String(user.company_id)],
  );
  await page.goto(path);
}

interface LoginAnswer {
  access_token: string;
  expires_in?: number;
  user: {
    id: number;
    encrypted_id?: string;
    name: string;
    email: string;
    company_id: number;
    max_reporting_level?: string | null;
    permissions?: string[];
    roles?: string[];
  };
  company_labels?: { wave?: string; location?: string };
  overall_admin_id?: number | null;
}

const MODAL = '[role="dialog"][aria-modal="true"]';

/** Runs axe on the page and fails on any violation (WCAG 2.2 A/AA, target size included). */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  // A dialog fading in is half transparent: axe would measure its buttons' contrast mid-fade.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // The sticky top bars stay in their place in the flow while axe runs: its target-size rule counts a
  // control scrolled under a sticky bar as "obscured", which is the scroll position, not the control.
  // (CSSOM, not a style tag: the production CSP allows no inline style element.)
  const unstick = () =>
    page.evaluate(() => {
      for (const bar of document.querySelectorAll<HTMLElement>('.portal-topbar, .portal-acting')) bar.style.setProperty('position', 'relative', 'important');
    });
  const restick = () =>
    page.evaluate(() => {
      for (const bar of document.querySelectorAll<HTMLElement>('.portal-topbar, .portal-acting')) bar.style.removeProperty('position');
    });
  await unstick();
  // While a modal dialog is open it is all a user can reach: the audit covers the dialog, not the page
  // beneath it, which has audits of its own with nothing on top. A whole page costs seconds on this
  // machine; a dialog, a fraction.
  const include = (await page.locator(MODAL).first().isVisible()) ? [MODAL] : [];
  const results = await runAxe(page, { include, exclude }, { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] });
  await restick();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => [node.target.join(' '), ...node.any.map((check) => check.message)].join(': ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** The audit's rules: WCAG 2.2 A/AA (the WCAG 2.0 and 2.1 tags with it; target size is in wcag22aa). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe-core's minified build: the same rules as axe.js in less than half the bytes to parse. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe.run in the page, with axe put into the document once. @axe-core/playwright put its 1.3 MB
 * source into the page twice on every call, even in legacy mode (about 0.9 s a call on this machine;
 * the portal has no frames to put it into); a single-page app keeps the document, and so axe, from
 * one audit to the next while a test moves through its pages.
 */
async function runAxe(page: Page, context: { include: string[]; exclude: string[] }, options: axe.RunOptions): Promise<axe.AxeResults> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
  }
  const outcome = await page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: typeof axe }).axe.run(context, options).then(
        (results) => ({ results, error: null }),
        (error: unknown) => ({ results: null, error: String(error) }),
      ),
    [context, options] as const,
  );
  if (!outcome.results) throw new Error(`axe: ${outcome.error}`);
  return outcome.results;
}

/** True below the 1024 px breakpoint (lists are stacked cards there). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/**
 * The rows of a shared responsive list by its caption: table body rows from 1024 px, the stacked
 * cards below.
 */
export function listRows(page: Page, name: string | RegExp) {
  return isPhone(page) ? page.getByRole('list', { name }).getByRole('listitem') : page.getByRole('table', { name }).locator('tbody tr');
}

/**
 * A screenshot for review, taken only when E2E_SHOTS names a folder (`E2E_SHOTS=screenshots npx
 * playwright test …`): a full-page capture costs seconds and asserts nothing, so the suite skips it.
 */
export async function shot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${test.info().project.name}.png`, fullPage });
}

/** The page is no wider than the viewport (nothing scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide).toBeLessThanOrEqual(0);
}
