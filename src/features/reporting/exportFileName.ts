import { fileStamp } from '@/lib/fileStamp';

/** `{slug}_{YYYYMMDDHHMMSS}.{extension}` (document 001 §7): every file the reporting page saves. */
export function exportFileName(slug: string, extension: 'csv' | 'xlsx' | 'pdf', date: Date): string {
  return `${slug}_${fileStamp(date)}.${extension}`;
}
