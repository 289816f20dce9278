import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useCreateQueryMutation } from '@/api/queryEndpoints';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/notify';
import {
  CANCEL_ENTERED_TEXT,
  hasQuestionQueryText,
  NO_QUESTION_QUERY_TEXT,
  QuestionQueryComposer,
  QuestionQuerySummaryDialog,
  useQuestionQueries,
} from '@/components/report/QuestionQueryComposer';
import { ReportQuestions } from '@/components/report/ReportQuestions';
import { QUERY_TYPE } from '@/lib/queryTypes';
import { useGetQueryCreateQuery } from '../queriesApi';
import type { QueryableJob } from '../types';
import { loadFailedText } from '../loadFailed';
import { useQueryTextError } from '../useQueryTextError';
import { JobDetailsBlock } from './JobDetailsBlock';

/** A question query (002 §2): the job's report with the composer under each question, then the summary. */
export function QuestionsQuery({ job, onClose }: { job: QueryableJob; onClose: () => void }) {
  const { data, isLoading: loading, isError, error } = useGetQueryCreateQuery(job.id, { refetchOnMountOrArgChange: true });
  const queries = useQuestionQueries(job.id);
  const [createQuery, { isLoading }] = useCreateQueryMutation();
  const [summary, setSummary] = useState(false);
  const [noneAdded, setNoneAdded] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const serverError = useQueryTextError();

  const back = () => {
    if (hasQuestionQueryText(queries.draft)) setConfirmCancel(true);
    else onClose();
  };
  const submit = () => {
    if (queries.added.length === 0) {
      setNoneAdded(true);
      return;
    }
    setNoneAdded(false);
    setSummary(true);
  };
  const confirm = async () => {
    if (isLoading) return;
    serverError.clear();
    try {
      await createQuery({ jobId: job.id, payload: { query_type: QUERY_TYPE.questions, query_questions: queries.added } }).unwrap();
      setSummary(false);
      queries.clear();
      notify.success('Query successfully created');
      onClose();
    } catch (error) {
      setSummary(false);
      notify.error('There was an error creating your query, please try again');
      serverError.show(error);
    }
  };

  return (
    <section aria-labelledby="questions-query-title" className="query-questions">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button variant="outline-secondary" className="query-back" onClick={back} disabled={isLoading}>
          Back
        </Button>
        <h2 id="questions-query-title" className="h4 mb-0">
          Query Questions: Job Id {job.id}
        </h2>
      </div>
      <JobDetailsBlock job={job} details={data?.job_details} />
      {loading && (
        <p role="status" className="text-body-secondary">
          Loading the report…
        </p>
      )}
      {isError && <p>{loadFailedText('The job report', error)}</p>}
      {data && (
        <div className="card mb-3">
          <div className="card-body">
            <ReportQuestions
              report={data.job_report}
              renderAction={(question) => <QuestionQueryComposer question={question} queries={queries} disabled={isLoading} />}
            />
          </div>
        </div>
      )}
      {serverError.message && (
        <Alert variant="danger" className="text-break">
          {serverError.message}
        </Alert>
      )}
      {noneAdded && queries.added.length === 0 && (
        <Alert variant="warning" role="alert">
          {NO_QUESTION_QUERY_TEXT}
        </Alert>
      )}
      <div className="d-flex gap-2 justify-content-end query-submit-bar">
        <Button variant="outline-secondary" className="query-action" onClick={back} disabled={isLoading}>
          Cancel
        </Button>
        <Button className="query-action" onClick={submit} disabled={isLoading || !data}>
          Submit Query
        </Button>
      </div>
      <QuestionQuerySummaryDialog
        show={summary}
        jobId={job.id}
        queries={queries.added}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setSummary(false)}
      />
      <ConfirmDialog
        show={confirmCancel}
        title="Cancel query"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          queries.clear();
          onClose();
        }}
      >
        {CANCEL_ENTERED_TEXT}
      </ConfirmDialog>
    </section>
  );
}
