import { useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import Button from 'react-bootstrap/Button';
import { isApiErrorShape } from '@/api/errors';
import { notify } from '@/components/notify';
import { queryTextProblem, tooLongText } from '@/components/report/QuestionQueryComposer';
import { TextAreaWithMinimum } from '@/components/TextAreaWithMinimum';
import { useDraft } from '@/components/useDraft';
import { QUERY_TEXT_MINIMUM, QUERY_TYPE } from '@/lib/queryTypes';
import { useRespondToQueryMutation } from '../queriesApi';

/**
 * The client's response to a referred, unresolved query (002 §2): at least 5 characters, kept as
 * a draft (portal.queryDraft.{userId}.response.{queryId}) until sent.
 */
export function QueryResponseForm({ queryId }: { queryId: number }) {
  const [text, setText, clearText] = useDraft('queryDraft', ['response', queryId], '');
  const [respond, { isLoading }] = useRespondToQueryMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const problem = queryTextProblem(text);

  const send = async () => {
    if (isLoading || problem) return;
    setServerError(null);
    try {
      await respond({ id: queryId, payload: { query_type: QUERY_TYPE.wholeJob, note_text: text.trim() } }).unwrap();
      clearText();
      notify.success(`Query ${queryId} successfully updated`);
    } catch (error) {
      notify.error('There was an error updating your query, please try again');
      if (isApiErrorShape(error) && error.status === 422) setServerError(error.message);
    }
  };

  return (
    <form
      className="card mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="card-body">
        <h3 className="h6">Respond to this query</h3>
        <TextAreaWithMinimum
          label="Your response"
          value={text}
          onChange={(value) => {
            setText(value);
            setServerError(null);
          }}
          maximum={TEXT_LIMITS.query}
          minimum={QUERY_TEXT_MINIMUM}
          error={serverError ?? (problem === 'long' ? tooLongText(text.length) : null)}
          disabled={isLoading}
        />
        <div className="d-flex justify-content-end">
          <Button type="submit" className="query-action" disabled={isLoading || problem !== null}>
            {isLoading ? 'Sending…' : 'Send Response'}
          </Button>
        </div>
      </div>
    </form>
  );
}
