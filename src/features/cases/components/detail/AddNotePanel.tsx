import { useId, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { FormField } from '@/components/FormField';
import { notify } from '@/components/notify';
import { charactersMissing, TextAreaWithMinimum } from '@/components/TextAreaWithMinimum';
import { useSavingIndicator } from '@/store/pageHooks';
import { useAddCaseNoteMutation } from '../../caseDetailApi';
import { useDraft } from '@/components/useDraft';
import { CASE_STATUS_NEW, type Case, type CaseEditOptions } from '../../types';
import { offlineMessage, serverMessage } from '@/api/errors';
import { PanelForm } from './PanelFooter';

const NOTE_MINIMUM = 5;

interface NoteDraft {
  statusId: number | null;
  note: string;
}

/** Add Note: a status (New excluded) and a note of at least 5 characters. */
export function AddNotePanel({ item, options, onDone }: { item: Case; options: CaseEditOptions | undefined; onDone: () => void }) {
  const [draft, setDraft, clearDraft, draftSending] = useDraft<NoteDraft>('caseDraft', [item.id, 'note'], { statusId: null, note: '' });
  const [errors, setErrors] = useState<{ note?: string; status?: string; server?: string }>({});
  const [addNote, { isLoading }] = useAddCaseNoteMutation();
  const sending = useRef(false);
  const statusId = useId();
  useSavingIndicator(isLoading);

  const statuses = (options?.statuses ?? []).filter((status) => status.id !== CASE_STATUS_NEW);
  const currentSelectable = statuses.some((status) => status.id === item.status?.id);

  async function submit() {
    if (sending.current) return;
    const next: typeof errors = {};
    if (charactersMissing(draft.note, NOTE_MINIMUM) > 0) next.note = 'You need to enter a note.';
    const status = statuses.find((option) => option.id === draft.statusId);
    if (!status) next.status = 'You need to select a note status.';
    setErrors(next);
    if (next.note || next.status || !status) return;
    sending.current = true;
    draftSending.mark(true);
    try {
      await addNote({ id: item.id, status_id: status.id, note: draft.note.trim(), resolving: status.resolve_status }).unwrap();
      notify.success('Case note successfully added');
      clearDraft();
      onDone();
    } catch (failure) {
      draftSending.mark(false);
      notify.error('There was an error adding this case note, please try again');
      setErrors({ server: offlineMessage(failure) ?? serverMessage(failure) ?? 'The note could not be added.' });
    } finally {
      sending.current = false;
    }
  }

  return (
    <PanelForm
      label="Add Note"
      wasSending={draftSending.wasSending}
      onSubmit={submit}
      footer={{ serverError: errors.server, busy: isLoading, busyLabel: 'Saving…', submitLabel: 'Save Note', onCancel: onDone }}
    >
      <FormField label="Note Status" id={statusId} error={errors.status} errorRole="alert">
        {(control, { invalid }) => (
          <select
            {...control}
            className={`form-select${invalid ? ' is-invalid' : ''}`}
            value={draft.statusId ?? ''}
            disabled={isLoading}
            onChange={(event) => {
              setDraft({ ...draft, statusId: event.target.value === '' ? null : Number(event.target.value) });
              setErrors((current) => ({ ...current, status: undefined }));
            }}
          >
            <option value="">Please Select a Status</option>
            {!currentSelectable && item.status && (
              <option value={`current-${item.status.id}`} disabled>
                {item.status.name} (current)
              </option>
            )}
            {statuses.map((status) => (
              <option key={status.id} value={status.id}>
                {status.name}
                {status.id === item.status?.id ? ' (current)' : ''}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextAreaWithMinimum
        label="Note"
        value={draft.note}
        maximum={TEXT_LIMITS.note}
        minimum={NOTE_MINIMUM}
        rows={5}
        error={errors.note}
        disabled={isLoading}
        onChange={(value) => {
          setDraft({ ...draft, note: value });
          setErrors((current) => ({ ...current, note: undefined }));
        }}
      />
    </PanelForm>
  );
}
