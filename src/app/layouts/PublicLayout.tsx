import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { companyLoginLabel } from '@/lib/companies';

/** Sign-in pages: the company's logo and theme when known, dark by default. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { company } = useParams();
  const label = companyLoginLabel(company);
  return (
    <div className="public-layout">
      <main className="public-card">
        <div className="public-logo">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{label ?? 'Client Portal'}</span>
        </div>
        {children}
      </main>
    </div>
  );
}
