import type { MinimalRules } from './minimal';

/** The minimal contract of critical focus: the assumed fields dropped (see docs/api-contract.md). */
export const criticalFocusMinimal: MinimalRules = {};
