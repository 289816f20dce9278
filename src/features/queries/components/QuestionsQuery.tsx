import { useState } from 'react';
import { useCreateQueryMutation } from '@/api/queryEndpoints';
import { ActionBar } from '@/components/FormActions';
import { notify } from '@/components/notify';
import {
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
import { QueryStep } from './QueryStep';

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
    <QueryStep
      titleId="questions-query-title"
      title={`Query Questions: Job Id ${job.id}`}
      className="query-questions"
      busy={isLoading}
      onBack={back}
      cancelAsked={confirmCancel}
      onCancelKept={() => setConfirmCancel(false)}
      onCancelConfirmed={() => {
        setConfirmCancel(false);
        queries.clear();
        onClose();
      }}
    >
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
        <div className="alert alert-danger text-break" role="alert">
          {serverError.message}
        </div>
      )}
      {noneAdded && queries.added.length === 0 && (
        <div className="alert alert-warning" role="alert">
          {NO_QUESTION_QUERY_TEXT}
        </div>
      )}
      <ActionBar
        className="query-submit-bar"
        busy={isLoading}
        submitDisabled={!data}
        submitLabel="Submit Query"
        buttonClassName="query-action"
        onCancel={back}
        onSubmit={submit}
      />
      <QuestionQuerySummaryDialog
        show={summary}
        jobId={job.id}
        queries={queries.added}
        busy={isLoading}
        onConfirm={confirm}
        onCancel={() => setSummary(false)}
      />
    </QueryStep>
  );
}
