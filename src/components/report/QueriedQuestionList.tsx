import type { ReactNode } from 'react';
import type { QueryQuestion } from '@/lib/queryTypes';

/** A queried question as the lists show it. */
export interface QueriedQuestion {
  id: number;
  number: number;
  text: string;
  query: string;
}

/** A question of a raised query (GET /api/query/{id}) as the list reads it. */
export const queriedQuestion = (question: QueryQuestion): QueriedQuestion => ({
  id: question.id,
  number: question.question_number,
  text: question.question_text,
  query: question.question_query,
});

interface Props<T> {
  items: readonly T[];
  /** How an item reads as a queried question. */
  question: (item: T) => QueriedQuestion;
  className: string;
  itemClassName: string;
  queryClassName: string;
  /** Before the query text ('Your query: '). */
  queryPrefix?: ReactNode;
  /** After the query text (the question's outcome). */
  after?: (item: T) => ReactNode;
}

/**
 * The queried questions of a query ('Question N: text' and the query under it): in the query
 * summary before sending, the job report's query dialog and the Queries page's detail.
 */
export function QueriedQuestionList<T>({ items, question, className, itemClassName, queryClassName, queryPrefix, after }: Props<T>) {
  return (
    <ol className={className}>
      {items.map((item) => {
        const { id, number, text, query } = question(item);
        return (
          <li key={id} className={itemClassName}>
            <div className="fw-semibold text-break">
              Question {number}: {text}
            </div>
            <p className={queryClassName}>
              {queryPrefix}
              {query}
            </p>
            {after?.(item)}
          </li>
        );
      })}
    </ol>
  );
}
