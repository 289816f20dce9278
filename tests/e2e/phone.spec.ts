import { expect, test, type Page } from '@playwright/test';
import { shot, signIn, signInAt } from './support';

// Phones are first-class (house rule 15): at 360 px nothing is wider than the viewport on any page.
test.use({ viewport: { width: 360, height: 740 } });
test.skip(({ isMobile }) => !isMobile, 'the phone project covers it once');

async function widthOf(page: Page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
}

async function expectFits(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const { scroll, client } = await widthOf(page);
  expect(scroll, `${path} is ${scroll}px wide in a ${client}px viewport`).toBeLessThanOrEqual(client);
}

test('signed-out pages fit 360 px', async ({ page }) => {
  for (const path of ['/', '/913', '/forgot-password', '/913/forgot-password', '/password/reset/913/abc', '/no-such-page']) {
    await expectFits(page, path, async () => {
      await expect(page.locator('main, h1').first()).toBeVisible();
    });
  }
});

test('every signed-in page fits 360 px', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  const heading = (name: string | RegExp) => async () => {
    await expect(page.getByRole('heading', { name }).first()).toBeVisible();
  };
  await expectFits(page, '/dashboard', heading('Mystery Shop Program'));
  await expectFits(page, '/case-management', heading('Open Cases'));
  await expectFits(page, '/case-management/cases', async () => {
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
  });
  await expectFits(page, '/case-management/cases?view=grouped', async () => {
    await expect(page.getByRole('button', { name: /^District \d+ \(\d+\)$/ }).first()).toBeVisible();
  });
  await expectFits(page, '/case-management/case/1022', heading('Case #1022 Details'));
  await expectFits(page, '/case-management/search', heading('Search Cases by Customer'));
  await expectFits(page, '/become-user', heading('Active Users'));
});

test('the restricted page fits 360 px', async ({ page }) => {
  await signIn(page, 'norole');
  await expect(page).toHaveURL(/\/restricted$/);
  const { scroll, client } = await widthOf(page);
  expect(scroll).toBeLessThanOrEqual(client);
});

test('case list on a phone: stacked cards, tap targets of 44 px', async ({ page }) => {
  await signInAt(page, 'manager', '/case-management/cases');
  const cards = page.getByRole('list', { name: 'Cases' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cases' })).toHaveCount(0);
  const sizes = await page
    .locator('.case-link, .pagination .page-link')
    .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((box) => ({ w: box.width, h: box.height })));
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(Math.min(size.w, size.h)).toBeGreaterThanOrEqual(44);
  await shot(page, 'hardening-cases-360');
  await page.goto('/case-management');
  await expect(page.getByRole('heading', { name: 'Open Cases' })).toBeVisible();
  // The dashboard's cards sit two to a row.
  const [open, fresh] = await Promise.all(['Open Cases', 'New Cases'].map((name) => page.getByRole('heading', { name }).boundingBox()));
  expect(Math.abs((open?.y ?? 0) - (fresh?.y ?? 1))).toBeLessThan(2);
  await shot(page, 'hardening-dashboard-360');
});

/**
 * WCAG 2.2 target size on phones: no visible interactive element under 24 × 24 px, and primary
 * controls (buttons, pager links, form fields, tabs, list links styled as controls) at least 44 px
 * on their shorter side. Links inside running text are exempt (WCAG's inline exception).
 */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="option"], summary';
    const primary = '.btn, .page-link, .form-control, .form-select, .nav-link, .case-link, .dropdown-toggle, [role="tab"]';
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (
        box.width === 0 ||
        box.height === 0 ||
        style.visibility === 'hidden' ||
        element.closest('.visually-hidden, [aria-hidden="true"], .visually-hidden-focusable')
      )
        continue;
      // Checkboxes and radios count with their label (the label is the target).
      const target = element.matches('input[type="checkbox"], input[type="radio"]') ? (element.closest('.form-check') ?? element) : element;
      const rect = target.getBoundingClientRect();
      const inline = element.tagName === 'A' && style.display === 'inline' && !!element.closest('p, li, dd, td, .form-text, .small, small');
      if (inline) continue;
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const min = Math.min(rect.width, rect.height);
      if (min < 24) problems.push(`${name} ${Math.round(rect.width)}×${Math.round(rect.height)} (< 24)`);
      else if (element.matches(primary) && rect.height < 44) problems.push(`${name} ${Math.round(rect.width)}×${Math.round(rect.height)} (primary < 44)`);
    }
    return problems;
  });
}

