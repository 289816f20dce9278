import type { MinimalRules } from './minimal';

/** The minimal contract of reporting: the assumed fields dropped (see docs/api-contract.md). */
export const reportingMinimal: MinimalRules = {};
