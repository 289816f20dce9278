import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DeltaBadge } from '@/components/DeltaBadge';
import { Pager } from '@/components/Pager';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { formatFraction } from '@/lib/delta';
import { reportingLink } from '@/lib/reportingUrl';
import { rankRows, sortLeague, type LeagueSortKey, type Ranked } from '../../league';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import type { DashboardLeagueRow } from '../../types';
import { useDelta, useWidgetContext } from './widgetContext';

const PAGE_SIZE = 10;

interface Props {
  rows: readonly DashboardLeagueRow[];
  /** 'Score' or 'NPS'. */
  metric: 'Score' | 'NPS';
  /** Multi-company dashboards: a Scheme column. */
  withScheme?: boolean;
  title?: string;
  /** The server sent the rows in a form the portal could not read. */
  unreadable?: boolean;
}

type Row = Ranked<DashboardLeagueRow>;

/**
 * The league table: 'Rank', the company's location label, 'Score' (or 'NPS'), 'Change'; ties share a
 * rank, rows without a result come last as 'n/a'; sortable; 10 a page; a Top/Bottom switch.
 */
export function LeagueTable({ rows, metric, withScheme = false, title = 'League table', unreadable = false }: Props) {
  const context = useWidgetContext();
  const delta = useDelta();
  const [end, setEnd] = useState<'top' | 'bottom'>('top');
  const [sort, setSort] = useState<{ key: LeagueSortKey; direction: 'ascending' | 'descending' }>({ key: 'rank', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const ranked = useMemo(() => rankRows(rows), [rows]);
  const ordered = useMemo(() => sortLeague(ranked, sort.key, sort.direction), [ranked, sort]);
  const pageCount = Math.max(1, Math.ceil(ordered.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = ordered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const suffix = metric === 'Score' ? '%' : '';
  const linkOf = (row: Row) =>
    context.drill && context.reportingScheme
      ? reportingLink(context.reportingScheme, 'category', { level: 'job', visitnum: context.waveId, loc: row.id })
      : null;

  const pickEnd = (next: 'top' | 'bottom') => {
    setEnd(next);
    setSort({ key: 'rank', direction: next === 'top' ? 'ascending' : 'descending' });
    setPage(1);
  };
  const sortBy = (key: LeagueSortKey) => {
    setSort((old) => ({ key, direction: old.key === key && old.direction === 'ascending' ? 'descending' : 'ascending' }));
    setPage(1);
  };
  const header = (key: LeagueSortKey, label: string) => (
    <button type="button" className="btn btn-link btn-sm p-0 text-reset fw-semibold league-sort" onClick={() => sortBy(key)}>
      {label}
      <span aria-hidden="true">{sort.key === key ? (sort.direction === 'ascending' ? ' ↑' : ' ↓') : ''}</span>
    </button>
  );
  const ariaSort = (key: LeagueSortKey) => (sort.key === key ? sort.direction : 'none');

  const columns: ResponsiveColumn<Row>[] = [
    {
      key: 'rank',
      header: 'Rank',
      headerCell: header('rank', 'Rank'),
      sort: ariaSort('rank'),
      numeric: true,
      cell: (row) => (row.rank === null ? 'n/a' : row.rank),
    },
    {
      key: 'name',
      header: context.locationLabel,
      headerCell: header('name', context.locationLabel),
      sort: ariaSort('name'),
      primary: true,
      cell: (row) => {
        const to = linkOf(row);
        return to ? <Link to={to}>{row.name}</Link> : row.name;
      },
    },
    ...(withScheme ? [{ key: 'scheme', header: 'Scheme', cell: (row: Row) => row.scheme_name ?? '' }] : []),
    { key: 'value', header: metric, numeric: true, cell: (row) => (row.value === null ? 'n/a' : `${formatFraction(row.value)}${suffix}`) },
    {
      key: 'change',
      header: 'Change',
      headerCell: header('change', 'Change'),
      sort: ariaSort('change'),
      numeric: true,
      cell: (row) => <DeltaBadge delta={delta(row.value, row.previous)} />,
    },
  ];

  return (
    <section className="card h-100" aria-labelledby="dashboard-league-title">
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id="dashboard-league-title" className="h6 mb-0 me-auto">
          {title}
        </h2>
        <div className="btn-group btn-group-sm" role="group" aria-label="League end">
          <button type="button" className={`btn btn-outline-dark${end === 'top' ? ' active' : ''}`} aria-pressed={end === 'top'} onClick={() => pickEnd('top')}>
            Top
          </button>
          <button
            type="button"
            className={`btn btn-outline-dark${end === 'bottom' ? ' active' : ''}`}
            aria-pressed={end === 'bottom'}
            onClick={() => pickEnd('bottom')}
          >
            Bottom
          </button>
        </div>
      </div>
      <div className="card-body p-0 p-lg-2">
        {rows.length === 0 ? (
          <p className="text-body-secondary m-3">{unreadable ? UNREADABLE_DATA_MESSAGE : context.emptyText}</p>
        ) : (
          <>
            <ResponsiveTable caption={title} columns={columns} rows={visible} rowKey={(row) => `${row.scheme_name ?? ''}:${row.id}`} />
            {pageCount > 1 && (
              <div className="d-flex justify-content-center p-2">
                <Pager label={`${title} pages`} page={current} pageCount={pageCount} onPage={setPage} />
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
