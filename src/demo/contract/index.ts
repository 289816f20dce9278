import type { MinimalRule, MinimalRules } from './minimal';
import { authMinimal } from './auth';
import { casesMinimal } from './cases';
import { criticalFocusMinimal } from './criticalFocus';
import { dashboardMinimal } from './dashboard';
import { jobReportMinimal } from './jobReport';
import { queriesMinimal } from './queries';
import { reportingMinimal } from './reporting';
import { supportMinimal } from './support';

/** Every area's minimal-contract rules (each area keeps its own file beside this one). */
const rules: MinimalRules = {
  ...authMinimal,
  ...dashboardMinimal,
  ...reportingMinimal,
  ...jobReportMinimal,
  ...queriesMinimal,
  ...criticalFocusMinimal,
  ...casesMinimal,
  ...supportMinimal,
};

/** The rule of a route ('GET /critical-focus/:id'), if any. */
export function minimalRule(method: string, path: string): MinimalRule | undefined {
  return rules[`${method.toUpperCase()} ${path}`];
}
