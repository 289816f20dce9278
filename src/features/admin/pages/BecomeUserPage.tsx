import { useNavigate } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { notify } from '@/components/notify';
import { useAppDispatch } from '@/store/typedHooks';
import { usePageError, usePageReady } from '@/store/pageHooks';
import { switchIdentity } from '@/store/sessionSlice';
import { useFreshFailure } from '@/store/useFreshFailure';
import { useBecomeClientMutation, useGetClientsQuery } from '../adminApi';
import { AdminPage, useIsAdmin } from '../components/AdminPage';
import { RoleText } from '../components/RoleText';
import { UsersList } from '../components/UsersList';
import { useOneAtATime } from '@/components/useOneAtATime';

export const USERS_PAGE_SIZE = 15;

function BecomeUserList() {
  // After becoming a user the list is not asked for again (the page is left).
  const clients = useGetClientsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [becomeClient, { isLoading: switching, originalArgs: switchingTo }] = useBecomeClientMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const failed = useFreshFailure(clients);
  usePageReady(clients.isSuccess || clients.isError);
  // A failed users list is the page error (document 002 §8).
  usePageError(failed, isApiErrorShape(clients.error) ? clients.error.message : null);

  async function become(userId: number) {
    if (switching) return;
    try {
      const response = await becomeClient(userId).unwrap();
      dispatch(switchIdentity(response));
      void navigate('/dashboard');
    } catch (failure) {
      notify.error(`Error becoming user - ${isApiErrorShape(failure) ? failure.message : 'Unknown error'}`);
    }
  }
  // A second click before the busy render sends nothing.
  const becomeOnce = useOneAtATime(become);

  return (
    <UsersList
      idPrefix="become-user"
      clients={clients}
      pageSize={USERS_PAGE_SIZE}
      roleCell={(user) => <RoleText user={user} />}
      actionCell={(user) => (
        <button
          type="button"
          className="btn btn-sm btn-primary text-nowrap admin-action"
          disabled={switching}
          aria-label={`Become User ${user.name} (${user.id})`}
          onClick={() => void becomeOnce(user.id)}
        >
          {switching && switchingTo === user.id && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          Become User
        </button>
      )}
    />
  );
}

/** Become a User (/become-user): the overall admin picks an active user to act as. */
export default function BecomeUserPage() {
  const admin = useIsAdmin();
  return (
    <AdminPage title="Become a User" titleId="become-user-title">
      {admin && <BecomeUserList />}
    </AdminPage>
  );
}
