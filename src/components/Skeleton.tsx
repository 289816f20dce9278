/**
 * Placeholders of the final size while data loads (issue 9: no layout shift). They are decorative;
 * the region they stand in for says "Loading…" to assistive technology once.
 */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <span className={`skeleton d-block ${className}`} aria-hidden="true" />;
}

/** A loading region: a status for screen readers around decorative skeletons. */
export function SkeletonRegion({ label = 'Loading…', className = '', children }: { label?: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={className} role="status">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/** Table rows' stand-in: `rows` lines of the height of a case row. */
export function SkeletonRows({ rows, rowClassName = 'skeleton-row' }: { rows: number; rowClassName?: string }) {
  return (
    <div className="card">
      <div className="card-body py-2">
        {Array.from({ length: rows }, (_, index) => (
          <SkeletonBlock key={index} className={`${rowClassName} my-2`} />
        ))}
      </div>
    </div>
  );
}
