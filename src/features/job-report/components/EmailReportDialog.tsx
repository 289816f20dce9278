import { useId, useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { FormField } from '@/components/FormField';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
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

  async function submit(event: FormEvent) {
    event.preventDefault();
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
    <Modal show onHide={isLoading ? () => undefined : onClose} centered aria-labelledby="email-report-title" backdrop={isLoading ? 'static' : true}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton={!isLoading} closeLabel="Close">
          <Modal.Title id="email-report-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">
            <label htmlFor={emailsId} className="form-label">
              Email addresses
            </label>
            <input
              id={emailsId}
              type="text"
              inputMode="email"
              autoComplete="off"
              className={`form-control${error ? ' is-invalid' : ''}`}
              value={emails}
              onChange={(event) => {
                setEmails(event.target.value);
                setError(null);
              }}
              aria-describedby={`${emailsId}-help${error ? ` ${emailsId}-error` : ''}`}
              aria-invalid={error ? true : undefined}
            />
            <div id={`${emailsId}-help`} className="form-text">
              Separate several addresses with semicolons.
            </div>
            {error && (
              <div id={`${emailsId}-error`} className="invalid-feedback d-block" role="alert">
                {error}
              </div>
            )}
          </div>
          <FormField label="Message (optional)" id={messageId} className="" limit={{ value: message, max: TEXT_LIMITS.message }}>
            {(control, { maxLength }) => (
              <textarea
                {...control}
                maxLength={maxLength}
                className="form-control"
                rows={4}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
          {failure && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {failure}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Send'}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
