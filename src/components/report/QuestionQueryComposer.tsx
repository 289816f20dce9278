import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { ConfirmDeleteDialog, ConfirmDialog } from '@/components/ConfirmDialog';
import { ActionBar } from '@/components/FormActions';
import { charactersMissing, TextAreaWithMinimum } from '@/components/TextAreaWithMinimum';
import { useDraft } from '@/components/useDraft';
import { QueriedQuestionList } from './QueriedQuestionList';
import questionQueryStyles from './questionQuery.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';
import { QUERY_TEXT_MAXIMUM, QUERY_TEXT_MINIMUM, type QueryQuestionPayload } from '@/lib/queryTypes';

adoptStyles(questionQueryStyles);

/*
 * The question query composer shared by the Queries page (Query Questions) and the job report's
 * query mode: after each report question a 'Query question N' button (or 'Question N cannot be
 * queried.'), the query being written, and the added query with Edit and Delete. The added queries
 * are a draft of the signed-in user under portal.queryDraft.{userId}.{jobId}.questions, so both
 * places see the same ones and they survive a failed send, a reload and a sign-out for inactivity.
 */

/** What the composer needs of a report question. */
export interface QueryableQuestion {
  id: number;
  question_num: number;
  question: string;
  can_query: number;
}

/** One question's query in the draft. */
export interface QuestionQueryEntry {
  question_id: number;
  question_num: number;
  question_text: string;
  /** The added (saved) query text; '' while the first text is being written. */
  question_query_text: string;
  /** The text being written or amended; null when not editing. */
  editing: string | null;
}

/** The draft: question id → its query. */
export type QuestionQueryDraft = Record<string, QuestionQueryEntry>;

/** Shown when 'Submit Query' is pressed with no question query added (002 §2). */
export const NO_QUESTION_QUERY_TEXT = 'You need to add at least one question query.';
/** Cancel confirmations (002 §5). */
export const CANCEL_ENTERED_TEXT = 'You have entered query text, please confirm you want to cancel.';
export const CANCEL_AMENDED_TEXT = 'You have amended query text, please confirm you want to cancel.';

/** A text the server would refuse: under the minimum or over the assumed maximum. */
export function queryTextProblem(text: string): 'short' | 'long' | null {
  if (charactersMissing(text, QUERY_TEXT_MINIMUM) > 0) return 'short';
  if (text.length > QUERY_TEXT_MAXIMUM) return 'long';
  return null;
}

/** The message for a text over the assumed maximum. */
export const tooLongText = (length: number) => `The query text can be at most ${QUERY_TEXT_MAXIMUM} characters (it has ${length}).`;

/** The added question queries of a draft, by question number, as the creation payload lists them. */
export function addedQuestionQueries(draft: QuestionQueryDraft): QueryQuestionPayload[] {
  return Object.values(draft)
    .filter((entry) => entry.question_query_text.trim() !== '')
    .sort((a, b) => a.question_num - b.question_num)
    .map(({ question_id, question_num, question_text, question_query_text }) => ({
      question_id,
      question_num,
      question_text,
      question_query_text: question_query_text.trim(),
    }));
}

/** True when the draft holds any typed text (added queries or text being written). */
export function hasQuestionQueryText(draft: QuestionQueryDraft): boolean {
  return Object.values(draft).some((entry) => entry.question_query_text.trim() !== '' || (entry.editing ?? '').trim() !== '');
}

export interface QuestionQueries {
  draft: QuestionQueryDraft;
  added: QueryQuestionPayload[];
  /** Starts writing (or amending) the query of a question. */
  edit: (question: QueryableQuestion) => void;
  change: (questionId: number, text: string) => void;
  /** Adds the text being written as the question's query. */
  save: (questionId: number) => void;
  /** Drops the text being written (a new query disappears, an added one stays as it was). */
  discard: (questionId: number) => void;
  remove: (questionId: number) => void;
  /** Drops every question query of the job (after sending or a confirmed discard). */
  clear: () => void;
}

/** The question queries of a job, kept as the signed-in user's draft. */
export function useQuestionQueries(jobId: number): QuestionQueries {
  const [draft, setDraft, clear] = useDraft<QuestionQueryDraft>('queryDraft', [jobId, 'questions'], {});
  const update = useCallback(
    (questionId: number, next: (entry: QuestionQueryEntry | undefined) => QuestionQueryEntry | null) => {
      const copy = { ...draft };
      const entry = next(copy[questionId]);
      if (entry) copy[questionId] = entry;
      else delete copy[questionId];
      setDraft(copy);
    },
    [draft, setDraft],
  );
  return useMemo(
    () => ({
      draft,
      added: addedQuestionQueries(draft),
      edit: (question) =>
        update(question.id, (entry) => ({
          question_id: question.id,
          question_num: question.question_num,
          question_text: question.question,
          question_query_text: entry?.question_query_text ?? '',
          editing: entry?.editing ?? entry?.question_query_text ?? '',
        })),
      change: (questionId, text) => update(questionId, (entry) => (entry ? { ...entry, editing: text } : null)),
      save: (questionId) =>
        update(questionId, (entry) =>
          entry && entry.editing !== null ? { ...entry, question_query_text: entry.editing.trim(), editing: null } : (entry ?? null),
        ),
      discard: (questionId) => update(questionId, (entry) => (entry && entry.question_query_text.trim() !== '' ? { ...entry, editing: null } : null)),
      remove: (questionId) => update(questionId, () => null),
      clear,
    }),
    [draft, update, clear],
  );
}

