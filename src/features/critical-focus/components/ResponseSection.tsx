import { useId, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { notify } from '@/components/notify';
import { charactersMissing, TextAreaWithMinimum } from '@/components/TextAreaWithMinimum';
import { useDraft } from '@/components/useDraft';
import { useSavingIndicator } from '@/store/pageHooks';
import { serverMessage } from '@/api/errors';
import { useGetCriticalFocusNoteTypesQuery, useStoreCriticalFocusNoteMutation } from '../criticalFocusApi';
import { CF_COMMENT_MINIMUM, CF_STATUS_RESOLVED, type CriticalFocusItem } from '../types';
import { contactNoteType } from '../viewState';
import { CfStatusChip } from './CfItemChips';
import { SubmitForm } from '@/components/SubmitForm';

/** The drafted response of one user on one item. */
export interface ResponseDraft {
  typeId: number | null;
  comment: string;
}

/** The comment the one-click 'Contacted customer' sends when none (of 5+ characters) is typed. */
export const CONTACTED_DEFAULT_COMMENT = 'Customer contacted.';

/**
 * The response form (002 §2): a status from the note types and a comment of at least 5 characters,
 * drafted per user and item; 'This critical focus is Resolved.' once resolved; the status only for
 * users who may not update. Plus the one-click 'Contacted customer' for an item whose customer
 * asked to be contacted.
 */
export function ResponseSection({ item, canUpdate }: { item: CriticalFocusItem; canUpdate: boolean }) {
  const resolved = item.status_id === CF_STATUS_RESOLVED;
  const [draft, setDraft, clearDraft] = useDraft<ResponseDraft>('criticalFocusDraft', [item.id], { typeId: null, comment: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const types = useGetCriticalFocusNoteTypesQuery(undefined, { skip: !canUpdate || resolved });
  const [store, { isLoading }] = useStoreCriticalFocusNoteMutation();
  const sending = useRef(false);
  const statusId = useId();
  useSavingIndicator(isLoading);

  const noteTypes = types.data ?? [];
  const contactType = contactNoteType(noteTypes);
  const missing = charactersMissing(draft.comment, CF_COMMENT_MINIMUM);
  const chosen = noteTypes.find((type) => type.id === draft.typeId) ?? null;
  const valid = !!chosen && missing === 0;

  async function send(typeId: number, comment: string, clearsDraft: boolean) {
    if (sending.current) return;
    sending.current = true;
    try {
      await store({ id: item.id, type_id: typeId, comment }).unwrap();
      notify.success(`Critical Focus ${item.id} successfully updated`);
      setServerError(null);
      if (clearsDraft) clearDraft();
    } catch (failure) {
      notify.error('There was an error updating this critical focus, please try again');
      setServerError(serverMessage(failure) ?? 'The response could not be saved.');
    } finally {
      sending.current = false;
    }
  }

  const message = serverError ? (
    <div className="alert alert-danger py-2" role="alert">
      {serverError}
    </div>
  ) : null;

  if (resolved) {
    return (
      <section aria-labelledby="cf-response-title" className="mt-4">
        <h3 id="cf-response-title" className="h6">
          Response
        </h3>
        {message}
        <p className="mb-0">This critical focus is Resolved.</p>
      </section>
    );
  }
  if (!canUpdate) {
    return (
      <section aria-labelledby="cf-response-title" className="mt-4">
        <h3 id="cf-response-title" className="h6">
          Status
        </h3>
        <CfStatusChip statusId={item.status_id} name={item.status_name} />
      </section>
    );
  }
  return (
    <section aria-labelledby="cf-response-title" className="mt-4">
      <h3 id="cf-response-title" className="h6">
        Respond
      </h3>
      {item.wants_contact && contactType ? (
        <div className="mb-3">
          <button
            type="button"
            className="btn btn-outline-primary cf-tap"
            disabled={isLoading}
            onClick={() => {
              const typed = draft.comment.trim();
              const useTyped = charactersMissing(typed, CF_COMMENT_MINIMUM) === 0;
              void send(contactType.id, useTyped ? typed : CONTACTED_DEFAULT_COMMENT, useTyped);
            }}
          >
            Contacted customer
          </button>
          <div className="form-text">Records a '{contactType.name}' response with your comment, or 'Customer contacted.' when you have not typed one.</div>
        </div>
      ) : null}
      <SubmitForm aria-label="Respond to this critical focus" onSubmit={() => (valid && chosen ? send(chosen.id, draft.comment.trim(), true) : undefined)}>
        <div className="mb-3">
          <label htmlFor={statusId} className="form-label">
            Status
          </label>
          <select
            id={statusId}
            className="form-select"
            value={draft.typeId ?? ''}
            disabled={isLoading}
            onChange={(event) => setDraft({ ...draft, typeId: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">Please Select a Status</option>
            {noteTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
          {types.isError ? (
            <div className="text-danger small mt-1" role="alert">
              The statuses could not be loaded.{' '}
              <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => void types.refetch()}>
                Retry
              </button>
            </div>
          ) : null}
        </div>
        <TextAreaWithMinimum
          label="Comment"
          value={draft.comment}
          maximum={TEXT_LIMITS.comment}
          minimum={CF_COMMENT_MINIMUM}
          rows={4}
          disabled={isLoading}
          onChange={(comment) => setDraft({ ...draft, comment })}
        />
        {message}
        <button type="submit" className="btn btn-primary cf-tap" disabled={!valid || isLoading}>
          Submit
        </button>
      </SubmitForm>
    </section>
  );
}
