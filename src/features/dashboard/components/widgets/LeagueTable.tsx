import { useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DeltaBadge } from '@/components/DeltaBadge';
import { Pager } from '@/components/Pager';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { formatFraction } from '@/lib/delta';
import { reportingLink } from '@/lib/reportingUrl';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { leagueOrderValue, parseLeagueOrder, withLeagueOrder } from '../../dashboardUrl';
import { DEFAULT_LEAGUE_ORDER, hasComparableRows, orderLeague, rankRows, type LeagueOrder, type LeagueSortKey, type Ranked } from '../../league';
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
 * rank, rows without a result come last as 'n/a'; sortable; 10 a page; a Top/Bottom/'Most improved'
 * switch (issue 24: the locations by their change against the previous wave, largest rise first).
 * The order lives in the address (`league`, house rule 12), so a reload, Back or a shared link
 * shows the same order; without a figure of the previous wave 'Most improved' is unavailable and
 * says why.
 */
export function LeagueTable({ rows, metric, withScheme = false, title = 'League table', unreadable = false }: Props) {
  const context = useWidgetContext();
  const delta = useDelta();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const noteId = useId();
  const canImprove = hasComparableRows(rows);
  const asked = parseLeagueOrder(search.get('league'));
  // 'Most improved' named in the address while there is nothing to compare: the league by rank (the note says why).
  const order: LeagueOrder = asked.key === 'improved' && !canImprove ? DEFAULT_LEAGUE_ORDER : asked;
  const orderValue = leagueOrderValue(order);
  // The page belongs to an order: another order (a click, Back, Forward) starts on its first page.
  const [paging, setPaging] = useState({ order: orderValue, page: 1 });
  const page = paging.order === orderValue ? paging.page : 1;
  const ranked = useMemo(() => rankRows(rows), [rows]);
  const ordered = useMemo(() => orderLeague(ranked, order), [ranked, order]);
  const pageCount = Math.max(1, Math.ceil(ordered.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = ordered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const suffix = metric === 'Score' ? '%' : '';
  const linkOf = (row: Row) =>
    context.drill && context.reportingScheme && context.drillSlugs.category && row.id !== null
      ? reportingLink(context.reportingScheme, context.drillSlugs.category, { level: 'job', visitnum: context.waveId, loc: row.id })
      : null;

  const pick = (next: LeagueOrder) => void navigate({ search: withLeagueOrder(search, next) });
  const sortBy = (key: LeagueSortKey) =>
    pick({ key, direction: order.key === key && 'direction' in order && order.direction === 'ascending' ? 'descending' : 'ascending' });
  // 'Most improved' is the Change column, largest rise first.
  const ariaSort = (key: LeagueSortKey) =>
    order.key === 'improved' ? (key === 'change' ? 'descending' : 'none') : order.key === key ? order.direction : 'none';
  const header = (key: LeagueSortKey, label: string) => (
    <button type="button" className="btn btn-link btn-sm p-0 text-reset fw-semibold league-sort" onClick={() => sortBy(key)}>
      {label}
      <span aria-hidden="true">{ariaSort(key) === 'ascending' ? ' ↑' : ariaSort(key) === 'descending' ? ' ↓' : ''}</span>
    </button>
  );
  const isTop = order.key === 'rank' && order.direction === 'ascending';
  const isBottom = order.key === 'rank' && order.direction === 'descending';
  const isImproved = order.key === 'improved';

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
        <div className="btn-group btn-group-sm" role="group" aria-label="League order">
          <button
            type="button"
            className={`btn btn-outline-dark${isTop ? ' active' : ''}`}
            aria-pressed={isTop}
            onClick={() => pick({ key: 'rank', direction: 'ascending' })}
          >
            Top
          </button>
          <button
            type="button"
            className={`btn btn-outline-dark${isBottom ? ' active' : ''}`}
            aria-pressed={isBottom}
            onClick={() => pick({ key: 'rank', direction: 'descending' })}
          >
            Bottom
          </button>
          {/* Unavailable, it stays focusable (aria-disabled, not disabled) so its reason is read with it. */}
          <button
            type="button"
            className={`btn btn-outline-dark${isImproved ? ' active' : ''}${canImprove ? '' : ' league-unavailable'}`}
            aria-pressed={isImproved}
            aria-disabled={canImprove ? undefined : true}
            aria-describedby={canImprove ? undefined : noteId}
            onClick={() => {
              if (canImprove) pick({ key: 'improved' });
            }}
          >
            Most improved
          </button>
        </div>
        {!canImprove && rows.length > 0 && (
          <p id={noteId} className="small text-body-secondary mb-0 w-100 text-lg-end">
            No previous {context.waveLabel} to compare with
          </p>
        )}
      </div>
      <div className="card-body p-0 p-lg-2">
        {rows.length === 0 ? (
          <p className="text-body-secondary m-3">{unreadable ? UNREADABLE_DATA_MESSAGE : context.emptyText}</p>
        ) : (
          <>
            <ResponsiveTable caption={title} columns={columns} rows={visible} rowKey={(row) => `${row.scheme_name ?? ''}:${row.id ?? `name:${row.name}`}`} />
            {pageCount > 1 && (
              <div className="d-flex justify-content-center p-2">
                <Pager label={`${title} pages`} page={current} pageCount={pageCount} onPage={(next) => setPaging({ order: orderValue, page: next })} />
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
