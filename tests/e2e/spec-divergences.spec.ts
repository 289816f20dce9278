import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, expectNoSidewaysScroll, isPhone, PASSWORD, shot, signInAt } from './support';

// Issue 29, item 5: the customer search's other options, the 002 §9 scroll to an opened panel, the
// Customer column on phones, and critical focus rows for a user who may not open them.

/** An open case no other spec changes: the oldest open case of the first page of open cases. */
async function anOpenCase(page: Page): Promise<number> {
  const login = await page.request.post('/api/auth/login', { data: { UserName: ACCOUNTS.manager, password: PASSWORD } });
  const body = (await login.json()) as { access_token?: string; data?: { access_token: string } };
  const token = body.data?.access_token ?? body.access_token;
  const answer = await page.request.get('/api/case-management/cases?initial=1&page=1&sort=created%20date&filter%5BisResolved%5D=false', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  const cases = ((await answer.json()) as { data: Array<{ id: number }> }).data.map((item) => item.id).filter((id) => id !== 1022 && id !== 1029);
  expect(cases.length).toBeGreaterThan(0);
  return cases.at(-1)!;
}

/**
 * How far the window is from where the panel should be: its top just below the sticky top bar (its
 * scroll margin), or the end of the page when the page cannot scroll that far.
 */
function offTarget(page: Page): Promise<number> {
  return page.evaluate(() => {
    const panel = document.querySelector('#case-action-panel');
    if (!panel) return Number.NaN;
    const margin = Number.parseFloat(getComputedStyle(panel).scrollMarginTop) || 0;
    const wanted = panel.getBoundingClientRect().top + window.scrollY - margin;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    return Math.abs(window.scrollY - Math.max(0, Math.min(wanted, end)));
  });
}

/** The panel's top is not under the sticky top bar. */
async function expectPanelBelowTopBar(page: Page) {
  const gap = await page.evaluate(() => {
    const bar = document.querySelector('.portal-topbar')?.getBoundingClientRect().bottom ?? 0;
    return (document.querySelector('#case-action-panel')?.getBoundingClientRect().top ?? Number.NaN) - bar;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
}

test('the case detail scrolls to an opened panel, below the top bar: at once with reduced motion, animated without (002 §2, §9)', async ({ page }) => {
  const id = await anOpenCase(page);
  await signInAt(page, 'manager', `/case-management/case/${id}`);
  await expect(page.getByRole('heading', { name: `Case #${id} Details` })).toBeVisible();
  const footer = page.getByRole('group', { name: 'Case actions (footer)' });
  // From the bottom of the page (the footer's buttons), with reduced motion (the suite's setting).
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await footer.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByRole('form', { name: 'Add Note' })).toBeVisible();
  expect(await offTarget(page)).toBeLessThanOrEqual(2);
  await expectPanelBelowTopBar(page);
  await page.getByRole('form', { name: 'Add Note' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'Add Note' })).toHaveCount(0);

  // Without reduced motion the window glides there and stops at the same place.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await footer.getByRole('button', { name: 'Forward' }).click();
  await expect(page.getByRole('form', { name: 'Forward Case' })).toBeVisible();
  await expect.poll(() => offTarget(page)).toBeLessThanOrEqual(2);
  await expectPanelBelowTopBar(page);
});

async function withoutViewDetails(page: Page, path: string) {
  // The manager's session without 'critical focus - view details' (the server's data stays the manager's).
  await signInAt(page, 'manager', '/favicon.svg');
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { permissions: string[] };
    session.permissions = session.permissions.filter((name) => name !== 'critical focus - view details');
    localStorage.setItem('portal.session', JSON.stringify(session));
  });
  await page.goto(path);
}

