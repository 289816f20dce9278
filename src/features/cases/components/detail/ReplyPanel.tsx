import { useId, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { TextInputField } from '@/components/TextInputField';
import { notify } from '@/components/notify';
import { useSavingIndicator } from '@/store/pageHooks';
import { useGetReplyDetailsQuery, useSendReplyMutation } from '../../caseDetailApi';
import { useDraft } from '@/components/useDraft';
import type { Case } from '../../types';
import { asApiError, failureReason, fieldMessages } from '@/api/errors';
import { replyFailureText } from './apiErrorText';
import { attachmentProblem } from './attachmentRules';
import { formatFileSize, splitEmails } from './detailFormat';
import { chooseFiles, FilePicker, type ChosenFile } from './FilePicker';
import { PanelForm } from './PanelFooter';

interface ReplyDraft {
  message: string;
  cc: string;
  bcc: string;
}

/** Reply: the reply details, a required message, cc/bcc and attachments, sent as multipart. */
export function ReplyPanel({ item, onDone }: { item: Case; onDone: () => void }) {
  const details = useGetReplyDetailsQuery(item.id, { refetchOnMountOrArgChange: true });
  const [draft, setDraft, clearDraft, draftSending] = useDraft<ReplyDraft>('caseDraft', [item.id, 'reply'], { message: '', cc: '', bcc: '' });
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [send, { isLoading }] = useSendReplyMutation();
  const sending = useRef(false);
  const id = useId();
  useSavingIndicator(isLoading);

  const edit = (patch: Partial<ReplyDraft>, field: string) => {
    setDraft({ ...draft, ...patch });
    setErrors((current) => ({ ...current, [field]: '', server: '' }));
  };

  async function submit() {
    if (sending.current) return;
    const next: Record<string, string> = {};
    if (draft.message.trim() === '') next.email_body = 'You need to enter a message.';
    const problem = files.map((chosen) => attachmentProblem(chosen.file)).find(Boolean);
    if (problem) next.attachments = problem;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    sending.current = true;
    draftSending.mark(true);
    try {
      await send({
        id: item.id,
        reply: { email_body: draft.message, cc: splitEmails(draft.cc), bcc: splitEmails(draft.bcc), attachments: files.map((chosen) => chosen.file) },
      }).unwrap();
      notify.success('Customer successfully emailed');
      clearDraft();
      setFiles([]);
      onDone();
    } catch (failure) {
      draftSending.mark(false);
      notify.error(replyFailureText(failure));
      // 002 §8: "plus the server message inline" (or what happened when there is none).
      setErrors({ ...fieldMessages(failure), server: failureReason(failure) });
    } finally {
      sending.current = false;
    }
  }

  if (details.isLoading) {
    return (
      <div role="status" className="py-3">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading the reply details…
      </div>
    );
  }
  if (details.isError || !details.data) {
    return (
      <div className="alert alert-danger" role="alert">
        The reply details could not be loaded. {asApiError(details.error).message}
      </div>
    );
  }
  const reply = details.data;
  const fieldError = (field: string) =>
    errors[field] ? (
      <div id={`${id}-${field}-error`} className="invalid-feedback d-block" role="alert">
        {errors[field]}
      </div>
    ) : null;

  return (
    <PanelForm
      label="Reply to Customer"
      wasSending={draftSending.wasSending}
      onSubmit={submit}
      footer={{ serverError: errors.server, busy: isLoading, busyLabel: 'Sending…', submitLabel: 'Send Reply', onCancel: onDone }}
    >
      <dl className="row small mb-3">
        <dt className="col-sm-2">To</dt>
        <dd className="col-sm-10 text-break">{reply.customer_email}</dd>
        <dt className="col-sm-2">From</dt>
        <dd className="col-sm-10 text-break">{reply.from_address}</dd>
        <dt className="col-sm-2">Subject</dt>
        <dd className="col-sm-10">{reply.email_subject}</dd>
      </dl>
      <div className="row g-2">
        {(['cc', 'bcc'] as const).map((field) => (
          <TextInputField
            key={field}
            id={`${id}-${field}`}
            label={field === 'cc' ? 'Cc' : 'Bcc'}
            className="col-md-6 mb-2"
            maxLength={TEXT_LIMITS.message}
            value={draft[field]}
            describedBy={`${id}-split-hint`}
            error={errors[field]}
            errorRole="alert"
            disabled={isLoading}
            onChange={(value) => edit({ [field]: value }, field)}
          />
        ))}
      </div>
      <p id={`${id}-split-hint`} className="form-text mt-0">
        Separate several addresses with spaces, commas or semicolons.
      </p>
      <TextInputField
        id={`${id}-message`}
        label="Message"
        rows={6}
        maxLength={TEXT_LIMITS.reply}
        counter
        value={draft.message}
        error={errors.email_body}
        disabled={isLoading}
        onChange={(value) => edit({ message: value }, 'email_body')}
      />
      {reply.email_body && (
        <div className="mb-3">
          <h3 className="h6 small text-body-secondary mb-1">Original feedback</h3>
          <p className="text-pre-line border rounded p-2 bg-light small mb-0">{reply.email_body}</p>
        </div>
      )}
      <FilePicker
        label="Attachments"
        disabled={isLoading}
        onAdd={(added) => {
          setFiles((current) => [...current, ...chooseFiles(added)]);
          setErrors((current) => ({ ...current, attachments: '' }));
        }}
      />
      {files.length > 0 && (
        <ul className="list-group mb-2" aria-label="Files to attach">
          {files.map((chosen, index) => {
            const problem = attachmentProblem(chosen.file) ?? errors[`attachments.${index}`];
            return (
              <li key={chosen.key} className="list-group-item d-flex justify-content-between align-items-start gap-2">
                <div className="text-break">
                  {chosen.file.name} <span className="text-body-secondary small">({formatFileSize(chosen.file.size)})</span>
                  {problem && <div className="text-danger small">{problem}</div>}
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={`Remove ${chosen.file.name}`}
                  disabled={isLoading}
                  onClick={() => setFiles((current) => current.filter((other) => other.key !== chosen.key))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {files.length === 0 ? fieldError('attachments') : null}
    </PanelForm>
  );
}
