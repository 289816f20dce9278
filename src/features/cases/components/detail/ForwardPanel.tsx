import { useId, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { TextInputField } from '@/components/TextInputField';
import { notify } from '@/components/notify';
import { useSavingIndicator } from '@/store/pageHooks';
import { useForwardCaseMutation } from '../../caseDetailApi';
import { useDraft } from '@/components/useDraft';
import type { Case, CaseEditOptions } from '../../types';
import { asApiError, failureReason, fieldMessages, offlineMessage } from '@/api/errors';
import { forwardFailureText } from './apiErrorText';
import { splitEmails } from './detailFormat';
import { PanelForm } from './PanelFooter';

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
    <PanelForm
      label="Forward Case"
      wasSending={draftSending.wasSending}
      onSubmit={submit}
      footer={{ serverError: errors.server, busy: isLoading, busyLabel: 'Sending…', submitLabel: 'Forward Case', onCancel: onDone }}
    >
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
      <TextInputField
        id={`${id}-manual`}
        label="Manual Emails"
        maxLength={TEXT_LIMITS.message}
        value={draft.manual}
        disabled={isLoading}
        help="Separate several addresses with spaces, commas or semicolons."
        error={errors.manual}
        onChange={(value) => {
          setDraft({ ...draft, manual: value });
          setErrors({});
        }}
      />
      {errors.to && (
        <div id={`${id}-to-error`} className="alert alert-danger py-2" role="alert">
          {errors.to}
        </div>
      )}
      <TextInputField
        id={`${id}-message`}
        label="Message (optional)"
        rows={4}
        maxLength={TEXT_LIMITS.message}
        counter
        value={draft.message}
        disabled={isLoading}
        onChange={(message) => setDraft({ ...draft, message })}
      />
    </PanelForm>
  );
}
