import { useMemo } from 'react';
import { can, P, type PermissionHolder } from '@/lib/permissions';
import { useAppSelector } from '@/store/typedHooks';
import { selectSession } from '@/store/sessionSlice';
import type { QueryTab } from './queryUrl';

/** The tabs of the Queries page the signed-in user may see (002 §2), in order, and the permission holder. */
export function usePermittedQueryTabs(): { permitted: QueryTab[]; holder: PermissionHolder | null } {
  const session = useAppSelector(selectSession);
  const permissions = session?.permissions;
  const roles = session?.roles;
  const holder = useMemo(() => (permissions && roles ? { permissions, roles } : null), [permissions, roles]);
  const permitted = useMemo(() => permittedQueryTabs(holder), [holder]);
  return { permitted, holder };
}

/** The tabs of the Queries page a permission holder may see (002 §2), in order. */
export function permittedQueryTabs(holder: PermissionHolder | null | undefined): QueryTab[] {
  const tabs: QueryTab[] = [];
  if (can(holder, P.QUERIES_CREATE_QUERY)) tabs.push('create');
  if (can(holder, P.QUERIES_VIEW_OPEN_QUERIES)) tabs.push('open', 'referred');
  if (can(holder, P.QUERIES_VIEW_RESOLVED_QUERIES)) tabs.push('resolved');
  return tabs;
}
