import { Link } from 'react-router';
import { ChartCard } from '@/components/charts/ChartCard';
import { DeltaBadge } from '@/components/DeltaBadge';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatFraction } from '@/lib/delta';
import { reportingLink } from '@/lib/reportingUrl';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import type { DashboardSection } from '../../types';
import { useDelta, useWidgetContext } from './widgetContext';

const percent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);

/** Each section's (category's) score, as rows with their change and as a bar chart. */
export function SectionSummary({ sections, unreadable = false }: { sections: readonly DashboardSection[]; unreadable?: boolean }) {
  const context = useWidgetContext();
  const delta = useDelta();
  const linkOf = (section: DashboardSection) =>
    context.drill && context.reportingScheme && context.drillSlugs.category && section.id !== null
      ? reportingLink(context.reportingScheme, context.drillSlugs.category, { level: 'loc', visitnum: context.waveId, cat: section.id })
      : null;
  const scored = sections.filter((section) => section.value !== null);
  const best = [...scored].sort((a, b) => (b.value as number) - (a.value as number))[0];
  const worst = [...scored].sort((a, b) => (a.value as number) - (b.value as number))[0];
  const emptyText = unreadable ? UNREADABLE_DATA_MESSAGE : context.emptyText;
  return (
    <div className="row g-3">
      <div className="col-12 col-xxl-6">
        <section className="card h-100" aria-labelledby="dashboard-sections-title">
          <div className="card-header">
            <h2 id="dashboard-sections-title" className="h6 mb-0">
              Section scores
            </h2>
          </div>
          <div className="card-body p-0 p-lg-2">
            {sections.length === 0 ? (
              <p className="text-body-secondary m-3">{emptyText}</p>
            ) : (
              <ResponsiveTable
                caption="Section scores"
                rows={sections}
                rowKey={(section) => section.id ?? `name:${section.name}`}
                columns={[
                  {
                    key: 'name',
                    header: 'Section',
                    primary: true,
                    cell: (section) => {
                      const to = linkOf(section);
                      return to ? <Link to={to}>{section.name}</Link> : section.name;
                    },
                  },
                  { key: 'score', header: 'Score', numeric: true, cell: (section) => (section.value === null ? 'n/a' : `${formatFraction(section.value)}%`) },
                  { key: 'change', header: 'Change', numeric: true, cell: (section) => <DeltaBadge delta={delta(section.value, section.previous)} /> },
                ]}
              />
            )}
          </div>
        </section>
      </div>
      <div className="col-12 col-xxl-6">
        <ChartCard
          title="Section summary"
          kind="bar"
          horizontal
          labels={sections.map((section) => section.name)}
          series={[{ label: 'Score (%)', values: sections.map((section) => percent(section.value)) }]}
          categoryTitle="Section"
          valueTitle="Score (%)"
          yMin={0}
          yMax={100}
          links={sections.map(linkOf)}
          summary={best && worst ? `Highest: ${best.name} ${formatFraction(best.value)}%; lowest: ${worst.name} ${formatFraction(worst.value)}%.` : emptyText}
          fileParts={[context.dashboardName, context.waveName]}
          emptyText={emptyText}
        />
      </div>
    </div>
  );
}
