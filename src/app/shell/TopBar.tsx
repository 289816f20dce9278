import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/notify';
import { clearUserDrafts, draftOwnerCount, unsentTextQuestion, userDraftKeys } from '@/lib/drafts';
import { useBackToAdminMutation } from '@/features/auth/authApi';
import { JobSearch } from '@/features/job-report/components/JobSearch';
import { companyLoginLabel, loginPathFor } from '@/lib/companies';
import { useTodayStartPage } from '@/lib/startPage';
import { CompanyMark } from '@/components/CompanyMark';
import { can, P } from '@/lib/permissions';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { selectIsActingAs, selectSession, signOut, switchIdentity } from '@/store/sessionSlice';
import { sideMenuToggled } from '@/store/uiSlice';
import { startPathFor } from './menu';
import { UserMenu } from './UserMenu';
import { useOneAtATime } from '@/components/useOneAtATime';

/** The top bar: menu button (phones), the portal's name, who is signed in and the user menu. */
export function TopBar() {
  const session = useAppSelector(selectSession);
  const actingAs = useAppSelector(selectIsActingAs);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [backToAdmin, { isLoading: returning }] = useBackToAdminMutation();
  const [confirmingLogOut, setConfirmingLogOut] = useState(0);
  // Re-renders the logo's link when the start-page choice changes.
  useTodayStartPage(session?.user.id);
  async function returnToAdmin() {
    if (returning || session?.overallAdminId === null || session?.overallAdminId === undefined) return;
    try {
      const response = await backToAdmin(session.overallAdminId).unwrap();
      dispatch(switchIdentity(response));
      void navigate('/dashboard');
    } catch (error) {
      notify.error(`Error returning to admin - ${isApiErrorShape(error) ? error.message : 'Unknown error'}`);
    }
  }
  // A second click before the busy render sends nothing.
  const returnOnce = useOneAtATime(returnToAdmin);
  if (!session) return null;
  const { user } = session;
  const actingText = `Acting as ${user.name} (${user.id})`;

  /** An explicit Log Out deletes the user's drafts (a shared device); it asks first when there are some. */
  function askLogOut() {
    const count = draftOwnerCount(userDraftKeys(user.id));
    if (count > 0) setConfirmingLogOut(count);
    else logOut();
  }

  function logOut() {
    const companyId = user.company_id;
    setConfirmingLogOut(0);
    // The inactivity logout (main.tsx) keeps them for the same user's next sign-in.
    clearUserDrafts(user.id);
    dispatch(signOut());
    void navigate(loginPathFor(companyId), { replace: true });
  }

  return (
    <>
      <header className="portal-topbar">
        <button type="button" className="btn btn-link portal-menu-toggle" aria-label="Open menu" onClick={() => dispatch(sideMenuToggled(true))}>
          <span className="portal-burger" aria-hidden="true" />
        </button>
        {/* The logo goes where sign-in goes: Today when it is the user's start page, else their first permitted page (the dashboard for most). */}
        <Link to={startPathFor(session) ?? '/restricted'} className="portal-brand text-reset text-decoration-none">
          <CompanyMark label={companyLoginLabel(user.company_id)} markOnly />
          Client Portal
        </Link>
        <div className="ms-auto d-flex align-items-center gap-2 min-w-0">
          {can(session, P.VIEW_JOB_REPORT) && <JobSearch />}
          <UserMenu label={user.name}>
            {actingAs && <div className="dropdown-header">{actingText}</div>}
            <Link className="dropdown-item" to="/profile">
              Your Profile
              <span className="d-block small text-body-secondary">User Id: {user.id}</span>
            </Link>
            <hr className="dropdown-divider" />
            {actingAs ? (
              <button type="button" className="dropdown-item" onClick={() => void returnOnce()} disabled={returning}>
                Back to Admin
              </button>
            ) : (
              <button type="button" className="dropdown-item" onClick={askLogOut}>
                Log Out
              </button>
            )}
          </UserMenu>
        </div>
      </header>
      {actingAs && (
        <div className="portal-acting" role="status">
          {actingText}
        </div>
      )}
      <ConfirmDialog
        show={confirmingLogOut > 0}
        title="Log Out"
        confirmLabel="Log Out"
        confirmVariant="danger"
        onConfirm={logOut}
        onCancel={() => setConfirmingLogOut(0)}
      >
        {unsentTextQuestion(confirmingLogOut)}
      </ConfirmDialog>
    </>
  );
}
