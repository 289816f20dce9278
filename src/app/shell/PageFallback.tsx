/** Shown while a page's chunk loads. */
export function PageFallback({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={`d-flex justify-content-center p-5${fullPage ? ' min-vh-100 align-items-center' : ''}`} role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
