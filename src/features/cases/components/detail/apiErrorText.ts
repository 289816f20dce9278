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