// At the narrowest phone the spec supports (360 px): targets only shrink as the screen narrows.
test('tap targets on every signed-in page at 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAt(page, 'admin', '/dashboard');
  const pages: Array<[string, string | RegExp]> = [
    ['/dashboard', 'Mystery Shop Program'],
    ['/case-management', 'Open Cases'],
    ['/case-management/cases', /Cases/],
    ['/case-management/case/1022', 'Case #1022 Details'],
    ['/case-management/search', 'Search Cases by Customer'],
    ['/queries', /Queries/],
    ['/critical-focus', /Critical Focus/],
    ['/reporting', /Report/],
    ['/nps-dashboard', /NPS|Net Promoter/],
    ['/summary-reports', /Summary/],
    ['/help', /Help/],
    ['/profile', /Profile/],
    ['/roles', /Roles/],
    ['/users-role', /Role/],
    ['/become-user', 'Active Users'],
  ];
  const failures: string[] = [];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    for (const problem of await smallTargets(page)) failures.push(`${path}: ${problem}`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test('the case dashboard ends at its footer (the hidden trend table takes no space)', async ({ page }) => {
  await signInAt(page, 'manager', '/case-management');
  await expect(page.getByRole('heading', { name: '30 Day Trend' })).toBeVisible();
  await expect(page.getByRole('table', { name: '30 Day Trend' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  const { documentHeight, footerBottom } = await page.evaluate(() => ({
    documentHeight: document.documentElement.scrollHeight,
    footerBottom: (document.querySelector('.portal-footer') as HTMLElement).getBoundingClientRect().bottom + window.scrollY,
  }));
  expect(documentHeight - footerBottom).toBeLessThanOrEqual(1);
});

test('a 250-character file name without spaces wraps instead of widening the case page', async ({ page }) => {
  await signInAt(page, 'manager', '/case-management/case/1033');
  await expect(page.getByRole('heading', { name: 'Case #1033 Details' })).toBeVisible();
  const name = `${'A'.repeat(246)}.pdf`;
  await page.getByRole('group', { name: 'Case actions', exact: true }).getByRole('button', { name: 'Add Attachments' }).click();
  const form = page.getByRole('form', { name: 'Add Attachments' });
  await form.getByLabel('Files').setInputFiles([{ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
  await form.getByLabel(`Description for ${name}`).fill('B'.repeat(200));
  let { scroll, client } = await widthOf(page);
  expect(scroll, 'the upload form wraps the name').toBeLessThanOrEqual(client);
  await form.getByRole('button', { name: 'Upload Attachments' }).click();
  await expect(page.getByText('Attachments successfully uploaded')).toBeVisible();
  const attachments = page.getByRole('button', { name: /^Attachments \(\d+\)$/ });
  if ((await attachments.getAttribute('aria-expanded')) !== 'true') await attachments.click();
  await expect(page.getByRole('button', { name: new RegExp(`^Download ${name.slice(0, 40)}`) })).toBeVisible();
  ({ scroll, client } = await widthOf(page));
  expect(scroll, 'the attachment list wraps the name').toBeLessThanOrEqual(client);
});

test('the Create Case panel: fields and buttons are tap-sized on a phone', async ({ page }) => {
  await signInAt(page, 'manager', '/case-management');
  await page.getByRole('button', { name: 'Add Case' }).click();
  const panel = page.getByRole('dialog', { name: 'Create New Case' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Create New Case' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const problems = await smallTargets(page);
  expect(problems, problems.join('\n')).toEqual([]);
});
