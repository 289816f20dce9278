import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { CANCEL_ENTERED_TEXT } from '@/components/report/QuestionQueryComposer';

interface Props {
  titleId: string;
  title: string;
  className: string;
  /** While the query is being sent, Back does nothing. */
  busy: boolean;
  onBack: () => void;
  /** True while 'Cancel query' asks whether to throw the entered text away. */
  cancelAsked: boolean;
  onCancelKept: () => void;
  onCancelConfirmed: () => void;
  children: ReactNode;
}

/** A step of raising a query (whole job, questions): Back and the title, the step, and the 'Cancel query' question. */
export function QueryStep({ titleId, title, className, busy, onBack, cancelAsked, onCancelKept, onCancelConfirmed, children }: Props) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <button type="button" className="btn btn-outline-secondary query-back" onClick={onBack} disabled={busy}>
          Back
        </button>
        <h2 id={titleId} className="h4 mb-0">
          {title}
        </h2>
      </div>
      {children}
      <ConfirmDialog show={cancelAsked} title="Cancel query" onCancel={onCancelKept} onConfirm={onCancelConfirmed}>
        {CANCEL_ENTERED_TEXT}
      </ConfirmDialog>
    </section>
  );
}
