import { useEffect, useRef, type ReactNode } from 'react';
import { NO_CONTACT_DETAILS } from '@/lib/contactText';
import { formatCaseDateTime, parseApiDate } from '@/lib/format';
import { can, P } from '@/lib/permissions';
import { jobReportRequested } from '@/store/events';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { selectSession } from '@/store/sessionSlice';
import { asApiError } from '@/api/errors';
import { useGetCriticalFocusItemQuery } from '../criticalFocusApi';
import { CF_STATUS_RESOLVED, SURVEY_SCHEME_TYPE, type CriticalFocusItem, type CriticalFocusNote } from '../types';
import { CfAlertAgeChip, CfStatusChip, ContactBanner } from './CfItemChips';
import { DetailErrorCard } from './DetailErrorCard';
import { updatedText } from './CfList';
import { ResponseSection } from './ResponseSection';

interface Props {
  id: number;
  now: Date;
  thresholdHours: number;
  onBack: () => void;
}

/** The job report's isSurvey flag: the item's scheme type is a survey when sent, else true (the spec calls it a survey id). */
export function isSurveyItem(item: Pick<CriticalFocusItem, 'scheme_type'>): boolean {
  return item.scheme_type === null ? true : item.scheme_type === SURVEY_SCHEME_TYPE;
}

/** Notes oldest first. */
export function notesOldestFirst(notes: readonly CriticalFocusNote[]): CriticalFocusNote[] {
  const time = (note: CriticalFocusNote) => parseApiDate(note.added_date)?.getTime() ?? 0;
  return [...notes].sort((a, b) => time(a) - time(b) || a.id - b.id);
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="btn btn-outline-dark cf-tap" onClick={onBack}>
      Back to list
    </button>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="col-12 col-md-6 col-xl-4 cf-field">
      <dt>{label}</dt>
      <dd className="mb-0 text-break">{children}</dd>
    </div>
  );
}

/** One critical focus item (replaces the lists): its fields, the customer's comment, contact, notes and the response form. */
export function ItemDetail({ id, now, thresholdHours, onBack }: Props) {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const query = useGetCriticalFocusItemQuery(id, { refetchOnMountOrArgChange: 10 });
  const heading = useRef<HTMLHeadingElement>(null);
  const item = query.currentData;

  // Focus moves to the item when it shows, so keyboard and screen reader users start there.
  const itemId = item?.id;
  useEffect(() => {
    if (itemId !== undefined) heading.current?.focus();
  }, [itemId]);

  if (!item) {
    if (query.isError) {
      const error = asApiError(query.error);
      const text =
        error.status === 404
          ? `Critical focus ${id} was not found.`
          : error.status === 403
            ? 'You do not have permission to view this critical focus.'
            : `This critical focus could not be loaded. ${error.message}`;
      return (
        <DetailErrorCard text={text}>
          <div className="d-flex gap-2">
            <BackButton onBack={onBack} />
            {error.status !== 404 && error.status !== 403 ? (
              <button type="button" className="btn btn-primary cf-tap" onClick={() => void query.refetch()}>
                Retry
              </button>
            ) : null}
          </div>
        </DetailErrorCard>
      );
    }
    return (
      <div className="d-flex justify-content-center p-5" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">Loading the critical focus…</span>
      </div>
    );
  }

  const resolved = item.status_id === CF_STATUS_RESOLVED;
  const canJobReport = can(session, P.VIEW_JOB_REPORT);
  const canUpdate = can(session, P.CRITICAL_FOCUS_UPDATE_OPEN_CRITICAL_FOCUS);
  const contact = item.contact_details;
  const hasContact = !!(contact && (contact.name || contact.email || contact.phone));
  const notes = notesOldestFirst(item.notes);
  const surveyId = `${item.job_id} - ${item.location_name}`;

  return (
    <section aria-labelledby="cf-detail-title" className="card cf-detail">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 id="cf-detail-title" className="h4 mb-0" tabIndex={-1} ref={heading}>
            Critical Focus {item.id}
          </h2>
          <BackButton onBack={onBack} />
        </div>
        {item.wants_contact ? <ContactBanner resolved={resolved} /> : null}
        <dl className="row g-2 mb-0">
          <Field label="Id">{item.id}</Field>
          <Field label="Survey Id">
            {canJobReport ? (
              <button
                type="button"
                className="btn btn-link p-0 align-baseline text-start cf-job-link"
                onClick={() => dispatch(jobReportRequested({ jobId: item.job_id, isSurvey: isSurveyItem(item) }))}
              >
                {surveyId}
              </button>
            ) : (
              surveyId
            )}
          </Field>
          <Field label="Location">{item.location_name}</Field>
          <Field label="Data source">{item.scheme_name}</Field>
          <Field label="Created">{formatCaseDateTime(item.created_date)}</Field>
          <Field label="Updated">{updatedText(item) ?? 'Not updated yet'}</Field>
          <Field label="Status">
            <span className="d-inline-flex flex-wrap gap-1">
              <CfStatusChip statusId={item.status_id} name={item.status_name} />
              {resolved ? null : <CfAlertAgeChip created={item.created_date} now={now} thresholdHours={thresholdHours} />}
            </span>
          </Field>
        </dl>

        <h3 className="h6 mt-4">Customer comment</h3>
        <p className="cf-comment mb-0">{item.comments || 'No comment was left.'}</p>

        {hasContact || item.wants_contact ? (
          <>
            <h3 className="h6 mt-4">Contact details</h3>
            {hasContact && contact ? (
              <dl className="row g-2 mb-0">
                {contact.name ? <Field label="Name">{contact.name}</Field> : null}
                {contact.email ? (
                  <Field label="Email">
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </Field>
                ) : null}
                {contact.phone ? (
                  <Field label="Phone">
                    <a href={`tel:${contact.phone}`}>{contact.phone}</a>
                  </Field>
                ) : null}
              </dl>
            ) : (
              <p className="mb-0">{NO_CONTACT_DETAILS}</p>
            )}
          </>
        ) : null}

        <h3 className="h6 mt-4">Notes</h3>
        {notes.length === 0 ? (
          <p className="mb-0 text-body-secondary">No notes have been added yet.</p>
        ) : (
          <ol className="list-unstyled mb-0 cf-notes">
            {notes.map((note) => (
              <li key={note.id} className="border rounded p-2 mb-2">
                <div className="d-flex flex-wrap gap-2 align-items-center small mb-1">
                  <span className="fw-semibold">{note.status_name}</span>
                  <span className="text-body-secondary">
                    {note.added_by} · {formatCaseDateTime(note.added_date)}
                  </span>
                </div>
                <p className="cf-comment mb-0">{note.comment}</p>
              </li>
            ))}
          </ol>
        )}

        <ResponseSection key={item.id} item={item} canUpdate={canUpdate} />
      </div>
    </section>
  );
}