test("critical focus rows do not look or act as if they open without 'critical focus - view details'", async ({ page }) => {
  await withoutViewDetails(page, '/critical-focus?tab=open');
  await expect(page.getByText("Opening a critical focus item needs the 'critical focus - view details' permission.")).toBeVisible();
  const list = isPhone(page) ? page.getByRole('list', { name: 'All Open Critical Focus' }) : page.getByRole('table', { name: 'All Open Critical Focus' });
  const rows = isPhone(page) ? list.getByRole('listitem') : list.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const first = rows.first();
  await first.hover();
  expect(await first.evaluate((row) => getComputedStyle(row).cursor)).not.toBe('pointer');
  expect(await first.getAttribute('tabindex')).toBeNull();
  if (!isPhone(page)) {
    await expect(list).not.toHaveClass(/table-hover/);
    // No hover tint: the hovered row's cells keep the table's own background.
    const [hovered, other] = await rows.evaluateAll((items) => items.slice(0, 2).map((row) => getComputedStyle(row.querySelector('td')!).boxShadow));
    expect(hovered).toBe(other);
  }
  await first.click();
  await expect(page).toHaveURL(/\/critical-focus\?tab=open$/);
  // The row keys land on no row: nothing focused or marked active in the list.
  await page.keyboard.press('j');
  expect(await page.evaluate(() => document.activeElement?.closest('.cf-list') ?? null)).toBeNull();
  await expect(list.locator('.triage-row-active, [tabindex]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'critical-focus-without-view-details', { fullPage: true });
});

test.describe('Search Cases by Customer on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone has its own test');

  test("offers the spec's other options after the customer fields, sends them and keeps them in the address", async ({ page }) => {
    await signInAt(page, 'manager', '/case-management/search');
    await expect(page.getByRole('heading', { name: 'Search Cases by Customer' })).toBeVisible();
    await expect(page.getByLabel('Source')).toContainText('Phone');
    await expectNoAxeViolations(page);
    await shot(page, 'customer-search-options', { fullPage: true });
    // The right-hand date picker opens leftwards: nothing scrolls sideways.
    await page.getByRole('button', { name: /^Resolved Date/ }).click();
    await expect(page.getByRole('dialog', { name: 'Resolved Date' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'customer-search-resolved-dates');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Resolved Date' })).toHaveCount(0);
    await page.getByLabel('Customer Email').fill('mail.example');
    await page.getByLabel('Status').selectOption({ label: 'In Progress' });
    await page.getByLabel('Open Only').check();
    const sent = page.waitForRequest((request) => request.url().includes('/api/case-management/cases/search'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const query = new URL((await sent).url()).searchParams;
    expect(query.get('customer_email')).toBe('mail.example');
    expect(query.get('filter[statusId]')).toBe('2');
    expect(query.get('filter[isResolved]')).toBe('false');
    await expect(page.getByRole('heading', { name: /^\d+ results found$/ })).toBeVisible();
    await expect(page).toHaveURL(/\?customer_email=mail\.example&statusId=2&resolved=false$/);
    // The desktop table keeps its Customer column.
    await expect(page.getByRole('table', { name: 'Cases found' }).getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.skip(({ isMobile }) => !isMobile, 'the phone project covers it');

  test('the customer search options stack and fit; the result cards and case list cards carry no Customer field (002 §2)', async ({ page }) => {
    await signInAt(page, 'manager', '/case-management/search');
    await expect(page.getByRole('heading', { name: 'Search Cases by Customer' })).toBeVisible();
    await expect(page.getByLabel('Source')).toContainText('Phone');
    await expectNoSidewaysScroll(page);
    // Stacked: every option is as wide as the form (one column).
    const widths = await page.locator('.case-search-more .col-12').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThanOrEqual(9);
    const formWidth = await page.locator('#customer-search-options form').evaluate((form) => form.getBoundingClientRect().width);
    for (const width of widths) expect(width).toBeGreaterThan(formWidth * 0.8);
    await expectNoAxeViolations(page);
    await shot(page, 'customer-search-options-360', { fullPage: true });

    await page.getByLabel('Customer Email').fill('mail.example');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const cards = page.getByRole('list', { name: 'Cases found' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByText('Last Update')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cases found' }).getByText('Customer', { exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await page.goto('/case-management/cases');
    const listCards = page.getByRole('list', { name: 'Cases' }).getByRole('listitem');
    await expect(listCards.first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cases' }).getByText('Customer', { exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
