import { isApiErrorShape, statusMessage, type ApiErrorShape } from '@/api/errors';

/** The error as an ApiErrorShape (RTK Query errors already are; anything else becomes a generic one). */
export function asApiError(error: unknown): ApiErrorShape {
  if (isApiErrorShape(error)) return error;
  return { status: 0, code: null, message: error instanceof Error ? error.message : 'Something went wrong.', fieldErrors: {} };
}

/** The server's own message, or null when it gave none (the client filled in a generic text). */
export function serverMessage(error: unknown): string | null {
  const shape = asApiError(error);
  if (shape.status === 0 || shape.message === statusMessage(shape.status)) return null;
  return shape.message;
}

/** Said when a save fails because the device is offline (or the request never reached the server). */
export const OFFLINE_MESSAGE = 'You are offline. Your text is kept; send it again when you are back online.';

/** The offline text when the browser is offline or the request failed at the network level; else null. */
export function offlineMessage(error: unknown, online: boolean = globalThis.navigator?.onLine ?? true): string | null {
  const shape = asApiError(error);
  return !online || shape.code === 'network_error' ? OFFLINE_MESSAGE : null;
}

/**
 * The first server message per field, keyed by the field and by its leading parts, so
 * 'attachments.0.file' is found under 'attachments.0.file', 'attachments.0' and 'attachments'.
 */
export function fieldMessages(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(asApiError(error).fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const parts = field.split('.');
    for (let length = parts.length; length > 0; length -= 1) {
      const key = parts.slice(0, length).join('.');
      out[key] ??= message;
    }
  }
  return out;
}

/** What happened, in words: offline, the server's own message, or the client's text for the failure (status, no answer). */
export function failureReason(error: unknown): string {
  return offlineMessage(error) ?? serverMessage(error) ?? asApiError(error).message;
}

/** True for a 422 whose field errors name one of `fields` or an entry of it ('cc' matches 'cc.0'). */
export function isFieldRejection(error: unknown, fields: readonly string[]): boolean {
  const shape = asApiError(error);
  if (shape.status !== 422) return false;
  return Object.keys(shape.fieldErrors).some((key) => fields.includes(key.split('.')[0] ?? key));
}

/** The address fields of a reply: the copies, and the customer's address where a server names it. */
const REPLY_ADDRESS_FIELDS = ['cc', 'bcc', 'to', 'customer_email', 'email'] as const;

/**
 * The reply's failure toast (002 §8). The spec's sentence 'Please check the customers email address
 * is valid.' only when the server refused an address (a 422 on an address field); any other
 * failure says what happened (the server's message, the status, or that the server could not be reached).
 */
export function replyFailureText(error: unknown): string {
  const head = 'There was an error replying to the customer.';
  if (isFieldRejection(error, REPLY_ADDRESS_FIELDS)) return `${head} Please check the customers email address is valid.`;
  return `${head} ${failureReason(error)}`;
}

/** The forward's email hint (002 §8). */
export const FORWARD_EMAIL_HINT = 'Please check the email address is valid';

/**
 * The forward's failure toast (002 §8: 'There was an error forwarding the case details. {reason}',
 * the reason being the server message, or the email hint when the status is 500 or there is no
 * message). The hint is kept where the spec dictates it (a 500; an API refusal — a 422 — without a
 * message); a failure without an answer from the API (no connection, a time-out, a gateway's HTML
 * page, another status without a message) says what happened instead of blaming the addresses.
 */
export function forwardFailureText(error: unknown): string {
  const shape = asApiError(error);
  const message = shape.status === 0 ? null : serverMessage(error);
  let reason: string;
  if (shape.status === 500) reason = FORWARD_EMAIL_HINT;
  else if (message) reason = message;
  else if (shape.status === 422) reason = FORWARD_EMAIL_HINT;
  else reason = failureReason(error);
  return `There was an error forwarding the case details. ${reason}`;
}
