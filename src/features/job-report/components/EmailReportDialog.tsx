import { useId, useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { ModalForm } from '@/components/ModalForm';
import { TextInputField } from '@/components/TextInputField';
import { notify } from '@/components/notify';
import type { JobReportData } from '@/lib/reportTypes';
import { useEmailJobReportMutation } from '../jobReportApi';
import { defaultEmailMessage, EMAIL_REQUIRED_TEXT, EMAIL_SENT_TEXT, emailFailure, splitEmails } from '../reportModel';

interface Props {
  jobId: number;
  isSurvey: boolean;
  data: JobReportData;
  onClose: () => void;
}

/**
 * 'Email Job Report' / 'Email Survey Report' (001 §2, §5, §8): addresses split on spaces, commas
 * and semicolons, an optional message (a default naming the location and score when blank).
 */
export function EmailReportDialog({ jobId, isSurvey, data, onClose }: Props) {
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  /** A problem with the addresses (shown under the field). */
  const [error, setError] = useState<string | null>(null);
  /** Any other failure: what happened, shown above the buttons. */
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useEmailJobReportMutation();
  const emailsId = useId();
  const messageId = useId();

  async function submit() {
    if (isLoading) return;
    const to = splitEmails(emails);
    if (to.length === 0) {
      setError(EMAIL_REQUIRED_TEXT);
      return;
    }
    setError(null);
    setFailure(null);
    try {
      await send({ jobId, isSurvey, email_to: to, email_text: message.trim() === '' ? defaultEmailMessage(data, isSurvey) : message }).unwrap();
      notify.success(EMAIL_SENT_TEXT);
      onClose();
    } catch (caught) {
      // Only a 422 naming the addresses blames them; anything else says what happened.
      const outcome = emailFailure(caught);
      notify.error(outcome.toast);
      if (outcome.field) setError(outcome.field);
      else setFailure(outcome.message);
    }
  }

  const title = isSurvey ? 'Email Survey Report' : 'Email Job Report';
  return (
    <ModalForm onHide={onClose} busy={isLoading} titleId="email-report-title" title={title} submitLabel="Send" busyLabel="Sending…" onSubmit={submit}>
      <TextInputField
        id={emailsId}
        label="Email addresses"
        inputMode="email"
        autoComplete="off"
        value={emails}
        help="Separate several addresses with semicolons."
        error={error}
        errorRole="alert"
        onChange={(value) => {
          setEmails(value);
          setError(null);
        }}
      />
      <TextInputField
        id={messageId}
        label="Message (optional)"
        className=""
        rows={4}
        maxLength={TEXT_LIMITS.message}
        counter
        value={message}
        onChange={setMessage}
      />
      {failure && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {failure}
        </div>
      )}
    </ModalForm>
  );
}
