import * as v from 'valibot';
import { optText, unwrapData } from '@/api/schema';

export { LoginResponseSchema } from '@/api/authSchemas';

/**
 * The forgot-password and reset-password answers (document 000 §7): a message (the reset shows it
 * in a toast; forgot-password shows the spec's own text). Any success answer is a success: an empty
 * body, a body without `message` or one under `data` read as "no message".
 */
export const MessageSchema = v.pipe(
  v.unknown(),
  v.transform(unwrapData),
  v.transform((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {})),
  v.object({ message: optText }),
);

/** A decoded message answer. */
export type MessageAnswer = v.InferOutput<typeof MessageSchema>;
