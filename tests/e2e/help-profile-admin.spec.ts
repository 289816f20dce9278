import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, isPhone, listRows, PASSWORD, pdfViewerTest, shot, signInAt } from './support';

// Help, Summary Reports, Profile and the Admin Functions pages (issue 15) in a real browser.
// Desktop and phone share one demo server: each project works on its own accounts, users and roles
// (seeded users no other spec signs in as; roles no demo account holds).
const slot = (projectName: string) => (projectName === 'phone' ? 1 : 0);
const PASSWORD_USERS = ['hayden.smith10@example.com', 'blake.lewis12@example.com'] as const;
const ROLE_USERS = [
  { id: 18, name: 'Emerson Davis' },
  { id: 19, name: 'Riley Martinez' },
] as const;
// Site Manager lacks 'view - summary reports' and Area Director holds it: one gains, one loses the menu entry.
const EDITED_ROLES = [
  { id: 5, name: 'Site Manager', tick: 'view - summary reports', untick: 'help - user guides', menu: 'Menu entries gained: Summary Reports' },
  { id: 4, name: 'Area Director', tick: 'case management - delete cases', untick: 'view - summary reports', menu: 'Menu entries lost: Summary Reports' },
] as const;

/** On phones every control of the page is at least 44 px tall (house rule 15; boxes count their label's row). */
async function tapTargets(page: Page) {
  if (!isPhone(page)) return;
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main a[href], main [role="link"], main button, main select, main input:not([type="checkbox"]):not([type="radio"]), main textarea',
      ),
    ]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 43.5)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.height)} px`,
      ),
  );
  expect(small, 'tap targets under 44 px').toEqual([]);
}

/** Every check a page gets once it has settled: axe, width, tap targets, and a screenshot on demand. */
async function looksRight(page: Page, name: string) {
  await shot(page, name, { fullPage: !isPhone(page) });
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await tapTargets(page);
}

/** Picks a tab: the tab list from 1024 px, the labelled select below. */
async function chooseTab(page: Page, select: string, tab: string) {
  if (isPhone(page)) await page.getByLabel(select).selectOption({ label: tab });
  else await page.getByRole('tab', { name: tab }).click();
}

// The full Chromium: the PDF opens in its viewer (tests/e2e/support.ts).
pdfViewerTest('one-click downloads from Help and Summary Reports open through the API client', async ({ page }) => {
  await signInAt(page, 'manager', '/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  const guide = page.getByRole('link', { name: 'Download Getting started with the portal (PDF, 1.2 MB)' });
  await expect(guide).toBeVisible();
  // No raw same-origin address a modified click or "open in new tab" could follow (house rule 14).
  await expect(guide).not.toHaveAttribute('href');
  await expect(guide).toContainText('PDF · 1.2 MB');
  // Customer text stays text.
  await expect(page.getByRole('heading', { name: '<b>Release notes</b> <script>alert(1)</script>' })).toBeVisible();
  await looksRight(page, 'help-guides');

  // A PDF opens in a new tab as a blob the client fetched with the token (api/download.ts).
  const fetched = page.waitForRequest((request) => /\/api\/help\/files\/1\.pdf$/.test(request.url()) && !!request.headers().authorization);
  const popup = page.waitForEvent('popup');
  await guide.click();
  await fetched;
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/localhost:\d+\//);
  await tab.close();

  // A spreadsheet is never opened: it is saved under the server's name.
  await chooseTab(page, 'Help section', 'Downloads');
  await expect(page).toHaveURL(/tab=downloads/);
  const sheet = page.getByRole('link', { name: /^Download Location list \(XLSX, 35 KB\)$/ });
  await expect(sheet).not.toHaveAttribute('href');
  await looksRight(page, 'help-downloads');
  const saved = page.waitForEvent('download');
  await sheet.click();
  expect((await saved).suggestedFilename()).toBe('Location-list.xlsx');

  await chooseTab(page, 'Help section', 'Contact Us');
  await expect(page.getByRole('link', { name: 'Call Dana Whitfield on (617) 555-0142' })).toHaveAttribute('href', 'tel:6175550142');
  await looksRight(page, 'help-contacts');

  await page.goto('/summary-reports');
  await expect(page.getByText('There are no currently')).toHaveCount(0);
  await page.getByLabel('Month').selectOption({ label: 'October 2026' });
  await expect(page).toHaveURL(/wave=301/);
  const rows = listRows(page, 'Summary reports');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(4)).toContainText('_____Site: Cambridge Tunnel');
  const report = page.getByRole('link', { name: /^Download District: Boston North \(XLSX, \d+ KB\)$/ });
  await expect(report).not.toHaveAttribute('href');
  await looksRight(page, 'summary-reports');
  const download = page.waitForEvent('download');
  await report.click();
  expect((await download).suggestedFilename()).toBe('October-2026-District-Boston-North.xlsx');
  await page.getByLabel('Month').selectOption({ label: 'August 2026' });
  await expect(page.getByText('The selected wave does not have any summary reports generated.')).toBeVisible();
});

test('a password change on Profile: checklist and meter as typed, then saved and cleared', async ({ page }, info) => {
  await page.goto('/');
  await page.getByLabel('Email Address').fill(PASSWORD_USERS[slot(info.project.name)]);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('First Name')).not.toHaveValue('');
  await looksRight(page, 'profile-contact');
  await chooseTab(page, 'Profile section', 'Timezone');
  await expect(page.getByRole('combobox', { name: 'Timezone' })).toBeVisible();
  await looksRight(page, 'profile-timezone');

  await chooseTab(page, 'Profile section', 'Password');
  const save = page.getByRole('button', { name: 'Update Password' });
  await expect(save).toBeDisabled();
  const rules = page.getByRole('list', { name: 'Password rules' });
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password').fill('short');
  await expect(page.getByText('Strength: Weak')).toBeVisible();
  await expect(rules.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText('(not met)');
  await page.getByLabel('New Password').fill('Harbour-Lights-2026');
  await expect(page.getByText('Strength: Strong')).toBeVisible();
  await expect(rules.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText('(met)');
  await expect(rules.getByRole('listitem').filter({ hasText: 'Matches the confirmation' })).toContainText('(not met)');
  await page.getByLabel('Confirm Password').fill('Harbour-Lights-2026');
  await expect(rules.getByRole('listitem').filter({ hasText: 'Matches the confirmation' })).toContainText('(met)');
  await looksRight(page, 'profile-password');
  await save.click();
  await expect(page.getByText('Password updated')).toBeVisible();
  for (const field of ['Current Password', 'New Password', 'Confirm Password']) await expect(page.getByLabel(field)).toHaveValue('');
  await expect(save).toBeDisabled();

  // The server took it: the old password no longer confirms (the e-mail change's check).
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.token') ?? '{}') as { token?: string }).token);
  const old = await page.request.post('/api/password-confirm', { headers: { Authorization: `Bearer ${token}` }, data: { password: PASSWORD } });
  expect(old.status()).toBe(422);
  const fresh = await page.request.post('/api/password-confirm', { headers: { Authorization: `Bearer ${token}` }, data: { password: 'Harbour-Lights-2026' } });
  expect(fresh.ok()).toBe(true);
});

test('the admin edits a role through the diff', { tag: '@any-viewport' }, async ({ page }, info) => {
  const role = EDITED_ROLES[slot(info.project.name)];
  await signInAt(page, 'admin', '/roles');
  await expect(page.getByRole('heading', { name: 'Add/Edit Roles', level: 1 })).toBeVisible();
  await expect(listRows(page, 'Roles')).toHaveCount(5);
  await looksRight(page, 'roles');
  await page.getByRole('link', { name: `Edit ${role.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/roles/${role.id}$`));
  await expect(page.getByRole('heading', { name: 'Edit Roles', level: 1 })).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Permissions' })).toHaveCount(0);
  await looksRight(page, 'edit-role');

  const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
  if (isPhone(page)) {
    // Groups fold on phones: open the two this edit touches.
    for (const group of new Set([role.tick, role.untick].map((name) => name.split(' - ')[0])))
      await page.getByRole('button', { name: `Show ${group} permissions` }).click();
  }
  await expect(box(role.tick)).not.toBeChecked();
  await expect(box(role.untick)).toBeChecked();
  await box(role.tick).check();
  await box(role.untick).uncheck();
  await expect(page.getByText('Unsaved changes: 1 added, 1 removed')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Back to Roles' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/roles/${role.id}$`));

  await page.getByRole('button', { name: 'Save Permissions' }).click();
  const diff = page.getByRole('dialog', { name: `Save permissions for ${role.name}?` });
  await expect(diff).toBeVisible();
  await expect(diff.getByText('1 added, 1 removed')).toBeVisible();
  await expect(diff.getByText(`Added: ${role.tick}`)).toBeVisible();
  await expect(diff.getByText(`Removed: ${role.untick}`)).toBeVisible();
  await expect(diff.getByText(role.menu)).toBeVisible();
  await expect(diff.getByText(/^\d+ active users? holds? this role\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // After axe, which waits for the fade-in: mid-fade the dialog is half transparent.
  await shot(page, 'edit-role-diff', { fullPage: false });
  await diff.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Role Permissions Updated')).toBeVisible();
  await expect(diff).toBeHidden();
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  // Saved on the server: a reload ticks from it, and leaving no longer asks.
  await page.reload();
  if (isPhone(page))
    for (const group of new Set([role.tick, role.untick].map((name) => name.split(' - ')[0])))
      await page.getByRole('button', { name: `Show ${group} permissions` }).click();
  await expect(box(role.tick)).toBeChecked();
  await expect(box(role.untick)).not.toBeChecked();
  await page.getByRole('link', { name: 'Back to Roles' }).click();
  await expect(page).toHaveURL(/\/roles$/);
});

test("the admin changes a user's role", { tag: '@any-viewport' }, async ({ page }, info) => {
  const user = ROLE_USERS[slot(info.project.name)];
  await signInAt(page, 'admin', '/users-role');
  await expect(page.getByRole('heading', { name: 'Update Users Role', level: 1 })).toBeVisible();
  await expect(listRows(page, 'Active Users')).toHaveCount(20);
  await looksRight(page, 'users-role');
  await page.getByLabel('Search users').fill(user.name);
  await expect(page).toHaveURL(/q=/);
  const select = page.getByLabel(`Role for ${user.name} (${user.id})`);
  await expect(select).toHaveValue('Store Viewer');
  await select.selectOption('Site Manager');
  await expect(page.getByText('Users Role Updated')).toBeVisible();
  await expect(select).toBeEnabled();
  await expect(select).toHaveValue('Site Manager');
  await expectNoSidewaysScroll(page);
  // The address kept the search; the server kept the role.
  await page.reload();
  await expect(page.getByLabel('Search users')).toHaveValue(user.name);
  await expect(page.getByLabel(`Role for ${user.name} (${user.id})`)).toHaveValue('Site Manager');
});
