import { useState, type ReactNode } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import Button from 'react-bootstrap/Button';
import { ModalDialog } from '@/components/ModalDialog';
import { Link } from 'react-router';
import { useCreateQueryMutation, useGetQueryQuery } from '@/api/queryEndpoints';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/notify';
import {
  QuestionQueryComposer,
  QuestionQuerySummaryDialog,
  NO_QUESTION_QUERY_TEXT,
  useQuestionQueries,
  hasQuestionQueryText,
} from '@/components/report/QuestionQueryComposer';
import { queriedQuestion, QueriedQuestionList } from '@/components/report/QueriedQuestionList';
import { StatusChip } from '@/components/StatusChip';
import { TextAreaWithMinimum, charactersMissing } from '@/components/TextAreaWithMinimum';
import { useDraft } from '@/components/useDraft';
import { useOneAtATime } from '@/components/useOneAtATime';
import { QUERY_TEXT_MINIMUM, QUERY_TYPE, queryStatusTone } from '@/lib/queryTypes';
import type { JobReportData, ReportQuestion } from '@/lib/reportTypes';
import { OUTSIDE_WINDOW_TEXT, QUERY_CREATED_TEXT, QUERY_FAILED_TEXT } from '../reportModel';

/** Asked before added queries are thrown away (001 §4; the text is ours, 001 is silent). */
export const DISCARD_QUERIES_TEXT = 'You have added query text that has not been submitted. Please confirm you want to discard it.';
/** The explanation shown in query mode (001 §2 names it; the words are ours). */
export const QUERY_MODE_EXPLANATION =
  'Query mode lets you dispute this job. Use Query Whole Job only if you doubt the entire visit (for example, the wrong location was visited); use Query Questions to query the answers to individual questions. Each query is reviewed by the programme team.';

type Mode = 'off' | 'menu' | 'whole' | 'questions';

interface Options {
  jobId: number;
  isSurvey: boolean;
  data: JobReportData;
  large: boolean;
  canCreate: boolean;
  canViewQueries: boolean;
}

export interface QueryModeApi {
  available: boolean;
  mode: Mode;
  openQueryId: number | null;
  toggle: () => void;
  setMode: (mode: Mode) => void;
  requestClose: (close: () => void) => () => void;
  renderAction: ((question: ReportQuestion) => ReactNode) | undefined;
  wholeJobForm: ReactNode;
  submitBar: ReactNode;
  dialogs: ReactNode;
  showQuery: (id: number) => void;
}

/**
 * Query mode of the job report (001 §2, §4; 002 §5): whole-job or question queries for a queryable
 * non-survey job on a large screen. Texts are the user's drafts (shared with the Queries page's
 * Create Query tab); raising a query turns the mode off and shows the open query's notice.
 */
export function useQueryMode({ jobId, isSurvey, data, large, canCreate, canViewQueries }: Options): QueryModeApi {
  const [mode, setModeState] = useState<Mode>('off');
  const [raisedId, setRaisedId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<null | { then: () => void }>(null);
  const [summary, setSummary] = useState(false);
  const [noneAdded, setNoneAdded] = useState(false);
  const [viewQuery, setViewQuery] = useState<number | null>(null);
  const [wholeText, setWholeText, clearWhole] = useDraft<string>('queryDraft', [jobId, 'whole'], '');
  const questions = useQuestionQueries(jobId);
  const [createQuery, { isLoading: sending }] = useCreateQueryMutation();

  const details = data.queryDetails;
  const serverCanQuery = !isSurvey && !!details && (details.can_be_queried === true || details.can_be_queried === 1);
  const canQuery = serverCanQuery && raisedId === null;
  const available = canQuery && canCreate && large;
  const serverOpenId = details && (details.has_open_query === true || details.has_open_query === 1) ? details.query_id : null;
  const openQueryId = raisedId ?? serverOpenId ?? null;
  const active = available ? mode : 'off';
  const hasText = wholeText.trim() !== '' || hasQuestionQueryText(questions.draft);

  const discardAll = () => {
    clearWhole();
    questions.clear();
  };
  const guarded = (then: () => void) => {
    if (active !== 'off' && hasText) setConfirm({ then });
    else then();
  };
  const setMode = (next: Mode) => setModeState(next);
  const toggle = () => {
    if (active === 'off') setModeState('menu');
    else guarded(() => setModeState('off'));
  };
  const requestClose = (close: () => void) => () => {
    if (sending) return;
    guarded(close);
  };

  async function send(payload: Parameters<typeof createQuery>[0]['payload']) {
    if (sending) return;
    try {
      const created = await createQuery({ jobId, payload }).unwrap();
      notify.success(QUERY_CREATED_TEXT);
      setSummary(false);
      discardAll();
      setModeState('off');
      setRaisedId(created.id || null);
    } catch {
      setSummary(false);
      notify.error(QUERY_FAILED_TEXT);
    }
  }
  // Both Confirms send through it: a second click before the busy render sends nothing.
  const sendOnce = useOneAtATime(send);

  const wholeMissing = charactersMissing(wholeText, QUERY_TEXT_MINIMUM);
  const wholeJobForm =
    active === 'whole' ? (
      <div className="job-report-query-whole border rounded p-3 mb-3">
        <h4 className="h6">Query Whole Job</h4>
        <p className="small">Only use a whole job query if you doubt the entire visit, for example if the wrong location was visited.</p>
        <TextAreaWithMinimum
          label="Query text"
          value={wholeText}
          onChange={setWholeText}
          maximum={TEXT_LIMITS.query}
          minimum={QUERY_TEXT_MINIMUM}
          disabled={sending}
        />
        <div className="d-flex justify-content-end gap-2">
          <Button variant="outline-secondary" disabled={sending} onClick={() => setModeState('menu')}>
            Cancel
          </Button>
          <Button
            variant="primary"
            disabled={sending || wholeMissing > 0}
            onClick={() => void sendOnce({ query_type: QUERY_TYPE.wholeJob, query_text: wholeText.trim() })}
          >
            Confirm
          </Button>
        </div>
      </div>
    ) : null;

  const renderAction =
    active === 'questions' ? (question: ReportQuestion) => <QuestionQueryComposer question={question} queries={questions} disabled={sending} /> : undefined;

  const submitBar =
    active === 'questions' ? (
      <div className="job-report-query-submit d-flex flex-wrap justify-content-end align-items-center gap-2 mt-3">
        {noneAdded && questions.added.length === 0 && (
          <p className="text-danger mb-0 me-auto" role="alert">
            {NO_QUESTION_QUERY_TEXT}
          </p>
        )}
        <Button
          variant="primary"
          disabled={sending}
          onClick={() => {
            if (questions.added.length === 0) setNoneAdded(true);
            else setSummary(true);
          }}
        >
          Submit Query
        </Button>
      </div>
    ) : null;

  const dialogs = (
    <>
      <ConfirmDialog
        show={confirm !== null}
        title="Discard query"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const then = confirm?.then;
          setConfirm(null);
          discardAll();
          setModeState('off');
          then?.();
        }}
      >
        {DISCARD_QUERIES_TEXT}
      </ConfirmDialog>
      <QuestionQuerySummaryDialog
        show={summary}
        jobId={jobId}
        queries={questions.added}
        busy={sending}
        onCancel={() => setSummary(false)}
        onConfirm={() => sendOnce({ query_type: QUERY_TYPE.questions, query_questions: questions.added })}
      />
      {viewQuery !== null && <QueryDialog id={viewQuery} canViewQueries={canViewQueries} onClose={() => setViewQuery(null)} />}
    </>
  );

  return { available, mode: active, openQueryId, toggle, setMode, requestClose, renderAction, wholeJobForm, submitBar, dialogs, showQuery: setViewQuery };
}

