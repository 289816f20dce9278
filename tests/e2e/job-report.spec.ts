import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

interface Ids {
  shared: number;
  withMedia: number;
  queryable: number;
}

async function ids(page: Page): Promise<Ids> {
  const response = await page.request.get('/api/__demo/job-report-ids');
  return (await response.json()) as Ids;
}

async function signedIn(page: Page) {
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
}

const report = (page: Page, name: RegExp | string) => page.getByRole('dialog', { name });

test('top-bar search: a job and a survey share the id → picker → report; Back closes it; axe clean', async ({ page }, info) => {
  const { shared } = await ids(page);
  await signedIn(page);
  if (info.project.name === 'phone') await page.getByRole('button', { name: 'Search for Job or Survey Id' }).click();
  await page.getByPlaceholder('Search for Job or Survey Id').fill(`${shared}`);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Multiple results found' });
  await expect(picker.getByRole('button', { name: /^View Report/ })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await picker.getByRole('listitem').filter({ hasText: 'Mystery Shop Program' }).getByRole('button', { name: /^View Report/ }).click();
  const dialog = report(page, `Job Id: ${shared}`);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]job=${shared}$`));
  await expect(dialog.getByRole('region', { name: 'Report' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing wider than the viewport.
  const overflow = await page.evaluate(() => document.querySelector('.job-report-content')!.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `screenshots/job-report-${info.project.name}.png` });
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
});

test('pasted link: images in the lightbox (keys, zoom, Escape closes only it), audio speed, print', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'desktop keys; the phone sheet is covered above');
  const { withMedia } = await ids(page);
  await signedIn(page);
  await page.goto(`/dashboard?job=${withMedia}`);
  const dialog = report(page, `Job Id: ${withMedia}`);
  await expect(dialog).toBeVisible();
  const images = dialog.getByRole('region', { name: 'Job Images' });
  await images.getByRole('button', { name: /^Zoom/ }).first().click();
  const box = page.getByRole('dialog', { name: /Image 1 of/ });
  await expect(box).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /Image 2 of/ })).toBeVisible();
  await page.keyboard.press('+');
  await expect(page.getByRole('button', { name: 'Reset zoom' })).toHaveText('150%');
  await page.keyboard.press('0');
  await expect(page.getByRole('button', { name: 'Reset zoom' })).toHaveText('100%');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'screenshots/job-report-lightbox.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Image \d of/ })).toBeHidden();
  await expect(dialog).toBeVisible();
  // Focus returns to the opener.
  await expect(images.getByRole('button', { name: /^Zoom/ }).first()).toBeFocused();

  const audio = dialog.getByRole('region', { name: 'Job Audio Recording' });
  await audio.getByLabel('Playback speed').selectOption('1.5');
  await audio.getByRole('button', { name: 'Play recording' }).click();
  const player = audio.locator('audio');
  await expect(player).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => player.evaluate((node: HTMLAudioElement) => node.playbackRate)).toBe(1.5);

  await page.emulateMedia({ media: 'print' });
  await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.locator('.portal-topbar')).toBeHidden();
  await expect(dialog.getByRole('region', { name: 'Report' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/job-report-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // A reload keeps the speed (remembered per user).
  await page.reload();
  await expect(report(page, `Job Id: ${withMedia}`).getByLabel('Playback speed')).toHaveValue('1.5');
});

test('raises a question query in query mode', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'query mode is hidden below 1024 px');
  const { queryable } = await ids(page);
  await signedIn(page);
  await page.goto(`/dashboard?job=${queryable}`);
  const dialog = report(page, `Job Id: ${queryable}`);
  await dialog.getByRole('button', { name: 'Turn On Query Mode' }).click();
  await dialog.getByRole('button', { name: 'Query Questions' }).click();
  await dialog.getByRole('button', { name: /^Query question \d+$/ }).first().click();
  await dialog.getByLabel(/^Query for question \d+/).fill('The receipt shows a different time.');
  await dialog.getByRole('button', { name: 'Add query' }).click();
  await dialog.getByRole('button', { name: 'Submit Query' }).click();
  const summary = page.getByRole('dialog', { name: `Job Id: ${queryable} - Query Summary` });
  await expectNoAxeViolations(page);
  await summary.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Query successfully created')).toBeVisible();
  await expect(dialog.getByText(/There is an open Query on this job:/)).toBeVisible();
});

test('opens from a case: the case page stays beneath, Close returns to it', async ({ page }, info) => {
  const caseId = info.project.name === 'phone' ? 1029 : 1022;
  await signedIn(page);
  await page.goto(`/case-management/case/${caseId}`);
  await expect(page.getByRole('heading', { name: `Case #${caseId} Details` })).toBeVisible();
  const source = page.getByRole('button', { name: /^View Source / });
  test.skip((await source.count()) === 0, 'this case has no source job');
  await source.first().click();
  const dialog = report(page, /^(Job Id|Survey id): \d+$/);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/case-management/case/${caseId}\\?(job|survey)=\\d+$`));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/case-management/case/${caseId}$`));
  await expect(page.getByRole('heading', { name: `Case #${caseId} Details` })).toBeVisible();
});
