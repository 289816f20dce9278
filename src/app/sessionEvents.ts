import { onAuthFailure, onOtherTabChange } from '@/api/http';
import { notify } from '@/components/notify';
import { loginPathFor } from '@/lib/companies';
import { loginWithReturn } from '@/lib/returnPath';
import { identityNotice, lastCompanyId, readStoredSession, signedOutElsewhere, signOut } from '@/store/sessionSlice';
import type { AppStore } from '@/store/store';

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

const NOTICE_KEY = 'portal.tabNotice';

/**
 * What the app does when the session ends under it: a token problem or failed refresh signs out
 * once, with the inactivity text, to the login page that returns to the same address; another
 * tab's Log Out takes this tab to the login page; another tab's Become User / Back to Admin /
 * sign-in reloads this tab into the new identity's dashboard with a notice.
 */
export function wireSessionEvents(store: AppStore, router: RouterLike, reload: (path: string) => void = (path) => window.location.assign(path)): void {
  onAuthFailure((message) => {
    const companyId = store.getState().session.session?.user.company_id ?? lastCompanyId();
    const { pathname, search } = router.state.location;
    store.dispatch(signOut(message));
    void router.navigate(loginWithReturn(loginPathFor(companyId), `${pathname}${search}`), { replace: true });
  });
  onOtherTabChange((change) => {
    if (change === 'signed-out') {
      const companyId = store.getState().session.session?.user.company_id ?? lastCompanyId();
      store.dispatch(signedOutElsewhere());
      void router.navigate(loginPathFor(companyId), { replace: true });
      return;
    }
    const notice = identityNotice(readStoredSession());
    try {
      if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
    } catch {
      // no notice then
    }
    reload('/dashboard');
  });
}

/** Shows the notice a tab left for itself before it reloaded into a new identity. */
export function showTabNotice(): void {
  try {
    const notice = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    if (notice) notify.info(notice);
  } catch {
    // sessionStorage disabled
  }
}
