import { useAppSelector } from '@/store/typedHooks';
import { useRouteIndicatorShown } from '@/components/PageSpinner';

/** The route-change loading indicator (hidden once the page reports ready) and the saving indicator. */
export function LoadingOverlay() {
  const loading = useRouteIndicatorShown();
  if (!loading) return null;
  return (
    <div className="portal-loading" role="status" data-testid="loading-overlay">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

export function SavingIndicator() {
  const saving = useAppSelector((state) => state.ui.saving > 0);
  return (
    <div className="portal-saving" role="status" aria-live="polite">
      {saving && (
        <span className="badge text-bg-dark">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Saving…
        </span>
      )}
    </div>
  );
}
