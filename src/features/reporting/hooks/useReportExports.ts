import { useRef, useState } from 'react';
import { notify } from '@/components/notify';
import type { ExportContext } from '../reportExport';
import type { NumberedRow } from '../resultTable';

export type ExportKind = 'csv' | 'xlsx' | 'pdf';

/**
 * The report's downloads, one at a time: CSV / XLSX of a table made here, and the PDF the server
 * renders; a failure says so in a toast. A second click while one is under way does nothing, even
 * before the disabled buttons have rendered (a ref, not the state, holds it).
 */
export function useReportExports(
  slug: string | null,
  onExportPdf: () => Promise<void>,
): {
  exporting: ExportKind | null;
  exportTable: (kind: 'csv' | 'xlsx', rows: readonly NumberedRow[], context: ExportContext) => Promise<void>;
  exportPdf: () => Promise<void>;
} {
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const busy = useRef(false);
  const exportTable = async (kind: 'csv' | 'xlsx', rows: readonly NumberedRow[], context: ExportContext) => {
    if (busy.current) return;
    busy.current = true;
    setExporting(kind);
    try {
      // The export's code (and papaparse or write-excel-file) loads with the first export.
      const { saveExport } = await import('../reportExport');
      await saveExport(kind, slug ?? 'report', rows, context);
    } catch {
      notify.error('The file could not be created. Please try again.');
    } finally {
      busy.current = false;
      setExporting(null);
    }
  };
  const exportPdf = async () => {
    if (busy.current) return;
    busy.current = true;
    setExporting('pdf');
    try {
      await onExportPdf();
    } catch {
      notify.error('The PDF could not be downloaded. Please try again.');
    } finally {
      busy.current = false;
      setExporting(null);
    }
  };
  return { exporting, exportTable, exportPdf };
}
