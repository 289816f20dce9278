import { REGION_LEVELS } from '@/lib/regions';

/* The levels a report runs at (document 001 §3, §5), and the steps up and down between them. */

/** Levels by location attribute (type, sub type, grade). */
export const ATTRIBUTE_LEVELS = ['cti', 'csi', 'grd'] as const;

/** Reports that may run at job level (document 001 §5: rank except cases, spend, category, competency, question results). */
const JOB_LEVEL_REPORTS = new Set(['rank', 'spend', 'category', 'competency', 'question-results']);
/** Reports without a level ('N/A'). */
const LEVELLESS_REPORTS = new Set(['trend', 'trend-group', 'day-of-week', 'score-split', 'question-versus-nps']);

/** True when the report takes a level. */
export function reportHasLevels(slug: string | null | undefined): boolean {
  return !!slug && !LEVELLESS_REPORTS.has(slug) && !slug.startsWith('cases');
}

/**
 * The levels offered for a report: the server's `levels` list (001 §3) in its order when it sends one,
 * else computed (the user's top level down to location, then cti, csi, grd); either way no region
 * level above the user's `max_reporting_level`, and job only where allowed (001 §5).
 */
export function levelChoices(maxLevel: string | null | undefined, slug: string | null | undefined, serverLevels: readonly string[] | null = null): string[] {
  if (!reportHasLevels(slug)) return [];
  const start = Math.max(0, REGION_LEVELS.indexOf((maxLevel ?? 'md') as (typeof REGION_LEVELS)[number]));
  const allowedRegions = new Set<string>(REGION_LEVELS.slice(start));
  const jobAllowed = !!slug && JOB_LEVEL_REPORTS.has(slug);
  if (serverLevels && serverLevels.length > 0) {
    const known = new Set<string>([...ATTRIBUTE_LEVELS, 'job']);
    return serverLevels.filter((level) => (allowedRegions.has(level) || known.has(level)) && (level !== 'job' || jobAllowed));
  }
  const levels: string[] = [...allowedRegions, ...ATTRIBUTE_LEVELS];
  if (jobAllowed) levels.push('job');
  return levels;
}

/** The level to use after a report change: 'job' for a report without it becomes 'loc'; a report without levels has none. */
export function levelForReport(
  level: string | undefined,
  maxLevel: string | null | undefined,
  slug: string,
  serverLevels: readonly string[] | null = null,
): string | undefined {
  const choices = levelChoices(maxLevel, slug, serverLevels);
  if (choices.length === 0) return undefined;
  if (level === 'job' && !choices.includes('job')) return choices.includes('loc') ? 'loc' : choices[0];
  if (level && choices.includes(level)) return level;
  return choices[0];
}

/** The order levels step through (types, sub types and grades sit above location only for 'down'). */
const STEP_ORDER = ['md', 'od', 'rbm', 'bdm', 'loc', 'job'];

/** One level down: along md…loc (…job); types, sub types and grades go down to location. Null at the bottom. */
export function levelDown(level: string | undefined, choices: readonly string[]): string | null {
  if (!level) return null;
  if ((ATTRIBUTE_LEVELS as readonly string[]).includes(level)) return choices.includes('loc') ? 'loc' : null;
  const index = STEP_ORDER.indexOf(level);
  if (index < 0) return null;
  const next = STEP_ORDER.slice(index + 1).find((candidate) => choices.includes(candidate));
  return next ?? null;
}

/** One level up: along job…md; from types, sub types and grades an empty level (''). Null at the top. */
export function levelUp(level: string | undefined, choices: readonly string[]): string | null {
  if (!level) return null;
  if ((ATTRIBUTE_LEVELS as readonly string[]).includes(level)) return '';
  const index = STEP_ORDER.indexOf(level);
  if (index <= 0) return null;
  const previous = STEP_ORDER.slice(0, index)
    .reverse()
    .find((candidate) => choices.includes(candidate));
  return previous ?? null;
}
