import { useEffect, useId, useMemo, useState } from 'react';
import { notify } from '@/components/notify';
import { ChartCard } from '@/components/charts/ChartCard';
import type { ReportFilters, ReportingView, ReportSort } from '@/lib/reportingUrl';
import { chartKindFor, pageSizeFor, titleCase } from '../reportCatalogue';
import { levelName, waveStep, type FilterChip, type FilterNames } from '../reportChips';
import { levelDown, levelUp } from '../reportLevels';
import { formatCell, isPercentColumn } from '../resultCells';
import { cachedColumnOrder, cachedSearchIndex, compareResults, findRows, hasColumnOrder, hasSearchIndex, NPS_SHARE_KEYS, numberRows, reportColumns, reportLayout, rowTarget, sortRows, SUB_TITLE_KEY, subTitleTables, withNpsShares, type NumberedRow, type ReportColumn } from '../resultTable';
import { saveExport } from '../reportExport';
import type { ReportResult, ReportingWaveGroup } from '../reportingTypes';
import { QuestionNpsTable } from './QuestionNpsTable';
import { ResultTable } from './ResultTable';

interface Props {
  result: ReportResult;
  /** The previous wave's result when comparing (rows matched by id, else label). */
  previous?: { result: ReportResult | undefined; name: string } | null;
  view: ReportingView;
  reportName: string;
  names: FilterNames;
  chips: FilterChip[];
  levels: string[];
  waves: ReportingWaveGroup[];
  canOpenJobs: boolean;
  /** A new view: `replace` for typing, push for everything else (house rule 12). */
  /** `drill` marks a step down a level (row or 'Level down'): 'Level up' later returns to this view as it was. */
  onView: (next: ReportingView, options?: { replace?: boolean; drill?: boolean }) => void;
  /** 'Level up': back to the view the user drilled from when it is that level, else the level above with the same filters. */
  onLevelUp: (level: string) => void;
  onOpenJob: (jobId: number, isSurvey: boolean) => void;
  onSave: () => void;
  /** The PDF export of the whole report (the server renders it). */
  onExportPdf: () => Promise<void>;
  dataSourceName: string;
  userName: string;
}

