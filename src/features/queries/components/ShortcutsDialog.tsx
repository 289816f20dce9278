import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

const KEYS: Array<[string, string]> = [
  ['j or ↓', 'Next row (turns the page at the end)'],
  ['k or ↑', 'Previous row (turns the page at the start)'],
  ['Home / End', 'First / last row of the page'],
  ['Enter', 'Open the row (Create Query: Query Questions)'],
  ['Escape', 'Back to the list from a query'],
  ['/', 'Search'],
  ['?', 'This list of shortcuts'],
];

/** 'Keyboard shortcuts' of the queries lists. */
export function ShortcutsDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="query-shortcuts-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="query-shortcuts-title" as="h2" className="h5">
          Keyboard shortcuts
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-0">
          {KEYS.map(([key, meaning]) => (
            <div key={key} className="d-contents">
              <dt className="col-4">
                <kbd>{key}</kbd>
              </dt>
              <dd className="col-8">{meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary mb-0">Shortcuts do nothing while you type in a field or a dialog is open.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>Close</Button>
      </Modal.Footer>
    </Modal>
  );
}
