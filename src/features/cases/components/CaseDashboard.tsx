/** Placeholder until the case dashboard lands (replaced by its issue's work). */
export default function CaseDashboard({ embedded }: { embedded: boolean }) {
  return <section aria-label="Case dashboard">{embedded ? null : <h1 className="h4">Overview</h1>}</section>;
}
