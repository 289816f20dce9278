import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, listRows, signInAt } from './support';

// Desktop and phone share one demo server: each project works on its own seeded cases.
const CASES: Record<string, { main: number }> = { desktop: { main: 1022 }, phone: { main: 1029 } };

function caseFor(projectName: string): number {
  return (CASES[projectName] ?? CASES.desktop)!.main;
}

async function openCase(page: Page, id: number) {
  await signInAt(page, 'manager', `/case-management/case/${id}`);
  await expect(page.getByRole('heading', { name: `Case #${id} Details` })).toBeVisible();
}

const top = (page: Page) => page.getByRole('group', { name: 'Case actions', exact: true });

test('opens a case from the case list, with no axe violations', async ({ page }) => {
  await signInAt(page, 'manager', '/case-management/cases');
  const row = listRows(page, 'Cases').first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/case-management\/case\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByRole('heading', { name: `Case #${id} Details` })).toBeVisible();
  await expect(page.getByText(/^Current Status: /)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('adds a resolving note, then reopens the case', async ({ page }, info) => {
  const id = caseFor(info.project.name);
  await openCase(page, id);
  await top(page).getByRole('button', { name: 'Add Note' }).click();
  const form = page.getByRole('form', { name: 'Add Note' });
  await expect(form).toBeInViewport();
  await expectNoAxeViolations(page);
  await form.getByLabel('Note Status').selectOption({ label: 'Resolved' });
  await form.getByLabel('Note', { exact: true }).fill('Spoke to the customer; refund issued.\nClosing.');
  await form.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Case note successfully added')).toBeVisible();
  await expect(page.getByText('Current Status: Resolved')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await top(page).getByRole('button', { name: 'Reopen Case' }).click();
  await expect(page.getByText('Case successfully reopened')).toBeVisible();
  await expect(page.getByText('Current Status: In Progress')).toBeVisible();
  await expect(top(page).getByRole('button', { name: 'Delete Case' })).toBeVisible();
});

test('replies to the customer with an attachment', async ({ page }, info) => {
  const id = caseFor(info.project.name);
  await openCase(page, id);
  await top(page).getByRole('button', { name: 'Reply' }).click();
  const form = page.getByRole('form', { name: 'Reply to Customer' });
  await expect(form.getByLabel('Message')).toBeVisible();
  await form.getByRole('button', { name: 'Send Reply' }).click();
  await expect(form.getByText('You need to enter a message.')).toBeVisible();
  await form.getByLabel('Message').fill('Dear customer,\nThank you for your patience.');
  await form.getByLabel('Cc', { exact: true }).fill('a@example.com; b@example.com');
  await form.getByLabel('Attachments').setInputFiles({ name: 'voucher.txt', mimeType: 'text/plain', buffer: Buffer.from('Free wash voucher') });
  await expect(form.getByText('voucher.txt')).toBeVisible();
  await expectNoAxeViolations(page);
  const sent = page.waitForRequest((request) => request.url().endsWith(`/api/case-management/cases/${id}/emails/store`) && request.method() === 'POST');
  await form.getByRole('button', { name: 'Send Reply' }).click();
  expect((await sent).headers()['content-type']).toContain('multipart/form-data');
  await expect(page.getByText('Customer successfully emailed')).toBeVisible();
  // What the demo API received (a demo-only read-out of its outbox).
  const outbox = (await (await page.request.get('/api/__demo/sent-emails')).json()) as {
    data: Array<{ case_id: number; kind: string; cc: string[]; body: string; attachmentNames: string[] }>;
  };
  const reply = outbox.data.filter((email) => email.case_id === id && email.kind === 'reply').at(-1);
  expect(reply).toMatchObject({
    cc: ['a@example.com', 'b@example.com'],
    body: 'Dear customer,\nThank you for your patience.',
    attachmentNames: ['voucher.txt'],
  });
  await expect(page.getByRole('form', { name: 'Reply to Customer' })).toHaveCount(0);
});

test('forwards the case to a distribution list', async ({ page }, info) => {
  const id = caseFor(info.project.name);
  await openCase(page, id);
  await top(page).getByRole('button', { name: 'Forward' }).click();
  const form = page.getByRole('form', { name: 'Forward Case' });
  await form.getByRole('button', { name: 'Forward Case' }).click();
  await expect(form.getByText('You need to select a distribution list, or enter at least one manual email.')).toBeVisible();
  await form.getByLabel('Customer Care Team').check();
  await form.getByLabel('Manual Emails').fill('ops.lead@example.com');
  await form.getByLabel('Message (optional)').fill('Please follow up.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Forward Case' }).click();
  await expect(page.getByText('Case details forwarded successfully')).toBeVisible();
});

test('uploads an attachment and downloads it', { tag: '@any-viewport' }, async ({ page }, info) => {
  const id = caseFor(info.project.name);
  await openCase(page, id);
  await top(page).getByRole('button', { name: 'Add Attachments' }).click();
  const form = page.getByRole('form', { name: 'Add Attachments' });
  await form.getByLabel('Files').setInputFiles([
    { name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
    { name: `photo-${info.project.name}.txt`, mimeType: 'text/plain', buffer: Buffer.from('dent photo') },
  ]);
  await expect(form.getByText('The file empty.txt is empty.')).toBeVisible();
  await form.getByRole('button', { name: 'Remove empty.txt' }).click();
  await form.getByLabel(`Description for photo-${info.project.name}.txt`).fill('Photo of the dent');
  await form.getByRole('button', { name: 'Upload Attachments' }).click();
  await expect(page.getByText('Attachments successfully uploaded')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `photo-${info.project.name}.txt` });
  await expect(item).toContainText('Photo of the dent');
  const download = page.waitForResponse((response) => /\/attachments\/\d+$/.test(response.url()));
  const popup = page.waitForEvent('popup');
  await item.getByRole('button', { name: /^Download / }).click();
  const response = await download;
  expect(response.headers()['content-disposition']).toContain(`photo-${info.project.name}.txt`);
  // The new tab shows the file itself.
  const tab = await popup;
  await expect(tab.locator('body')).toContainText('dent photo');
  await tab.close();
});

test("the customer dialog's other-case link opens that case", { tag: '@any-viewport' }, async ({ page }, info) => {
  const id = caseFor(info.project.name);
  await openCase(page, id);
  await page.getByRole('button', { name: 'View Customer Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Details' });
  await expect(dialog.getByText('Name', { exact: true })).toBeVisible();
  const toggle = dialog.getByRole('button', { name: /^Customers Other Cases \(\d+\)$/ });
  await toggle.click();
  await expectNoAxeViolations(page);
  const link = dialog.getByRole('link', { name: /^Go To Case \d+$/ }).first();
  const other = (await link.textContent())?.replace('Go To Case ', '').trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/case-management/case/${other}$`));
  await expect(page.getByRole('heading', { name: `Case #${other} Details` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the viewer sees the case without actions or edit controls', { tag: '@any-viewport' }, async ({ page }, info) => {
  const id = caseFor(info.project.name);
  await signInAt(page, 'viewer', `/case-management/case/${id}`);
  await expect(page.getByRole('heading', { name: `Case #${id} Details` })).toBeVisible();
  await expect(top(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByText(/^Source (Report|Survey) Id: \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the delete confirmation has no axe violations and cancelling keeps the case', async ({ page }, info) => {
  const id = caseFor(info.project.name);
  await openCase(page, id);
  await top(page).getByRole('button', { name: 'Delete Case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Case' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/case-management/case/${id}$`));
});
