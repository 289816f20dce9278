import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Benchmarks of the Queries page (issue 11), run only on demand:
// DEMO_SCALE=20 QUERIES_BENCH=1 E2E_DIST=dist-… npx playwright test tests/e2e/queries-bench.spec.ts --project=desktop
// Prints the timings; asserts nothing about speed (timed assertions do not belong in tests).
test('Queries benchmarks', async ({ page }, info) => {
  test.skip(!process.env.QUERIES_BENCH || info.project.name !== 'desktop', 'benchmark on demand');
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  const started = Date.now();
  await page.goto('/queries?tab=open');
  await expect(page.locator('.query-rows tbody tr').first()).toBeVisible();
  const firstRender = Date.now() - started;
  // Again, now that the demo server has built its programme data (seeded on first use).
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Queries' })).toBeVisible();
  const again = Date.now();
  await page.getByRole('link', { name: 'Queries' }).click();
  await page.getByRole('tab', { name: /Open Queries \(\d+\)/ }).click();
  await expect(page.locator('.query-rows tbody tr').first()).toBeVisible();
  const openRender = Date.now() - again;
  const count = await page.getByRole('tab', { name: /Open Queries/ }).textContent();

  const search = page.getByLabel('Search by query id, job id or location');
  const keystroke = await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('#queries-open-search');
    if (!input) return -1;
    input.focus();
    const rows = document.querySelectorAll('.query-rows tbody tr');
    const term = rows[rows.length - 1]?.querySelector('td:nth-child(2)')?.textContent?.split(' - ')[0] ?? '3';
    const before = document.querySelector('.query-rows tbody')?.innerHTML;
    const t0 = performance.now();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, term);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise<void>((resolve) => {
      const check = () =>
        document.querySelector('.query-rows tbody')?.innerHTML !== before || performance.now() - t0 > 5000 ? resolve() : requestAnimationFrame(check);
      check();
    });
    return performance.now() - t0;
  });
  await search.fill('');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  const step = await page.evaluate(async () => {
    const t0 = performance.now();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    await new Promise<void>((resolve) => {
      const check = () =>
        document.activeElement === document.querySelectorAll('.query-rows tbody tr')[1] || performance.now() - t0 > 5000
          ? resolve()
          : requestAnimationFrame(check);
      check();
    });
    return performance.now() - t0;
  });
  const client = await page.context().newCDPSession(page);
  await client.send('HeapProfiler.collectGarbage');
  const heap = (await client.send('Runtime.getHeapUsage')) as { usedSize: number };
  console.log(
    `BENCH open tab render ${openRender} ms from the menu (first load with server seeding ${firstRender} ms) (${count}); search keystroke → list ${keystroke.toFixed(1)} ms; j step ${step.toFixed(1)} ms; heap ${(heap.usedSize / 1048576).toFixed(1)} MB`,
  );
});
