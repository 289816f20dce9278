import { useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import Button from 'react-bootstrap/Button';
import { useCreateQueryMutation } from '@/api/queryEndpoints';
import { isApiErrorShape } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/notify';
import { CANCEL_ENTERED_TEXT, queryTextProblem, tooLongText } from '@/components/report/QuestionQueryComposer';
import { TextAreaWithMinimum } from '@/components/TextAreaWithMinimum';
import { useDraft } from '@/components/useDraft';
import { QUERY_TEXT_MINIMUM, QUERY_TYPE } from '@/lib/queryTypes';
import { useGetQueryCreateQuery } from '../queriesApi';
import type { QueryableJob } from '../types';
import { JobDetailsBlock } from './JobDetailsBlock';

/** A whole-job query (002 §2): job details, the explanation, the text (a draft until sent), Cancel/Confirm. */
export function WholeJobQuery({ job, onClose }: { job: QueryableJob; onClose: () => void }) {
  const { data } = useGetQueryCreateQuery(job.id, { refetchOnMountOrArgChange: true });
  const [text, setText, clearText] = useDraft('queryDraft', [job.id, 'whole'], '');
  const [createQuery, { isLoading }] = useCreateQueryMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const problem = queryTextProblem(text);

  const cancel = () => {
    if (text.trim() !== '') setConfirmCancel(true);
    else onClose();
  };
  const confirm = async () => {
    if (isLoading || problem) return;
    setServerError(null);
    try {
      await createQuery({ jobId: job.id, payload: { query_type: QUERY_TYPE.wholeJob, query_text: text.trim() } }).unwrap();
      clearText();
      notify.success('Query successfully created');
      onClose();
    } catch (error) {
      notify.error('There was an error creating your query, please try again');
      if (isApiErrorShape(error) && error.status === 422) setServerError(error.message);
    }
  };

  return (
    <section aria-labelledby="whole-job-title" className="query-whole-job">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button variant="outline-secondary" className="query-back" onClick={cancel} disabled={isLoading}>
          Back
        </Button>
        <h2 id="whole-job-title" className="h4 mb-0">
          Query Whole Job: Job Id {job.id}
        </h2>
      </div>
      <JobDetailsBlock job={job} details={data?.job_details} />
      <p>
        Only query the whole job when you doubt the entire visit, for example if the shopper visited the wrong location. To dispute the answers to particular questions, use Query Questions
        instead.
      </p>
      <TextAreaWithMinimum
        label="Query text"
        value={text}
        onChange={(value) => {
          setText(value);
          setServerError(null);
        }}
        maximum={TEXT_LIMITS.query}
        minimum={QUERY_TEXT_MINIMUM}
        error={serverError ?? (problem === 'long' ? tooLongText(text.length) : null)}
        disabled={isLoading}
        rows={5}
      />
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" className="query-action" onClick={cancel} disabled={isLoading}>
          Cancel
        </Button>
        <Button className="query-action" onClick={() => void confirm()} disabled={isLoading || problem !== null}>
          Confirm
        </Button>
      </div>
      <ConfirmDialog
        show={confirmCancel}
        title="Cancel query"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          clearText();
          onClose();
        }}
      >
        {CANCEL_ENTERED_TEXT}
      </ConfirmDialog>
    </section>
  );
}
