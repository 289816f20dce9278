import { DisclosureButton } from '@/components/DisclosureButton';
import type { CaseNote } from '../../types';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { earlierNotesToggled, selectCaseDetail } from '../../caseDetailSlice';
import { formatCaseDateTime } from './detailFormat';

function NoteItem({ note }: { note: CaseNote }) {
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <strong>{note.status?.name ?? 'Note'}</strong>
        <span className="text-body-secondary small">
          {formatCaseDateTime(note.created_date)} by {note.created_by?.name ?? 'Unknown'}
        </span>
      </div>
      <p className="mb-0 text-pre-line">{note.note}</p>
    </li>
  );
}

/** 'Notes ({count})': the latest always shown, earlier ones collapsed behind a toggle. */
export function NotesCard({ notes }: { notes: CaseNote[] }) {
  const expanded = useAppSelector(selectCaseDetail).earlierNotesExpanded;
  const dispatch = useAppDispatch();
  const latest = notes[notes.length - 1];
  const earlier = notes.slice(0, -1).reverse();
  return (
    <section className="card mb-3" aria-labelledby="case-notes-title">
      <div className="card-body">
        <h2 id="case-notes-title" className="h6 card-title">
          Notes ({notes.length})
        </h2>
        {latest ? (
          <>
            <h3 className="h6 text-body-secondary small text-uppercase mb-0 mt-2">Latest Note</h3>
            <ul className="list-group list-group-flush">
              <NoteItem note={latest} />
            </ul>
          </>
        ) : (
          <p className="mb-0 text-body-secondary">There are no notes on this case yet.</p>
        )}
        {earlier.length > 0 && (
          <>
            <DisclosureButton expanded={expanded} controls="case-earlier-notes" className="btn btn-link px-0" onToggle={() => dispatch(earlierNotesToggled())}>
              {expanded ? 'Hide earlier notes' : `Show earlier notes (${earlier.length})`}
            </DisclosureButton>
            {expanded && (
              <ul id="case-earlier-notes" className="list-group list-group-flush" aria-label="Earlier notes">
                {earlier.map((note) => (
                  <NoteItem key={note.id} note={note} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
