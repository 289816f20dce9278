import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { onAuthFailure, onOtherTabChange } from '@/api/http';
import { notify } from '@/components/notify';
import { loginPathFor } from '@/lib/companies';
import { identityNotice, lastCompanyId, readStoredSession, signedOutElsewhere, signOut } from '@/store/sessionSlice';
import { createAppRouter } from '@/app/AppRouter';
import { makeStore } from '@/app/store';
import './styles/main.scss';

const store = makeStore();
const router = createAppRouter();

// A token problem or failed refresh: sign out once, with the inactivity text, to the login page.
onAuthFailure((message) => {
  const companyId = store.getState().session.session?.user.company_id ?? lastCompanyId();
  store.dispatch(signOut(message));
  void router.navigate(loginPathFor(companyId), { replace: true });
});

// One session across tabs: another tab's Log Out takes this tab to the login page; another tab's
// Become User / Back to Admin / sign-in reloads this tab into the new identity's dashboard.
const NOTICE_KEY = 'portal.tabNotice';
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
  window.location.assign('/dashboard');
});
try {
  const notice = sessionStorage.getItem(NOTICE_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  if (notice) notify.info(notice);
} catch {
  // sessionStorage disabled
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
