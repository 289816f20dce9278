import { mayOpenInline } from '@/api/download';
import { openFileAt } from '@/api/fileAddress';
import { DisclosureButton } from '@/components/DisclosureButton';
import { notify } from '@/components/notify';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { attachmentsToggled, selectCaseDetail } from '../../caseDetailSlice';
import type { CaseAttachment } from '../../types';
import { asApiError } from '@/api/errors';
import { formatCaseDateTime, formatFileSize } from './detailFormat';

/**
 * Opens an attachment where its `file_path` points, resolved like every file the API names
 * (api/fileAddress.ts `resolveFileAddress`): an API path with the token, a storage path or another
 * host without it. Called inside the click, so the new tab is not blocked.
 */
function openAttachment(attachment: CaseAttachment) {
  openFileAt(attachment.file_path, attachment.file_name).catch((error: unknown) => {
    notify.error(`The attachment could not be downloaded. ${asApiError(error).message}`);
  });
}

/** 'Attachments ({count})', collapsible; each with its details and a download opening in a new tab. */
export function AttachmentsCard({ attachments }: { attachments: CaseAttachment[] }) {
  const expanded = useAppSelector(selectCaseDetail).attachmentsExpanded;
  const dispatch = useAppDispatch();
  if (attachments.length === 0) return null;
  return (
    <section className="card mb-3" aria-labelledby="case-attachments-title">
      <div className="card-body">
        <h2 id="case-attachments-title" className="h6 card-title mb-0">
          <DisclosureButton
            expanded={expanded}
            controls="case-attachments-list"
            className="btn btn-link p-0 text-decoration-none fw-semibold"
            onToggle={() => dispatch(attachmentsToggled())}
          >
            Attachments ({attachments.length})
          </DisclosureButton>
        </h2>
        {expanded && (
          <ul id="case-attachments-list" className="list-group list-group-flush mt-2">
            {attachments.map((attachment) => (
              <li key={attachment.id} className="list-group-item px-0 d-flex flex-wrap gap-2 justify-content-between align-items-start">
                <div className="text-break">
                  <div className="fw-semibold">{attachment.description}</div>
                  <div className="small">
                    {attachment.file_name} ({formatFileSize(attachment.file_size)})
                  </div>
                  <div className="small text-body-secondary">
                    Added {formatCaseDateTime(attachment.added_date)} by {attachment.added_by?.name ?? 'Unknown'}
                  </div>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  aria-label={`Download ${attachment.file_name}${mayOpenInline(attachment.file_name) ? ' (opens in a new tab)' : ''}`}
                  onClick={() => openAttachment(attachment)}
                >
                  Download
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
