import { ModalDialog } from '@/components/ModalDialog';
import type { JobSearchResult } from '../jobSearchSchemas';
import { pickerRowText } from '../jobSearch';

interface Props {
  show: boolean;
  choices: JobSearchResult[];
  onPick: (row: JobSearchResult) => void;
  onClose: () => void;
}

/** 'Multiple results found': a job and a survey share the searched id (001 §2). */
export default function JobPickerDialog({ show, choices, onPick, onClose }: Props) {
  return (
    <ModalDialog
      show={show}
      onHide={onClose}
      titleId="job-search-picker-title"
      title="Multiple results found"
      footer={
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Cancel
        </button>
      }
    >
      <ul className="list-group">
        {choices.map((row) => (
          <li key={`${row.type}-${row.id}`} className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span className="text-break">{pickerRowText(row)}</span>
            <button
              type="button"
              className="btn btn-primary btn-sm job-search-view"
              onClick={() => onPick(row)}
              aria-label={`View Report: ${pickerRowText(row)}`}
            >
              View Report
            </button>
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
