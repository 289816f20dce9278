import type { KeyboardEvent } from 'react';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { formatCaseDateTime } from '@/lib/format';
import type { CriticalFocusItem } from '../types';
import { AgeChip, CfStatusChip, ContactBanner } from './Chips';

/** The DOM id of a list row (keyboard triage focuses rows by it). */
export const rowDomId = (id: number) => `cf-row-${id}`;

interface Props {
  caption: string;
  items: readonly CriticalFocusItem[];
  resolved: boolean;
  now: Date;
  thresholdHours: number;
  /** The row holding the roving tab stop (the first row when null). */
  focusId: number | null;
  onFocusRow: (id: number) => void;
  /** Opens the item; null when the user may not view details ('critical focus - view details'): rows do not open. */
  onOpen: ((id: number) => void) | null;
}

/** 'Updated by {updated_by} on {date}' when the item was updated. */
export function updatedText(item: Pick<CriticalFocusItem, 'updated_by' | 'updated_date'>): string | null {
  if (!item.updated_by && !item.updated_date) return null;
  return `Updated by ${item.updated_by ?? ''} on ${formatCaseDateTime(item.updated_date)}`;
}

/** A list of critical focus items: a table from 1024 px, cards below; each row opens the item (when the user may view details). */
export function CfList({ caption, items, resolved, now, thresholdHours, focusId, onFocusRow, onOpen }: Props) {
  const columns: ResponsiveColumn<CriticalFocusItem>[] = [
    { key: 'id', header: 'Id', primary: true, cell: (item) => <span className="font-tabular">{item.id}</span> },
    {
      key: 'survey',
      header: 'Survey Id',
      cell: (item) => (
        <>
          <span>{`${item.job_id} - ${item.location_name}`}</span>
          {item.wants_contact ? <ContactBanner resolved={resolved} /> : null}
        </>
      ),
    },
    { key: 'source', header: 'Data source', cell: (item) => item.scheme_name },
    {
      key: 'created',
      header: 'Created',
      cell: (item) => (
        <>
          <span className="text-nowrap">{formatCaseDateTime(item.created_date)}</span>
          {updatedText(item) ? <div className="small text-body-secondary">{updatedText(item)}</div> : null}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (item) => (
        <span className="d-inline-flex flex-wrap gap-1">
          <CfStatusChip statusId={item.status_id} name={item.status_name} />
          {resolved ? null : <AgeChip created={item.created_date} now={now} thresholdHours={thresholdHours} />}
        </span>
      ),
    },
  ];
  const stop = focusId !== null && items.some((item) => item.id === focusId) ? focusId : (items[0]?.id ?? null);
  return (
    <ResponsiveTable
      caption={caption}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      className="cf-list"
      rowProps={(item) => ({
        id: rowDomId(item.id),
        className: onOpen ? 'cf-row' : 'cf-row cf-row-static',
        tabIndex: item.id === stop ? 0 : -1,
        onFocus: () => onFocusRow(item.id),
        ...(onOpen
          ? {
              onClick: () => onOpen(item.id),
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) {
                  event.preventDefault();
                  onOpen(item.id);
                }
              },
            }
          : {}),
      })}
    />
  );
}