/** The report: heading, level and wave steps, filter chips, chart, and a sortable, filterable, paged table. */
export function ReportOutput({ result, previous = null, view, reportName, names, chips, levels, waves, canOpenJobs, onView, onLevelUp, onOpenJob, onSave, onExportPdf, dataSourceName, userName }: Props) {
  const id = useId().replace(/:/g, '');
  const [exporting, setExporting] = useState<null | 'csv' | 'xlsx' | 'pdf'>(null);
  const safe = useMemo(() => ({ ...result, data_labels: result.data_labels ?? {}, results: Array.isArray(result.results) ? result.results : [] }), [result]);
  const previousResult = previous?.result;
  const previousName = previous?.name ?? null;
  const compared = useMemo(() => (previousName !== null ? compareResults(safe, previousResult, previousName) : null), [safe, previousResult, previousName]);
  const layout = useMemo(() => reportLayout(view.report, safe), [view.report, safe]);
  const columns = useMemo(() => {
    const base = (compared?.columns ?? reportColumns(safe)).filter((column) => column.key !== SUB_TITLE_KEY);
    if (layout !== 'question-nps') return base;
    // The groups' shares are columns of their own (sortable, exported) beside their counts.
    return base.flatMap((column): ReportColumn[] => (column.key in NPS_SHARE_KEYS ? [column, { key: NPS_SHARE_KEYS[column.key as keyof typeof NPS_SHARE_KEYS], label: `${column.label} %`, numeric: true }] : [column]));
  }, [compared, safe, layout]);
  const numbered = useMemo(() => numberRows(layout === 'question-nps' ? withNpsShares(safe.results) : (compared?.rows ?? safe.results)), [compared, safe, layout]);
  // The row filter answers each keystroke from local state; the address follows (replace). Navigation
  // is asynchronous, so the field never waits for it, and only an address change the field did not
  // send (Back, a pasted link) replaces what is typed.
  const [findText, setFindText] = useState(view.find);
  const [sentFinds, setSentFinds] = useState<string[]>([]);
  const [seenFind, setSeenFind] = useState(view.find);
  if (view.find !== seenFind) {
    setSeenFind(view.find);
    const sent = sentFinds.indexOf(view.find);
    if (sent >= 0) setSentFinds(sentFinds.slice(sent + 1));
    else {
      setSentFinds([]);
      setFindText(view.find);
    }
  }
  // The row filter's index is built in idle time after the report shows (or on the first keystroke).
  const found = useMemo(() => (findText.trim() ? findRows(numbered, columns, findText, cachedSearchIndex(numbered, columns)) : numbered), [numbered, columns, findText]);
  // The address is parsed afresh on every step: the sort is compared by value, so paging reuses the order.
  const sortKey = view.sort ? `${view.sort.column}.${view.sort.direction}` : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sortBy = useMemo(() => view.sort, [sortKey]);
  const sorted = useMemo(() => (layout === 'day-part' ? found : sortRows(found, sortBy, columns, numbered)), [found, sortBy, columns, numbered, layout]);
  const pageSize = pageSizeFor(view.report);
  // Sorting a 99,999-row report: each column's order is worked out once, in idle time after the
  // report shows, so a click on a heading is a linear walk over the rows.
  useEffect(() => {
    if (numbered.length < 2000 || typeof window === 'undefined') return undefined;
    const pending: Array<() => void> = [
      ...(hasSearchIndex(numbered, columns) ? [] : [() => void cachedSearchIndex(numbered, columns)]),
      ...columns.filter((column) => !hasColumnOrder(numbered, column.key)).map((column) => () => void cachedColumnOrder(numbered, column)),
    ];
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 50));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let handle = 0;
    const next = () => {
      const work = pending.shift();
      if (!work) return;
      handle = idle(() => {
        work();
        next();
      }) as number;
    };
    next();
    return () => cancel(handle);
  }, [numbered, columns]);
  const labelColumn = columns[0];
  const valueColumn = columns.find((column) => isPercentColumn(column.key) && column.numeric) ?? columns.find((column) => column.numeric && column !== labelColumn && !column.key.includes('__'));
  const chartKind = chartKindFor(view.report);

  const go = (filters: ReportFilters, options: { drill?: boolean } = {}) => onView({ ...view, filters, page: 1, sort: null, find: '' }, options);
  const level = view.filters.level;
  const down = levelDown(level, levels);
  const up = levelUp(level, levels);
  const previousWave = waveStep(view.filters, waves, -1);
  const nextWave = waveStep(view.filters, waves, 1);
  const waveWord = view.filters.visitgroup ? `${names.labels.wave} group` : names.labels.wave;

  const setSort = (column: string) => {
    const next: ReportSort = view.sort?.column === column && view.sort.direction === 'asc' ? { column, direction: 'desc' } : { column, direction: 'asc' };
    onView({ ...view, sort: next, page: 1 });
  };
  const tables = useMemo(() => (layout === 'day-part' ? subTitleTables(safe.results) : []), [layout, safe]);

  const exportTable = async (kind: 'csv' | 'xlsx', rows: readonly NumberedRow[], table: string | null) => {
    if (exporting) return;
    setExporting(kind);
    try {
      await saveExport(kind, view.report ?? 'report', rows, { reportName: table ? `${titleCase(reportName)} - ${table}` : titleCase(reportName), dataSource: dataSourceName, filters: chips.map((chip) => chip.label), find: findText, sort: view.sort, columns, userName, generatedAt: new Date() });
    } catch {
      notify.error('The file could not be created. Please try again.');
    } finally {
      setExporting(null);
    }
  };
  const exportPdf = async () => {
    if (exporting) return;
    setExporting('pdf');
    try {
      await onExportPdf();
    } catch {
      notify.error('The PDF could not be downloaded. Please try again.');
    } finally {
      setExporting(null);
    }
  };

  /** 'Download CSV' / 'Download XLSX' of one table: its rows that pass the text filter, in its sort. */
  const exportButtons = (rows: readonly NumberedRow[], table: string | null) => (
    <div className="d-flex gap-2">
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={exporting !== null} aria-label={table ? `Download CSV of ${table}` : undefined} onClick={() => void exportTable('csv', rows, table)}>
        Download CSV
      </button>
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={exporting !== null} aria-label={table ? `Download XLSX of ${table}` : undefined} onClick={() => void exportTable('xlsx', rows, table)}>
        Download XLSX
      </button>
    </div>
  );

  const drill = (row: Record<string, unknown>) => {
    const target = rowTarget(row as never);
    if (!target) return null;
    if (target.kind === 'job') return canOpenJobs ? () => onOpenJob(target.jobId, target.isSurvey) : null;
    const next = levelDown(target.level, levels);
    if (!next || !level || target.level !== level) return null;
    return () => go({ ...view.filters, [target.level]: String(target.id), level: next }, { drill: true });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="report-output card card-body">
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <div className="me-auto">
          <h2 id={`${id}-title`} className="h4 mb-0 text-break">
            {titleCase(reportName)}
          </h2>
          {result.question && <p className="mb-0 text-body-secondary text-break">{result.question}</p>}
          {result.question_b && <p className="mb-0 text-body-secondary text-break">{result.question_b}</p>}
          {level !== undefined && levels.length > 0 && <p className="small mb-0">Level: {level ? levelName(level, names) : 'None'}</p>}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={onSave}>
            Save Report
          </button>
          <button type="button" className="btn btn-outline-primary btn-sm" disabled={exporting !== null} onClick={() => void exportPdf()}>
            {exporting === 'pdf' ? 'Exporting…' : 'Export PDF'}
          </button>
        </div>
      </div>

      {(levels.length > 0 || previousWave || nextWave) && (
        <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label="Report steps">
          {levels.length > 0 && (
            <>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={up === null} onClick={() => up !== null && onLevelUp(up)}>
                Level up
              </button>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={down === null} onClick={() => down && go({ ...view.filters, level: down }, { drill: true })}>
                Level down
              </button>
            </>
          )}
          {(view.filters.visitnum || view.filters.visitgroup) && (
            <>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={!previousWave} onClick={() => previousWave && go(previousWave)}>
                ‹ Previous {waveWord}
              </button>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={!nextWave} onClick={() => nextWave && go(nextWave)}>
                Next {waveWord} ›
              </button>
            </>
          )}
        </div>
      )}

      {chips.length > 0 && (
        <ul className="list-inline mb-2" aria-label="Filters of this report">
          {chips.map((chip) => (
            <li key={chip.keys.join()} className="list-inline-item mb-1">
              <span className="badge rounded-pill text-bg-light border filter-chip text-wrap text-start">
                {chip.label}
                <button
                  type="button"
                  className="btn-close btn-close-sm ms-2 align-middle"
                  aria-label={`Remove filter ${chip.label}`}
                  onClick={() => {
                    const next = { ...view.filters };
                    for (const key of chip.keys) delete next[key];
                    go(next);
                  }}
                />
              </span>
            </li>
          ))}
          <li className="list-inline-item">
            <button type="button" className="btn btn-link btn-sm" onClick={() => go(view.filters.level ? { level: view.filters.level } : {})}>
              Clear all
            </button>
          </li>
        </ul>
      )}

      {result.large && (
        <div className="alert alert-warning py-2" role="status">
          Showing the first 99,999 rows. Narrow the filters to see the rest.
        </div>
      )}

      {numbered.length === 0 ? (
        <p className="alert alert-light border" role="status">
          No data for selected report and filters.
        </p>
      ) : (
        <>
          {layout === 'default' && chartKind && labelColumn && valueColumn && numbered.length <= 60 && (
            <ChartCard
              className="mb-3"
              title={`${titleCase(reportName)} - ${valueColumn.label}`}
              kind={chartKind}
              labels={numbered.map(({ row }) => formatCell(row[labelColumn.key], labelColumn))}
              series={[{ label: valueColumn.label, values: numbered.map(({ row }) => (typeof row[valueColumn.key] === 'number' ? (row[valueColumn.key] as number) * (isPercentColumn(valueColumn.key) ? 100 : 1) : null)) }]}
              summary={`${numbered.length} rows; ${valueColumn.label} from ${formatCell(Math.min(...numbered.map(({ row }) => (typeof row[valueColumn.key] === 'number' ? (row[valueColumn.key] as number) : Infinity))), valueColumn)} to ${formatCell(Math.max(...numbered.map(({ row }) => (typeof row[valueColumn.key] === 'number' ? (row[valueColumn.key] as number) : -Infinity))), valueColumn)}.`}
              categoryTitle={labelColumn.label}
              valueTitle={valueColumn.label}
              fileParts={['reporting', view.report]}
              emptyText="No data for selected report and filters."
            />
          )}
          <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
            <div>
              <label htmlFor={`${id}-find`} className="form-label small mb-0">
                Filter rows
              </label>
              <input
                id={`${id}-find`}
                type="search"
                className="form-control form-control-sm"
                value={findText}
                maxLength={100}
                onChange={(event) => {
                  setFindText(event.target.value);
                  const text = event.target.value;
                  setSentFinds((sent) => [...sent, text]);
                  onView({ ...view, find: event.target.value, page: 1 }, { replace: true });
                }}
              />
            </div>
            {layout !== 'day-part' && exportButtons(sorted, null)}
            <p className="small text-body-secondary mb-0 ms-auto" aria-live="polite">
              {found.length === numbered.length ? `${numbered.length.toLocaleString('en-US')} rows` : `${found.length.toLocaleString('en-US')} of ${numbered.length.toLocaleString('en-US')} rows`}
            </p>
          </div>
          {layout === 'day-part' ? (
            tables.map((table) => (
              <DayPartTable
                key={table.title}
                title={table.title}
                rows={table.rows}
                columns={columns}
                find={findText}
                sort={view.sort}
                onSort={setSort}
                pageSize={pageSize}
                drill={drill}
                exportButtons={exportButtons}
              />
            ))
          ) : layout === 'question-nps' ? (
            <QuestionNpsTable name={titleCase(reportName)} rows={sorted} columns={columns} page={view.page} pageSize={pageSize} onPage={(next) => onView({ ...view, page: next })} sort={view.sort} onSort={setSort} />
          ) : (
            <ResultTable name={titleCase(reportName)} rows={sorted} columns={columns} page={view.page} pageSize={pageSize} onPage={(next) => onView({ ...view, page: next })} sort={view.sort} onSort={setSort} drill={drill} />
          )}
        </>
      )}
    </section>
  );
}

