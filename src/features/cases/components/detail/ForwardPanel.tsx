import { useId, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { FormField } from '@/components/FormField';
import { notify } from '@/components/notify';
import { useSavingIndicator } from '@/store/pageHooks';
import { useForwardCaseMutation } from '../../caseDetailApi';
import { useDraft } from '@/components/useDraft';
import type { Case, CaseEditOptions } from '../../types';
import { asApiError, failureReason, fieldMessages, offlineMessage } from '@/api/errors';
import { forwardFailureText } from './apiErrorText';
import { splitEmails } from './detailFormat';
import { PanelFooter, SendingNotice } from './PanelFooter';

interface ForwardDraft {
  lists: number[];
  manual: string;
  message: string;
}

/** Forward: distribution lists and/or manual emails, with an optional message. */
export function ForwardPanel({ item, options, onDone }: { item: Case; options: CaseEditOptions | undefined; onDone: () => void }) {
  const [draft, setDraft, clearDraft, draftSending] = useDraft<ForwardDraft>('caseDraft', [item.id, 'forward'], { lists: [], manual: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [forward, { isLoading }] = useForwardCaseMutation();
  const sending = useRef(false);
  const id = useId();
  useSavingIndicator(isLoading);
  const lists = options?.emails ?? [];

  async function submit() {
    if (sending.current) return;
    const manual = splitEmails(draft.manual);
    const to = draft.lists.filter((listId) => lists.some((list) => list.id === listId));
    if (to.length === 0 && manual.length === 0) {
      setErrors({ to: 'You need to select a distribution list, or enter at least one manual email.' });
      return;
    }
    setErrors({});
    sending.current = true;
    draftSending.mark(true);
    try {
      await forward({ id: item.id, forward: { to, email_body: draft.message, ...(manual.length > 0 ? { manual_to: manual } : {}) } }).unwrap();
      notify.success('Case details forwarded successfully');
      clearDraft();
      onDone();
    } catch (failure) {
      draftSending.mark(false);
      const text = forwardFailureText(failure);
      notify.error(text);
      const fields = fieldMessages(failure);
      // On a 500 the toast keeps the spec's email hint; the panel also says what the server answered.
      const inline = asApiError(failure).status === 500 ? `${text}. ${failureReason(failure)}` : text;
      setErrors({ server: offlineMessage(failure) ?? inline, ...(fields.manual_to ? { manual: fields.manual_to } : {}) });
    } finally {
      sending.current = false;
    }
  }

  return (
    <form
      noValidate
      aria-label="Forward Case"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {draftSending.wasSending && <SendingNotice />}
      <fieldset className="mb-3" aria-describedby={errors.to ? `${id}-to-error` : undefined}>
        <legend className="form-label fs-6">Distribution Lists</legend>
        {lists.length === 0 && <p className="text-body-secondary small mb-0">There are no distribution lists.</p>}
        {lists.map((list) => (
          <div className="form-check" key={list.id}>
            <input
              id={`${id}-list-${list.id}`}
              type="checkbox"
              className="form-check-input"
              checked={draft.lists.includes(list.id)}
              disabled={isLoading}
              onChange={(event) => {
                setDraft({ ...draft, lists: event.target.checked ? [...draft.lists, list.id] : draft.lists.filter((other) => other !== list.id) });
                setErrors({});
              }}
            />
            <label htmlFor={`${id}-list-${list.id}`} className="form-check-label">
              {list.name}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="mb-3">
        <label htmlFor={`${id}-manual`} className="form-label">
          Manual Emails
        </label>
        <input
          id={`${id}-manual`}
          maxLength={TEXT_LIMITS.message}
          type="text"
          className={`form-control${errors.manual ? ' is-invalid' : ''}`}
          value={draft.manual}
          disabled={isLoading}
          aria-describedby={`${id}-manual-hint${errors.manual ? ` ${id}-manual-error` : ''}`}
          onChange={(event) => {
            setDraft({ ...draft, manual: event.target.value });
            setErrors({});
          }}
        />
        <div id={`${id}-manual-hint`} className="form-text">
          Separate several addresses with spaces, commas or semicolons.
        </div>
        {errors.manual && (
          <div id={`${id}-manual-error`} className="invalid-feedback d-block">
            {errors.manual}
          </div>
        )}
      </div>
      {errors.to && (
        <div id={`${id}-to-error`} className="alert alert-danger py-2" role="alert">
          {errors.to}
        </div>
      )}
      <FormField label="Message (optional)" id={`${id}-message`} limit={{ value: draft.message, max: TEXT_LIMITS.message }}>
        {(control, { maxLength }) => (
          <textarea
            {...control}
            maxLength={maxLength}
            className="form-control"
            rows={4}
            value={draft.message}
            disabled={isLoading}
            onChange={(event) => setDraft({ ...draft, message: event.target.value })}
          />
        )}
      </FormField>
      <PanelFooter serverError={errors.server} busy={isLoading} busyLabel="Sending…" submitLabel="Forward Case" onCancel={onDone} />
    </form>
  );
}
