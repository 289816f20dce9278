import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReportExports } from '@/features/reporting/hooks/useReportExports';
import { numberRows, reportColumns } from '@/features/reporting/resultTable';
import { siteResult } from '../support/fixtures';

const result = siteResult(['loc1', 'North', 12, 0.8], ['loc2', 'South', 2, 0.5]);
const rows = numberRows(result.results);
const context = {
  reportName: 'Rank',
  dataSource: 'Mystery Shop Program',
  filters: [],
  find: '',
  sort: { column: 'score', direction: 'desc' as const },
  columns: reportColumns(result),
  userName: 'Morgan Manager',
  generatedAt: new Date(2026, 10, 23, 14, 5, 9),
};

let saved: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file') as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/*
 * A report's downloads, one at a time: a second click that lands before the disabled buttons have
 * rendered (both calls from the same render's handlers) makes no second file.
 */
describe("a report's downloads", () => {
  it('two CSV clicks and an XLSX click before a render: one file', async () => {
    const { result: hook } = renderHook(() => useReportExports('rank', vi.fn()));
    const { exportTable } = hook.current;
    await act(() => Promise.all([exportTable('csv', rows, context), exportTable('csv', rows, context), exportTable('xlsx', rows, context)]));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(hook.current.exporting).toBeNull();
    // Once done, the next click exports again.
    await act(() => hook.current.exportTable('csv', rows, context));
    expect(saved).toHaveBeenCalledTimes(2);
  });

  it('two Export PDF clicks and a CSV click before a render: one PDF', async () => {
    const onExportPdf = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    const { result: hook } = renderHook(() => useReportExports('rank', onExportPdf));
    const { exportPdf, exportTable } = hook.current;
    await act(() => Promise.all([exportPdf(), exportPdf(), exportTable('csv', rows, context)]));
    expect(onExportPdf).toHaveBeenCalledTimes(1);
    expect(saved).not.toHaveBeenCalled();
    await waitFor(() => expect(hook.current.exporting).toBeNull());
  });
});
