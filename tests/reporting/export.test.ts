// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exportFileName } from '@/features/reporting/exportFileName';
import { csvBlob, exportSheet, xlsxBlob } from '@/features/reporting/reportExport';
import { numberRows, reportColumns, sortRows } from '@/features/reporting/resultTable';
import { siteResult } from '../support/fixtures';

const result = siteResult(['loc1', '=HYPERLINK("http://evil")', 1200, 0.8], ['loc2', 'Boston, "North"', 2, null], ['loc3', '@SUM(A1)', 4, 0.912]);
const columns = reportColumns(result);
const rows = sortRows(numberRows(result.results), { column: 'score', direction: 'desc' }, columns);
const context = {
  reportName: 'Rank',
  dataSource: 'Mystery Shop Program',
  filters: ['Month: October 2026', 'RBM: Florida'],
  find: 'o',
  sort: { column: 'score', direction: 'desc' as const },
  columns,
  userName: 'Morgan Manager',
  generatedAt: new Date(2026, 10, 23, 14, 5, 9),
};

describe('report exports', () => {
  it('writes the header lines, a blank row, the headings and the rows in the table order and format', () => {
    const sheet = exportSheet(rows, context);
    expect(sheet.slice(0, 10)).toEqual([
      ['Report: Rank'],
      ['Data source: Mystery Shop Program'],
      ['Month: October 2026'],
      ['RBM: Florida'],
      ['Text filter: o'],
      ['Sorted by: Score (descending)'],
      ['Generated 11/23/2026 2:05 PM by Morgan Manager'],
      ['Rows: 3'],
      [],
      ['#', 'Site', 'Visits', 'Score'],
    ]);
    expect(sheet.slice(10)).toEqual([
      ['3', '@SUM(A1)', '4', '91.2%'],
      ['1', '=HYPERLINK("http://evil")', '1,200', '80.0%'],
      ['2', 'Boston, "North"', '2', '–'],
    ]);
    expect(exportFileName('rank', 'csv', context.generatedAt)).toBe('rank_20261123140509.csv');
  });

  it('says when it was generated on a 12-hour clock: midnight is 12 AM, noon 12 PM', () => {
    const generated = (date: Date) => exportSheet(rows, { ...context, generatedAt: date }).find((line) => line[0]?.startsWith('Generated'))?.[0];
    expect(generated(new Date(2026, 0, 5, 0, 7))).toBe('Generated 01/05/2026 12:07 AM by Morgan Manager');
    expect(generated(new Date(2026, 0, 5, 12, 0))).toBe('Generated 01/05/2026 12:00 PM by Morgan Manager');
    expect(generated(new Date(2026, 0, 5, 9, 30))).toBe('Generated 01/05/2026 9:30 AM by Morgan Manager');
  });

  it('CSV: UTF-8 BOM, RFC 4180 quoting, formulas neutralised', async () => {
    const blob = await csvBlob(exportSheet(rows, context));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toContain('\r\n');
    expect(text).toContain(`"'@SUM(A1)"`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"Boston, ""North"""');
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('XLSX: a zip holding the sheet with the same cells', async () => {
    const blob = await xlsxBlob(exportSheet(rows, context));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0] as number, bytes[1] as number)).toBe('PK');
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(bytes);
    const xml = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, data]) => strFromU8(data))
      .join('\n');
    expect(xml).toContain('Report: Rank');
    expect(xml).toMatch(/Boston, (&quot;|")North/);
    expect(xml).toContain('91.2%');
  });
});
