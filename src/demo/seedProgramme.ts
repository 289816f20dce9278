import type { Db } from './db';
import type { Random } from './random';

/**
 * Seeds the programme's results: jobs with category scores and report questions of every answer
 * type, NPS responses, queries in every ticket status and critical focus items in every status.
 */
export function seedProgramme(_data: Db, _random: Random): void {
  // Filled in by the programme seed (jobs, NPS, queries, critical focus).
}
