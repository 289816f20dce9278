import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { onAuthFailure } from '@/api/http';
import { loginPathFor } from '@/lib/companies';
import { lastCompanyId, signOut } from '@/store/sessionSlice';
import { createAppRouter } from '@/app/AppRouter';
import { makeStore } from '@/app/store';
import './styles/main.scss';

const store = makeStore();
const router = createAppRouter(store);

// A token problem or failed refresh: sign out once, with the inactivity text, to the login page.
onAuthFailure((message) => {
  const companyId = store.getState().session.session?.user.company_id ?? lastCompanyId();
  store.dispatch(signOut(message));
  void router.navigate(loginPathFor(companyId), { replace: true });
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
