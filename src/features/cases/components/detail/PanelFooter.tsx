/** The end of a case panel: the server's message (if any), then Cancel and the panel's submit button. */
export function PanelFooter({
  serverError,
  busy,
  busyLabel,
  submitLabel,
  onCancel,
}: {
  serverError?: string;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {serverError && (
        <div className="alert alert-danger" role="alert">
          {serverError}
        </div>
      )}
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
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
