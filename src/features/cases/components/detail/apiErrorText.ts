import { asApiError, failureReason, isFieldRejection, serverMessage } from '@/api/errors';

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
