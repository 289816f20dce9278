import type { ReactNode } from 'react';

/** The bare layout of public forms (the crew follow-up form). */
export function BasicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="basic-layout">
      <main className="container py-4">{children}</main>
    </div>
  );
}
