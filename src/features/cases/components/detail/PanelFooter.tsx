import type { ReactNode } from 'react';
import { ActionBar, type FormActionsProps } from '@/components/FormActions';
import { SubmitForm } from '@/components/SubmitForm';

type PanelFooterProps = Pick<FormActionsProps, 'busy' | 'busyLabel' | 'submitLabel' | 'onCancel'> & { serverError?: string };

/** The end of a case panel: the server's message (if any), then Cancel and the panel's submit button. */
export function PanelFooter({ serverError, ...actions }: PanelFooterProps) {
  return (
    <>
      {serverError && (
        <div className="alert alert-danger" role="alert">
          {serverError}
        </div>
      )}
      <ActionBar {...actions} />
    </>
  );
}

/** Shown above a draft that was being sent when the page was reloaded (it may have been saved). */
export function SendingNotice() {
  return (
    <div className="alert alert-warning py-2" role="status">
      This text may already have been saved. Check the notes below before sending it again.
    </div>
  );
}

/** A case panel's form: named by its title, the sending notice of a reloaded draft first, the footer last. */
export function PanelForm({
  label,
  wasSending,
  onSubmit,
  footer,
  children,
}: {
  label: string;
  /** The draft was being sent when the page was reloaded. */
  wasSending: boolean;
  onSubmit: () => unknown;
  footer: PanelFooterProps;
  children: ReactNode;
}) {
  return (
    <SubmitForm aria-label={label} onSubmit={onSubmit}>
      {wasSending && <SendingNotice />}
      {children}
      <PanelFooter {...footer} />
    </SubmitForm>
  );
}
