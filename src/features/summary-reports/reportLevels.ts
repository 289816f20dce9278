/** A report's level, kept to 1–5 (anything else reads as 1). */
export function reportLevel(level: unknown): number {
  const value = Math.trunc(Number(level));
  return Number.isFinite(value) ? Math.min(5, Math.max(1, value)) : 1;
}

/** The spec's indent: one underscore per level ('___' for level 3). */
export function levelPrefix(level: unknown): string {
  return '_'.repeat(reportLevel(level));
}

/** The wave id in the address, or null when missing or not a positive integer. */
export function waveIdFrom(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
