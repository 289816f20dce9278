import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { companyLoginLabel } from '@/lib/companies';
import './public.scss';

/** Two-letter monogram for a company without an uploaded logo. */
function initials(label: string): string {
  return label
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** Sign-in pages: the company's logo and theme when the route names a branded company, dark by default. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { company, companyId } = useParams();
  const label = companyLoginLabel(company ?? companyId);
  return (
    <div className={`public-layout ${label ? 'theme-company' : 'theme-dark'}`}>
      <main className="public-card">
        <div className="public-logo">
          {label ? (
            <span className="public-monogram" aria-hidden="true">
              {initials(label)}
            </span>
          ) : (
            <img src="/favicon.svg" alt="" width={32} height={32} />
          )}
          <span>{label ?? 'Client Portal'}</span>
        </div>
        {children}
      </main>
    </div>
  );
}
