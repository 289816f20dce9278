import type { MinimalRules } from './minimal';

/** The minimal contract of case management: dashboard, create case, list, grouped, search, case detail, customer: the assumed fields dropped (see docs/api-contract.md). */
export const casesMinimal: MinimalRules = {};
