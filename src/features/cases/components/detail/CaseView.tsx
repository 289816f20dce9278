import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { lazyDialog } from '@/components/lazyDialog';
import type { CustomerDialog as CustomerDialogComponent } from './CustomerDialog';
import { notify } from '@/components/notify';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { readDraft } from '@/lib/drafts';
import { useSavingIndicator } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { useDeleteCaseMutation, useReopenCaseMutation } from '../../caseDetailApi';
import { customerDialogClosed, customerDialogOpened, panelClosed, panelToggled, selectCaseDetail, type CasePanel } from '../../caseDetailSlice';
import type { Case, CaseEditOptions } from '../../types';
import { CaseAgeChip } from '../CaseAgeChip';
import { AttachmentsCard } from './AttachmentsCard';
import { caseAbilities, hasCaseActions } from './caseAbilities';
import { CaseActions, PANEL_TITLES } from './CaseActions';
import { AddNotePanel } from './AddNotePanel';
import { AttachmentsPanel } from './AttachmentsPanel';
import { ForwardPanel } from './ForwardPanel';
import { ReplyPanel } from './ReplyPanel';
import { CaseDetailsPanel } from './CaseDetailsPanel';
import { CustomerFeedbackCard } from './CustomerFeedbackCard';
import { NotesCard } from './NotesCard';
import { StatusBanner } from './StatusBanner';
import { SCROLL_ANIMATION_MS, scrollToElement } from '@/lib/scroll';

/** The customer's dialog (its form and its cases) loads on first open, not with the case. */
const CustomerDialog = lazyDialog<ComponentProps<typeof CustomerDialogComponent>>(() =>
  import('./CustomerDialog').then((module) => ({ default: module.CustomerDialog })),
);

/** What the sticky top bar covers (its height and a little air): the scroll to an opened panel stops below it. */
const PANEL_SCROLL_MARGIN = { scrollMarginTop: 'calc(var(--portal-topbar-height) + 0.5rem)' };

/** The case view: top bar, main column (banner, feedback, attachments, notes, panel, footer), side column. */
export function CaseView({ item, options }: { item: Case; options: CaseEditOptions | undefined }) {
  const session = useAppSelector(selectSession);
  const view = useAppSelector(selectCaseDetail);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const wide = useMediaQuery(LARGE_SCREEN);
  const abilities = caseAbilities(session, item);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteCase, deleting] = useDeleteCaseMutation();
  const [reopenCase, reopening] = useReopenCaseMutation();
  const panelRef = useRef<HTMLElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  useSavingIndicator(deleting.isLoading || reopening.isLoading);

  // A panel that the user may no longer use (the case was resolved meanwhile) closes.
  const allowed = { note: abilities.addNote, reply: abilities.reply, forward: abilities.forward, attachments: abilities.addAttachments };
  const openPanel = view.openPanel && allowed[view.openPanel] ? view.openPanel : null;

  // Text kept from before a reload or a sign-out is announced, with the way back to it.
  const drafted =
    session && !openPanel
      ? (Object.keys(allowed) as CasePanel[]).filter((kind) => allowed[kind] && readDraft(session.user.id, item.id, kind) !== undefined)
      : [];

  useEffect(() => {
    if (!openPanel) return;
    // The page scrolls to the action area when a panel opens (002 §2), over 002 §9's 1000 ms.
    if (panelRef.current) scrollToElement(panelRef.current, SCROLL_ANIMATION_MS);
    panelHeading.current?.focus({ preventScroll: true });
  }, [openPanel]);

  async function remove() {
    if (deleting.isLoading) return;
    try {
      await deleteCase(item.id).unwrap();
      notify.success('Case successfully deleted');
      setConfirmDelete(false);
      void navigate('/case-management/cases');
    } catch {
      notify.error('There was an error deleting this case, please try again');
      setConfirmDelete(false);
    }
  }

  async function reopen() {
    if (reopening.isLoading) return;
    try {
      await reopenCase(item.id).unwrap();
      notify.success('Case successfully reopened');
    } catch {
      notify.error('There was an error reopening this case, please try again');
    }
  }

  const actions = (place: 'top' | 'footer') => (
    <CaseActions abilities={abilities} place={place} onDelete={() => setConfirmDelete(true)} onReopen={() => void reopen()} reopening={reopening.isLoading} />
  );
  const close = () => dispatch(panelClosed());
  // History back; a case opened directly (no earlier page in this tab) goes to the case list instead.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate('/case-management/cases');
  };
  const details = <CaseDetailsPanel item={item} options={options} abilities={abilities} onOpenCustomer={() => dispatch(customerDialogOpened())} />;

  return (
    <div className="case-view">
      <div className="case-topbar d-flex flex-wrap align-items-center justify-content-between gap-2 bg-white border-bottom px-3 py-2 mb-3">
        <div className="d-flex align-items-center gap-2">
          <button type="button" className="btn btn-sm btn-secondary" onClick={goBack}>
            Back
          </button>
          <h1 className="h5 mb-0">Case #{item.id}</h1>
          <CaseAgeChip item={item} />
        </div>
        {actions('top')}
      </div>

      <div className="container-fluid">
        <div className="row">
          <div className="col-lg-8">
            {wide && <StatusBanner item={item} />}
            <CustomerFeedbackCard item={item} canEdit={abilities.editNote} canViewJobReport={abilities.viewJobReport} />
            <AttachmentsCard attachments={item.attachments ?? []} />
            <NotesCard notes={item.notes ?? []} />

            {drafted.length > 0 && (
              <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
                <span className="me-auto">You have unsent text on this case</span>
                {drafted.map((kind) => (
                  <button key={kind} type="button" className="btn btn-sm btn-primary" onClick={() => dispatch(panelToggled(kind))}>
                    {`Open ${PANEL_TITLES[kind]}`}
                  </button>
                ))}
              </div>
            )}
            {openPanel && (
              <section
                id="case-action-panel"
                ref={panelRef}
                className="card mb-3 border-primary"
                aria-labelledby="case-action-panel-title"
                // The scroll to it (lib/scroll.ts) stops below the sticky top bar, not under it.
                style={PANEL_SCROLL_MARGIN}
              >
                <div className="card-body">
                  <h2 id="case-action-panel-title" ref={panelHeading} tabIndex={-1} className="h6 card-title">
                    {PANEL_TITLES[openPanel]}
                  </h2>
                  {openPanel === 'note' && <AddNotePanel item={item} options={options} onDone={close} />}
                  {openPanel === 'reply' && <ReplyPanel item={item} onDone={close} />}
                  {openPanel === 'forward' && <ForwardPanel item={item} options={options} onDone={close} />}
                  {openPanel === 'attachments' && <AttachmentsPanel item={item} onDone={close} />}
                </div>
              </section>
            )}

            {abilities.open && hasCaseActions(abilities) && <div className="case-footer card card-body mb-4">{actions('footer')}</div>}
          </div>
          <aside className="col-lg-4 order-first order-lg-last" aria-label="Case details">
            {!wide && <StatusBanner item={item} />}
            {details}
          </aside>
        </div>
      </div>

      {item.customer && (
        <CustomerDialog
          caseId={item.id}
          customerId={item.customer.id}
          canEdit={abilities.editCustomer}
          show={view.customerDialogOpen}
          onClose={() => dispatch(customerDialogClosed())}
        />
      )}

      <ConfirmDialog
        show={confirmDelete}
        title="Delete Case"
        confirmLabel="Delete Case"
        confirmVariant="danger"
        busy={deleting.isLoading}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={remove}
      >
        <p className="mb-0">Are you sure you want to delete case #{item.id}? This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
