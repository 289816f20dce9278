/** Field name → server messages, as Laravel sends them in a 422 body. */
export type FieldErrors = Record<string, string[]>;

/** The serialisable form of an ApiError, as it is kept in the RTK Query cache. */
export interface ApiErrorShape {
  status: number;
  code: string | null;
  message: string;
  fieldErrors: FieldErrors;
  /**
   * The body's `error` field exactly as the server sent it, when it was text (a code such as
   * 'wave_not_found' or a sentence); absent otherwise. The dashboard shows it as its failure text
   * (000 §7: "response.data.error or 'Error'").
   */
  errorText?: string;
}

/** Token problems named by the API in the body's `error` field. */
export const TOKEN_ERROR_CODES = ['token_invalid', 'token_expired', 'blacklisted', 'token_not_provided'] as const;

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Please check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to respond. Please try again.';
export const UNREADABLE_RESPONSE_MESSAGE = 'The server sent a response the portal could not read. Please try again.';
export const CANCELLED_MESSAGE = 'The request was cancelled.';

/** Every failure of a call to the API reaches callers as one of these. */
export class ApiError extends Error implements ApiErrorShape {
  readonly status: number;
  readonly code: string | null;
  readonly fieldErrors: FieldErrors;
  readonly errorText?: string;

  constructor({ status, code, message, fieldErrors, errorText }: ApiErrorShape) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.errorText = errorText;
  }

  /** Plain-object form for the store (RTK Query keeps errors serialisable). */
  toJSON(): ApiErrorShape {
    return { status: this.status, code: this.code, message: this.message, fieldErrors: this.fieldErrors, errorText: this.errorText };
  }
}

/** True for any value shaped like an ApiError (class instance or plain object from the cache). */
export function isApiErrorShape(value: unknown): value is ApiErrorShape {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorShape).status === 'number' &&
    typeof (value as ApiErrorShape).message === 'string' &&
    typeof (value as ApiErrorShape).fieldErrors === 'object'
  );
}

/** True when the error names one of the API's token problems. */
export function isTokenProblem(error: ApiErrorShape): boolean {
  return error.code !== null && (TOKEN_ERROR_CODES as readonly string[]).includes(error.code);
}

/** The first server message for a field, or undefined. */
export function firstFieldError(error: ApiErrorShape | undefined | null, field: string): string | undefined {
  return error?.fieldErrors[field]?.[0];
}

/** A generic text for an HTTP status when the body carries no readable message. */
export function statusMessage(status: number): string {
  if (status === 401 || status === 403) return 'You are not allowed to do this.';
  if (status === 404) return 'The requested item could not be found.';
  if (status === 419 || status === 440) return 'Your session has expired. Please sign in again.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return `The server had a problem (status ${status}). Please try again.`;
  return `The request failed (status ${status}).`;
}

const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;

function normaliseFieldErrors(raw: unknown): FieldErrors {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(value)) out[field] = value.filter((m): m is string => typeof m === 'string');
    else if (typeof value === 'string') out[field] = [value];
  }
  return out;
}

/**
 * Reads a parsed error body (Laravel `{ message, errors }`, JWT `{ error: 'token_expired' }`, or
 * `{ error: 'Some text' }`) into an ApiError. Anything that is not a JSON object gets the status text.
 */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return new ApiError({ status, code: null, message: statusMessage(status), fieldErrors: {} });
  }
  const record = body as Record<string, unknown>;
  const errorField = typeof record.error === 'string' ? record.error : null;
  const code = errorField !== null && CODE_PATTERN.test(errorField) ? errorField : null;
  const fieldErrors = normaliseFieldErrors(record.errors);
  const message =
    (typeof record.message === 'string' && record.message.trim() !== '' ? record.message : null) ??
    (errorField !== null && code === null ? errorField : null) ??
    Object.values(fieldErrors)[0]?.[0] ??
    statusMessage(status);
  return new ApiError({ status, code, message, fieldErrors, errorText: errorField ?? undefined });
}

/** A Blob (or what behaves like one): an error body of a download, read as text. */
export function isBlobLike(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).text === 'function' && typeof (value as Blob).size === 'number';
}

/** Parses a body that arrived as text (or a Blob's text); HTML and broken JSON yield undefined. */
export function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '' || !(trimmed.startsWith('{') || trimmed.startsWith('['))) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/** What a caught value that is not an ApiError reads as (a thrown Error keeps its own message). */
const UNKNOWN_FAILURE_MESSAGE = 'Something went wrong.';

/** The error as an ApiErrorShape (RTK Query errors already are; anything else becomes a generic one). */
export function asApiError(error: unknown): ApiErrorShape {
  if (isApiErrorShape(error)) return error;
  const message = error instanceof Error && error.message !== '' ? error.message : UNKNOWN_FAILURE_MESSAGE;
  return { status: 0, code: null, message, fieldErrors: {} };
}

/**
 * The server's own message (002 §8: 'the server message'), or null when it gave none: no answer,
 * an empty message, or the client's generic text for the status.
 */
export function serverMessage(error: unknown): string | null {
  const shape = asApiError(error);
  if (shape.status === 0 || !shape.message || shape.message === statusMessage(shape.status)) return null;
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
