import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ModalDialog } from '@/components/ModalDialog';
import { parseCaseId } from '../caseId';
import { useLazyLookupCaseIdQuery } from '../casesApi';
import { casePath } from './CaseTable';

/** The largest id the API's case ids can take (32-bit): a longer number is not looked up. */
const MAX_ID = 2_147_483_647;

/** The case-id search modal (document 002 §2): opens the case when it exists. */
export function CaseIdSearchModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [lookup, { isFetching }] = useLazyLookupCaseIdQuery();

  const close = () => {
    setValue('');
    setMessage(null);
    onHide();
  };

  const search = async () => {
    if (value.trim() === '') {
      setMessage('A report name is required');
      return;
    }
    const id = parseCaseId(value.trim());
    if (id === 0 || id > MAX_ID) {
      setMessage('Case not found');
      return;
    }
    const result = await lookup(id);
    if (result.isSuccess) {
      close();
      void navigate(casePath(id));
      return;
    }
    const error: { status?: unknown; message?: string } | undefined = result.error;
    const status = error?.status;
    setMessage(status === 404 || status === 403 || status === 422 ? 'Case not found' : (error?.message ?? 'Case not found'));
  };

  return (
    <ModalDialog
      show={show}
      onHide={close}
      titleId="case-id-search-title"
      title="Search for Case Id"
      onSubmit={search}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={value.trim() === '' || isFetching}>
            {isFetching ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
            Search
          </button>
        </>
      }
    >
      <label className="form-label" htmlFor="case-id-search">
        Please enter a case Id
      </label>
      <input
        id="case-id-search"
        type="number"
        min={1}
        inputMode="numeric"
        className={`form-control ${message ? 'is-invalid' : ''}`}
        placeholder="Please enter a case Id"
        value={value}
        aria-invalid={!!message}
        aria-describedby={message ? 'case-id-search-error' : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setMessage(null);
        }}
        onKeyDown={(event) => {
          // Enter with an empty id still explains why nothing happens (the button is disabled).
          if (event.key === 'Enter') {
            event.preventDefault();
            void search();
          }
        }}
        autoFocus
      />
      {message ? (
        <div className="invalid-feedback d-block" id="case-id-search-error" role="alert">
          {message}
        </div>
      ) : null}
    </ModalDialog>
  );
}
