/** Average resolution time in hours and minutes, rounded, from minutes (document 000 §2). */
export function formatResolutionTime(minutes: number | null | undefined): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes as number)) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `${hours} ${hours === 1 ? 'hr' : 'hrs'} ${rest} ${rest === 1 ? 'min' : 'mins'}`;
}

export type AverageComparison = 'above' | 'below' | 'equal';

/** How the user's average compares with the company's (compared in whole minutes). */
export function compareWithCompany(average: number, company: number): AverageComparison {
  const mine = Math.round(average);
  const theirs = Math.round(company);
  if (mine > theirs) return 'above';
  if (mine < theirs) return 'below';
  return 'equal';
}

/** The average card's footer text and colour. */
export const COMPARISON_TEXT: Record<AverageComparison, { text: string; className: string }> = {
  above: { text: 'Above company average', className: 'text-danger' },
  below: { text: 'Below company average', className: 'text-success' },
  equal: { text: 'Equal to company average', className: 'text-secondary' },
};