/** The query notices and the query mode controls above the report. */
export function QueryModeBar({ query, state }: { query: QueryModeApi; state: { outsideWindow: boolean } }) {
  const notice =
    query.openQueryId !== null ? (
      <p className="job-report-notice alert alert-info py-2 mb-0">
        There is an open Query on this job:{' '}
        <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={() => query.showQuery(query.openQueryId as number)}>
          Query Id: {query.openQueryId}
        </button>
      </p>
    ) : state.outsideWindow ? (
      <p className="job-report-notice text-body-secondary mb-0">{OUTSIDE_WINDOW_TEXT}</p>
    ) : null;
  if (!notice && !query.available) return null;
  return (
    <div className="job-report-query mb-3 no-print">
      {notice}
      {query.available && (
        <div className="d-flex flex-wrap align-items-start gap-2 mt-2">
          <Button variant={query.mode === 'off' ? 'outline-primary' : 'primary'} onClick={query.toggle} aria-pressed={query.mode !== 'off'}>
            {query.mode === 'off' ? 'Turn On Query Mode' : 'Turn Off Query Mode'}
          </Button>
        </div>
      )}
      {query.available && query.mode !== 'off' && (
        <div className="job-report-query-panel border rounded p-3 mt-2" role="region" aria-label="Query mode">
          <p className="mb-2">{QUERY_MODE_EXPLANATION}</p>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-secondary" onClick={query.toggle}>
              Close
            </Button>
            <Button
              variant={query.mode === 'whole' ? 'primary' : 'outline-primary'}
              aria-pressed={query.mode === 'whole'}
              onClick={() => query.setMode('whole')}
            >
              Query Whole Job
            </Button>
            <Button
              variant={query.mode === 'questions' ? 'primary' : 'outline-primary'}
              aria-pressed={query.mode === 'questions'}
              onClick={() => query.setMode('questions')}
            >
              Query Questions
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The read-only query dialog opened from the open-query notice (GET /api/query/{id}). */
function QueryDialog({ id, canViewQueries, onClose }: { id: number; canViewQueries: boolean; onClose: () => void }) {
  const result = useGetQueryQuery(id);
  const query = result.currentData;
  return (
    <ModalDialog
      onHide={onClose}
      size="lg"
      titleId="job-report-query-title"
      title={`Query Id: ${id}`}
      footer={
        <>
          {canViewQueries && (
            <Link to={`/queries?query=${id}`} className="btn btn-outline-primary">
              View in Queries
            </Link>
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {result.isError ? (
        <p className="mb-0">The query could not be loaded.</p>
      ) : !query ? (
        <p className="mb-0" role="status">
          Loading…
        </p>
      ) : (
        <>
          <p>
            <StatusChip label={query.status_name} tone={queryStatusTone(query)} />
          </p>
          <dl className="job-report-details">
            <div className="job-report-detail">
              <dt>Job Id</dt>
              <dd>{query.job_id}</dd>
            </div>
            <div className="job-report-detail">
              <dt>Created by</dt>
              <dd>
                {query.created_by} ({query.created_date})
              </dd>
            </div>
          </dl>
          {query.query_text && <p className="text-pre-line">{query.query_text}</p>}
          {query.questions.length > 0 && (
            <QueriedQuestionList
              items={query.questions}
              question={queriedQuestion}
              className="list-unstyled"
              itemClassName="border-bottom py-2"
              queryClassName="mb-0 text-pre-line"
            />
          )}
        </>
      )}
    </ModalDialog>
  );
}
