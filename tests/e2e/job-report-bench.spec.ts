import { expect, test } from '@playwright/test';
import { signIn } from './support';

/*
 * Benchmarks (issue 10), run on demand: BENCH=1 … --project=desktop. They print numbers and assert
 * nothing about time (timings belong in reports, not in tests).
 *   1. ?job= pushed (what jobReportRequested does) → modal visible, for a 300-question report
 *      (served by page.route; refetched on every open).
 *   2. JS heap after 50 opens and closes.
 */
test.skip(!process.env.BENCH, 'benchmark: set BENCH=1');

function bigReport(id: number) {
  const questions = Array.from({ length: 300 }, (_, index) => ({
    id: 900000 + index,
    question_num: index + 1,
    question: `Question ${index + 1}: was the standard met at this point of the visit?`,
    chint: index % 5 === 0 ? 'Answer as seen.' : null,
    answer_type: [1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 14][index % 11],
    answers: Array.from({ length: 4 }, (_, a) => ({ id: index * 10 + a, response: index % 11 === 6 || index % 11 === 10 ? `Row ${a}: ${a % 2 ? 'Fail' : 'Pass'}` : `Option ${a}`, selected: a === index % 4, weight: a === 0 ? 2 : 0, score_type: a === 0 ? 1 : 2, comments: a === index % 4 && index % 7 === 0 ? 'A comment.' : null })),
    points_scored: index % 3 ? 2 : 0,
    total_points: 2,
    max_possible_total_points: 2,
    score: index % 3 ? 1 : 0,
    can_query: 1,
  }));
  const report = Array.from({ length: 15 }, (_, c) => ({ id: c + 1, name: `Category ${c + 1}`, order: c + 1, questions: questions.slice(c * 20, c * 20 + 20) }));
  return {
    jobDetails: { jobId: id, location: 'Benchmark #1', scheme_name: 'Mystery Shop Program', wave: 'May', score: 0.66, nps_score: 8, expenses: null },
    criticalFocus: null,
    categoryScores: report.map((category) => ({ id: category.id, name: category.name, points_scored: 26, total_points: 40, score: 0.65, order: category.order })),
    images: [],
    audio: null,
    report,
    queryDetails: { query_id: null, has_open_query: false, can_be_queried: false },
  };
}

test('event → visible (300 questions), heap after 50 opens', async ({ page }) => {
  test.setTimeout(240_000);
  const id = 999001;
  await page.route(`**/api/job-report/${id}`, (route) => route.fulfill({ json: bigReport(id) }));
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  // Warm the modal chunk once.
  await page.goto(`/dashboard?job=${id}`);
  await expect(page.getByRole('dialog', { name: `Job Id: ${id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const timings: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    const started = await page.evaluate(() => performance.now());
    await page.getByPlaceholder('Search for Job or Survey Id').fill('');
    await page.evaluate((jobId) => {
      const url = new URL(window.location.href);
      url.searchParams.set('job', String(jobId));
      window.history.pushState({ usr: { jobReportPushed: true }, key: `b${Math.random()}`, idx: 1 }, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, id);
    await page.getByRole('heading', { name: `Job Id: ${id}` }).waitFor();
    timings.push((await page.evaluate(() => performance.now())) - started);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
  timings.sort((a, b) => a - b);
  console.log(`BENCH open→visible ms: first ${timings[0]?.toFixed(0)} median ${timings[25]?.toFixed(0)} p90 ${timings[45]?.toFixed(0)}; heap after 50 opens ${(heap / 1048576).toFixed(1)} MB`);
});
