import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { panelToggled, selectOpenPanel, type CasePanel } from '../../caseDetailSlice';
import type { CaseAbilities } from './caseAbilities';

export const PANEL_TITLES: Record<CasePanel, string> = {
  note: 'Add Note',
  reply: 'Reply to Customer',
  forward: 'Forward Case',
  attachments: 'Add Attachments',
};

/** The case's action buttons (top bar and, on open cases, the footer). */
export function CaseActions({
  abilities,
  onDelete,
  onReopen,
  reopening,
  place,
}: {
  abilities: CaseAbilities;
  onDelete: () => void;
  onReopen: () => void;
  reopening: boolean;
  place: 'top' | 'footer';
}) {
  const openPanel = useAppSelector(selectOpenPanel);
  const dispatch = useAppDispatch();
  const panels: Array<[CasePanel, boolean, string]> = [
    ['note', abilities.addNote, 'Add Note'],
    ['reply', abilities.reply, 'Reply'],
    ['forward', abilities.forward, 'Forward'],
    ['attachments', abilities.addAttachments, 'Add Attachments'],
  ];
  const size = place === 'top' ? 'btn-sm' : '';
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={place === 'top' ? 'Case actions' : 'Case actions (footer)'}>
      {panels
        .filter(([, allowed]) => allowed)
        .map(([panel, , label]) => (
          <button
            key={panel}
            type="button"
            className={`btn ${size} ${openPanel === panel ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-expanded={openPanel === panel}
            aria-controls={openPanel === panel ? 'case-action-panel' : undefined}
            onClick={() => dispatch(panelToggled(panel))}
          >
            {label}
          </button>
        ))}
      {abilities.delete && (
        <button type="button" className={`btn ${size} btn-outline-danger`} onClick={onDelete}>
          Delete Case
        </button>
      )}
      {abilities.reopen && (
        <button type="button" className={`btn ${size} btn-outline-primary`} onClick={onReopen} disabled={reopening}>
          {reopening ? 'Reopening…' : 'Reopen Case'}
        </button>
      )}
    </div>
  );
}
