import { ChartCard } from '@/components/charts/ChartCard';
import { formatCell, isPercentColumn } from '../resultCells';
import type { NumberedRow, ReportColumn } from '../resultTable';

interface Props {
  kind: 'line' | 'bar';
  title: string;
  rows: readonly NumberedRow[];
  columns: readonly ReportColumn[];
  report: string | null;
}

/**
 * The report as a chart: the first column against the first percentage column (else the first
 * numeric one that is not a comparison's), percentages × 100 as the table shows them.
 */
export function ReportChart({ kind, title, rows, columns, report }: Props) {
  const labelColumn = columns[0];
  const valueColumn =
    columns.find((column) => isPercentColumn(column.key) && column.numeric) ??
    columns.find((column) => column.numeric && column !== labelColumn && !column.key.includes('__'));
  if (!labelColumn || !valueColumn) return null;
  const value = (row: NumberedRow['row'], missing: number) => (typeof row[valueColumn.key] === 'number' ? (row[valueColumn.key] as number) : missing);
  return (
    <ChartCard
      className="mb-3"
      title={`${title} - ${valueColumn.label}`}
      kind={kind}
      labels={rows.map(({ row }) => formatCell(row[labelColumn.key], labelColumn))}
      series={[
        {
          label: valueColumn.label,
          values: rows.map(({ row }) =>
            typeof row[valueColumn.key] === 'number' ? (row[valueColumn.key] as number) * (isPercentColumn(valueColumn.key) ? 100 : 1) : null,
          ),
        },
      ]}
      summary={`${rows.length} rows; ${valueColumn.label} from ${formatCell(Math.min(...rows.map(({ row }) => value(row, Infinity))), valueColumn)} to ${formatCell(Math.max(...rows.map(({ row }) => value(row, -Infinity))), valueColumn)}.`}
      categoryTitle={labelColumn.label}
      valueTitle={valueColumn.label}
      fileParts={['reporting', report]}
      emptyText="No data for selected report and filters."
    />
  );
}
