import { Suspense, useId, useMemo } from 'react';
import type { ReportFilters, ReportingView, ReportSort } from '@/lib/reportingUrl';
import { useIdleTableIndexes } from '../hooks/useIdleTableIndexes';
import { useReportExports } from '../hooks/useReportExports';
import { useRowFilterText } from '../hooks/useRowFilterText';
import { chartKindFor, pageSizeFor, titleCase } from '../reportCatalogue';
import { levelName, type FilterChip, type FilterNames } from '../reportChips';
import type { ReportResult, ReportingWaveGroup } from '@/lib/reportingTypes';
import { levelDown } from '../reportLevels';
import {
  cachedSearchIndex,
  compareResults,
  findRows,
  NPS_SHARE_KEYS,
  numberRows,
  reportColumns,
  rowTarget,
  sortRows,
  subTitleTables,
  withNpsShares,
  type NumberedRow,
  type ReportColumn,
} from '../resultTable';
import { reportLayout, SUB_TITLE_KEY } from '../reportLayout';
import { DayPartTable } from './DayPartTable';
import { ReportChart } from './ReportChart';
import { ReportChips } from './ReportChips';
import { ReportSteps } from './ReportSteps';
import { ResultTable } from './ResultTable';
import { preloadableLazy } from '@/lib/preloadableLazy';

/** The NPS question table: only a question NPS report shows it, so it loads when the output meets one. */
const QuestionNpsTable = preloadableLazy(() => import('./QuestionNpsTable').then((module) => ({ default: module.QuestionNpsTable })));

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
export function ReportOutput({
  result,
  previous = null,
  view,
  reportName,
  names,
  chips,
  levels,
  waves,
  canOpenJobs,
  onView,
  onLevelUp,
  onOpenJob,
  onSave,
  onExportPdf,
  dataSourceName,
  userName,
}: Props) {
  const id = useId().replace(/:/g, '');
  const safe = useMemo(() => ({ ...result, data_labels: result.data_labels ?? {}, results: Array.isArray(result.results) ? result.results : [] }), [result]);
  const previousResult = previous?.result;
  const previousName = previous?.name ?? null;
  const compared = useMemo(() => (previousName !== null ? compareResults(safe, previousResult, previousName) : null), [safe, previousResult, previousName]);
  const layout = useMemo(() => reportLayout(view.report, safe), [view.report, safe]);
  const columns = useMemo(() => {
    const base = (compared?.columns ?? reportColumns(safe)).filter((column) => column.key !== SUB_TITLE_KEY);
    if (layout !== 'question-nps') return base;
    // The groups' shares are columns of their own (sortable, exported) beside their counts.
    return base.flatMap((column): ReportColumn[] =>
      column.key in NPS_SHARE_KEYS
        ? [column, { key: NPS_SHARE_KEYS[column.key as keyof typeof NPS_SHARE_KEYS], label: `${column.label} %`, numeric: true }]
        : [column],
    );
  }, [compared, safe, layout]);
  const numbered = useMemo(
    () => numberRows(layout === 'question-nps' ? withNpsShares(safe.results) : (compared?.rows ?? safe.results)),
    [compared, safe, layout],
  );
  const { text: findText, typed } = useRowFilterText(view.find);
  // The row filter's index is built in idle time after the report shows (or on the first keystroke).
  const found = useMemo(
    () => (findText.trim() ? findRows(numbered, columns, findText, cachedSearchIndex(numbered, columns)) : numbered),
    [numbered, columns, findText],
  );
  // The address is parsed afresh on every step: the sort is kept by value, so paging reuses the order.
  const sortKey = view.sort ? `${view.sort.column}.${view.sort.direction}` : '';
  const sortBy = useMemo(() => sortFromKey(sortKey), [sortKey]);
  const sorted = useMemo(() => (layout === 'day-part' ? found : sortRows(found, sortBy, columns, numbered)), [found, sortBy, columns, numbered, layout]);
  const pageSize = pageSizeFor(view.report);
  useIdleTableIndexes(numbered, columns);
  const chartKind = chartKindFor(view.report);
  const { exporting, exportTable, exportPdf } = useReportExports(view.report, onExportPdf);

  const go = (filters: ReportFilters, options: { drill?: boolean } = {}) => onView({ ...view, filters, page: 1, sort: null, find: '' }, options);
  const level = view.filters.level;
  const waveWord = view.filters.visitgroup ? `${names.labels.wave} group` : names.labels.wave;

  const setSort = (column: string) => {
    const next: ReportSort = view.sort?.column === column && view.sort.direction === 'asc' ? { column, direction: 'desc' } : { column, direction: 'asc' };
    onView({ ...view, sort: next, page: 1 });
  };
  /** What the question-versus-NPS table and the result table both take: rows, columns, paging, sort. */
  const tableProps = {
    name: titleCase(reportName),
    rows: sorted,
    columns,
    page: view.page,
    pageSize,
    onPage: (next: number) => onView({ ...view, page: next }),
    sort: view.sort,
    onSort: setSort,
  };
  const tables = useMemo(() => (layout === 'day-part' ? subTitleTables(safe.results) : []), [layout, safe]);

  /** 'Download CSV' / 'Download XLSX' of one table: its rows that pass the text filter, in its sort. */
  const exportButtons = (rows: readonly NumberedRow[], table: string | null) => {
    const save = (kind: 'csv' | 'xlsx') =>
      void exportTable(kind, rows, {
        reportName: table ? `${titleCase(reportName)} - ${table}` : titleCase(reportName),
        dataSource: dataSourceName,
        filters: chips.map((chip) => chip.label),
        find: findText,
        sort: view.sort,
        columns,
        userName,
        generatedAt: new Date(),
      });
    return (
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={exporting !== null}
          aria-label={table ? `Download CSV of ${table}` : undefined}
          onClick={() => save('csv')}
        >
          Download CSV
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={exporting !== null}
          aria-label={table ? `Download XLSX of ${table}` : undefined}
          onClick={() => save('xlsx')}
        >
          Download XLSX
        </button>
      </div>
    );
  };

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

      <ReportSteps filters={view.filters} levels={levels} waves={waves} waveWord={waveWord} onLevelUp={onLevelUp} onFilters={go} />
      <ReportChips chips={chips} filters={view.filters} onFilters={go} />

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
          {layout === 'default' && chartKind && numbered.length <= 60 && (
            <ReportChart kind={chartKind} title={titleCase(reportName)} rows={numbered} columns={columns} report={view.report} />
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
                  typed(event.target.value);
                  onView({ ...view, find: event.target.value, page: 1 }, { replace: true });
                }}
              />
            </div>
            {layout !== 'day-part' && exportButtons(sorted, null)}
            <p className="small text-body-secondary mb-0 ms-auto" aria-live="polite">
              {found.length === numbered.length
                ? `${numbered.length.toLocaleString('en-US')} rows`
                : `${found.length.toLocaleString('en-US')} of ${numbered.length.toLocaleString('en-US')} rows`}
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
            <Suspense fallback={null}>
              <QuestionNpsTable {...tableProps} />
            </Suspense>
          ) : (
            <ResultTable {...tableProps} drill={drill} />
          )}
        </>
      )}
    </section>
  );
}

/** `column.direction` (as the address writes a sort) back to the sort; null for ''. */
function sortFromKey(key: string): ReportSort | null {
  const cut = key.lastIndexOf('.');
  return cut > 0 ? { column: key.slice(0, cut), direction: key.slice(cut + 1) as ReportSort['direction'] } : null;
}
