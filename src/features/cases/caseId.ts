/**
 * A case id from text (the route's `:id`, the case-id search box): a positive whole number written
 * with digits only and held exactly by a number; 0 otherwise (no case has id 0). Spaces are not
 * ignored: a caller that takes typed text trims it first (document 002 §2).
 */
export function parseCaseId(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 0;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
