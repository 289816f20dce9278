import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, isPhone, listRows, signInAt } from './support';

async function openCases(page: Page, path: string, account: 'manager' | 'viewer' = 'manager') {
  await signInAt(page, account, path);
}

test('dashboard → list via a card → a case and back keeps the list state', async ({ page }) => {
  await openCases(page, '/case-management');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cases by Type' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'View new cases' }).click();
  await expect(page).toHaveURL(/\/case-management\/cases\?statusId=1$/);
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
  const rows = listRows(page, 'Cases');
  // Every listed case is New (the card's filter).
  await expect(rows.first()).toContainText('New');
  const statuses = await rows.evaluateAll((items) => items.map((item) => item.querySelector('.badge')?.textContent ?? ''));
  expect(statuses.every((text) => text.trim() === 'New')).toBe(true);

  await page.getByLabel('Sort By').selectOption('type');
  const summary = page.getByText(/^Showing 1 to \d+ of \d+ results$/);
  await expect(summary).toBeVisible();
  const summaryText = await summary.textContent();
  const firstLink = rows.first().getByRole('link').first();
  const caseName = (await firstLink.textContent()) ?? '';
  const id = caseName.replace('Case #', '');
  // The whole row (card) opens the case, not only its link.
  await rows
    .first()
    .getByText(/ on \d\d\/\d\d\/\d\d /)
    .click();
  await expect(page).toHaveURL(new RegExp(`/case-management/case/${id}$`));

  await page.goBack();
  await expect(page).toHaveURL(/\/case-management\/cases\?statusId=1&sort=type$/);
  await expect(page.getByLabel('Sort By')).toHaveValue('type');
  await expect(page.getByText(summaryText ?? '')).toBeVisible();
  await expect(listRows(page, 'Cases').first().getByRole('link').first()).toHaveText(caseName);
  await expectNoAxeViolations(page);
});

test('create a case end to end; the list shows it', async ({ page }) => {
  await openCases(page, '/case-management');
  await page.getByRole('button', { name: 'Add Case' }).click();
  const panel = page.getByRole('dialog', { name: 'Create New Case' });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('combobox', { name: 'Location' }).fill('#102');
  await panel.getByRole('option').first().click();
  await panel.getByLabel('Source').selectOption('Website');
  await panel.getByLabel('Type').selectOption('Enquiry');
  await panel.getByRole('button', { name: /Categories/ }).click();
  await panel.getByRole('checkbox', { name: 'Membership' }).check();
  await panel.getByRole('button', { name: /Categories/ }).click();
  const note = `E2E case ${Date.now()} ${test.info().project.name}`;
  await panel.getByPlaceholder('Enter your note here.').fill(note);
  const customer = `Erin Endtoend ${test.info().project.name} ${Date.now()}`;
  await panel.getByLabel('Name', { exact: true }).fill(customer);
  await panel.getByLabel('Status').selectOption('Resolved');
  await panel.getByLabel('Resolution Note').fill('Sorted on the phone.');
  await panel.getByRole('button', { name: 'Create Case' }).click();
  await expect(page.getByText('Case Created')).toBeVisible();
  await expect(panel).toBeHidden();

  // The new case is found by its customer (the seeded data has cases later today, so it need not be first by date).
  await page.goto('/case-management/search');
  await page.getByLabel('Customer Name').fill(customer);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: '1 results found' })).toBeVisible();
  const row = listRows(page, 'Cases found').first();
  await expect(row).toContainText('Source: Website');
  await expect(row).toContainText('Type: Enquiry');
  await expect(row).toContainText('Resolved');
});

test('a failed create keeps every field', { tag: '@any-viewport' }, async ({ page }) => {
  await openCases(page, '/case-management');
  await page.getByRole('button', { name: 'Add Case' }).click();
  const panel = page.getByRole('dialog', { name: 'Create New Case' });
  await panel.getByLabel('City').fill('Springfield');
  await panel.getByLabel('Email').fill('bad-email');
  await panel.getByRole('button', { name: 'Create Case' }).click();
  // The customer fields are checked first, with Edit Customer's rules; nothing is sent.
  await expect(panel.getByText('The customer email must be a valid email address.')).toBeVisible();
  await expect(page.getByText('Error creating case').first()).toBeVisible();
  await expect(panel.getByLabel('Email')).toHaveValue('bad-email');
  await panel.getByLabel('Email').fill('pat@example.com');
  await panel.getByRole('button', { name: 'Create Case' }).click();
  await expect(panel.getByText('The location field is required.')).toBeVisible();
  await expect(panel.getByLabel('City')).toHaveValue('Springfield');
  await expect(panel.getByLabel('Email')).toHaveValue('pat@example.com');
});

test('case list filters, grouped view and the case-id search', async ({ page }) => {
  await openCases(page, '/case-management/cases');
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
  if (isPhone(page)) await page.getByRole('button', { name: 'Filters' }).click();
  const filters = isPhone(page) ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Case filters' });
  await filters.getByLabel('Source').selectOption('Phone');
  await filters.getByRole('button', { name: /Created Date/ }).click();
  await expectNoAxeViolations(page);
  await filters.getByRole('button', { name: /Created Date/ }).click();
  if (isPhone(page)) await page.getByRole('button', { name: 'Close filters' }).click();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
  await expect(listRows(page, 'Cases').first()).toContainText('Source: Phone');

  await page.getByLabel('View As').selectOption('grouped');
  const region = page.getByRole('button', { name: /^District \d+ \(\d+\)$/ }).first();
  await region.click();
  await page
    .getByRole('button', { name: /#\d+ \(\d+\)$/ })
    .first()
    .click();
  await expect(listRows(page, /^Cases at /).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Search Case Id' }).click();
  const modal = page.getByRole('dialog', { name: 'Search for Case Id' });
  await modal.getByLabel('Please enter a case Id').fill('424242');
  await modal.getByRole('button', { name: 'Search' }).click();
  await expect(modal.getByText('Case not found')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByLabel('Please enter a case Id').fill('1003');
  await modal.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/case-management\/case\/1003$/);
});

test('search cases by customer', async ({ page }) => {
  await openCases(page, '/case-management/search');
  await expect(page.getByRole('heading', { name: 'Search Cases by Customer' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Customer Email').fill('mail.example');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^\d+ results found$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search Options', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
});

test('the viewer sees the case pages its permissions allow', { tag: '@any-viewport' }, async ({ page }) => {
  await openCases(page, '/case-management', 'viewer');
  await expect(page.getByRole('heading', { name: 'Open Cases' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Case' })).toHaveCount(0);
  await page.goto('/case-management/cases');
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
  await expect(page.getByLabel('View As').locator('option')).toHaveText(['List']);
});
