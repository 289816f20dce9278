import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, isPhone, shot, signInAt } from './support';

async function openCriticalFocus(page: Page, path = '/critical-focus') {
  await signInAt(page, 'manager', path);
}

/** The list of a tab: a table on desktop, cards on phones. */
const listOf = (page: Page, name: string) => (isPhone(page) ? page.getByRole('list', { name }) : page.getByRole('table', { name }));
const rowsOf = (page: Page, name: string) => listOf(page, name).locator('.cf-row');

test('keyboard triage: move, open, close, search and the shortcuts dialog (axe on list, detail and dialog)', async ({ page }) => {
  await openCriticalFocus(page, '/critical-focus?tab=open');
  const rows = rowsOf(page, 'All Open Critical Focus');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^New \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  if (isPhone(page)) await expectNoSidewaysScroll(page);

  await page.getByRole('heading', { level: 1, name: 'Critical Focus' }).click();
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  const id = (await rows.nth(1).getAttribute('id'))?.replace('cf-row-', '') ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Critical Focus ${id}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`item=${id}`));
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(rows.nth(1)).toBeFocused();
  await expect(page).toHaveURL(/\/critical-focus\?tab=open$/);

  await page.keyboard.press('/');
  await expect(page.getByPlaceholder('Search for critical focus')).toBeFocused();
  await page.keyboard.type('jk');
  await expect(page.getByPlaceholder('Search for critical focus')).toHaveValue('jk');
  await page.getByPlaceholder('Search for critical focus').fill('');
  await page.getByRole('heading', { level: 1, name: 'Critical Focus' }).click();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  // axe reads colours mid-fade as low contrast: wait until the dialog has finished showing.
  await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('respond until resolved: the counts change and the item moves to Resolved', async ({ page }) => {
  await openCriticalFocus(page);
  const rows = rowsOf(page, 'New Critical Focus');
  await expect(rows.first()).toBeVisible();
  const newTab = page.getByRole('link', { name: /^New \(\d+\)$/ });
  const before = Number((await newTab.textContent())?.match(/\d+/)?.[0]);
  const id = (await rows.first().getAttribute('id'))?.replace('cf-row-', '') ?? '';
  await rows.first().click();
  const detail = page.getByRole('region', { name: `Critical Focus ${id}` });
  await expect(detail).toBeVisible();
  const submit = detail.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await detail.getByLabel('Status').selectOption({ label: 'In Progress' });
  await detail.getByLabel('Comment').fill('Calling the site manager now.');
  await submit.click();
  await expect(page.getByText(`Critical Focus ${id} successfully updated`)).toBeVisible();
  await expect(newTab).toHaveText(`New (${before - 1})`);
  await expect(detail.getByText('Calling the site manager now.')).toBeVisible();

  await detail.getByLabel('Status').selectOption({ label: 'Resolved' });
  await detail.getByLabel('Comment').fill('Customer refunded, all good.');
  await detail.getByRole('button', { name: 'Submit' }).click();
  await expect(detail.getByText('This critical focus is Resolved.')).toBeVisible();
  // The shell's toasts (react-toastify, not this page) are checked by the shell's own tests.
  await expectNoAxeViolations(page, ['.Toastify']);
  if (isPhone(page)) await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Resolved' }).click();
  await expect(listOf(page, 'Resolved Critical Focus').getByText(id, { exact: true })).toBeVisible();
});

test('a shared resolved-range URL restores the view', { tag: '@any-viewport' }, async ({ page }) => {
  const end = new Date();
  end.setDate(end.getDate() - 1);
  const start = new Date();
  start.setDate(start.getDate() - 200);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const short = (date: Date) =>
    `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${String(date.getFullYear()).slice(2)}`;
  await openCriticalFocus(page, `/critical-focus?tab=resolved&from=${iso(start)}&to=${iso(end)}`);
  await expect(page.getByText(`Below are your resolved critical focus from ${short(start)} to ${short(end)}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resolved' })).toHaveAttribute('aria-current', 'page');
  await expect(rowsOf(page, 'Resolved Critical Focus').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset dates' })).toBeEnabled();
  await expectNoAxeViolations(page);
  if (isPhone(page)) await expectNoSidewaysScroll(page);
  await shot(page, 'cf-resolved');
  await page.reload();
  await expect(page.getByText(`Below are your resolved critical focus from ${short(start)} to ${short(end)}.`)).toBeVisible();
});

test('one-click contact on an item whose customer wants contact', async ({ page }) => {
  await openCriticalFocus(page);
  const rows = rowsOf(page, 'New Critical Focus');
  await expect(rows.first()).toBeVisible();
  await shot(page, 'cf-list');
  const wanting = rows.filter({ hasText: 'This customer wants to be contacted.' }).first();
  const id = (await wanting.getAttribute('id'))?.replace('cf-row-', '') ?? '';
  await wanting.click();
  const detail = page.getByRole('region', { name: `Critical Focus ${id}` });
  const button = detail.getByRole('button', { name: 'Contacted customer' });
  await expect(button).toBeVisible();
  if (isPhone(page)) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);
  }
  await shot(page, 'cf-detail', { fullPage: true });
  await button.click();
  await expect(page.getByText(`Critical Focus ${id} successfully updated`)).toBeVisible();
  await expect(detail.getByText('Customer contacted.', { exact: true })).toBeVisible();
  await expect(detail.getByText('Contacted Customer').first()).toBeVisible();
});

test('the viewer sees no menu entry and reads Error with permissions', async ({ page }) => {
  await signInAt(page, 'viewer', '/critical-focus');
  await expect(page.getByText('Error with permissions')).toBeVisible();
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Critical Focus' })).toHaveCount(0);
});
