import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, listRows } from './support';

const INACTIVITY = 'You have been logged out due to a period of inactivity.';

/** The side menu: fixed on a desktop, behind the menu button on a phone. */
async function mainMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await expect(menu).toBeVisible();
  return menu;
}

async function signedIn(page: Page, account: Parameters<typeof signIn>[1]) {
  await signIn(page, account);
  // The dashboard completes its address with the scheme and wave it loaded.
  await expect(page).toHaveURL(/\/dashboard\?scheme=\d+&wave=\d+$/);
}

test('an anonymous deep link lands on the login page, then back on it after sign-in', { tag: '@any-viewport' }, async ({ page }) => {
  await page.goto('/case-management/cases');
  await expect(page).toHaveURL(/\/\?next=%2Fcase-management%2Fcases$/);
  await page.getByLabel('Email Address').fill('viewer@example.com');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/case-management\/cases$/);
  // Only same-origin paths: anything else goes to the dashboard.
  await page.getByRole('button', { name: 'Val Viewer' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.goto('/?next=https%3A%2F%2Fevil.example%2F');
  await page.getByLabel('Email Address').fill('viewer@example.com');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
});

test('unknown paths read Whoops! Page Not Found.', async ({ page }) => {
  for (const path of ['/nowhere', '/a/b/c', '/case-management/unknown']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Whoops! Page Not Found.' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('a user without permissions lands on the restricted page', async ({ page }) => {
  await signIn(page, 'norole');
  await expect(page).toHaveURL(/\/restricted$/);
  await expect(page.getByRole('heading', { name: 'Restricted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Permissions Error' })).toBeVisible();
  await expect(page.getByText('We apologize, there is an error with your permission set up.')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/restricted$/);
});

/** The side menu's links for the manager; the overall admin has these and Admin Functions. */
const MANAGER_MENU = [
  'Today',
  'Dashboard',
  'NPS Dashboard',
  'Reporting',
  'Queries',
  'Critical Focus',
  'Dashboard',
  'Cases',
  'Search Customers',
  'Summary Reports',
  'Help',
  'Your Profile',
] as const;

test('the admin sees Admin Functions; the menu closes after navigation on a phone', async ({ page }) => {
  await signedIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();
  const menu = await mainMenu(page);
  await expect(menu.getByText('Admin Functions')).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText([...MANAGER_MENU, 'Add/Edit Roles', 'Edit Users Role', 'Become User']);
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Become User' }).click();
  await expect(page).toHaveURL(/\/become-user$/);
  await expect(page.getByRole('heading', { name: 'Active Users' })).toBeVisible();
  if ((page.viewportSize()?.width ?? 1280) < 1024) await expect(menu).toBeHidden();
});

for (const [account, entries] of [
  ['manager', MANAGER_MENU],
  ['viewer', ['Today', 'Dashboard', 'NPS Dashboard', 'Reporting', 'Dashboard', 'Cases', 'Search Customers', 'Help', 'Your Profile']],
] as const) {
  test(`the ${account} sees only its entries`, async ({ page }) => {
    await signedIn(page, account);
    const menu = await mainMenu(page);
    await expect(menu.getByRole('link')).toHaveText([...entries]);
    await expect(menu.getByText('Admin Functions')).toHaveCount(0);
  });
}

test('become user shows Acting as …, and Back to Admin returns', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/become-user');
  await expect(page.getByRole('heading', { name: 'Active Users' })).toBeVisible();
  await expect(listRows(page, 'Active Users')).toHaveCount(15);
  await expectNoAxeViolations(page);
  await page.getByLabel('Search users').fill('MANAGER@example');
  await expect(listRows(page, 'Active Users')).toHaveCount(1);
  await page.getByRole('button', { name: 'Become User Morgan Manager (2)' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await expect(page.getByText('Acting as Morgan Manager (2)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();
  const menu = await mainMenu(page);
  await expect(menu.getByText('Admin Functions')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Morgan Manager' }).click();
  await expect(page.getByText('User Id: 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(page.getByRole('button', { name: 'Alex Admin' })).toBeVisible();
  await expect(page.getByText('Acting as Morgan Manager (2)')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
});

test('a token problem logs out with the inactivity message on the company login page', { tag: '@any-viewport' }, async ({ page }) => {
  await signedIn(page, 'manager');
  const wave = page.getByLabel('Month');
  await expect(wave).toBeVisible();
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.token') ?? '{}') as { token?: string }).token);
  const response = await page.request.post('/api/__demo/blacklist-token', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const values = await wave.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await wave.selectOption(values[2] as string);
  // The company's login page, with the way back (issue 8: return after sign-in).
  await expect(page).toHaveURL(/\/913(\?next=[^&]+)?$/);
  await expect(page.getByText(INACTIVITY)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Splash Express Car Wash Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
});

test('Log Out ends the session at the company login page', async ({ page }) => {
  await signedIn(page, 'viewer');
  await page.getByRole('button', { name: 'Val Viewer' }).click();
  await expect(page.getByText('User Id: 3')).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/913$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/(913)?$/);
});

test('the dashboard frame switches schemes and waves', async ({ page }) => {
  await signedIn(page, 'manager');
  await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Dashboard', { exact: true }).selectOption({ label: 'Customer Cases' });
  await expect(page.getByRole('heading', { name: 'Customer Cases' })).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveCount(0);
  await page.getByLabel('Dashboard', { exact: true }).selectOption({ label: 'Combined Shop & Survey' });
  await expect(page.getByRole('heading', { name: 'Combined Shop & Survey' })).toBeVisible();
  await expect(page.getByLabel('Month')).toBeVisible();
});

// The demo server is shared by both projects: each resets the password of its own seeded user, never
// a demo account another test signs in with.
const RESET_USER = { desktop: 'hayden.smith10@example.com', phone: 'logan.wilson11@example.com' } as Record<string, string>;

test('the password screens and the company login page pass axe', async ({ page }, testInfo) => {
  const resetUser = RESET_USER[testInfo.project.name] ?? 'hayden.smith10@example.com';
  await page.goto('/913');
  await expect(page.getByRole('heading', { name: 'Splash Express Car Wash Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/913\/forgot-password$/);
  // The login page (with its own 'Email Address') stays up until the new page's chunk has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email Address').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText("We can't find a user with that email address.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email Address').fill('manager@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Success! We have e-mailed your password reset link.')).toBeVisible();
  await page.goto('/password/reset/913/some-token');
  await page.getByLabel('Email Address').fill(resetUser);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Password', { exact: true }).fill('newpassword1');
  await page.getByLabel('Confirm Password').fill('newpassword1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/913$/);
  await expect(page.getByText('Your password has been reset!')).toBeVisible();
});

test('the impersonation link signs the admin in as the user', { tag: '@any-viewport' }, async ({ page }) => {
  await page.goto('/admin-login/3/1');
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await expect(page.getByText('Acting as Val Viewer (3)')).toBeVisible();
});

test('a bad impersonation link logs out and reloads on the login page', { tag: '@any-viewport' }, async ({ page }) => {
  await page.goto('/admin-login/3/2');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
