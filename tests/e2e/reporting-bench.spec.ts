import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// The browser half of `npm run bench:reporting` (issue 14 item 11), run only on demand:
// DEMO_SCALE=200 BENCH=1 E2E_DIST=dist-… npx playwright test tests/e2e/reporting-bench.spec.ts --project=desktop
// The report: job-level rank over all waves of 'Combined Shop & Survey' (mcds102), 99,999 rows,
// capped and flagged large. Times each step from the click (or keystroke) to the next paint after
// the table changed: sorts per column both ways, a 1–3 character text filter, next and last page.
// Prints median and p95 against the 50 ms target; asserts nothing about speed (timed assertions do
// not belong in tests).
const RUNS = 9;
const TARGET = 50;

/** Runs `act` in the page and resolves with the ms until the frame after `changed()` turns true has painted. */
async function timeToPaint(page: Page, act: string, changed: string): Promise<number> {
  return page.evaluate(
    async ([actSource, changedSource]) => {
      const run = new Function(actSource as string) as () => void;
      const done = new Function(`return (${changedSource as string});`) as () => boolean;
      const t0 = performance.now();
      run();
      await new Promise<void>((resolve) => {
        const check = () => (done() || performance.now() - t0 > 10_000 ? resolve() : requestAnimationFrame(check));
        check();
      });
      // The frame holding the change has been painted once a task queued from its rAF runs.
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - t0;
    },
    [act, changed],
  );
}

function report(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number;
  return `BENCH ${name.padEnd(26)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${p95 <= TARGET ? 'ok' : `over ${TARGET} ms`}`;
}

test('Reporting table benchmarks (Chromium, to next paint)', async ({ page }, info) => {
  test.skip(!(process.env.BENCH || process.env.REPORTING_BENCH) || info.project.name !== 'desktop', 'benchmark on demand');
  test.setTimeout(600_000);
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 120_000 });
  const started = Date.now();
  await page.goto('/reporting?scheme=mcds102&report=rank&level=job');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 300_000 });
  const loaded = Date.now() - started;
  await expect(page.getByText('Showing the first 99,999 rows. Narrow the filters to see the rest.')).toBeVisible();
  await expect(page.getByText('99,999 rows', { exact: true })).toBeVisible();
  // Let the idle-time work (each column's sort order) finish, as it would while a user reads the table.
  await page.waitForTimeout(3000);
  const lines: string[] = [`BENCH report of 99,999 rows shown ${loaded} ms after navigation (demo server seeding and building included)`];

  // What a frame costs on this machine now, with no work: a DOM change to the next paint.
  const idle: number[] = [];
  for (let run = 0; run < RUNS; run += 1) idle.push(await timeToPaint(page, `document.body.dataset.bench = String(${run});`, 'true'));
  lines.push(report('baseline (no work)', idle));

  const headers = await page.locator('.report-table thead th').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
  for (const [position, header] of headers.entries()) {
    const times: Record<string, number[]> = { ascending: [], descending: [] };
    for (let run = 0; run < 2 * RUNS; run += 1) {
      const before = await page.locator('.report-table thead th').nth(position).getAttribute('aria-sort');
      const expected = before === 'ascending' ? 'descending' : 'ascending';
      const th = `document.querySelectorAll('.report-table thead th')[${position}]`;
      const time = await timeToPaint(page, `${th}.querySelector('button').click();`, `${th}.getAttribute('aria-sort') === '${expected}'`);
      times[expected]?.push(time);
    }
    lines.push(report(`sort ${header} asc`, times.ascending ?? []), report(`sort ${header} desc`, times.descending ?? []));
  }

  const setFind = (text: string) =>
    `const input = document.querySelector('input[type=search]'); Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)}); input.dispatchEvent(new Event('input', { bubbles: true }));`;
  const countText = `document.querySelector('.report-output [aria-live=polite]').textContent`;
  for (const text of ['5', '50', '500']) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      times.push(await timeToPaint(page, setFind(text), `${countText}.includes(' of ')`));
      await timeToPaint(page, setFind(''), `!${countText}.includes(' of ')`);
    }
    lines.push(report(`filter "${text}"`, times));
  }

  const firstIndex = `document.querySelector('.report-table tbody tr td')?.textContent`;
  const pageButton = (label: string) => `document.querySelector('.report-output nav button[aria-label="${label}"]').click();`;
  for (const [name, label] of [
    ['next page', 'Next page'],
    ['last page', 'Last page'],
  ] as const) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const before = await page.evaluate(firstIndex);
      times.push(await timeToPaint(page, pageButton(label), `${firstIndex} !== ${JSON.stringify(before)}`));
      const after = await page.evaluate(firstIndex);
      await timeToPaint(page, pageButton('First page'), `${firstIndex} !== ${JSON.stringify(after)}`);
    }
    lines.push(report(name, times));
  }
  // The same clicks on an 8-row report: the fixed cost of a step (address, router, React), whatever the size.
  await page.goto('/reporting?scheme=1&report=rank&level=md');
  await expect(page.getByRole('table')).toBeVisible();
  const small: Record<string, number[]> = { ascending: [], descending: [] };
  for (let run = 0; run < 2 * RUNS; run += 1) {
    const th = `document.querySelectorAll('.report-table thead th')[3]`;
    const before = await page.evaluate(`${th}.getAttribute('aria-sort')`);
    const expected = before === 'ascending' ? 'descending' : 'ascending';
    small[expected]?.push(await timeToPaint(page, `${th}.querySelector('button').click();`, `${th}.getAttribute('aria-sort') === '${expected}'`));
  }
  lines.push(report('8-row report: sort asc', small.ascending ?? []), report('8-row report: sort desc', small.descending ?? []));
  console.log(lines.join('\n'));
});
