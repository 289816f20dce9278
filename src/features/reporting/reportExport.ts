import { saveBlob } from '@/api/download';
import { exportFileName } from './exportFileName';
import type { ReportSort } from '@/lib/reportingUrl';
import { formatCell } from './resultCells';
import type { NumberedRow, ReportColumn } from './resultTable';

/** What an exported table says about itself in its header lines. */
export interface ExportContext {
  reportName: string;
  dataSource: string;
  /** 'Label: value' per active filter (the chips' texts). */
  filters: string[];
  find: string;
  sort: ReportSort | null;
  columns: ReportColumn[];
  userName: string;
  generatedAt: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'MM/DD/YYYY h:mm AM' (the export's 'Generated …' line). */
function generatedText(date: Date): string {
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${hours}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * The sheet of a table export: header lines (report, data source, one per filter, text filter and
 * sort, 'Generated … by …', row count), a blank row, the headings, then every row that passes the
 * text filter, in the table's sort, as the table formats it.
 */
export function exportSheet(rows: readonly NumberedRow[], context: ExportContext): string[][] {
  const sortColumn = context.sort
    ? context.sort.column === '#'
      ? '#'
      : (context.columns.find((column) => column.key === context.sort?.column)?.label ?? context.sort.column)
    : null;
  const header: string[][] = [
    [`Report: ${context.reportName}`],
    [`Data source: ${context.dataSource}`],
    ...context.filters.map((filter) => [filter]),
    ...(context.find ? [[`Text filter: ${context.find}`]] : []),
    ...(sortColumn ? [[`Sorted by: ${sortColumn} (${context.sort?.direction === 'desc' ? 'descending' : 'ascending'})`]] : []),
    [`Generated ${generatedText(context.generatedAt)} by ${context.userName}`],
    [`Rows: ${rows.length}`],
    [],
    ['#', ...context.columns.map((column) => column.label)],
  ];
  return [...header, ...rows.map(({ index, row }) => [String(index), ...context.columns.map((column) => formatCell(row[column.key], column))])];
}

/** CSV (RFC 4180, UTF-8 with BOM; cells starting = + - @ neutralised) written by papaparse, loaded on first use. */
export async function csvBlob(sheet: string[][]): Promise<Blob> {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse(sheet, { escapeFormulae: true, newline: '\r\n', quotes: false });
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

/** XLSX written by write-excel-file, loaded on first use; every cell a string as the table shows it. */
export async function xlsxBlob(sheet: string[][]): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const width = Math.max(...sheet.map((row) => row.length));
  const data = sheet.map((row) =>
    Array.from({ length: width }, (_, index) => (row[index] === undefined || row[index] === '' ? null : { value: row[index], type: String })),
  );
  return writeExcelFile(data as never).toBlob();
}

/** Builds and saves a table export. */
export async function saveExport(kind: 'csv' | 'xlsx', slug: string, rows: readonly NumberedRow[], context: ExportContext): Promise<void> {
  const sheet = exportSheet(rows, context);
  const blob = kind === 'csv' ? await csvBlob(sheet) : await xlsxBlob(sheet);
  saveBlob(blob, exportFileName(slug, kind, context.generatedAt));
}
