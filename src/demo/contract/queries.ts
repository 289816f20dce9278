import type { MinimalRules } from './minimal';

/** The minimal contract of queries (disputes): the assumed fields dropped (see docs/api-contract.md). */
export const queriesMinimal: MinimalRules = {};
