import { useRef, useState } from 'react';
import { isApiErrorShape } from '@/api/errors';
import { notify } from '@/components/notify';
import type { ReportFilters, ReportingView } from '@/lib/reportingUrl';
import { exportFileName } from '../exportFileName';
import { reportPath } from '@/api/reportingEndpoints';
import { reportParams } from '../reportingUrl';

/** The file helpers load with the first download, not with the page. */
const loadDownload = () => import('@/api/download');

/**
 * The files the server makes for the reporting page: an excel report's .xlsx (`is_excel_report`:
 * Generate downloads it and the report on screen stays, document 001 §4, §7; one request however
 * often Generate is pressed) and the PDF export of the report shown. Each file is named with one
 * time stamp.
 */
export function useReportDownloads(): {
  excelLoading: boolean;
  downloadExcel: (scheme: string | null, slug: string, filters: ReportFilters) => Promise<void>;
  downloadPdf: (view: ReportingView) => Promise<void>;
} {
  // An excel report downloading: one request however often Generate is pressed.
  const excelBusy = useRef(false);
  const [excelLoading, setExcelLoading] = useState(false);
  const downloadExcel = async (scheme: string | null, slug: string, filters: ReportFilters) => {
    if (excelBusy.current) return;
    excelBusy.current = true;
    setExcelLoading(true);
    try {
      const name = exportFileName(slug, 'xlsx', new Date());
      const { fetchFile, saveBlob } = await loadDownload();
      const file = await fetchFile(reportPath(scheme, slug), name, { params: reportParams({ scheme, filters }) });
      saveBlob(file.blob, name);
    } catch (error) {
      notify.error(isApiErrorShape(error) && error.message ? error.message : 'The report could not be downloaded. Please try again.');
    } finally {
      excelBusy.current = false;
      setExcelLoading(false);
    }
  };
  /** The PDF export of the whole report (the server renders it); the caller says when it fails. */
  const downloadPdf = async (view: ReportingView) => {
    const slug = view.report as string;
    const name = exportFileName(slug, 'pdf', new Date());
    const { fetchFile, saveBlob } = await loadDownload();
    const file = await fetchFile(reportPath(view.scheme, slug), name, { params: { ...reportParams(view), export_type: 'pdf' } });
    saveBlob(file.blob, name);
  };
  return { excelLoading, downloadExcel, downloadPdf };
}
