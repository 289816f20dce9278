import type { MinimalRules } from './minimal';

/** The minimal contract of sign-in, session, become user, back to admin, the users list (/clients): the assumed fields dropped (see docs/api-contract.md). */
export const authMinimal: MinimalRules = {};
