import './companyMark.scss';

/** Two-letter monogram for a company without an uploaded logo. */
export function companyInitials(label: string): string {
  return label
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * The brand at the top of the public pages (sign-in, crew follow-up): the company's monogram and
 * name when the page belongs to a branded company, the portal's own mark otherwise.
 */
export function CompanyMark({ label, nameClassName }: { label: string | null | undefined; nameClassName?: string }) {
  return (
    <>
      {label ? (
        <span className="company-monogram" aria-hidden="true">
          {companyInitials(label)}
        </span>
      ) : (
        <img src="/favicon.svg" alt="" width={32} height={32} />
      )}
      <span className={nameClassName}>{label ?? 'Client Portal'}</span>
    </>
  );
}
