import type { MinimalRules } from './minimal';

/** The minimal contract of scheme dashboards and the NPS dashboard: the assumed fields dropped (see docs/api-contract.md). */
export const dashboardMinimal: MinimalRules = {};
