import { Suspense, useRef, useState } from 'react';
import { notify } from '@/components/notify';
import { can, P } from '@/lib/permissions';
import { useAppSelector } from '@/store/typedHooks';
import { selectSession } from '@/store/sessionSlice';
import { useLazyGetCreateCaseDetailsQuery } from '../casesApi';
import type { CreateCaseDetails } from '../types';
import { preloadableLazy } from '@/lib/preloadableLazy';

// The panel (react-bootstrap's Offcanvas, the pickers, the confirm dialog) is its own chunk: the
// case dashboard's first load does not carry it. It starts loading when the pointer or focus
// reaches the button, and at the latest with the click, beside the panel's details request.
const CreateCasePanel = preloadableLazy(() => import('./CreateCasePanel').then((module) => ({ default: module.CreateCasePanel })));
const loadPanel = () => void CreateCasePanel.preload().catch(() => undefined);

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
    // The panel's chunk and its details together; a chunk that fails to load reaches the page's
    // error boundary when the panel renders (the shell's new-version notice), like any lazy page.
    const [result] = await Promise.all([loadDetails(), CreateCasePanel.preload().catch(() => undefined)]);
    if (result.data) setDetails(result.data);
    else notify.error(`Error - ${result.error?.message ?? 'Error'}`);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-primary"
        onClick={() => void open()}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        disabled={isFetching}
      >
        {isFetching ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        Add Case
      </button>
      {details ? (
        <Suspense fallback={null}>
          <CreateCasePanel
            details={details}
            onClose={() => {
              setDetails(null);
              // The panel opened while this button was busy (disabled): focus comes back here, not to the page.
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
