import { API_BASE_URL } from '@/api/http';

/*
 * Where the job report's files come from (001 §7). Both are assumptions recorded in
 * docs/api-contract.md: images under VITE_STORAGE_BASE_URL (the API's base by default, which the
 * demo serves), the PDF from the external report generator at VITE_REPORT_BASE_URL (the demo's
 * stand-in by default).
 */
export const STORAGE_BASE_URL: string = (import.meta.env.VITE_STORAGE_BASE_URL as string | undefined) || API_BASE_URL;
export const REPORT_BASE_URL: string = (import.meta.env.VITE_REPORT_BASE_URL as string | undefined) || `${API_BASE_URL}/__demo/report-generator`;

/** A file address from the API as the HTTP client takes it: '/api/x' becomes '/x' (under the API base). */
export function apiPath(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return url.replace(/^\/api(?=\/)/, '');
}
