import type { ReactNode } from 'react';

/** The item detail's place when it cannot show the item: the reason as an alert, then the ways on (Back, Retry). */
export function DetailErrorCard({ text, children }: { text: string; children: ReactNode }) {
  return (
    <section aria-label="Critical focus detail" className="card">
      <div className="card-body">
        <div className="alert alert-danger" role="alert">
          {text}
        </div>
        {children}
      </div>
    </section>
  );
}
