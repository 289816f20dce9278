import { notify } from '@/components/notify';
import { QUERY_TYPE } from '@/lib/queryTypes';
import { useRespondToQueryMutation } from '../queriesApi';
import { useQueryTextDraft } from '../useQueryTextError';
import { QueryTextField } from './QueryTextField';
import { SubmitForm } from '@/components/SubmitForm';

/**
 * The client's response to a referred, unresolved query (002 §2): at least 5 characters, kept as
 * a draft (portal.queryDraft.{userId}.response.{queryId}) until sent.
 */
export function QueryResponseForm({ queryId }: { queryId: number }) {
  const { text, clearText, problem, serverError, field } = useQueryTextDraft(['response', queryId]);
  const [respond, { isLoading }] = useRespondToQueryMutation();

  const send = async () => {
    if (isLoading || problem) return;
    serverError.clear();
    try {
      await respond({ id: queryId, payload: { query_type: QUERY_TYPE.wholeJob, note_text: text.trim() } }).unwrap();
      clearText();
      notify.success(`Query ${queryId} successfully updated`);
    } catch (error) {
      notify.error('There was an error updating your query, please try again');
      serverError.show(error);
    }
  };

  return (
    <SubmitForm className="card mb-3" onSubmit={send}>
      <div className="card-body">
        <h3 className="h6">Respond to this query</h3>
        <QueryTextField label="Your response" {...field} disabled={isLoading} />
        <div className="d-flex justify-content-end">
          <button type="submit" className="btn btn-primary query-action" disabled={isLoading || problem !== null}>
            {isLoading ? 'Sending…' : 'Send Response'}
          </button>
        </div>
      </div>
    </SubmitForm>
  );
}
