/** Page numbers to show: up to `count` numbers centred on the current page. */
export function pageWindow(page: number, pageCount: number, count = 5): number[] {
  if (pageCount <= 0) return [];
  const size = Math.min(count, pageCount);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  return Array.from({ length: size }, (_, index) => start + index);
}

interface NumberedProps {
  /** Names the navigation landmark ("Cases by Type pages"). */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  maxLinks?: number;
  size?: 'sm' | 'lg';
  /** Adds 'First page' and 'Last page' links at the ends. */
  boundaryLinks?: boolean;
}

/** Previous / next and numbered page links (at most `maxLinks`, 5 by default), optionally first / last. */
export function Pager({ label, page, pageCount, onPage, maxLinks = 5, size = 'sm', boundaryLinks = false }: NumberedProps) {
  if (pageCount <= 1) return null;
  const boundary = (target: number, text: string, aria: string) => (
    <li className={`page-item ${page === target ? 'disabled' : ''}`}>
      <button type="button" className="page-link" disabled={page === target} onClick={() => onPage(target)} aria-label={aria}>
        <span aria-hidden="true">{text}</span>
      </button>
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className={`pagination pagination-${size} flex-wrap mb-0`}>
        {boundaryLinks && boundary(1, '«', 'First page')}
        <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
            <span aria-hidden="true">&lsaquo;</span>
          </button>
        </li>
        {pageWindow(page, pageCount, maxLinks).map((number) => (
          <li key={number} className={`page-item ${number === page ? 'active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li className={`page-item ${page >= pageCount ? 'disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label="Next page">
            <span aria-hidden="true">&rsaquo;</span>
          </button>
        </li>
        {boundaryLinks && boundary(pageCount, '»', 'Last page')}
      </ul>
    </nav>
  );
}

interface LinkProps {
  label: string;
  /** The paginator's previous and next links; null disables the arrow. */
  prev: string | null | undefined;
  next: string | null | undefined;
  onFollow: (url: string) => void;
  disabled?: boolean;
}

/** Previous / next arrows that follow a server paginator's links (disabled when a link is null). */
export function LinkPager({ label, prev, next, onFollow, disabled = false }: LinkProps) {
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm mb-0">
        <li className={`page-item ${!prev || disabled ? 'disabled' : ''}`}>
          <button type="button" className="page-link" disabled={!prev || disabled} onClick={() => prev && onFollow(prev)} aria-label="Previous page">
            <span aria-hidden="true">&lsaquo;</span>
          </button>
        </li>
        <li className={`page-item ${!next || disabled ? 'disabled' : ''}`}>
          <button type="button" className="page-link" disabled={!next || disabled} onClick={() => next && onFollow(next)} aria-label="Next page">
            <span aria-hidden="true">&rsaquo;</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
