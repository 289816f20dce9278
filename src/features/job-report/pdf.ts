import { request } from '@/api/http';
import { openFile, openTabForFile, saveBlob } from '@/api/download';
import { REPORT_BASE_URL } from './config';
import { isPhoneForPdf, pdfAddress } from './reportModel';

/**
 * Downloads the job's PDF from the external report generator (001 §7): an anonymous blob request
 * (no bearer token, never a logout). Phones get a tab opened within the click (so no pop-up
 * blocker stops it), others a download. Throws on failure (the tab, if any, is closed).
 */
export async function downloadReportPdf(jobId: number, isSurvey: boolean, encryptedUserId: string): Promise<void> {
  const phone = isPhoneForPdf(window.innerWidth, navigator.userAgent);
  const fileName = `${isSurvey ? 'survey' : 'job'}-${jobId}.pdf`;
  const tab = phone ? openTabForFile(fileName) : null;
  try {
    const response = await request<Blob>(pdfAddress(REPORT_BASE_URL, jobId, isSurvey, encryptedUserId), { responseType: 'blob', anonymous: true });
    const blob = response.data.type === 'application/pdf' ? response.data : new Blob([response.data], { type: 'application/pdf' });
    if (phone) await openFile({ blob, fileName }, tab);
    else saveBlob(blob, fileName);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
