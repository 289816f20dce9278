import type { StandardSchemaV1 } from '@standard-schema/spec';

/*
 * A decoder that loads on first use. The sign-in pages are the portal's smallest first load (the
 * login budget): their answers are decoded by schemas whose library loads after the page has
 * painted (`preload()`, at idle) or, at the latest, when the first answer arrives. RTK Query's
 * `rawResponseSchema` accepts it like the schema itself (its validation may be asynchronous).
 */

/** A Standard Schema whose real schema comes from `load`, plus `preload()`. */
export type LazySchema<Output> = StandardSchemaV1<unknown, Output> & { preload: () => Promise<unknown> };

export function lazySchema<Output>(load: () => Promise<StandardSchemaV1<unknown, Output>>): LazySchema<Output> {
  let loading: Promise<StandardSchemaV1<unknown, Output>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'portal-lazy',
      validate: async (value) => (await get())['~standard'].validate(value),
    },
    preload: get,
  };
}
