import type { MinimalRules } from './minimal';

/** The minimal contract of help, summary reports, profile, roles and permissions: the assumed fields dropped (see docs/api-contract.md). */
export const supportMinimal: MinimalRules = {};
