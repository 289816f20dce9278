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
 * name when the page belongs to a branded company, the portal's own mark otherwise. `markOnly`
 * (the signed-in top bar, beside the product name): the small mark alone, decorative.
 */
export function CompanyMark({ label, nameClassName, markOnly = false }: { label: string | null | undefined; nameClassName?: string; markOnly?: boolean }) {
  const mark = label ? (
    <span className={`company-monogram${markOnly ? ' company-monogram-small' : ''}`} aria-hidden="true" title={markOnly ? label : undefined}>
      {companyInitials(label)}
    </span>
  ) : (
    <img src="/favicon.svg" alt="" width={markOnly ? 24 : 32} height={markOnly ? 24 : 32} className={markOnly ? 'company-mark-small' : undefined} />
  );
  if (markOnly) return mark;
  return (
    <>
      {mark}
      <span className={nameClassName}>{label ?? 'Client Portal'}</span>
    </>
  );
}
