import { useId, useMemo, useState } from 'react';
import { notify } from '@/components/notify';
import { ChartCard } from '@/components/charts/ChartCard';
import { Pager } from '@/components/Pager';
import {
  chartKindFor,
  compareResults,
  findRows,
  formatCell,
  levelDown,
  levelName,
  levelUp,
  numberRows,
  pageSizeFor,
  reportColumns,
  rowTarget,
  searchIndex,
  sortRows,
  titleCase,
  waveStep,
  type FilterChip,
  type FilterNames,
  type ReportFilters,
  type ReportSort,
  type ReportingView,
} from '../reportingModel';
import { saveExport } from '../reportExport';
import type { ReportResult, ReportingWaveGroup } from '../reportingTypes';

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
  onView: (next: ReportingView, options?: { replace?: boolean }) => void;
  onOpenJob: (jobId: number, isSurvey: boolean) => void;
  onSave: () => void;
  /** The PDF export of the whole report (the server renders it). */
  onExportPdf: () => Promise<void>;
  dataSourceName: string;
  userName: string;
}

/** The report: heading, level and wave steps, filter chips, chart, and a sortable, filterable, paged table. */
export function ReportOutput({ result, previous = null, view, reportName, names, chips, levels, waves, canOpenJobs, onView, onOpenJob, onSave, onExportPdf, dataSourceName, userName }: Props) {
  const id = useId().replace(/:/g, '');
  const [exporting, setExporting] = useState<null | 'csv' | 'xlsx' | 'pdf'>(null);
  const safe = useMemo(() => ({ ...result, data_labels: result.data_labels ?? {}, results: Array.isArray(result.results) ? result.results : [] }), [result]);
  const previousResult = previous?.result;
  const previousName = previous?.name ?? null;
  const compared = useMemo(() => (previousName !== null ? compareResults(safe, previousResult, previousName) : null), [safe, previousResult, previousName]);
  const columns = useMemo(() => compared?.columns ?? reportColumns(safe), [compared, safe]);
  const numbered = useMemo(() => numberRows(compared?.rows ?? safe.results), [compared, safe]);
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
  const index = useMemo(() => searchIndex(numbered, columns), [numbered, columns]);
  const found = useMemo(() => findRows(numbered, columns, findText, index), [numbered, columns, findText, index]);
  const sorted = useMemo(() => sortRows(found, view.sort, columns), [found, view.sort, columns]);
  const pageSize = pageSizeFor(view.report);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(view.page, pageCount);
  const shown = sorted.slice((page - 1) * pageSize, page * pageSize);
  const labelColumn = columns[0];
  const valueColumn = columns.find((column) => /(^|_)score$|^nps$|_pct$/.test(column.key) && column.numeric) ?? columns.find((column) => column.numeric && column !== labelColumn && !column.key.includes('__'));
  const chartKind = chartKindFor(view.report);

  const go = (filters: ReportFilters) => onView({ ...view, filters, page: 1, sort: null, find: '' });
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
  const ariaSort = (column: string) => (view.sort?.column === column ? (view.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none');

  const exportTable = async (kind: 'csv' | 'xlsx') => {
    if (exporting) return;
    setExporting(kind);
    try {
      await saveExport(kind, view.report ?? 'report', sorted, { reportName: titleCase(reportName), dataSource: dataSourceName, filters: chips.map((chip) => chip.label), find: findText, sort: view.sort, columns, userName, generatedAt: new Date() });
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

  const drill = (row: Record<string, unknown>) => {
    const target = rowTarget(row as never);
    if (!target) return null;
    if (target.kind === 'job') return canOpenJobs ? () => onOpenJob(target.jobId, target.isSurvey) : null;
    const next = levelDown(target.level, levels);
    if (!next || !level || target.level !== level) return null;
    return () => go({ ...view.filters, [target.level]: String(target.id), level: next });
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
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={up === null} onClick={() => up !== null && go({ ...view.filters, level: up || undefined })}>
                Level up
              </button>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={down === null} onClick={() => down && go({ ...view.filters, level: down })}>
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
          {chartKind && labelColumn && valueColumn && numbered.length <= 60 && (
            <ChartCard
              className="mb-3"
              title={`${titleCase(reportName)} - ${valueColumn.label}`}
              kind={chartKind}
              labels={numbered.map(({ row }) => formatCell(row[labelColumn.key], labelColumn))}
              series={[{ label: valueColumn.label, values: numbered.map(({ row }) => (typeof row[valueColumn.key] === 'number' ? (row[valueColumn.key] as number) * (/_pct$|score$/.test(valueColumn.key) ? 100 : 1) : null)) }]}
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
            <div className="d-flex gap-2">
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={exporting !== null} onClick={() => void exportTable('csv')}>
                Download CSV
              </button>
              <button type="button" className="btn btn-outline-secondary btn-sm" disabled={exporting !== null} onClick={() => void exportTable('xlsx')}>
                Download XLSX
              </button>
            </div>
            <p className="small text-body-secondary mb-0 ms-auto" aria-live="polite">
              {found.length === numbered.length ? `${numbered.length.toLocaleString('en-US')} rows` : `${found.length.toLocaleString('en-US')} of ${numbered.length.toLocaleString('en-US')} rows`}
            </p>
          </div>
          <div className="table-responsive report-table-wrap" role="region" aria-label={`${titleCase(reportName)} table`} tabIndex={0}>
            <table className="table table-sm table-hover align-middle mb-0 report-table">
              <caption className="visually-hidden">{titleCase(reportName)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="text-end sticky-col" aria-sort={ariaSort('#')}>
                    <button type="button" className="btn btn-link btn-sm p-0 sort-button" onClick={() => setSort('#')}>
                      #
                    </button>
                  </th>
                  {columns.map((column, index) => (
                    <th key={column.key} scope="col" className={`${column.numeric ? 'text-end' : ''} ${index === 0 ? 'sticky-col sticky-col-2' : ''}`} aria-sort={ariaSort(column.key)}>
                      <button type="button" className="btn btn-link btn-sm p-0 sort-button text-start" onClick={() => setSort(column.key)}>
                        {column.label}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map(({ index, row }) => {
                  const open = drill(row);
                  return (
                    <tr key={index}>
                      <td className="text-end font-tabular sticky-col">{index}</td>
                      {columns.map((column, columnIndex) => {
                        const text = formatCell(row[column.key], column);
                        return (
                          <td key={column.key} className={`${column.numeric ? 'text-end font-tabular' : 'text-break'} ${columnIndex === 0 ? 'sticky-col sticky-col-2' : ''}`}>
                            {columnIndex === 0 && open ? (
                              <button type="button" className="btn btn-link btn-sm p-0 text-start drill-button" onClick={open}>
                                {text}
                              </button>
                            ) : (
                              text
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {found.length === 0 && <p className="mt-2">There are no rows matching the filter.</p>}
          <div className="mt-2">
            <Pager label="Report pages" page={page} pageCount={pageCount} onPage={(next) => onView({ ...view, page: next })} boundaryLinks />
          </div>
        </>
      )}
    </section>
  );
}
