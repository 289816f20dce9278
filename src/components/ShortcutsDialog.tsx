import { ModalDialog } from './ModalDialog';
import shortcutsDialogStyles from './shortcutsDialog.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(shortcutsDialogStyles);

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
    <ModalDialog
      show={show}
      onHide={onClose}
      titleId="shortcuts-dialog-title"
      title="Keyboard shortcuts"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      }
    >
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
    </ModalDialog>
  );
}
