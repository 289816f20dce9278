import { HttpResponse } from 'msw';
import { supportData } from '../seedHelp';
import { fileResponse } from './help';
import { errorResponse, get } from './route';
import { authorize } from './session';
import { P } from '@/lib/permissions';

/**
 * Summary reports (document 002 §7): waves `{ data: [{ wave_id, name }] }`, reports
 * `{ data: [{ id, name, level, url, file_size }] }` (file_size assumed); files under
 * /api/summary-reports/files/{id}.
 */
const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1);

export const summaryReportHandlers = [
  get('/summary-reports', ({ request }) => {
    const auth = authorize(request, P.VIEW_SUMMARY_REPORTS);
    if (auth instanceof Response) return auth;
    return HttpResponse.json({ data: supportData().summaryWaves.map((wave) => ({ wave_id: wave.wave_id, name: wave.name })) });
  }),
  get<{ id: string }>('/summary-reports/files/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_SUMMARY_REPORTS);
    if (auth instanceof Response) return auth;
    const file = supportData().files.find((item) => item.id === parseInt(params.id, 10));
    return file ? fileResponse(file) : errorResponse(404, 'File not found.');
  }),
  get<{ waveId: string }>('/summary-reports/:waveId', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_SUMMARY_REPORTS);
    if (auth instanceof Response) return auth;
    const data = supportData();
    const wave = data.summaryWaves.find((item) => item.wave_id === Number(params.waveId));
    if (!wave) return errorResponse(404, 'Wave not found.');
    return HttpResponse.json({
      data: wave.reports.map((report) => ({
        id: report.id,
        name: report.name,
        level: report.level,
        url: `/api/summary-reports/files/${report.fileId}.${extension(data.files.find((file) => file.id === report.fileId)?.name ?? '')}`,
        file_size: data.files.find((file) => file.id === report.fileId)?.content.byteLength ?? null,
      })),
    });
  }),
];
