import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import './shortcutsDialog.scss';

/** One line of a shortcuts list: the keys that do it (any of them) and what it does. */
export interface Shortcut {
  keys: readonly string[];
  text: string;
}

interface Props {
  show: boolean;
  onClose: () => void;
  shortcuts: readonly Shortcut[];
  /** The line under the list (when the shortcuts do nothing). */
  note: string;
}

/** The 'Keyboard shortcuts' dialog of a keyboard-driven list (queries, critical focus). */
export function ShortcutsDialog({ show, onClose, shortcuts, note }: Props) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="shortcuts-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="shortcuts-dialog-title" as="h2" className="h5">
          Keyboard shortcuts
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="mb-0">
          {shortcuts.map(({ keys, text }) => (
            <div key={text} className="d-flex gap-3 py-1 border-bottom">
              <dt className="flex-shrink-0 shortcuts-dialog-keys">
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' or ' : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd className="mb-0">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary mt-2 mb-0">{note}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>Close</Button>
      </Modal.Footer>
    </Modal>
  );
}
