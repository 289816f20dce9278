import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/notify';
import { clearUserDrafts, draftOwnerCount, unsentTextQuestion, userDraftKeys } from '@/lib/drafts';
import { useBackToAdminMutation } from '@/features/auth/authApi';
import { JobSearch } from '@/features/job-report/components/JobSearch';
import { loginPathFor } from '@/lib/companies';
import { can, P } from '@/lib/permissions';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsActingAs, selectSession, signOut, switchIdentity } from '@/store/sessionSlice';
import { sideMenuToggled } from '@/store/uiSlice';

/** The top bar: menu button (phones), the portal's name, who is signed in and the user menu. */
export function TopBar() {
  const session = useAppSelector(selectSession);
  const actingAs = useAppSelector(selectIsActingAs);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [backToAdmin, { isLoading: returning }] = useBackToAdminMutation();
  const [confirmingLogOut, setConfirmingLogOut] = useState(0);
  if (!session) return null;
  const { user } = session;
  const actingText = `Acting as ${user.name} (${user.id})`;

  async function returnToAdmin() {
    if (returning || session?.overallAdminId === null || session?.overallAdminId === undefined) return;
    try {
      const response = await backToAdmin(session.overallAdminId).unwrap();
      dispatch(switchIdentity(response));
      navigate('/dashboard');
    } catch (error) {
      notify.error(`Error returning to admin - ${isApiErrorShape(error) ? error.message : 'Unknown error'}`);
    }
  }

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
    navigate(loginPathFor(companyId), { replace: true });
  }

  return (
    <>
      <header className="portal-topbar">
        <button type="button" className="btn btn-link portal-menu-toggle" aria-label="Open menu" onClick={() => dispatch(sideMenuToggled(true))}>
          <span className="portal-burger" aria-hidden="true" />
        </button>
        <span className="portal-brand">Client Portal</span>
        <div className="ms-auto d-flex align-items-center gap-2 min-w-0">
          {can(session, P.VIEW_JOB_REPORT) && <JobSearch />}
          <Dropdown align="end">
            <Dropdown.Toggle variant="outline-light" id="user-menu" className="portal-user-toggle text-truncate">
              {user.name}
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {actingAs && <Dropdown.Header>{actingText}</Dropdown.Header>}
              <Dropdown.Item as={Link} to="/profile">
                Your Profile
                <span className="d-block small text-body-secondary">User Id: {user.id}</span>
              </Dropdown.Item>
              <Dropdown.Divider />
              {actingAs ? (
                <Dropdown.Item as="button" onClick={() => void returnToAdmin()} disabled={returning}>
                  Back to Admin
                </Dropdown.Item>
              ) : (
                <Dropdown.Item as="button" onClick={askLogOut}>
                  Log Out
                </Dropdown.Item>
              )}
            </Dropdown.Menu>
          </Dropdown>
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