interface DayPartProps {
  title: string;
  rows: NumberedRow[];
  columns: ReportColumn[];
  find: string;
  sort: ReportSort | null;
  onSort: (column: string) => void;
  pageSize: number;
  drill: (row: NumberedRow['row']) => (() => void) | null;
  exportButtons: (rows: readonly NumberedRow[], table: string | null) => React.ReactNode;
}

/**
 * One sub title's table of a category day-part report: the report's text filter and sort apply to
 * every table; each pages on its own (its page is not in the address: the tables are short).
 */
function DayPartTable({ title, rows, columns, find, sort, onSort, pageSize, drill, exportButtons }: DayPartProps) {
  const id = useId().replace(/:/g, '');
  const [page, setPage] = useState(1);
  // A new sort or text filter starts every table at its first page.
  const [seen, setSeen] = useState({ find, sort });
  if (seen.find !== find || seen.sort !== sort) {
    setSeen({ find, sort });
    setPage(1);
  }
  const found = useMemo(() => (find.trim() ? findRows(rows, columns, find, cachedSearchIndex(rows, columns)) : rows), [rows, columns, find]);
  const sorted = useMemo(() => sortRows(found, sort, columns, rows), [found, sort, columns, rows]);
  return (
    <section className="mb-4 day-part-table" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <h3 id={`${id}-title`} className="h5 mb-0 me-auto text-break">
          {title}
        </h3>
        {exportButtons(sorted, title)}
      </div>
      <ResultTable name={title} rows={sorted} columns={columns} page={page} pageSize={pageSize} onPage={setPage} sort={sort} onSort={onSort} drill={drill} />
    </section>
  );
}
