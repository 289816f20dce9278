import { request } from '@/api/http';
import { openFile, openTabForFile, saveBlob } from '@/api/download';
import { runtimeConfig } from '@/api/runtimeConfig';
import { isPhoneForPdf, pdfAddress } from './reportModel';

/** True when the deploy-time configuration names a report generator (there is no default address: without one, 'Download PDF' says it is not available). */
export function pdfConfigured(): boolean {
  return Boolean(runtimeConfig().reportGeneratorUrl?.trim());
}

/**
 * Downloads the job's PDF from the external report generator (001 §7) at the configured address
 * (`reportGeneratorUrl`; call only when `pdfConfigured()`): an anonymous blob request (no bearer
 * token, never a logout). Phones get a tab opened within the click (so no pop-up blocker stops
 * it), others a download. Throws on failure (the tab, if any, is closed).
 */
export async function downloadReportPdf(jobId: number, isSurvey: boolean, encryptedUserId: string): Promise<void> {
  const configured = runtimeConfig().reportGeneratorUrl?.trim();
  if (!configured) throw new Error('No report generator is configured.');
  // Absolute, so the client never puts it under the API's base (a same-origin path is allowed).
  const base = new URL(configured, globalThis.location?.origin ?? 'http://localhost').href;
  const phone = isPhoneForPdf(window.innerWidth, navigator.userAgent);
  const fileName = `${isSurvey ? 'survey' : 'job'}-${jobId}.pdf`;
  const tab = phone ? openTabForFile(fileName) : null;
  try {
    const response = await request<Blob>(pdfAddress(base, jobId, isSurvey, encryptedUserId), { responseType: 'blob', anonymous: true });
    const blob = response.data.type === 'application/pdf' ? response.data : new Blob([response.data], { type: 'application/pdf' });
    if (phone) await openFile({ blob, fileName }, tab);
    else saveBlob(blob, fileName);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
