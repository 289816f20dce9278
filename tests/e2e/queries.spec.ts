import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, shot, signInAt } from './support';

// Desktop and phone share one demo server: each project works on its own rows.
const slot = (projectName: string) => (projectName === 'phone' ? 1 : 0);

async function openQueries(page: Page, search = '') {
  await signInAt(page, 'manager', `/queries${search}`);
  await expect(page.getByRole('heading', { name: 'Queries', level: 1 })).toBeVisible();
}

test('raises a whole-job query and a question query', async ({ page }, info) => {
  await openQueries(page);
  await expect(page.getByText(/Mystery Shop Program: 14 days/)).toBeVisible();
  await shot(page, 'create');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  const whole = page.getByRole('button', { name: /^Query Whole Job \d+$/ }).nth(slot(info.project.name) * 2);
  const wholeId = (await whole.getAttribute('aria-label'))?.replace(/\D/g, '');
  // This project's second job, named before the list shortens (the phone project takes the next two:
  // picking by position after a job has left the list could take the other project's job).
  const jobId = (
    await page
      .getByRole('button', { name: /^Query Questions of job \d+$/ })
      .nth(slot(info.project.name) * 2 + 1)
      .getAttribute('aria-label')
  )?.replace(/\D/g, '');
  await whole.click();
  await page.getByLabel('Query text').fill('The shopper visited the wrong location.');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Query successfully created')).toBeVisible();
  await expect(page.getByRole('button', { name: `Query Whole Job ${wholeId}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Query Questions of job ${jobId}` }).click();
  const first = page.getByRole('button', { name: /^Query question \d+$/ }).first();
  await first.click();
  await page.getByLabel(/^Query for question \d+$/).fill('Greeted within 30 seconds, see the receipt.');
  await page.getByRole('button', { name: 'Add query' }).click();
  await shot(page, 'questions');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Submit Query' }).click();
  const summary = page.getByRole('dialog', { name: `Job Id: ${jobId} - Query Summary` });
  await expect(summary).toBeVisible();
  await expectNoAxeViolations(page);
  await summary.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Query successfully created').first()).toBeVisible();
});

test('responds to a referred query', async ({ page }, info) => {
  await openQueries(page, '?tab=referred');
  const rows = page.locator('.query-rows .triage-row');
  await expect(rows.first()).toBeVisible();
  await shot(page, 'referred');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await rows.nth(slot(info.project.name)).click();
  await expect(page).toHaveURL(/query=\d+/);
  const id = new URL(page.url()).searchParams.get('query');
  await expect(page.getByLabel('Your response')).toBeVisible();
  await shot(page, 'detail');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByLabel('Your response').fill('We have checked the camera footage: the greeting was on time.');
  await page.getByRole('button', { name: 'Send Response' }).click();
  await expect(page.getByText(`Query ${id} successfully updated`)).toBeVisible();
  await expect(page.getByText('Waiting for the provider to review this query.')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/query=/);
});

test('a resolved range, and a filtered URL survives a reload', { tag: '@any-viewport' }, async ({ page }) => {
  await openQueries(page, '?tab=resolved');
  await expect(page.getByText(/Below are your resolved queries from the last 30 days/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/queries?tab=resolved&from=2020-01-01&to=2020-01-31');
  await expect(page.getByText('You do not currently have any resolved queries from 01/01/20 to 01/31/20.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You do not currently have any resolved queries from 01/01/20 to 01/31/20.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset dates' }).click();
  await expect(page).toHaveURL(/\/queries\?tab=resolved$/);
  await shot(page, 'resolved');
});

test('the search box keeps exactly what was typed while a slow API answers; the address takes it and a reload restores it', async ({ page }) => {
  // Every list answer waits 800 ms: typing starts before the rows arrive and goes on while they land.
  await page.route(/\/api\/(open-queries|query|resolved-queries)(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await openQueries(page, '?tab=open');
  const box = page.getByLabel('Search by query id, job id or location');
  await expect(box).toBeVisible();
  // What the box holds once each keystroke's event is over (a window listener runs after React's):
  // a box bound to the address put the old search back here until the router had rendered.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenValues: string[] }).seenValues = seen;
    window.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));
  });
  const typed = `<img src=x onerror=alert(1)>&"'%2B+#?q=1`;
  await box.pressSequentially(typed);
  const seen = await page.evaluate(() => (window as unknown as { seenValues: string[] }).seenValues);
  expect(seen).toEqual([...typed].map((_, index) => typed.slice(0, index + 1)));
  await expect(page.getByText('There are no matching queries for the entered search terms.')).toBeVisible();
  await expect(box).toHaveValue(typed);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
  await expect(box).toHaveValue(typed);
  await page.reload();
  await expect(page.getByLabel('Search by query id, job id or location')).toHaveValue(typed);
  await expectNoAxeViolations(page);
});

test('keyboard triage on the open list', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'keyboard triage is a desktop feature');
  await openQueries(page, '?tab=open');
  const rows = page.locator('.query-rows tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('heading', { name: 'Queries', level: 1 }).click();
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  const outline = await rows.nth(1).evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  // The dialog hands focus back when it has finished closing: only then take the row.
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  await rows.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/query=\d+/);
  // The detail takes focus on its heading once the query has loaded.
  await expect(page.getByRole('heading', { name: /^Query \d+$/, level: 2 })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/query=/);
  await expect(rows.nth(1)).toBeFocused();
});

test('the phone shows a tab select and cards', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'phone layout');
  await openQueries(page);
  const select = page.getByLabel('Queries section');
  await select.selectOption('open');
  await expect(page).toHaveURL(/tab=open/);
  await expect(page.locator('.responsive-cards li').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'open');
});
