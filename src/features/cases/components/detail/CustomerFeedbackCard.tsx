import { useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { notify } from '@/components/notify';
import { charactersMissing, TextAreaWithMinimum } from '@/components/TextAreaWithMinimum';
import { jobReportRequested } from '@/store/events';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { useSavingIndicator } from '@/store/pageHooks';
import { useUpdateCaseMutation } from '../../caseDetailApi';
import { noteEditEnded, noteEditStarted, selectCaseDetail } from '../../caseDetailSlice';
import type { Case } from '../../types';
import { serverMessage } from '@/api/errors';
import { SubmitForm } from '@/components/SubmitForm';

const NOTE_MINIMUM = 5;

/** The source job of a case: a survey when survey_id > 0, else a report (job_id). */
export function caseSource(item: Pick<Case, 'survey_id' | 'job_id'>): { jobId: number; isSurvey: boolean } | null {
  if (item.survey_id > 0) return { jobId: item.survey_id, isSurvey: true };
  if (item.job_id > 0) return { jobId: item.job_id, isSurvey: false };
  return null;
}

function NoteEditor({ item, onDone }: { item: Case; onDone: () => void }) {
  const [text, setText] = useState(item.note);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateCaseMutation();
  useSavingIndicator(isLoading);

  // SubmitForm holds a second submit while this one is pending.
  async function save() {
    if (charactersMissing(text, NOTE_MINIMUM) > 0) {
      setError('You need to enter a note.');
      return;
    }
    setError(null);
    try {
      await update({ id: item.id, edit: { note: text.trim() } }).unwrap();
      notify.success('Case note successfully updated');
      onDone();
    } catch (failure) {
      notify.error('There was an error updating the case note, please try again');
      setError(serverMessage(failure) ?? 'The case note could not be saved.');
    }
  }

  return (
    <SubmitForm onSubmit={save}>
      <TextAreaWithMinimum
        label="Customer feedback note"
        value={text}
        maximum={TEXT_LIMITS.note}
        minimum={NOTE_MINIMUM}
        rows={5}
        error={error}
        disabled={isLoading}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
      />
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-outline-secondary" onClick={onDone} disabled={isLoading}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save Note'}
        </button>
      </div>
    </SubmitForm>
  );
}

/** The customer's note (line breaks kept, shown as text), the source link and the note edit. */
export function CustomerFeedbackCard({ item, canEdit, canViewJobReport }: { item: Case; canEdit: boolean; canViewJobReport: boolean }) {
  const editing = useAppSelector(selectCaseDetail).editingNote && canEdit;
  const dispatch = useAppDispatch();
  const source = caseSource(item);
  const sourceLabel = source?.isSurvey ? 'Survey' : 'Report';
  return (
    <section className="card mb-3" aria-labelledby="case-feedback-title">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h2 id="case-feedback-title" className="h6 card-title">
            Customer Feedback
          </h2>
          {canEdit && !editing && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label="Edit customer feedback"
              title="Edit customer feedback"
              onClick={() => dispatch(noteEditStarted())}
            >
              <span aria-hidden="true">✎</span>
            </button>
          )}
        </div>
        {editing ? (
          <NoteEditor item={item} onDone={() => dispatch(noteEditEnded())} />
        ) : (
          <p className="text-pre-line mb-2" data-testid="case-note">
            {item.note}
          </p>
        )}
        {source &&
          (canViewJobReport ? (
            <button type="button" className="btn btn-link px-0" onClick={() => dispatch(jobReportRequested(source))}>
              View Source {sourceLabel}: {source.jobId}
            </button>
          ) : (
            <p className="mb-0 text-body-secondary">
              Source {sourceLabel} Id: {source.jobId}
            </p>
          ))}
      </div>
    </section>
  );
}
