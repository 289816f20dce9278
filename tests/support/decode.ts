import * as v from 'valibot';

/** Runs a response schema on a raw answer, as the API layer does (for the areas' schema tests). */
export const decode = <T extends v.GenericSchema>(schema: T, raw: unknown) => v.safeParse(schema, raw);

/** The decoded value, or an error naming what the schema refused. */
export const decoded = <T extends v.GenericSchema>(schema: T, raw: unknown): v.InferOutput<T> => {
  const result = decode(schema, raw);
  if (!result.success) throw new Error(`not decoded: ${JSON.stringify(result.issues.map((issue) => issue.message))}`);
  return result.output;
};
