import type { DashboardBodyKind, DashboardData } from './types';

const BODIES: readonly DashboardBodyKind[] = [
  'mystery-shopping',
  'audit',
  'survey',
  'multi-scheme',
  'mcds',
  'case-management',
  'override',
  'crew-satisfaction',
];

/**
 * The body a dashboard shows: the data's `body` when it names one; else by scheme type (0 and 2
 * mystery shopping, 1 audit, 4 survey, 12 case management) or group type (1 multi-scheme, 2 mcds).
 * Null when nothing fits.
 */
export function bodyKindOf(data: Pick<DashboardData, 'body' | 'scheme' | 'schemeGroup'>): DashboardBodyKind | null {
  if (typeof data.body === 'string' && (BODIES as readonly string[]).includes(data.body)) return data.body as DashboardBodyKind;
  if (data.scheme) {
    switch (data.scheme.type) {
      case 0:
      case 2:
        return 'mystery-shopping';
      case 1:
        return 'audit';
      case 4:
        return 'survey';
      case 12:
        return 'case-management';
      default:
        return null;
    }
  }
  if (data.schemeGroup) return data.schemeGroup.type === 1 ? 'multi-scheme' : data.schemeGroup.type === 2 ? 'mcds' : null;
  return null;
}
