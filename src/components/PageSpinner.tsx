import { useAppSelector } from '@/store/typedHooks';

/** True while the shell's route-change indicator covers the page. */
export function useRouteIndicatorShown(): boolean {
  return useAppSelector((state) => state.ui.pageLoading && state.ui.pageError === null);
}

/**
 * A page's own loading spinner (a lazy chunk or its first data). One loading indicator at a time:
 * while the shell's route-change indicator is up this holds the same space and shows nothing.
 */
export function PageSpinner({ label = 'Loading…', className = 'd-flex justify-content-center p-5' }: { label?: string; className?: string }) {
  const covered = useRouteIndicatorShown();
  if (covered) return <div className={className} data-testid="page-spinner-held" />;
  return (
    <div className={className} role="status" data-testid="page-spinner">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
