import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/demo/db';
import { stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';
import { searchParamsTo, useRequestLog } from '../support/requestLog';
import { server } from '../setup';

const log = useRequestLog();

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.parentElement?.tagName === 'TBODY');
const cellText = (row: HTMLElement, column: number) => row.querySelectorAll('td')[column]?.textContent ?? '';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('report layouts', () => {
  it('category day-part: one table per sub title, each numbered from 1; the sort and text filter apply to every table', async () => {
    const { user, router } = renderRoute('/reporting?scheme=1&report=category-day-part&level=rbm', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Category Day Part', level: 2 })).toBeInTheDocument();
    const titles = ['Morning (before 11:00)', 'Midday (11:00 - 13:59)', 'Afternoon (14:00 - 16:59)', 'Evening (17:00 and later)'];
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(titles));
    const tables = titles.map((title) => screen.getByRole('region', { name: `${title} table` }));
    for (const region of tables) {
      const table = within(region).getByRole('table');
      // The sub title is the table's heading, not a column.
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent)
          .slice(0, 4),
      ).toEqual(['#', 'RBM', 'Visits', 'Score']);
      expect(bodyRows(table).map((row) => cellText(row, 0))).toEqual(bodyRows(table).map((_, index) => String(index + 1)));
    }
    // Each table has its own exports.
    expect(screen.getByRole('button', { name: `Download CSV of ${titles[0]}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Download XLSX of ${titles[3]}` })).toBeInTheDocument();
    // No chart: four tables of the same units read better than one bar chart.
    expect(screen.queryByRole('button', { name: /PNG/ })).not.toBeInTheDocument();

    await user.click(within(tables[1] as HTMLElement).getByRole('button', { name: 'Visits' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=visits.asc'));
    for (const region of titles.map((title) => screen.getByRole('region', { name: `${title} table` }))) {
      const visits = bodyRows(within(region).getByRole('table')).map((row) => Number(cellText(row, 2).replace(/,/g, '')));
      expect(visits).toEqual([...visits].sort((a, b) => a - b));
    }
    const name = cellText(bodyRows(within(tables[0] as HTMLElement).getByRole('table'))[0] as HTMLElement, 1);
    await user.type(screen.getByLabelText('Filter rows'), name);
    await waitFor(() => {
      for (const title of titles) {
        const rows = bodyRows(within(screen.getByRole('region', { name: `${title} table` })).getByRole('table'));
        expect(rows.every((row) => row.textContent?.includes(name))).toBe(true);
      }
    });
    expect(stats.count('/api/reporting/category-day-part', 'GET')).toBe(1);
  });

  it('question versus NPS: only choice questions, Generate waits for one, and the result is its own table with shares and a total', async () => {
    const { user, router } = renderRoute('/reporting', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Advanced' }));
    const form = await screen.findByRole('form', { name: 'Advanced report filters' });
    await user.selectOptions(within(form).getByLabelText('Report'), 'question-versus-nps');
    expect(within(form).getByLabelText('Report Level')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Generate Report' })).toBeDisabled();
    const question = within(form).getByLabelText('Question') as HTMLSelectElement;
    const offered = [...question.options].slice(1).map((option) => option.value);
    const choice = new Set(
      db()
        .jobs.find((job) => job.schemeId === 1)
        ?.questions.filter((row) => [1, 2, 5].includes(row.answer_type))
        .map((row) => String(row.id)),
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((value) => choice.has(value))).toBe(true);
    await user.selectOptions(question, offered[0] as string);
    await user.click(within(form).getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(router.state.location.search).toMatch(new RegExp(`report=question-versus-nps&question_id=${offered[0]}$`)));
    const region = await screen.findByRole('region', { name: 'Question Versus NPS table' });
    expect(searchParamsTo(log, '/api/reporting/question-versus-nps').at(-1)?.get('question_id')).toBe(offered[0]);
    const table = within(region).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Promoters (9-10)' })).toHaveAttribute('colspan', '2');
    expect(within(table).getByRole('columnheader', { name: 'Detractors (0-6)' })).toBeInTheDocument();
    const rows = bodyRows(table);
    expect(rows.length).toBeGreaterThan(1);
    // Columns: #, answer, responses, promoters, %, passives, %, detractors, %, NPS.
    for (const row of rows) {
      const responses = Number(cellText(row, 2));
      const promoters = Number(cellText(row, 3));
      const detractors = Number(cellText(row, 7));
      if (responses > 0) {
        // Shown with one decimal of the server's fraction, which the server itself rounds to four
        // decimals (0.5755 for 427/742 shows as 57.6): within half a unit plus that first rounding.
        const tolerance = 0.05 + 0.005 + 1e-9;
        const share = cellText(row, 4);
        expect(share).toMatch(/^\d+\.\d%$/);
        expect(Math.abs(Number(share.slice(0, -1)) - (promoters / responses) * 100)).toBeLessThanOrEqual(tolerance);
        const nps = cellText(row, 9);
        expect(nps).toMatch(/^-?\d+\.\d$/);
        expect(Math.abs(Number(nps) - ((promoters - detractors) / responses) * 100)).toBeLessThanOrEqual(tolerance);
      }
    }
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(Number(total.querySelectorAll('td')[1]?.textContent)).toBe(rows.reduce((sum, row) => sum + Number(cellText(row, 2)), 0));
    // The NPS is a chip that carries its number (colour is never the only signal).
    expect(total.querySelector('.nps-chip')?.textContent).toMatch(/^-?\d+\.\d$/);
    // Its question is the heading's second line.
    expect(screen.getByText(new RegExp(`^\\d+\\. .+`), { selector: 'p' })).toBeInTheDocument();
  });

  it('an excel report: Generate downloads {slug}_{YYYYMMDDHHMMSS}.xlsx once, and the report on screen stays', async () => {
    const names: string[] = [];
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const answers: Array<{ type: string | null; head: number[] }> = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname !== '/api/reporting/cases-excel-download') return;
      void response
        .clone()
        .arrayBuffer()
        .then((buffer) => answers.push({ type: response.headers.get('content-type'), head: [...new Uint8Array(buffer).subarray(0, 2)] }));
    });
    const { user, router } = renderRoute('/reporting?scheme=1&report=rank&level=md', { as: 'manager' });
    await screen.findByRole('table');
    const before = router.state.location.search;
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const form = await screen.findByRole('form', { name: 'Advanced report filters' });
    await user.selectOptions(within(form).getByLabelText('Report'), 'cases-excel-download');
    const wave = within(form).getByLabelText('Month') as HTMLSelectElement;
    const waveId = [...wave.options].find((option) => /^\d+$/.test(option.value))?.value as string;
    await user.selectOptions(wave, waveId);
    await user.dblClick(within(form).getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^cases-excel-download_\d{14}\.xlsx$/);
    // jsdom cannot read back the saved blob: the server's answer is checked instead (a real .xlsx is a zip).
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String.fromCharCode(...(answers[0]?.head ?? []))).toBe('PK');
    expect(blobs).toHaveLength(1);
    expect(stats.count('/api/reporting/cases-excel-download', 'GET')).toBe(1);
    expect(searchParamsTo(log, '/api/reporting/cases-excel-download')[0]?.get('visitnum')).toBe(waveId);
    expect(searchParamsTo(log, '/api/reporting/cases-excel-download')[0]?.has('export_type')).toBe(false);
    // The report on screen and its address stay; Generate is ready again.
    expect(router.state.location.search).toBe(before);
    expect(screen.getByRole('heading', { name: 'Rank', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Generate Report' })).toBeEnabled());
    // On a busy phone the file can arrive before the double click's second click: that click is
    // still the same press, so nothing is sent again.
    fireEvent.click(within(form).getByRole('button', { name: 'Generate Report' }), { detail: 2 });
    // A submit would have turned the button to 'Generating…' at once.
    expect(within(form).getByRole('button', { name: 'Generate Report' })).toBeEnabled();
    expect(stats.count('/api/reporting/cases-excel-download', 'GET')).toBe(1);
    expect(names).toHaveLength(1);
    // A later press is a new one.
    await user.click(within(form).getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(stats.count('/api/reporting/cases-excel-download', 'GET')).toBe(2);
  });
});
