import { Pager } from '@/components/Pager';
import { npsBand } from '@/lib/nps';
import { formatCell } from '../resultCells';
import { NPS_SHARE_KEYS, npsTotals } from '../resultTable';
import type { ResultTableBaseProps } from './ResultTable';

/**
 * Rows carry the groups' shares (withNpsShares()); columns are answer, responses, promoters,
 * passives, detractors and nps, for their headings.
 */
type Props = ResultTableBaseProps;

const GROUPS = ['promoters', 'passives', 'detractors'] as const;
const GROUP_RANGES: Record<(typeof GROUPS)[number], string> = { promoters: '9-10', passives: '7-8', detractors: '0-6' };

/**
 * The question-versus-NPS table (document 001 §2 "Report output": its own table): one row per answer,
 * each NPS group's count and share side by side under a grouped heading, the NPS as a coloured chip
 * with its number, and a total row.
 */
export function QuestionNpsTable({ name, rows, columns, page, pageSize, onPage, sort, onSort }: Props) {
  const label = (key: string, fallback: string) => columns.find((column) => column.key === key)?.label ?? fallback;
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pageCount);
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  const totals = npsTotals(rows);
  const ariaSort = (column: string) => (sort?.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none');
  const sortButton = (key: string, text: string) => (
    <button type="button" className="btn btn-link btn-sm p-0 sort-button text-start" onClick={() => onSort(key)}>
      {text}
    </button>
  );
  const npsChip = (value: unknown, responses: unknown) => {
    const band = npsBand(typeof value === 'number' ? value : null, typeof responses === 'number' ? responses : 0);
    return <span className={`badge nps-chip nps-chip-${band}`}>{formatCell(value, { key: 'nps' })}</span>;
  };
  return (
    <>
      <div className="table-responsive report-table-wrap" role="region" aria-label={`${name} table`} tabIndex={0}>
        <table className="table table-sm align-middle mb-0 report-table report-table-nps">
          <caption className="visually-hidden">{name}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="text-end sticky-col" aria-sort={ariaSort('#')}>
                {sortButton('#', '#')}
              </th>
              <th scope="col" rowSpan={2} className="sticky-col sticky-col-2" aria-sort={ariaSort('answer')}>
                {sortButton('answer', label('answer', 'Answer'))}
              </th>
              <th scope="col" rowSpan={2} className="text-end" aria-sort={ariaSort('responses')}>
                {sortButton('responses', label('responses', 'Responses'))}
              </th>
              {GROUPS.map((group) => (
                <th key={group} scope="colgroup" colSpan={2} className={`text-center nps-group nps-group-${group}`}>
                  {label(group, group)} ({GROUP_RANGES[group]})
                </th>
              ))}
              <th scope="col" rowSpan={2} className="text-end" aria-sort={ariaSort('nps')}>
                {sortButton('nps', label('nps', 'NPS'))}
              </th>
            </tr>
            <tr>
              {GROUPS.map((group) => [
                <th key={group} scope="col" className="text-end" aria-sort={ariaSort(group)}>
                  {sortButton(group, 'Count')}
                  <span className="visually-hidden"> of {label(group, group)}</span>
                </th>,
                <th key={`${group}-share`} scope="col" className="text-end" aria-sort={ariaSort(NPS_SHARE_KEYS[group])}>
                  {sortButton(NPS_SHARE_KEYS[group], '%')}
                  <span className="visually-hidden"> of {label(group, group)}</span>
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {shown.map(({ index, row }) => (
              <tr key={index}>
                <td className="text-end font-tabular sticky-col">{index}</td>
                <td className="text-break sticky-col sticky-col-2">{formatCell(row.answer, { key: 'answer' })}</td>
                <td className="text-end font-tabular">{formatCell(row.responses, { key: 'responses' })}</td>
                {GROUPS.map((group) => [
                  <td key={group} className="text-end font-tabular">
                    {formatCell(row[group], { key: group })}
                  </td>,
                  <td key={`${group}-share`} className="text-end font-tabular">
                    {formatCell(row[NPS_SHARE_KEYS[group]], { key: NPS_SHARE_KEYS[group] })}
                  </td>,
                ])}
                <td className="text-end font-tabular">{npsChip(row.nps, row.responses)}</td>
              </tr>
            ))}
          </tbody>
          {rows.length > 0 && (
            <tfoot>
              <tr className="fw-semibold">
                <td className="sticky-col" />
                <th scope="row" className="sticky-col sticky-col-2">
                  Total
                </th>
                <td className="text-end font-tabular">{formatCell(totals.responses, { key: 'responses' })}</td>
                {GROUPS.map((group) => [
                  <td key={group} className="text-end font-tabular">
                    {formatCell(totals[group], { key: group })}
                  </td>,
                  <td key={`${group}-share`} className="text-end font-tabular">
                    {formatCell(totals.responses > 0 ? totals[group] / totals.responses : null, { key: NPS_SHARE_KEYS[group] })}
                  </td>,
                ])}
                <td className="text-end font-tabular">{npsChip(totals.nps, totals.responses)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {rows.length === 0 && <p className="mt-2">There are no rows matching the filter.</p>}
      <div className="mt-2">
        <Pager label={`${name} pages`} page={current} pageCount={pageCount} onPage={onPage} boundaryLinks />
      </div>
    </>
  );
}
