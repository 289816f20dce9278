import { expect, test, type Page } from '@playwright/test';
import { signInAt } from './support';

/*
 * Become a user, start a draft as them, Back to Admin, Log Out: nothing of the impersonated user
 * (drafts, customer text, cached answers) remains in storage or on screen after each step.
 */

const DRAFT = 'Draft typed while acting as Morgan — must not outlive the visit.';

async function storage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (store: Storage) =>
      Array.from({ length: store.length }, (_, index) => store.key(index) ?? '').map((key) => `${key}=${store.getItem(key) ?? ''}`);
    return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });
}

test('nothing of the impersonated user remains after Back to Admin and after Log Out', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAt(page, 'admin', '/become-user');
  await page.getByLabel('Search users').fill('manager@example');
  await page.getByRole('button', { name: 'Become User Morgan Manager (2)' }).click();
  await expect(page.getByText('Acting as Morgan Manager (2)')).toBeVisible();

  // A draft as the user: a case note, kept in storage while typing.
  await page.goto('/case-management/cases?resolved=false');
  const row = page.locator('tbody tr, .responsive-cards > li').first();
  await row.click();
  await expect(page.getByRole('heading', { name: /^Case #\d+ Details$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add Note' }).first().click();
  await page.getByRole('form', { name: 'Add Note' }).getByLabel('Note', { exact: true }).fill(DRAFT);
  await expect.poll(() => storage(page)).toContain('Draft typed while acting as Morgan');

  // Back to Admin: the admin's own session, none of Morgan's text anywhere.
  await page.getByRole('button', { name: 'Morgan Manager' }).click();
  await page.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(page.getByRole('button', { name: 'Alex Admin' })).toBeVisible();
  const afterBack = await storage(page);
  expect(afterBack).not.toContain('Draft typed while acting as Morgan');
  expect(afterBack).not.toMatch(/portal\.\w+Draft\.2\./);
  expect(afterBack).not.toContain('manager@example.com');
  await expect(page.getByText(DRAFT)).toHaveCount(0);

  // Log Out: no session, no token, nothing of either user's answers.
  await page.getByRole('button', { name: 'Alex Admin' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const afterLogout = await storage(page);
  expect(afterLogout).not.toContain('Draft typed while acting as Morgan');
  expect(afterLogout).not.toMatch(/portal\.(token|session)=/);
  expect(afterLogout).not.toContain('manager@example.com');
  await page.goBack();
  await expect(page.getByText(DRAFT)).toHaveCount(0);
});
