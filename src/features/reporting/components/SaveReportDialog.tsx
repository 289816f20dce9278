import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { notify } from '@/components/notify';
import { firstErrors } from '@/components/useFieldErrors';
import { useSaveReportMutation } from '../reportingApi';

interface Props {
  show: boolean;
  report: string;
  /** The report's filters as request parameters. */
  params: Record<string, string>;
  onClose: () => void;
}

/** 'Save Report': names the report shown and saves it with its filters (document 001 §7). */
export function SaveReportDialog({ show, report, params, onClose }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveReportMutation();

  const submit = async () => {
    if (isLoading) return;
    if (name.trim() === '') {
      setError('A report name is required');
      return;
    }
    try {
      await save({ ...params, report_name: name.trim(), report }).unwrap();
      notify.success('Report saved');
      setName('');
      setError(null);
      onClose();
    } catch (failure) {
      // The dialog and the name stay; the server's first message shows under the field.
      const errors = firstErrors(failure);
      setError(errors.report_name ?? errors.report ?? null);
      notify.error('Error saving report');
    }
  };

  return (
    <Modal show={show} onHide={() => !isLoading && onClose()} centered aria-labelledby="save-report-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="save-report-title" as="h2" className="h5">
            Save Report
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <label htmlFor="save-report-name" className="form-label">
            Report name
          </label>
          <input
            id="save-report-name"
            className={`form-control${error ? ' is-invalid' : ''}`}
            value={name}
            maxLength={100}
            aria-describedby={error ? 'save-report-name-error' : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            autoFocus
          />
          {error && (
            <div id="save-report-name-error" className="invalid-feedback">
              {error}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={isLoading}>
            Save Report
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
