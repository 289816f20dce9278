import { memo, type ReactNode } from 'react';
import { isSelected, type ReportCategory, type ReportQuestion } from '@/lib/reportTypes';
import { answerComments, answerView, formatScore, gridFailOutcome, gridRows, npsGroupName, questionPoints, questionScore } from './reportView';
import reportStyles from './report.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(reportStyles);

export interface ReportQuestionsProps {
  /** The report by category (001 §3). */
  report: readonly ReportCategory[];
  /**
   * The action slot under each question: the Queries page and query mode put the
   * 'Query question N' composer here.
   */
  renderAction?: (question: ReportQuestion, category: ReportCategory) => ReactNode;
  /** Rendered under a question's answers: its audit images in the job report. */
  renderMedia?: (question: ReportQuestion) => ReactNode;
  /** Level of the category headings (questions use the next one). */
  headingLevel?: 2 | 3 | 4;
}

type Heading = 'h2' | 'h3' | 'h4' | 'h5';

/**
 * The job report by category (001 §2): each question with its number, text, hint, points and
 * score, and its answer as its type reads. Customer text is always plain text; pass and fail are
 * words, never colour alone. Memoised: give it stable callbacks (useCallback) so typing elsewhere
 * does not re-render a long report.
 */
export const ReportQuestions = memo(function ReportQuestions({ report, renderAction, renderMedia, headingLevel = 3 }: ReportQuestionsProps) {
  const CategoryHeading = `h${headingLevel}` as Heading;
  const QuestionHeading = `h${headingLevel + 1}` as Heading;
  return (
    <div className="report-questions">
      {report.map((category) =>
        category.questions.length === 0 ? null : (
          <section key={category.id} className="report-category" aria-labelledby={`report-category-${category.id}`}>
            <CategoryHeading id={`report-category-${category.id}`} className="report-category-title h6">
              {category.name}
            </CategoryHeading>
            <ol className="list-unstyled mb-0">
              {category.questions.map((question) => (
                <li key={question.id} className="report-question" data-question-id={question.id}>
                  <QuestionBlock question={question} Heading={QuestionHeading} />
                  {renderMedia?.(question)}
                  {renderAction && <div className="report-question-action">{renderAction(question, category)}</div>}
                </li>
              ))}
            </ol>
          </section>
        ),
      )}
    </div>
  );
});

function QuestionBlock({ question, Heading }: { question: ReportQuestion; Heading: Heading }) {
  const points = questionPoints(question);
  const score = questionScore(question);
  const comments = answerComments(question);
  return (
    <>
      <div className="report-question-head">
        <Heading className="report-question-text">
          <span className="report-question-num">{question.question_num}.</span> {question.question}
        </Heading>
        {points !== null && (
          <p className="report-question-score font-tabular">
            <span className="visually-hidden">Points: </span>
            {points}
            {points !== 'n/a' && score !== null && <span className="ms-2 text-body-secondary">({formatScore(score)})</span>}
          </p>
        )}
      </div>
      {question.chint && <p className="report-question-hint">{question.chint}</p>}
      <div className="report-answer">
        <Answer question={question} />
      </div>
      {comments.length > 0 && (
        <div className="report-comments">
          <span className="fw-semibold">Comments: </span>
          {comments.map((text) => (
            <p key={text} className="text-pre-line mb-1">
              {text}
            </p>
          ))}
        </div>
      )}
    </>
  );
}

function Answer({ question }: { question: ReportQuestion }) {
  const selected = question.answers.filter(isSelected);
  switch (answerView(question.answer_type)) {
    case 'choice':
      return <p className="mb-0">{selected.length > 0 ? selected.map((answer) => answer.response).join(', ') : <NoAnswer />}</p>;
    case 'checkbox':
      return (
        <ul className="report-checkbox-list">
          {question.answers.map((answer) => (
            <li key={answer.id}>
              <span className="report-tick" aria-hidden="true">
                {isSelected(answer) ? '☑' : '☐'}
              </span>
              <span className="visually-hidden">{isSelected(answer) ? 'Ticked: ' : 'Not ticked: '}</span>
              {answer.response}
            </li>
          ))}
        </ul>
      );
    case 'text':
      return <p className="mb-0 text-pre-line">{selected[0]?.response || question.answers[0]?.response || <NoAnswer />}</p>;
    case 'narrative':
      return <p className="mb-0 text-pre-line report-narrative">{selected[0]?.response || question.answers[0]?.response || <NoAnswer />}</p>;
    case 'nps': {
      const value = Number(selected[0]?.response);
      if (!selected[0] || !Number.isFinite(value)) return <NoAnswer />;
      return (
        <p className="mb-0">
          <span className="fw-semibold font-tabular">{value}</span> <span className="text-body-secondary">({npsGroupName(value)})</span>
        </p>
      );
    }
    case 'grid':
    case 'gridFail': {
      const fail = question.answer_type === 14;
      const rows = gridRows(question.answers);
      return (
        <table className="table table-sm report-grid mb-0">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">{fail ? 'Result' : 'Answer'}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const outcome = fail ? gridFailOutcome(row) : null;
              return (
                <tr key={row.label}>
                  <th scope="row" className="fw-normal">
                    {row.label}
                  </th>
                  <td>
                    {fail ? (
                      outcome ? (
                        <span className={`report-outcome report-outcome-${outcome.toLowerCase()}`}>
                          <span aria-hidden="true">{outcome === 'Pass' ? '✓ ' : '✗ '}</span>
                          {outcome}
                        </span>
                      ) : (
                        <NoAnswer />
                      )
                    ) : (
                      (row.chosen ?? <NoAnswer />)
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      );
    }
    default:
      return selected.length > 0 ? (
        <ul className="mb-0 ps-3">
          {selected.map((answer) => (
            <li key={answer.id} className="text-pre-line">
              {answer.response}
            </li>
          ))}
        </ul>
      ) : (
        <NoAnswer />
      );
  }
}

function NoAnswer() {
  return <span className="text-body-secondary fst-italic">No answer</span>;
}
