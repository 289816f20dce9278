import { useRef, useState } from 'react';
import { notify } from '@/components/notify';
import { can, P } from '@/lib/permissions';
import { useAppSelector } from '@/store/hooks';
import { selectSession } from '@/store/sessionSlice';
import { useLazyGetCreateCaseDetailsQuery } from '../casesApi';
import type { CreateCaseDetails } from '../types';
import { CreateCasePanel } from './CreateCasePanel';

/** 'Add Case': opens the Create New Case panel once its details load (document 000 §4). */
export function AddCaseButton() {
  const session = useAppSelector(selectSession);
  const [loadDetails, { isFetching }] = useLazyGetCreateCaseDetailsQuery();
  const [details, setDetails] = useState<CreateCaseDetails | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const open = async () => {
    if (!can(session, P.CASE_MANAGEMENT_CREATE_CASE)) {
      notify.error('You do not have permission to create a new case');
      return;
    }
    const result = await loadDetails();
    if (result.data) setDetails(result.data);
    else notify.error(`Error - ${(result.error as { message?: string } | undefined)?.message ?? 'Error'}`);
  };

  return (
    <>
      <button ref={button} type="button" className="btn btn-primary" onClick={() => void open()} disabled={isFetching}>
        {isFetching ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        Add Case
      </button>
      {details ? <CreateCasePanel
          details={details}
          onClose={() => {
            setDetails(null);
            // The panel opened while this button was busy (disabled): focus comes back here, not to the page.
            button.current?.focus();
          }}
        /> : null}
    </>
  );
}
