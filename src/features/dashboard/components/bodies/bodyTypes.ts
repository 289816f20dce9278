import type { DashboardContent, DashboardContentBlock, DashboardData } from '../../types';

/** What a dashboard body gets from the frame. */
export interface BodyProps {
  data: DashboardData;
  /** The route table has /reporting (drill links may be live). */
  reportingAvailable: boolean;
}

/** True when the server sent this block of the content in a form the portal could not read. */
export function unreadableBlock(content: DashboardContent, block: DashboardContentBlock): boolean {
  return content.unreadable?.includes(block) ?? false;
}
