import Modal from 'react-bootstrap/Modal';

const SHORTCUTS: Array<[string[], string]> = [
  [['↓', 'j'], 'Move to the next item (crosses to the next page)'],
  [['↑', 'k'], 'Move to the previous item'],
  [['Enter'], 'Open the focused item'],
  [['Esc'], 'Close the item and go back to the list'],
  [['/'], 'Search'],
  [['?'], 'Show these shortcuts'],
];

/** The 'Keyboard shortcuts' dialog of the critical focus page. */
export function ShortcutsDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="cf-shortcuts-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="cf-shortcuts-title" as="h2" className="h5">
          Keyboard shortcuts
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="mb-0 cf-shortcuts">
          {SHORTCUTS.map(([keys, text]) => (
            <div key={text} className="d-flex gap-3 py-1 border-bottom">
              <dt className="flex-shrink-0 cf-shortcut-keys">
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
        <p className="small text-body-secondary mt-2 mb-0">Shortcuts do nothing while you type in a field.</p>
      </Modal.Body>
    </Modal>
  );
}
