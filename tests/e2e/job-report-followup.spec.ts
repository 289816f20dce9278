import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, shot } from './support';

test('crew follow-up, signed out: submit → print → reset', async ({ page }, info) => {
  const response = await page.request.get('/api/__demo/crewfollowup-ids');
  const { withPrevious, noPrevious } = (await response.json()) as { withPrevious: number; noPrevious: number };
  const id = info.project.name === 'phone' ? withPrevious : noPrevious;
  await page.goto(`/crewfollowup/${id}`);
  await expect(page.getByRole('heading', { name: 'Mystery Shopper Follow-Up' })).toBeVisible();
  await expect(page.getByText('Date Completed:')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await expect(page.getByText('The form currenly has missing data. Please complete all the required fields.')).toBeVisible();
  await expect(page.getByLabel(/^First Name/)).toBeFocused();
  await page.getByLabel(/^First Name/).fill('Dana');
  await page.getByLabel(/^Last Name/).fill('Lopez');
  await page.getByLabel(/^Title/).selectOption({ label: 'Shift Manager' });
  await page.getByLabel(/^Manager Name/).fill('Sam Reed');
  for (const label of [/do well/, /Which parts/, /coaching/, /differently/]) await page.getByLabel(label).fill('Discussed at the start of the shift.');
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await expect(page.getByText('Follow up Created')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'crew-followup', { fullPage: true });
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print Form' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.getByRole('button', { name: 'Reset Form' }).click();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('');
  // Reset scrolls back up to the title (the buttons are at the foot of a long form).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { name: 'Mystery Shopper Follow-Up' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Submit Form' })).toBeVisible();
});
