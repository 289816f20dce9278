import { pageWindow } from '../userSearch';

/** Page links: first, previous, up to five numbers, next, last. */
export function Pager({ page, pageCount, onChange, label }: { page: number; pageCount: number; onChange: (page: number) => void; label: string }) {
  if (pageCount <= 1) return null;
  const item = (target: number, text: string, aria: string, disabled: boolean, active = false) => (
    <li key={aria} className={`page-item${disabled ? ' disabled' : ''}${active ? ' active' : ''}`}>
      <button type="button" className="page-link" aria-label={aria} aria-current={active ? 'page' : undefined} disabled={disabled} onClick={() => onChange(target)}>
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        {item(1, '«', 'First page', page === 1)}
        {item(page - 1, '‹', 'Previous page', page === 1)}
        {pageWindow(page, pageCount).map((number) => item(number, String(number), `Page ${number}`, false, number === page))}
        {item(page + 1, '›', 'Next page', page === pageCount)}
        {item(pageCount, '»', 'Last page', page === pageCount)}
      </ul>
    </nav>
  );
}
