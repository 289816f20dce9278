import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Benchmarks of the job report modal (issue 10), run only on demand:
//   npm run bench:job-report        (JOB_REPORT_BENCH=1, desktop project, one worker)
// 1. event → modal visible: from the top-bar search's submit to the report's last question painted,
//    on the largest report (300 questions: a real demo report's categories repeated with fresh ids).
// 2. heap after 50 opens: JS heap after a forced GC, before and after opening and closing it 50 times.
// Prints the figures; asserts nothing about speed (timed assertions do not belong in tests).
// JOB_REPORT_SNAPSHOTS=<dir> also writes heap snapshots (after the forced GC) before and after the
// 50 opens, for Chromium DevTools' comparison view (Memory tab → Load).

const QUESTIONS = 300;

interface Question {
  id: number;
  question_num: number;
  answers?: Array<{ id: number }>;
}
interface Category {
  id: number;
  name: string;
  order: number;
  questions: Question[];
}

/** The real report's categories repeated, with fresh ids, until it holds QUESTIONS questions. */
function enlarge(body: { data?: { report?: Category[] }; report?: Category[] }): unknown {
  const data = body.data ?? body;
  const source = (data as { report?: Category[] }).report ?? [];
  const report: Category[] = [];
  let count = 0;
  for (let copy = 0; count < QUESTIONS; copy += 1) {
    for (const category of source) {
      if (count >= QUESTIONS) break;
      const questions = category.questions.slice(0, QUESTIONS - count).map((question) => ({
        ...question,
        id: question.id + copy * 1_000_000,
        question_num: (count += 1),
        answers: question.answers?.map((answer) => ({ ...answer, id: answer.id + copy * 100_000_000 })),
      }));
      report.push({ ...category, id: category.id + copy * 10_000, name: `${category.name} ${copy + 1}`, order: report.length + 1, questions });
    }
    if (source.length === 0) break;
  }
  (data as { report?: Category[] }).report = report;
  return body;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)] ?? NaN;

/** Submits the top-bar search for the job and waits, in the page, for its last question to paint. */
async function openBySearch(page: Page, jobId: number): Promise<number> {
  await page.getByPlaceholder('Search for Job or Survey Id').fill(String(jobId));
  return page.evaluate(async (questions) => {
    const form = document.querySelector<HTMLFormElement>('form.job-search');
    const t0 = performance.now();
    form?.requestSubmit();
    await new Promise<void>((resolve) => {
      const check = () =>
        document.querySelectorAll('.modal.show .report-question').length >= questions || performance.now() - t0 > 20_000
          ? resolve()
          : requestAnimationFrame(check);
      check();
    });
    // The frame after the DOM holds it: the paint.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - t0;
  }, QUESTIONS);
}

async function close(page: Page, jobId: number) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: `Job Id: ${jobId}` })).toBeHidden();
}

test('job report benchmarks', async ({ page }, info) => {
  test.skip(!process.env.JOB_REPORT_BENCH || info.project.name !== 'desktop', 'benchmark on demand');
  test.setTimeout(600_000);
  const ids = (await (await page.request.get('/api/__demo/job-report-ids')).json()) as { withMedia: number };
  const jobId = ids.withMedia;
  await page.route(new RegExp(`/api/job-report/${jobId}$`), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: enlarge((await response.json()) as Parameters<typeof enlarge>[0]) });
  });
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByPlaceholder('Search for Job or Survey Id')).toBeVisible();

  const first = await openBySearch(page, jobId);
  expect(await page.locator('.modal.show .report-question').count()).toBe(QUESTIONS);
  await close(page, jobId);
  const warm: number[] = [];
  for (let run = 0; run < 10; run += 1) {
    warm.push(await openBySearch(page, jobId));
    await close(page, jobId);
  }

  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  };
  const snapshot = async (name: string) => {
    const dir = process.env.JOB_REPORT_SNAPSHOTS;
    if (!dir) return;
    const chunks: string[] = [];
    const collect = (event: { chunk: string }) => chunks.push(event.chunk);
    cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
    writeFileSync(join(dir, `job-report-${name}.heapsnapshot`), chunks.join(''));
  };
  const before = await heap();
  await snapshot('before');
  for (let run = 0; run < 50; run += 1) {
    await openBySearch(page, jobId);
    await close(page, jobId);
  }
  const after = await heap();
  await snapshot('after');

  console.log(`\nJob report benchmarks (${QUESTIONS} questions, desktop Chromium)`);
  console.log(`  search submit → last question painted, first open (chunk and data cold): ${first.toFixed(0)} ms`);
  console.log(`  search submit → last question painted, next 10 opens: median ${median(warm).toFixed(0)} ms, p95 ${p95(warm).toFixed(0)} ms`);
  console.log(
    `  JS heap after GC: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after 50 more opens (${(after - before >= 0 ? '+' : '') + (after - before).toFixed(1)} MB)`,
  );
});
