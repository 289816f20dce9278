// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resetDb, type Db, type JobRow } from '@/demo/db';
import { ANSWER_TYPE, CF_STATUS, QUERY_STATUS } from '@/demo/seedProgramme';
import { today } from '@/demo/random';

/** The programme tables, as the API would serialise them. */
function programme(data: Db): string {
  return JSON.stringify({
    reportCategories: data.reportCategories,
    jobs: data.jobs,
    npsResponses: data.npsResponses,
    queries: data.queries,
    criticalFocusStatuses: data.criticalFocusStatuses,
    criticalFocus: data.criticalFocus,
  });
}

const daysBefore = (dateTime: string) => (today().getTime() + 86_400_000 - new Date(dateTime.replace(' ', 'T')).getTime()) / 86_400_000;

describe('demo seed: programme data', () => {
  it('is deterministic: two resets give the same jobs, NPS responses, queries and critical focus', () => {
    const first = programme(resetDb());
    const second = programme(resetDb());
    expect(first.length).toBeGreaterThan(100_000);
    expect(second).toBe(first);
  });

  it('has a mystery shop for every site in every completed wave, plus audits and surveys', () => {
    const data = resetDb();
    const completed = data.waves.filter((wave) => wave.status === 8);
    expect(completed.length).toBeGreaterThanOrEqual(12);
    for (const wave of completed) {
      const sites = new Set(data.jobs.filter((job) => job.schemeId === 1 && job.waveId === wave.id).map((job) => job.locationId));
      expect(sites.size).toBe(data.locations.length);
    }
    expect(data.jobs.filter((job) => job.schemeId === 2).length).toBeGreaterThan(100);
    const surveys = data.jobs.filter((job) => job.schemeId === 4);
    expect(surveys.length).toBeGreaterThan(100);
    expect(surveys.every((job) => job.isSurvey)).toBe(true);
    expect(data.jobs.filter((job) => job.schemeId !== 4).every((job) => !job.isSurvey)).toBe(true);
    expect(new Set(data.jobs.map((job) => job.id)).size).toBe(data.jobs.length);
    const locations = new Set(data.locations.map((location) => location.id));
    expect(data.jobs.every((job) => locations.has(job.locationId) && job.status === 8)).toBe(true);
  });

  it('covers every answer type, n/a answers, and queryable and non-queryable questions', () => {
    const data = resetDb();
    const shop = data.jobs.find((job) => job.schemeId === 1) as JobRow;
    const shopTypes = new Set(shop.questions.map((question) => question.answer_type));
    for (const code of Object.values(ANSWER_TYPE)) expect(shopTypes, `answer type ${code}`).toContain(code);
    const questions = data.jobs.slice(0, 400).flatMap((job) => job.questions);
    expect(questions.some((question) => question.answers.some((answer) => answer.selected && answer.weight === -100))).toBe(true);
    expect(questions.some((question) => question.can_query === 1)).toBe(true);
    expect(questions.some((question) => question.can_query === 0 && question.total_points > 0)).toBe(true);
    expect(questions.some((question) => question.answers.some((answer) => answer.comments !== null))).toBe(true);
    // Text-type answers carry the written response.
    const narrative = shop.questions.find((question) => question.answer_type === ANSWER_TYPE.narrative);
    expect(narrative?.answers[0]?.response.length).toBeGreaterThan(10);
  });

  it('keeps scores consistent: questions add up to categories and the job, some categories score nothing', () => {
    const data = resetDb();
    for (const job of data.jobs.slice(0, 300)) {
      const questionPoints = job.questions.reduce((sum, question) => sum + question.points_scored, 0);
      const questionTotal = job.questions.reduce((sum, question) => sum + question.total_points, 0);
      expect(questionPoints).toBe(job.points_scored);
      expect(questionTotal).toBe(job.total_points);
      expect(job.categoryScores.reduce((sum, category) => sum + category.points_scored, 0)).toBe(job.points_scored);
      expect(job.categoryScores.reduce((sum, category) => sum + category.total_points, 0)).toBe(job.total_points);
      expect(job.points_scored).toBeLessThanOrEqual(job.total_points);
      expect(job.grade).toBeGreaterThanOrEqual(1);
      expect(job.grade).toBeLessThanOrEqual(6);
      if (job.nps_score !== null) {
        const nps = job.questions.find((question) => question.answer_type === ANSWER_TYPE.nps);
        expect(nps?.answers.find((answer) => answer.selected)?.response).toBe(String(job.nps_score));
      }
    }
    expect(data.jobs.every((job) => job.categoryScores.some((category) => category.total_points === 0))).toBe(true);
    expect(data.jobs.filter((job) => job.schemeId === 2).every((job) => job.nps_score === null)).toBe(true);
    expect(new Set(data.jobs.map((job) => job.grade)).size).toBeGreaterThanOrEqual(4);
    // Reading the questions twice gives the same report.
    const job = data.jobs[5] as JobRow;
    expect(JSON.stringify(job.questions)).toBe(JSON.stringify(job.questions));
  });

  it('has one NPS response per NPS job, with promoters, passives and detractors', () => {
    const data = resetDb();
    const npsJobs = data.jobs.filter((job) => job.nps_score !== null);
    expect(data.npsResponses.length).toBe(npsJobs.length);
    const scores = data.npsResponses.map((response) => response.nps_score);
    expect(scores.some((score) => score >= 9)).toBe(true);
    expect(scores.some((score) => score === 7 || score === 8)).toBe(true);
    expect(scores.some((score) => score <= 6)).toBe(true);
    expect(scores.every((score) => score >= 0 && score <= 10)).toBe(true);
    expect(data.npsResponses.some((response) => response.comments === null)).toBe(true);
    expect(data.npsResponses.some((response) => response.comments !== null)).toBe(true);
    expect(data.npsResponses.some((response) => response.addition_question !== null)).toBe(true);
    const byId = new Map(data.jobs.map((job) => [job.id, job]));
    expect(data.npsResponses.every((response) => byId.get(response.jobId)?.nps_score === response.nps_score)).toBe(true);
  });

  it('has queries in every ticket status, both query types and every question outcome', () => {
    const data = resetDb();
    const open = data.queries.filter((query) => !query.is_resolved);
    for (const status of Object.values(QUERY_STATUS)) {
      expect(
        open.some((query) => query.status_id === status),
        `open query in status ${status}`,
      ).toBe(true);
    }
    const resolved = data.queries.filter((query) => query.is_resolved);
    expect(resolved.some((query) => daysBefore(query.resolved_date as string) <= 30)).toBe(true);
    expect(resolved.some((query) => daysBefore(query.resolved_date as string) > 30)).toBe(true);
    expect(data.queries.some((query) => query.query_type === 1 && query.query_text)).toBe(true);
    expect(data.queries.some((query) => query.query_type === 2 && query.questions.length > 0)).toBe(true);
    const outcomes = new Set(data.queries.flatMap((query) => query.questions.map((question) => question.resolved_status_id)));
    for (const outcome of [0, 1, 2, 3, 4]) expect(outcomes, `outcome ${outcome}`).toContain(outcome);
    expect(data.queries.every((query) => query.notes.length > 0)).toBe(true);
    const jobs = new Map(data.jobs.map((job) => [job.id, job]));
    expect(data.queries.every((query) => [1, 2].includes(jobs.get(query.job_id)?.schemeId ?? 0))).toBe(true);
    expect(new Set(open.map((query) => query.job_id)).size).toBe(open.length);
  });

  it('has critical focus items in every status, with and without contact details', () => {
    const data = resetDb();
    const statusIds = data.criticalFocusStatuses.map((status) => status.id);
    expect(statusIds).toEqual(expect.arrayContaining([CF_STATUS.new, CF_STATUS.resolved]));
    expect(data.criticalFocusStatuses.map((status) => status.name)).toEqual(expect.arrayContaining(['In Progress', 'Contacted Customer']));
    for (const id of statusIds)
      expect(
        data.criticalFocus.some((item) => item.status_id === id),
        `status ${id}`,
      ).toBe(true);
    expect(data.criticalFocus.some((item) => item.wants_contact && item.contact_details !== null)).toBe(true);
    expect(data.criticalFocus.some((item) => item.wants_contact && item.contact_details === null)).toBe(true);
    expect(data.criticalFocus.some((item) => !item.wants_contact)).toBe(true);
    const resolved = data.criticalFocus.filter((item) => item.status_id === CF_STATUS.resolved);
    expect(resolved.some((item) => daysBefore(item.updated_date as string) <= 30)).toBe(true);
    expect(resolved.some((item) => daysBefore(item.updated_date as string) > 30)).toBe(true);
    expect(data.criticalFocus.filter((item) => item.status_id === CF_STATUS.new).every((item) => item.notes.length === 0 && item.updated_by === null)).toBe(
      true,
    );
    expect(data.criticalFocus.filter((item) => item.status_id !== CF_STATUS.new).every((item) => item.notes.length > 0)).toBe(true);
    const jobs = new Set(data.jobs.map((job) => job.id));
    expect(data.criticalFocus.every((item) => jobs.has(item.job_id))).toBe(true);
  });

  it('gives the jobs and surveys that seeded cases name the case\u2019s site', () => {
    const data = resetDb();
    const jobs = new Map(data.jobs.map((job) => [job.id, job]));
    // Every report a seeded case names exists, of the right kind.
    for (const row of data.cases.filter((item) => item.job_id > 0)) expect(jobs.get(row.job_id)?.isSurvey, `job ${row.job_id}`).toBe(false);
    for (const row of data.cases.filter((item) => item.survey_id > 0)) expect(jobs.get(row.survey_id)?.isSurvey, `survey ${row.survey_id}`).toBe(true);
    const linked = data.cases.filter((row) => row.job_id > 0);
    expect(linked.length).toBeGreaterThan(5);
    // Two cases at one site naming shops of the same wave cannot both match (a site has one shop a wave).
    const matching = linked.filter((row) => jobs.get(row.job_id)?.locationId === row.location_id);
    expect(matching.length).toBeGreaterThanOrEqual(linked.length - 2);
    const surveys = data.cases.filter((row) => row.survey_id > 0);
    expect(surveys.length).toBeGreaterThan(5);
    for (const row of surveys) expect(jobs.get(row.survey_id)?.locationId).toBe(row.location_id);
  });
});
