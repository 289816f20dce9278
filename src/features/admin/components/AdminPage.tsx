import type { ReactNode } from 'react';
import { isOverallAdmin } from '@/lib/permissions';
import { useAppSelector } from '@/store/typedHooks';
import { usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import adminStyles from '../admin.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(adminStyles);

/** True for the overall admin (the only one the Admin Functions pages serve). */
export function useIsAdmin(): boolean {
  return isOverallAdmin(useAppSelector(selectSession));
}

/** An admin page's frame: its title, and 'Error with permissions' (no calls) for anyone but the overall admin. */
export function AdminPage({ title, titleId, actions, children }: { title: string; titleId: string; actions?: ReactNode; children: ReactNode }) {
  const admin = useIsAdmin();
  usePageReady(!admin);
  return (
    <section aria-labelledby={titleId} className="admin-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id={titleId} className="h3 mb-0">
          {title}
        </h1>
        {admin && actions}
      </div>
      {admin ? children : <div className="alert alert-warning">Error with permissions</div>}
    </section>
  );
}
