import type { MinimalRules } from './minimal';

/** The minimal contract of job report, job search, email, PDF, crew follow-up: the assumed fields dropped (see docs/api-contract.md). */
export const jobReportMinimal: MinimalRules = {};
