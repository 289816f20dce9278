import { useState } from 'react';
import { Pager } from '@/components/Pager';
import { pageCount, pageRows, rankRows, RANK_PAGE_SIZE, type RankEntry } from '../rankTable';

/** A ranked dashboard table: #, the label, Total (sortable); 5 rows a page, up to 5 page links. */
export function RankTable({ title, column, entries }: { title: string; column: string; entries: RankEntry[] }) {
  const [direction, setDirection] = useState<'desc' | 'asc'>('desc');
  const [page, setPage] = useState(1);
  const rows = rankRows(entries, direction);
  const pages = pageCount(rows.length, RANK_PAGE_SIZE);
  const current = Math.min(page, pages);
  return (
    <div className="card h-100">
      <div className="card-header bg-white">
        <h2 className="h6 mb-0">{title}</h2>
      </div>
      <div className="card-body p-0">
        <table className="table table-sm mb-0">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ width: '3rem' }}>
                #
              </th>
              <th scope="col">{column}</th>
              <th scope="col" className="text-end" aria-sort={direction === 'desc' ? 'descending' : 'ascending'}>
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 text-decoration-none fw-bold"
                  onClick={() => {
                    setDirection(direction === 'desc' ? 'asc' : 'desc');
                    setPage(1);
                  }}
                >
                  Total <span aria-hidden="true">{direction === 'desc' ? '▼' : '▲'}</span>
                  <span className="visually-hidden">{`, sorted ${direction === 'desc' ? 'highest first' : 'lowest first'}`}</span>
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="text-center text-muted">
                  No data
                </td>
              </tr>
            ) : (
              pageRows(rows, current, RANK_PAGE_SIZE).map((row) => (
                <tr key={row.name}>
                  <td>{row.rank}</td>
                  <td>{row.name}</td>
                  <td className="text-end">{row.cases_count}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <div className="card-footer bg-white d-flex justify-content-center">
          <Pager label={`${title} pages`} page={current} pageCount={pages} onPage={setPage} />
        </div>
      ) : null}
    </div>
  );
}
