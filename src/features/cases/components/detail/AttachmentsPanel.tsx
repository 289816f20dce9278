import { useId, useRef, useState } from 'react';
import { notify } from '@/components/notify';
import { TextInputField } from '@/components/TextInputField';
import { useSavingIndicator } from '@/store/pageHooks';
import { useUploadAttachmentsMutation } from '../../caseDetailApi';
import { useDraft } from '@/components/useDraft';
import type { Case } from '../../types';
import { asApiError, fieldMessages, offlineMessage } from '@/api/errors';
import { attachmentProblem, attachmentWarning } from './attachmentRules';
import { formatFileSize } from './detailFormat';
import { chooseFiles, fileDraftKey, FilePicker, type ChosenFile } from './FilePicker';
import { PanelForm } from './PanelFooter';

/** Add Attachments: at least one file, a description for each, checked before anything is sent. */
export function AttachmentsPanel({ item, onDone }: { item: Case; onDone: () => void }) {
  // Files cannot be kept across a reload; their descriptions can, by file name and size.
  const [descriptions, setDescriptions, clearDescriptions, draftSending] = useDraft<Record<string, string>>('caseDraft', [item.id, 'attachments'], {});
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [upload, { isLoading }] = useUploadAttachmentsMutation();
  const sending = useRef(false);
  const id = useId();
  useSavingIndicator(isLoading);

  const describe = (file: File) => descriptions[fileDraftKey(file)] ?? '';

  async function submit() {
    if (sending.current) return;
    if (files.length === 0) {
      setErrors({ form: 'You need to add at least one file.' });
      return;
    }
    if (files.some((chosen) => attachmentProblem(chosen.file))) {
      setErrors({ form: 'Some of the chosen files cannot be uploaded: remove them or choose other files.' });
      return;
    }
    if (files.some((chosen) => describe(chosen.file).trim() === '')) {
      setErrors({ form: 'You need to a description for each file.' });
      return;
    }
    setErrors({});
    sending.current = true;
    draftSending.mark(true);
    try {
      await upload({ id: item.id, uploads: files.map((chosen) => ({ file: chosen.file, description: describe(chosen.file).trim() })) }).unwrap();
      notify.success('Attachments successfully uploaded');
      clearDescriptions();
      setFiles([]);
      onDone();
    } catch (failure) {
      draftSending.mark(false);
      const message = asApiError(failure).message;
      notify.error(`There was an error uploading the attachments. ${message} please try again`);
      setErrors({ ...fieldMessages(failure), server: offlineMessage(failure) ?? message });
    } finally {
      sending.current = false;
    }
  }

  return (
    <PanelForm
      label="Add Attachments"
      wasSending={draftSending.wasSending}
      onSubmit={submit}
      footer={{ serverError: errors.server, busy: isLoading, busyLabel: 'Uploading…', submitLabel: 'Upload Attachments', onCancel: onDone }}
    >
      <FilePicker
        label="Files"
        disabled={isLoading}
        describedBy={`${id}-rules`}
        onAdd={(added) => {
          setFiles((current) => [...current, ...chooseFiles(added)]);
          setErrors({});
        }}
      />
      <p id={`${id}-rules`} className="form-text mt-0">
        Each file must be under 10 MB, with a name of up to 255 characters and a single extension.
      </p>
      {files.length > 0 && (
        <ul className="list-group mb-3" aria-label="Files to upload">
          {files.map((chosen, index) => {
            const problem = attachmentProblem(chosen.file) ?? errors[`attachments.${index}.file`];
            const descriptionError = errors[`attachments.${index}.description`];
            return (
              <li key={chosen.key} className="list-group-item">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <div className="text-break flex-grow-1 min-w-0">
                    {chosen.file.name} <span className="text-body-secondary small">({formatFileSize(chosen.file.size)})</span>
                    {problem && <div className="text-danger small">{problem}</div>}
                    {!problem && attachmentWarning(chosen.file) && <div className="text-warning-emphasis small">{attachmentWarning(chosen.file)}</div>}
                  </div>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`Remove ${chosen.file.name}`}
                    disabled={isLoading}
                    onClick={() => {
                      setFiles((current) => current.filter((other) => other.key !== chosen.key));
                      setErrors({});
                    }}
                  >
                    Remove
                  </button>
                </div>
                <TextInputField
                  id={`${id}-description-${chosen.key}`}
                  label={`Description for ${chosen.file.name}`}
                  className=""
                  labelClassName="form-label small mt-2 mb-1 d-block text-break"
                  inputClassName="form-control-sm"
                  maxLength={255}
                  value={describe(chosen.file)}
                  error={descriptionError}
                  disabled={isLoading}
                  onChange={(value) => {
                    setDescriptions({ ...descriptions, [fileDraftKey(chosen.file)]: value });
                    setErrors((current) => ({ ...current, form: '', [`attachments.${index}.description`]: '' }));
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      {errors.form && (
        <div className="alert alert-danger py-2" role="alert">
          {errors.form}
        </div>
      )}
    </PanelForm>
  );
}
