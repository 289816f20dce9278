import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

test.describe('reporting', () => {
  test('quick report → drill twice → Back restores each level; a copied link reopens the same report', async ({ page, browser, isMobile }) => {
    await signIn(page, 'manager');
    await page.waitForURL('**/dashboard');
    await page.goto('/reporting');
    await expect(page.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible();
    if (isMobile) await expect(page.getByRole('dialog', { name: 'Quick Reports' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Rank$/ }).first().click();
    await expect(page).toHaveURL(/report=rank&level=md&visitnum=\d+/);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    // On a phone the panel is a sheet, closed once the report runs.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await table.locator('.drill-button').first().click();
    await expect(page).toHaveURL(/level=od&visitnum=\d+&md=\d+$/);
    await expect(page.getByText(/^MD: /)).toBeVisible();
    await page.getByRole('table').locator('.drill-button').first().click();
    await expect(page).toHaveURL(/level=rbm&visitnum=\d+&md=\d+&od=\d+$/);
    const drilled = page.url();

    await page.goBack();
    await expect(page).toHaveURL(/level=od&visitnum=\d+&md=\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/level=md&visitnum=\d+$/);
    await expect(page.getByRole('button', { name: 'Level up' })).toBeDisabled();

    // The same address in another session shows the same report.
    const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const second = await other.newPage();
    await signIn(second, 'manager');
    await second.waitForURL('**/dashboard');
    await second.goto(drilled);
    await expect(second.getByRole('table')).toBeVisible();
    await expect(second.getByText(/^OD: /)).toBeVisible();
    await other.close();
  });

  test('the table scrolls sideways inside its own region on a phone, never the page', async ({ page }) => {
    await signIn(page, 'manager');
    await page.waitForURL('**/dashboard');
    await page.goto('/reporting?scheme=1&report=category&level=loc');
    await expect(page.getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('region', { name: 'Category table' })).toBeVisible();
    await page.screenshot({ path: `test-results/reporting-category-${page.viewportSize()?.width}.png`, fullPage: false });
  });

  test('More Filters and Save Report dialogs pass axe', async ({ page }) => {
    await signIn(page, 'manager');
    await page.waitForURL('**/dashboard');
    await page.goto('/reporting?scheme=1&report=trend');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: 'Save Report' }).click();
    await expect(page.getByRole('dialog', { name: 'Save Report' })).toBeVisible();
    await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByRole('button', { name: /More Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'More Filters' })).toBeVisible();
    // axe reads colours mid-fade as low contrast: wait for the dialog to finish showing.
    await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
  });
});
