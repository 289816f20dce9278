import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { JobSearchResult } from '../jobReportSchemas';
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
    <Modal show={show} onHide={onClose} centered aria-labelledby="job-search-picker-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="job-search-picker-title" as="h2" className="h5">
          Multiple results found
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="list-group">
          {choices.map((row) => (
            <li key={`${row.type}-${row.id}`} className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2">
              <span className="text-break">{pickerRowText(row)}</span>
              <Button size="sm" variant="primary" className="job-search-view" onClick={() => onPick(row)} aria-label={`View Report: ${pickerRowText(row)}`}>
                View Report
              </Button>
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
