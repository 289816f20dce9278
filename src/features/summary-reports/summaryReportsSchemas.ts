import * as v from 'valibot';
import { id, listSkipping, numOr, optNum, textOr } from '@/api/schema';
import { assumed } from '@/api/decoderMarks';

/*
 * Decoders of GET /api/summary-reports and GET /api/summary-reports/{waveId} (document 002 §3, §7):
 * "data list of waves" {wave_id, name} and "data list of reports" {id, name, level, url}. Each list
 * may come as `{ data: [...] }` (the spec's words), a bare array or a paginator; a missing or null
 * list is empty. An entry that cannot be read is left out (logged), never the whole list.
 * `file_size` is assumed (the link then shows no size); a missing level reads as 1.
 */

/** A wave with summary reports. */
export interface SummaryWave {
  wave_id: number;
  name: string;
}

/** A summary report of a wave. */
export interface SummaryReport {
  id: number;
  name: string;
  /** 1 to 5 (the page keeps it in range). */
  level: number;
  /** The file's address ('' when the server sent none: the link says the file is unavailable). */
  url: string;
  /** Assumed, optional: the file's size in bytes. */
  file_size: number | null;
}

const Wave = v.object({ wave_id: id, name: textOr() });

const Report = v.object({
  id,
  name: textOr(),
  level: numOr(1),
  url: textOr(),
  file_size: assumed(optNum, { fallback: 'none', userSees: "the link shows the file's type only", impact: 'low' }),
});

/** GET /api/summary-reports: the waves that have summary reports. */
export const SummaryWavesSchema = v.pipe(
  listSkipping(Wave, 'summary report wave'),
  v.transform((waves): SummaryWave[] => waves),
);

/** GET /api/summary-reports/{waveId}: the wave's reports. */
export const SummaryReportsSchema = v.pipe(
  listSkipping(Report, 'summary report'),
  v.transform((reports): SummaryReport[] => reports),
);
