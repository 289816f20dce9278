import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CompanyMark } from '@/components/CompanyMark';
import { companyLoginLabel } from '@/lib/companies';
import './public.scss';

/** Sign-in pages: the company's logo and theme when the route names a branded company, dark by default. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { company, companyId } = useParams();
  const label = companyLoginLabel(company ?? companyId);
  return (
    <div className={`public-layout ${label ? 'theme-company' : 'theme-dark'}`}>
      <main className="public-card">
        <div className="public-logo">
          <CompanyMark label={label} />
        </div>
        {children}
      </main>
    </div>
  );
}
