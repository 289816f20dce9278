import type { ApiErrorShape } from './errors';

/*
 * The decoding error, apart from the decoders themselves (src/api/schema.ts): the HTTP client and
 * the RTK Query base API need it on every first load, the decoders' library only where answers are
 * decoded.
 */

/** What every page shows for an answer it could not read. */
export const UNREADABLE_DATA_MESSAGE = 'The server sent data the portal could not read.';
/** The ApiError code of a decoding failure. */
export const UNREADABLE_DATA_CODE = 'unreadable_data';

interface IssueLike {
  message: string;
  path?: readonly unknown[];
}

/** 'a.b.2.c: message' for each issue (the console's record of a decoding failure). */
export function describeIssues(issues: readonly IssueLike[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = (issue.path ?? []).map((step) => (typeof step === 'object' && step !== null && 'key' in step ? String(step.key) : String(step))).join('.');
      return `${path || '(top)'}: ${issue.message}`;
    })
    .join('; ');
}

/** The one decoding ApiError (serialisable form), logging the endpoint and the failing path. */
export function unreadableData(endpoint: string, issues: readonly IssueLike[]): ApiErrorShape {
  console.error(`${UNREADABLE_DATA_MESSAGE} ${endpoint}: ${describeIssues(issues)}`);
  return { status: 200, code: UNREADABLE_DATA_CODE, message: UNREADABLE_DATA_MESSAGE, fieldErrors: {} };
}

/** True for the decoding error. */
export function isUnreadableData(error: { code?: string | null } | null | undefined): boolean {
  return error?.code === UNREADABLE_DATA_CODE;
}
