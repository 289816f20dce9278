import { buildCreateApi, coreModule, type BaseQueryFn, type EndpointDefinitions, type Module } from '@reduxjs/toolkit/query';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

/*
 * Every endpoint definition injected into the one RTK Query API (api/baseApi.ts), as the areas wrote
 * it: its `query`, its decoder (`rawResponseSchema`), its `transformResponse`. RTK Query keeps them
 * internal; this module (an RTK Query module, the library's own extension point) records each one as
 * it is injected, so tooling that must make the portal's calls exactly as the portal makes them (the
 * contract probe, scripts/contract-probe) reads them from here instead of keeping a second list.
 */

/** An endpoint definition as an area injected it (the parts tooling reads). */
export interface InjectedEndpoint {
  /** 'query' or 'mutation'. */
  type: string;
  /** The request of an argument: a path under /api, or the path and the request options. */
  query?: (arg: never) => unknown;
  /** The answer's decoder. */
  rawResponseSchema?: StandardSchemaV1;
  transformResponse?: (value: never, meta: never, arg: never) => unknown;
}

const injected = new Map<string, InjectedEndpoint>();

const endpointRegistryName = Symbol('endpointRegistry');
type EndpointRegistry = typeof endpointRegistryName;

// The same type parameters as RTK Query's own declaration (declarations merge only when identical).
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module '@reduxjs/toolkit/query' {
  export interface ApiModules<
    in out BaseQuery extends BaseQueryFn,
    in out Definitions extends EndpointDefinitions,
    in out ReducerPath extends string,
    in out TagTypes extends string,
  > {
    [endpointRegistryName]: Record<never, never>;
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */

const endpointRegistryModule = (): Module<EndpointRegistry> => ({
  name: endpointRegistryName,
  init: () => ({
    injectEndpoint(name, definition) {
      injected.set(name, definition);
    },
  }),
});

/** `createApi` (RTK Query with React hooks) that records every injected endpoint definition. */
export const createRecordingApi = buildCreateApi(coreModule(), reactHooksModule(), endpointRegistryModule());

/** The endpoint definitions injected so far, by endpoint name (only those of the areas loaded yet). */
export function injectedEndpoints(): ReadonlyMap<string, InjectedEndpoint> {
  return injected;
}
