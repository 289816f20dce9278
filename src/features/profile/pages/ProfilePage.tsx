import { isApiErrorShape } from '@/api/errors';
import { isUnreadableData, UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { StartPageSwitch } from '@/components/StartPageSwitch';
import { TabsOrSelect } from '@/components/TabsOrSelect';
import { canOpenToday } from '@/lib/startPage';
import { useTabParam } from '@/components/useTabParam';
import { useAppSelector } from '@/store/typedHooks';
import { usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { ContactDetailsForm } from '../components/ContactDetailsForm';
import { PasswordForm } from '../components/PasswordForm';
import { TimezoneForm } from '../components/TimezoneForm';
import { useGetProfileQuery } from '../profileApi';
import { contactEditRights, PROFILE_TAB_LABELS, profileTabsFor, type ProfileTab } from '../profileRules';
import profileStyles from '../profile.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(profileStyles);

/** Profile (/profile): contact details, password and timezone, tabs by permission. */
export default function ProfilePage() {
  const session = useAppSelector(selectSession);
  const tabs = profileTabsFor(session);
  const needsProfile = tabs.includes('contact') || tabs.includes('timezone');
  const profile = useGetProfileQuery(undefined, { skip: !needsProfile, refetchOnMountOrArgChange: 30 });
  const [requested, select] = useTabParam<ProfileTab>();
  usePageReady(profile.isSuccess || profile.isError || !needsProfile);
  const active = tabs.find((tab) => tab === requested) ?? tabs[0] ?? null;
  const failed = profile.isError && !profile.data;
  const loading = needsProfile && !profile.data && !profile.isError;
  const data = profile.data;
  const profileError = isApiErrorShape(profile.error) ? profile.error : null;

  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="h3 mb-1">
        Your Profile
      </h1>
      <p className="text-body-secondary mb-3">User Id: {session?.user.id}</p>
      {session && canOpenToday(session) && <StartPageSwitch userId={session.user.id} className="mb-3" />}
      {!active ? (
        <div className="alert alert-warning">Error with permissions</div>
      ) : (
        <>
          {failed && (
            <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
              <span className="me-auto">Your profile could not be loaded.{isUnreadableData(profileError) ? ` ${UNREADABLE_DATA_MESSAGE}` : ''}</span>
              <button type="button" className="btn btn-outline-danger" disabled={profile.isFetching} onClick={() => void profile.refetch()}>
                Retry
              </button>
            </div>
          )}
          <div className="card">
            <div className="card-body">
              <TabsOrSelect label="Profile section" tabs={tabs.map((key) => ({ key, label: PROFILE_TAB_LABELS[key] }))} active={active} onSelect={select}>
                {active === 'password' ? (
                  <PasswordForm />
                ) : loading ? (
                  <div className="d-flex align-items-center gap-2 py-3" role="status">
                    <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
                    Loading your profile…
                  </div>
                ) : active === 'contact' ? (
                  // Remounts with fresh server data (after a save or a retry): the form starts from it.
                  <ContactDetailsForm
                    key={data ? `${data.email}|${data.first_name}|${data.last_name}|${data.phone}` : 'none'}
                    initial={data ?? null}
                    rights={contactEditRights(session)}
                    disabled={!data}
                  />
                ) : (
                  <TimezoneForm key={data?.timezone ?? 'none'} initial={data?.timezone ?? ''} disabled={!data} />
                )}
              </TabsOrSelect>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
