import { describe, expect, it } from 'vitest';
import { can, holdsName, isOverallAdmin, normalisePermission, P, quickReportAllowed } from '@/lib/permissions';
import { menuLabelsFor, unlocksOf } from '@/lib/permissionScreens';
import { grantedInCatalogue, isProtectedRole, samePermission } from '@/features/admin/roleRules';
import { parseStoredSession } from '@/store/sessionSlice';

const holder = (permissions: string[], roles: string[] = []) => ({ permissions, roles });

describe('permission names: case and surrounding spaces ignored (000 §6)', () => {
  it('normalises a name once: trimmed, inner spaces as one, lower case', () => {
    expect(normalisePermission('  View -   Dashboard ')).toBe('view - dashboard');
    expect(samePermission('Case Management - Create Case', P.CASE_MANAGEMENT_CREATE_CASE)).toBe(true);
    expect(samePermission('view - dashboards', P.VIEW_DASHBOARD)).toBe(false);
  });

  it('can() matches capitalised and padded names; unknown or broken entries are ignored, never fatal', () => {
    const user = holder(['View - dashboard', ' CRITICAL FOCUS - VIEW DETAILS ', 'something - new', 42 as unknown as string]);
    expect(can(user, P.VIEW_DASHBOARD)).toBe(true);
    expect(can(user, P.CRITICAL_FOCUS_VIEW_DETAILS)).toBe(true);
    expect(can(user, P.VIEW_REPORTING)).toBe(false);
    expect(can(null, P.VIEW_DASHBOARD)).toBe(false);
    expect(can(holder(null as unknown as string[]), P.VIEW_DASHBOARD)).toBe(false);
    // A list changed in place is read again.
    const list = ['view - help'];
    expect(holdsName(list, P.VIEW_PROFILE)).toBe(false);
    list.push('View - Profile');
    expect(holdsName(list, P.VIEW_PROFILE)).toBe(true);
  });

  it('reads the overall admin role and the quick reports the same way', () => {
    expect(isOverallAdmin(holder([], ['Client - Overall Admin ']))).toBe(true);
    expect(isOverallAdmin(holder([], ['client - overall administrator']))).toBe(false);
    expect(quickReportAllowed(holder([' Reporting - View Rank - Quick']), 'Rank')).toBe(true);
    expect(quickReportAllowed(holder(['reporting - view   day of week']), 'day of week - quick')).toBe(true);
    expect(quickReportAllowed(holder(['reporting - view rank']), 'trend')).toBe(false);
  });

  it('the menu, what a permission unlocks and the admin role screens compare the same way', () => {
    expect(menuLabelsFor(['View - Help', ' view - DASHBOARD'])).toEqual(['Dashboard', 'Help']);
    expect(unlocksOf('View - Critical Focus')).toBe('Menu: Critical Focus');
    expect(unlocksOf('Reporting - View Rank - Quick')).toBe('Quick report: Rank');
    expect(isProtectedRole({ name: 'Client - overall admin' })).toBe(true);
    expect(grantedInCatalogue(['View - Help', 'view - help', 'legacy - thing'], [P.VIEW_HELP, P.VIEW_PROFILE])).toEqual([P.VIEW_HELP, 'legacy - thing']);
  });

  it('a stored session from an earlier version, names as the server sent them, still reads and still grants', () => {
    const stored = JSON.stringify({
      user: { id: 7, name: 'Old Tab', email: 'old@example.com', company_id: 913 },
      permissions: ['View - dashboard', 'View - Help'],
      roles: ['Store Viewer'],
      companyLabels: { wave: 'Month', location: 'Site' },
      overallAdminId: null,
    });
    const session = parseStoredSession(stored);
    expect(session?.permissions).toEqual(['View - dashboard', 'View - Help']);
    expect(can(session, P.VIEW_DASHBOARD)).toBe(true);
    expect(can(session, P.VIEW_HELP)).toBe(true);
  });
});
