import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { DialogHeader } from '@/components/ModalDialog';

/** On phones the panel is a sheet over the page, opened only by its button and closed when a report runs. */
export function ReportingPhoneSheet({ show, title, onHide, children }: { show: boolean; title: string; onHide: () => void; children: ReactNode }) {
  return (
    <Offcanvas show={show} onHide={onHide} placement="start" aria-labelledby="reporting-sheet-title" className="reporting-sheet">
      <DialogHeader sheet titleId="reporting-sheet-title" title={title} />
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
