import { useState } from 'react';
import { useCreateQueryMutation } from '@/api/queryEndpoints';
import { ActionBar } from '@/components/FormActions';
import { notify } from '@/components/notify';
import { QUERY_TYPE } from '@/lib/queryTypes';
import { useGetQueryCreateQuery } from '../queriesApi';
import type { QueryableJob } from '../types';
import { useQueryTextDraft } from '../useQueryTextError';
import { JobDetailsBlock } from './JobDetailsBlock';
import { QueryStep } from './QueryStep';
import { QueryTextField } from './QueryTextField';

/** A whole-job query (002 §2): job details, the explanation, the text (a draft until sent), Cancel/Confirm. */
export function WholeJobQuery({ job, onClose }: { job: QueryableJob; onClose: () => void }) {
  const { data } = useGetQueryCreateQuery(job.id, { refetchOnMountOrArgChange: true });
  const { text, clearText, problem, serverError, field } = useQueryTextDraft([job.id, 'whole']);
  const [createQuery, { isLoading }] = useCreateQueryMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);

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
    <QueryStep
      titleId="whole-job-title"
      title={`Query Whole Job: Job Id ${job.id}`}
      className="query-whole-job"
      busy={isLoading}
      onBack={cancel}
      cancelAsked={confirmCancel}
      onCancelKept={() => setConfirmCancel(false)}
      onCancelConfirmed={() => {
        setConfirmCancel(false);
        clearText();
        onClose();
      }}
    >
      <JobDetailsBlock job={job} details={data?.job_details} />
      <p>
        Only query the whole job when you doubt the entire visit, for example if the shopper visited the wrong location. To dispute the answers to particular
        questions, use Query Questions instead.
      </p>
      <QueryTextField label="Query text" {...field} disabled={isLoading} rows={5} />
      <ActionBar busy={isLoading} submitDisabled={problem !== null} submitLabel="Confirm" buttonClassName="query-action" onCancel={cancel} onSubmit={confirm} />
    </QueryStep>
  );
}
