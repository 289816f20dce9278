import type { DashboardData } from '../../types';

/** What a dashboard body gets from the frame. */
export interface BodyProps {
  data: DashboardData;
  /** The route table has /reporting (drill links may be live). */
  reportingAvailable: boolean;
}
