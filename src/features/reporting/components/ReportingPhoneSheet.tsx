import type { ReactNode } from 'react';
import { Sheet } from '@/components/Sheet';

/** On phones the panel is a sheet over the page, opened only by its button and closed when a report runs. */
export function ReportingPhoneSheet({ show, title, onHide, children }: { show: boolean; title: string; onHide: () => void; children: ReactNode }) {
  return (
    <Sheet show={show} onHide={onHide} titleId="reporting-sheet-title" title={title} className="reporting-sheet">
      {children}
    </Sheet>
  );
}
