import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import type { TriageRowProps } from '@/components/useListTriage';
import { formatCaseDateTime } from '@/lib/format';
import type { CriticalFocusItem } from '../types';
import { CfAlertAgeChip, CfStatusChip, ContactBanner } from './CfItemChips';

/** The prefix of the rows' element ids (`cf-row-{id}`: keyboard triage focuses rows by it). */
export const CF_ROW_PREFIX = 'cf';

interface Props {
  caption: string;
  items: readonly CriticalFocusItem[];
  resolved: boolean;
  now: Date;
  thresholdHours: number;
  /** The keyboard triage's props of a row (id, roving tab stop, opening by click and Enter). */
  rowProps: (item: CriticalFocusItem, position: number) => TriageRowProps;
  /** False when the user may not view details ('critical focus - view details'): rows do not open. */
  opens: boolean;
}

/** 'Updated by {updated_by} on {date}' when the item was updated. */
export function updatedText(item: Pick<CriticalFocusItem, 'updated_by' | 'updated_date'>): string | null {
  if (!item.updated_by && !item.updated_date) return null;
  return `Updated by ${item.updated_by ?? ''} on ${formatCaseDateTime(item.updated_date)}`;
}

/** A list of critical focus items: a table from 1024 px, cards below; each row opens the item (when the user may view details). */
export function CfList({ caption, items, resolved, now, thresholdHours, rowProps, opens }: Props) {
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
          {resolved ? null : <CfAlertAgeChip created={item.created_date} now={now} thresholdHours={thresholdHours} />}
        </span>
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption={caption}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      className="cf-list"
      // Without 'critical focus - view details' a row opens nothing, and does not look as if it did:
      // no pointer, no hover or active highlight, no tab stop or click (useListTriage).
      hover={opens}
      rowProps={(item, position) => {
        const props = rowProps(item, position);
        return opens ? { ...props, className: `cf-row ${props.className ?? ''}`.trim() } : props;
      }}
    />
  );
}
