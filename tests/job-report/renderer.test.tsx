import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportQuestions } from '@/components/report/ReportQuestions';
import { formatScore, gridRows, npsGroupName, questionPoints } from '@/components/report/reportView';
import { ANSWER_TYPE, type ReportAnswer, type ReportCategory, type ReportQuestion } from '@/lib/reportTypes';

let nextId = 1;
const answer = (response: string, selected: boolean, extra: Partial<ReportAnswer> = {}): ReportAnswer => ({
  id: nextId++,
  response,
  selected,
  weight: 1,
  score_type: 0,
  comments: null,
  ...extra,
});
const question = (num: number, type: number, answers: ReportAnswer[], extra: Partial<ReportQuestion> = {}): ReportQuestion => ({
  id: 100 + num,
  question_num: num,
  question: `Question text ${num}`,
  chint: null,
  answer_type: type,
  answers,
  points_scored: 0,
  total_points: 0,
  max_possible_total_points: 0,
  score: null,
  can_query: 0,
  ...extra,
});

function renderReport(questions: ReportQuestion[], renderAction?: (q: ReportQuestion) => React.ReactNode) {
  const report: ReportCategory[] = [{ id: 1, name: 'Greeting', order: 1, questions }];
  return render(<ReportQuestions report={report} renderAction={renderAction} />);
}

const item = (num: number) => screen.getByText(`Question text ${num}`).closest('li') as HTMLElement;

describe('report renderer', () => {
  it('shows number, text, hint, points and score, and the chosen radio/dropdown answer with its comment', () => {
    renderReport([
      question(1, ANSWER_TYPE.radio, [answer('Yes', false), answer('No', true, { comments: 'Waited <b>two</b> minutes.\nNobody came.' })], {
        chint: 'Look for a badge.',
        points_scored: 0,
        total_points: 5,
        score: 0,
      }),
      question(2, ANSWER_TYPE.dropdown, [answer('Fast', true), answer('Slow', false)], { points_scored: 3, total_points: 4, score: 0.75 }),
    ]);
    const first = item(1);
    expect(within(first).getByRole('heading', { name: '1. Question text 1' })).toBeInTheDocument();
    expect(within(first).getByText('Look for a badge.')).toBeInTheDocument();
    expect(within(first).getByText('No')).toBeInTheDocument();
    expect(within(first).queryByText('Yes')).not.toBeInTheDocument();
    expect(within(first).getByText(/0 \/ 5/)).toBeInTheDocument();
    // Customer text is plain text, line breaks kept.
    expect(within(first).getByText(/Waited <b>two<\/b> minutes\./)).toBeInTheDocument();
    expect(first.querySelector('b')).toBeNull();
    expect(within(item(2)).getByText('Fast')).toBeInTheDocument();
    expect(within(item(2)).getByText('(75.0%)')).toBeInTheDocument();
  });

  it('shows every checkbox option, ticked or not, in words', () => {
    renderReport([question(3, ANSWER_TYPE.checkbox, [answer('Tyre shine', true), answer('Ceramic coating', false)])]);
    const node = item(3);
    expect(within(node).getByText('Ticked:')).toBeInTheDocument();
    expect(within(node).getByText('Not ticked:')).toBeInTheDocument();
    expect(node.textContent).toContain('Tyre shine');
    expect(node.textContent).toContain('Ceramic coating');
  });

  it('shows text, narrative, time, temp and money answers as written', () => {
    renderReport([
      question(4, ANSWER_TYPE.text, [answer('Marcus <script>alert(1)</script>', true)]),
      question(5, ANSWER_TYPE.narrative, [answer('Line one\nLine two', true)]),
      question(6, ANSWER_TYPE.time, [answer('9:45 AM', true)]),
      question(7, ANSWER_TYPE.temp, [answer('72°F', true)]),
      question(8, ANSWER_TYPE.money, [answer('$14.99', true)]),
    ]);
    expect(within(item(4)).getByText('Marcus <script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const narrative = within(item(5)).getByText(/Line one/);
    expect(narrative.textContent).toBe('Line one\nLine two');
    expect(narrative).toHaveClass('text-pre-line');
    expect(within(item(6)).getByText('9:45 AM')).toBeInTheDocument();
    expect(within(item(7)).getByText('72°F')).toBeInTheDocument();
    expect(within(item(8)).getByText('$14.99')).toBeInTheDocument();
  });

  it('shows the NPS score with its group', () => {
    renderReport([
      question(
        9,
        ANSWER_TYPE.nps,
        Array.from({ length: 11 }, (_, n) => answer(String(n), n === 8)),
      ),
    ]);
    expect(within(item(9)).getByText('8')).toBeInTheDocument();
    expect(within(item(9)).getByText('(Passive)')).toBeInTheDocument();
    expect(npsGroupName(9)).toBe('Promoter');
    expect(npsGroupName(6)).toBe('Detractor');
  });

  it('shows the chosen cell per grid row, and Pass/Fail per grid-fail row in words', () => {
    renderReport([
      question(10, ANSWER_TYPE.grid, [
        answer('Front: Excellent', false),
        answer('Front: Good', true),
        answer('Rear: Excellent', true),
        answer('Rear: Good', false),
      ]),
      question(11, ANSWER_TYPE.gridFail, [
        answer('Restrooms: Pass', true),
        answer('Restrooms: Fail', false),
        answer('Bins: Pass', false),
        answer('Bins: Fail', true),
      ]),
    ]);
    const grid = within(item(10)).getByRole('table');
    expect(within(grid).getByRole('row', { name: 'Front Good' })).toBeInTheDocument();
    expect(within(grid).getByRole('row', { name: 'Rear Excellent' })).toBeInTheDocument();
    const fail = within(item(11)).getByRole('table');
    expect(within(fail).getByRole('row', { name: /Restrooms .*Pass/ })).toBeInTheDocument();
    expect(within(fail).getByRole('row', { name: /Bins .*Fail/ })).toBeInTheDocument();
  });

  it("shows 'n/a' for an answer weight of -100 and selected responses for unknown types", () => {
    renderReport([
      question(12, ANSWER_TYPE.radio, [answer('Yes', false), answer('N/A', true, { weight: -100 })], { total_points: 3 }),
      question(13, 99, [answer('Something', true), answer('Other', false)]),
    ]);
    expect(within(item(12)).getByText('n/a')).toBeInTheDocument();
    expect(within(item(13)).getByText('Something')).toBeInTheDocument();
    expect(within(item(13)).queryByText('Other')).not.toBeInTheDocument();
  });

  it('renders the action slot under each question', () => {
    renderReport([question(1, ANSWER_TYPE.radio, [answer('Yes', true)]), question(2, ANSWER_TYPE.radio, [answer('No', true)])], (q) => (
      <button type="button">Query question {q.question_num}</button>
    ));
    expect(within(item(1)).getByRole('button', { name: 'Query question 1' })).toBeInTheDocument();
    expect(within(item(2)).getByRole('button', { name: 'Query question 2' })).toBeInTheDocument();
  });

  it('pure helpers: score text, points, grid rows', () => {
    expect(formatScore(0.8567)).toBe('85.7%');
    expect(formatScore(null)).toBe('n/a');
    expect(questionPoints(question(1, 1, [answer('Yes', true)], { points_scored: 2, total_points: 5 }))).toBe('2 / 5');
    expect(questionPoints(question(1, 3, [answer('x', true)]))).toBeNull();
    expect(gridRows([answer('A: 1', false), answer('A: 2', true), answer('B: 1', false)]).map((row) => [row.label, row.chosen])).toEqual([
      ['A', '2'],
      ['B', null],
    ]);
  });
});
