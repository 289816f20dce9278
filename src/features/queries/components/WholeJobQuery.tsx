import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useCreateQueryMutation } from '@/api/queryEndpoints';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/notify';
import { CANCEL_ENTERED_TEXT, queryTextProblem } from '@/components/report/QuestionQueryComposer';
import { useDraft } from '@/components/useDraft';
import { QUERY_TYPE } from '@/lib/queryTypes';
import { useGetQueryCreateQuery } from '../queriesApi';
import type { QueryableJob } from '../types';
import { useQueryTextError } from '../useQueryTextError';
import { JobDetailsBlock } from './JobDetailsBlock';
import { QueryTextField } from './QueryTextField';

/** A whole-job query (002 §2): job details, the explanation, the text (a draft until sent), Cancel/Confirm. */
export function WholeJobQuery({ job, onClose }: { job: QueryableJob; onClose: () => void }) {
  const { data } = useGetQueryCreateQuery(job.id, { refetchOnMountOrArgChange: true });
  const [text, setText, clearText] = useDraft('queryDraft', [job.id, 'whole'], '');
  const [createQuery, { isLoading }] = useCreateQueryMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const serverError = useQueryTextError();
  const problem = queryTextProblem(text);

  const cancel = () => {
    if (text.trim() !== '') setConfirmCancel(true);
    else onClose();
  };
  const confirm = async () => {
    if (isLoading || problem) return;
    serverError.clear();
    try {
      await createQuery({ jobId: job.id, payload: { query_type: QUERY_TYPE.wholeJob, query_text: text.trim() } }).unwrap();
      clearText();
      notify.success('Query successfully created');
      onClose();
    } catch (error) {
      notify.error('There was an error creating your query, please try again');
      serverError.show(error);
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
        Only query the whole job when you doubt the entire visit, for example if the shopper visited the wrong location. To dispute the answers to particular
        questions, use Query Questions instead.
      </p>
      <QueryTextField
        label="Query text"
        value={text}
        onChange={(value) => {
          setText(value);
          serverError.edited();
        }}
        serverError={serverError.message}
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
