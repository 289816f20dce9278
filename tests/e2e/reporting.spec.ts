import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, shot, signInAt } from './support';

test.describe('reporting', () => {
  test('quick report → drill twice → Back restores each level; a copied link reopens the same report', async ({ page, browser, isMobile }) => {
    await signInAt(page, 'manager', '/reporting');
    await expect(page.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    if (isMobile) {
      // On a phone the panel is a sheet its button opens.
      await page.getByRole('button', { name: 'Quick Reports' }).click();
      await expect(page.getByRole('dialog', { name: 'Quick Reports' })).toBeVisible();
    }
    await page.getByRole('button', { name: /Rank$/ }).first().click();
    await expect(page).toHaveURL(/report=rank&level=md&visitnum=\d+/);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    // On a phone the panel is a sheet, closed once the report runs.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Scroll down before each drill (clicking in the page, so nothing scrolls it for us); Back must
    // bring each level back where it was.
    const scrollDownAndDrill = async () => {
      await page.waitForFunction(() => document.querySelectorAll('.report-table .drill-button').length > 0);
      const top = await page.evaluate(async () => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        return window.scrollY;
      });
      await page.evaluate(() => {
        const buttons = document.querySelectorAll<HTMLButtonElement>('.report-table .drill-button');
        buttons[buttons.length - 1]?.click();
      });
      return top;
    };
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const mdTop = await scrollDownAndDrill();
    expect(mdTop).toBeGreaterThan(100);
    await expect(page).toHaveURL(/level=od&visitnum=\d+&md=\d+$/);
    await expect(page.getByText(/^MD: /)).toBeVisible();
    const odTop = await scrollDownAndDrill();
    expect(odTop).toBeGreaterThan(100);
    await expect(page).toHaveURL(/level=rbm&visitnum=\d+&md=\d+&od=\d+$/);
    await expect(page.getByText(/^OD: /)).toBeVisible();
    const drilled = page.url();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

    await page.goBack();
    await expect(page).toHaveURL(/level=od&visitnum=\d+&md=\d+$/);
    await expect(page.getByText(/^MD: /)).toBeVisible();
    await expect.poll(scrollY).toBe(Math.round(odTop));
    await page.goBack();
    await expect(page).toHaveURL(/level=md&visitnum=\d+$/);
    await expect(page.getByRole('button', { name: 'Level up' })).toBeDisabled();
    await expect.poll(scrollY).toBe(Math.round(mdTop));

    // The same address in another session shows the same report.
    const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const second = await other.newPage();
    await signInAt(second, 'manager', drilled);
    await expect(second.getByRole('table')).toBeVisible();
    await expect(second.getByText(/^OD: /)).toBeVisible();
    await other.close();
  });

  test('the table scrolls sideways inside its own region on a phone, never the page', async ({ page }) => {
    await signInAt(page, 'manager', '/reporting?scheme=1&report=category&level=loc');
    await expect(page.getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('region', { name: 'Category table' })).toBeVisible();
    await shot(page, 'reporting-category');
  });

  test('More Filters and Save Report dialogs pass axe', async ({ page }) => {
    await signInAt(page, 'manager', '/reporting?scheme=1&report=trend');
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

test('exports: CSV and XLSX of the table as shown, PDF from the server', { tag: '@any-viewport' }, async ({ page }) => {
  await signInAt(page, 'manager', '/reporting?scheme=1&report=rank&level=loc&sort=score.desc&find=a');
  await expect(page.getByRole('table')).toBeVisible();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^rank_\d{14}\.csv$/);
  const text = await (await import('node:fs/promises')).readFile((await csv.path()) as string, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('Report: Rank');
  expect(text).toContain('Text filter: a');
  expect(text).toContain('Sorted by: Score (descending)');
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^rank_\d{14}\.xlsx$/);
  const bytes = await (await import('node:fs/promises')).readFile((await xlsx.path()) as string);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^rank_\d{14}\.pdf$/);
  const pdfBytes = await (await import('node:fs/promises')).readFile((await pdf.path()) as string);
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('special layouts: a table per day part and the question-versus-NPS table pass axe and fit the screen', async ({ page }) => {
  await signInAt(page, 'manager', '/reporting?scheme=1&report=category-day-part&level=rbm');
  await expect(page.getByRole('heading', { name: 'Morning (before 11:00)', level: 3 })).toBeVisible();
  await expect(page.getByRole('region', { name: /table$/ })).toHaveCount(4);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'reporting-day-part', { fullPage: true });

  await page.goto('/reporting');
  await page.getByRole('button', { name: 'Advanced' }).click();
  await page.getByLabel('Report', { exact: true }).selectOption('question-versus-nps');
  const value = await page.getByLabel('Question').locator('option').nth(1).getAttribute('value');
  await page.getByLabel('Question').selectOption(value as string);
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'reporting-question-nps', { fullPage: true });
});
