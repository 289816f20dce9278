import { useState } from 'react';
import { isApiErrorShape } from '@/api/errors';
import { isUnreadableData, UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { PageSpinner } from '@/components/PageSpinner';
import { FileLink, FileTypeIcon } from '@/components/FileLink';
import { TabsOrSelect } from '@/components/TabsOrSelect';
import { useTabParam } from '@/components/useTabParam';
import { fileTypeOf, safeFileHref } from '@/lib/fileTypes';
import { useAppSelector } from '@/store/typedHooks';
import { usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { useGetHelpQuery, type HelpContact, type HelpDownload, type HelpGuide } from '../helpApi';
import { activeHelpTab, HELP_TAB_LABELS, helpTabsFor, mayOpenHelp, initialsOf, mailtoHref, telHref, type HelpTab } from '../helpTabs';
import helpStyles from '../help.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(helpStyles);

function FileList({ items, empty, kind }: { items: Array<HelpGuide | HelpDownload>; empty: string; kind: string }) {
  if (items.length === 0) return <p className="text-body-secondary">{empty}</p>;
  return (
    <ul className="list-group help-files" aria-label={kind}>
      {items.map((item, index) => {
        const type = fileTypeOf(item.file_type, item.file_path);
        return (
          <li key={item.id ?? `${index}-${item.title}`} className="list-group-item d-flex gap-3 align-items-start">
            <FileTypeIcon type={type} />
            <div className="flex-grow-1 min-w-0 text-break">
              <h3 className="h6 mb-1">{item.title}</h3>
              {item.description && <p className="mb-1 small text-body-secondary help-description">{item.description}</p>}
              <FileLink href={item.file_path} title={item.title} type={type} bytes={item.file_size} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function ContactPicture({ contact }: { contact: HelpContact }) {
  const [broken, setBroken] = useState(false);
  const src = safeFileHref(contact.image_path);
  if (!src || broken) {
    return (
      <span className="help-avatar help-initials" aria-hidden="true">
        {initialsOf(contact.name)}
      </span>
    );
  }
  return <img className="help-avatar" src={src} alt="" width={64} height={64} onError={() => setBroken(true)} />;
}

/** A contact's phone number or e-mail address: a link when it makes a usable one, plain text otherwise. */
function ContactLine({ text, href, label }: { text: string; href: string | null | undefined; label: string }) {
  return (
    <p className="mb-0">
      {href ? (
        <a className="help-contact-link" href={href} aria-label={label}>
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}

function Contacts({ contacts }: { contacts: HelpContact[] }) {
  if (contacts.length === 0) return <p className="text-body-secondary">There are currently no contacts.</p>;
  return (
    <ul className="row list-unstyled g-3 mb-0" aria-label="Contacts">
      {contacts.map((contact, index) => {
        const tel = telHref(contact.phone);
        const mail = mailtoHref(contact.email);
        return (
          <li key={contact.id ?? `contact-${index}`} className="col-12 col-md-6 col-xl-4">
            <div className="card h-100">
              <div className="card-body d-flex gap-3 align-items-start">
                <ContactPicture contact={contact} />
                <div className="min-w-0 text-break">
                  <h3 className="h6 mb-0">{contact.name}</h3>
                  {contact.title && <p className="small text-body-secondary mb-1">{contact.title}</p>}
                  {contact.phone && <ContactLine text={contact.phone} href={tel} label={`Call ${contact.name} on ${contact.phone}`} />}
                  {contact.email && <ContactLine text={contact.email} href={mail} label={`Email ${contact.name} at ${contact.email}`} />}
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Help (/help): user guides, downloads (only if any) and contact people, tabs by permission. */
export default function HelpPage() {
  const session = useAppSelector(selectSession);
  // 'help - view help' and a tab (002 §2, §6); without them the page's own message, not /restricted.
  const allowed = mayOpenHelp(session);
  const { data, error, isSuccess, isError, isFetching, refetch } = useGetHelpQuery(undefined, { skip: !allowed });
  const [requested, select] = useTabParam<HelpTab>();
  usePageReady(isSuccess || isError || !allowed);

  const tabs = helpTabsFor(session, data?.downloads.length ?? 0);
  // While loading, a link to Downloads waits for the list instead of falling back.
  const active = !data && requested === 'downloads' ? null : activeHelpTab(requested, tabs);

  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title" className="h3 mb-3">
        Help
      </h1>
      {!allowed ? (
        <div className="alert alert-warning">Error with permissions</div>
      ) : (
        <>
          {isError && (
            <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
              <span className="me-auto">
                The help content could not be loaded.{isUnreadableData(isApiErrorShape(error) ? error : null) ? ` ${UNREADABLE_DATA_MESSAGE}` : ''}
              </span>
              <button type="button" className="btn btn-outline-danger" disabled={isFetching} onClick={() => void refetch()}>
                Retry
              </button>
            </div>
          )}
          {active && (
            <TabsOrSelect label="Help section" tabs={tabs.map((key) => ({ key, label: HELP_TAB_LABELS[key] }))} active={active} onSelect={select}>
              {!data ? (
                !isError && <PageSpinner label="Loading help…" className="help-skeleton d-flex align-items-center justify-content-center" />
              ) : active === 'guides' ? (
                <FileList items={data.user_guides} empty="There are currently no user guides." kind="User guides" />
              ) : active === 'downloads' ? (
                <FileList items={data.downloads} empty="There are currently no downloads." kind="Downloads" />
              ) : (
                <Contacts contacts={data.contact_details} />
              )}
            </TabsOrSelect>
          )}
        </>
      )}
    </section>
  );
}