interface ComposerProps {
  question: QueryableQuestion;
  queries: QuestionQueries;
  /** While the query is being sent nothing can change. */
  disabled?: boolean;
}

/** The query action under one report question. */
export function QuestionQueryComposer({ question, queries, disabled = false }: ComposerProps) {
  const entry = queries.draft[question.id];
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const editing = entry?.editing ?? null;
  const wasEditing = useRef(editing !== null);
  useEffect(() => {
    const isEditing = editing !== null;
    if (isEditing && !wasEditing.current) fieldRef.current?.focus();
    if (!isEditing && wasEditing.current) openerRef.current?.focus();
    wasEditing.current = isEditing;
  }, [editing]);

  if (question.can_query !== 1) {
    return <p className="small text-body-secondary mb-0 question-query">Question {question.question_num} cannot be queried.</p>;
  }

  if (!entry) {
    return (
      <div className="question-query">
        <button type="button" className="btn btn-outline-primary btn-sm" ref={openerRef} disabled={disabled} onClick={() => queries.edit(question)}>
          Query question {question.question_num}
        </button>
      </div>
    );
  }

  const amending = entry.question_query_text.trim() !== '';
  if (editing !== null) {
    const problem = queryTextProblem(editing);
    const changed = editing.trim() !== entry.question_query_text.trim();
    const cancel = () => {
      if (changed && editing.trim() !== '') setConfirm('cancel');
      else queries.discard(question.id);
    };
    return (
      <div className="question-query border rounded p-2 bg-body-tertiary">
        <TextAreaWithMinimum
          label={`Query for question ${question.question_num}`}
          value={editing}
          onChange={(text) => queries.change(question.id, text)}
          maximum={TEXT_LIMITS.query}
          minimum={QUERY_TEXT_MINIMUM}
          error={problem === 'long' ? tooLongText(editing.length) : null}
          disabled={disabled}
          rows={3}
          textareaRef={fieldRef}
        />
        <ActionBar
          size="sm"
          busy={disabled}
          submitDisabled={problem !== null}
          submitLabel={amending ? 'Update query' : 'Add query'}
          onCancel={cancel}
          onSubmit={() => queries.save(question.id)}
        />
        <ConfirmDialog
          show={confirm === 'cancel'}
          title="Cancel question query"
          confirmLabel="Confirm"
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            queries.discard(question.id);
          }}
        >
          {amending ? CANCEL_AMENDED_TEXT : CANCEL_ENTERED_TEXT}
        </ConfirmDialog>
      </div>
    );
  }

  return (
    <div className="question-query border rounded p-2">
      <div className="small fw-semibold">Your query on question {question.question_num}</div>
      <p className="mb-2 question-query-text text-break">{entry.question_query_text}</p>
      <div className="d-flex gap-2 justify-content-end">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          ref={openerRef}
          disabled={disabled}
          onClick={() => queries.edit(question)}
          aria-label={`Edit query on question ${question.question_num}`}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={disabled}
          onClick={() => setConfirm('delete')}
          aria-label={`Delete query on question ${question.question_num}`}
        >
          Delete
        </button>
      </div>
      <ConfirmDeleteDialog
        show={confirm === 'delete'}
        title="Delete question query"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          queries.remove(question.id);
        }}
      >
        Please confirm you want to delete the query on question {question.question_num}.
      </ConfirmDeleteDialog>
    </div>
  );
}

interface SummaryProps {
  show: boolean;
  jobId: number;
  queries: QueryQuestionPayload[];
  /** While sending, Confirm is disabled (a second click sends nothing). */
  busy: boolean;
  /** What Confirm does; while the promise it returns is pending, a second click does nothing. */
  onConfirm: () => unknown;
  onCancel: () => void;
}

/** 'Job Id: X - Query Summary': the added question queries, with Cancel and Confirm (002 §2). */
export function QuestionQuerySummaryDialog({ show, jobId, queries, busy, onConfirm, onCancel }: SummaryProps) {
  return (
    <ConfirmDialog
      show={show}
      titleId="query-summary-title"
      title={`Job Id: ${jobId} - Query Summary`}
      size="lg"
      dialogClassName="query-summary"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <QueriedQuestionList
        items={queries}
        question={(query) => ({ id: query.question_id, number: query.question_num, text: query.question_text, query: query.question_query_text })}
        className="list-unstyled mb-0"
        itemClassName="border-bottom py-2"
        queryClassName="mb-0 question-query-text text-break"
      />
    </ConfirmDialog>
  );
}
