import { isApiErrorShape, statusMessage, type ApiErrorShape } from '@/api/errors';

/** The error as an ApiErrorShape (RTK Query errors already are). */
export function asApiError(error: unknown): ApiErrorShape {
  if (isApiErrorShape(error)) return error;
  return { status: 0, code: null, message: 'Something went wrong.', fieldErrors: {} };
}

/** The server's own message (its first field error for a 422), or null when it gave none. */
export function serverMessage(error: unknown): string | null {
  const shape = asApiError(error);
  const field = Object.values(shape.fieldErrors)[0]?.[0];
  if (field) return field;
  if (shape.status === 0 || !shape.message || shape.message === statusMessage(shape.status)) return null;
  return shape.message;
}
