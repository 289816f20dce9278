/** The route's id as an integer, 0 when it is not numeric or beyond what a number holds exactly (document 002 §2). */
export function parseCaseId(raw: string | undefined): number {
  if (!raw || !/^\d{1,16}$/.test(raw)) return 0;
  const id = Number.parseInt(raw, 10);
  return Number.isSafeInteger(id) ? id : 0;
}
