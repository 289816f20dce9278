import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/*
 * Benchmarks of the admin pages (issue 15), run only on demand, never by `npm test`:
 *   npm run build && npm run bench:admin
 * (= ADMIN_BENCH=1 DEMO_SCALE=50 playwright test tests/e2e/admin-bench.spec.ts --project=desktop;
 * E2E_DIST=dist-… to measure another build). Prints median and p95 against the 50 ms target and
 * asserts nothing about time (timings belong in reports, not in tests).
 *   1. Update Users Role at DEMO_SCALE=50 (~1,700 active users): a real keystroke in the search box
 *      → the next frame after the list has re-rendered.
 *   2. Edit Roles with ~200 permissions (the demo's 53 plus generated groups, served by page.route):
 *      a click on one permission → the next frame.
 */
test.skip(({ isMobile }) => !process.env.ADMIN_BENCH || isMobile, 'benchmark on demand: ADMIN_BENCH=1');

const TARGET = 50;

/**
 * Records, for every event of `type`, the time from the event to the frame after it (ms), and for
 * every `workType` event the main-thread work it caused (React renders a discrete event's updates
 * before the event leaves the window): on a busy shared machine the frame time carries the waits of
 * other processes, the work much less.
 */
async function recordFrames(page: Page, type: 'keydown' | 'click', workType: 'input' | 'click') {
  await page.evaluate(
    ([eventType, workEventType]) => {
      const holder = window as unknown as { __benchSamples: number[]; __benchWork: number[] };
      holder.__benchSamples = [];
      holder.__benchWork = [];
      document.addEventListener(
        eventType,
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => holder.__benchSamples.push(performance.now() - start), 0));
        },
        true,
      );
      let workStart = 0;
      window.addEventListener(workEventType, () => (workStart = performance.now()), true);
      window.addEventListener(workEventType, () => holder.__benchWork.push(performance.now() - workStart));
    },
    [type, workType] as const,
  );
}

async function takeSamples(page: Page): Promise<{ frames: number[]; work: number[] }> {
  return page.evaluate(() => {
    const holder = window as unknown as { __benchSamples: number[]; __benchWork: number[] };
    return { frames: [...holder.__benchSamples], work: [...holder.__benchWork] };
  });
}

function line(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
  console.log(
    `BENCH ${name.padEnd(58)} n=${String(sorted.length).padStart(3)}  median ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${p95 <= TARGET ? 'ok' : `over ${TARGET} ms`}`,
  );
}

function report(name: string, { frames, work }: { frames: number[]; work: number[] }) {
  line(`${name}: event → next frame`, frames);
  line(`${name}: main-thread work`, work);
}

test('users-role search keystroke at DEMO_SCALE', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await page.goto('/users-role');
  const search = page.getByLabel('Search users');
  await expect(page.getByRole('combobox', { name: /^Role for / }).first()).toBeVisible();
  const count = await page.getByText(/^\d+ users$/).textContent();
  await recordFrames(page, 'keydown', 'input');
  await search.click();
  // Terms that narrow the list step by step (names, an e-mail part, a role, an id), then erased.
  for (const term of ['emerson', 'lewis', 'example.com', 'site manager', '1234']) {
    for (const key of term) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(60);
    }
    for (let index = 0; index < term.length; index += 1) {
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(60);
    }
  }
  await page.waitForTimeout(200);
  report(`users-role search keystroke (${count})`, await takeSamples(page));
});

/** The demo's permission groups plus generated ones, about 200 permissions in all. */
async function servePermissions(page: Page, total = 200) {
  await page.route('**/api/permissions', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, Array<{ id: number; name: string; short_name: string }>> };
    let count = Object.values(body.data).reduce((sum, items) => sum + items.length, 0);
    let id = 10_000;
    for (let group = 1; count < total; group += 1) {
      const items = [];
      for (let index = 0; index < 15 && count < total; index += 1, count += 1)
        items.push({ id: (id += 1), name: `extra ${group} - permission ${index + 1}`, short_name: `permission ${index + 1}` });
      body.data[`extra ${group}`] = items;
    }
    await route.fulfill({ json: body });
  });
}

test('one permission toggle among ~200 on the edit-role page', async ({ page }) => {
  test.setTimeout(180_000);
  await servePermissions(page);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await page.goto('/roles/3');
  const boxes = page.locator('.permission-group ul input[type="checkbox"]');
  await expect(boxes.first()).toBeVisible();
  const total = await boxes.count();
  await recordFrames(page, 'click', 'click');
  // Spread over the page: the first group, the middle and the generated groups at the end.
  for (let round = 0; round < 40; round += 1) {
    await boxes.nth((round * 37) % total).click();
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(200);
  report(`permission toggle (${total} permissions)`, await takeSamples(page));
});
