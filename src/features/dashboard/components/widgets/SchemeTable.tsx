import { Link } from 'react-router';
import { DeltaBadge } from '@/components/DeltaBadge';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatFraction } from '@/lib/delta';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import type { DashboardSchemeRow } from '../../types';
import { useDelta, useWidgetContext } from './widgetContext';

/** The per-scheme table of a multi-scheme dashboard: scheme, responses, NPS, change. */
export function SchemeTable({ schemes, unreadable = false }: { schemes: readonly DashboardSchemeRow[]; unreadable?: boolean }) {
  const context = useWidgetContext();
  const delta = useDelta();
  return (
    <section className="card h-100" aria-labelledby="dashboard-schemes-title">
      <div className="card-header">
        <h2 id="dashboard-schemes-title" className="h6 mb-0">
          Schemes
        </h2>
      </div>
      <div className="card-body p-0 p-lg-2">
        {schemes.length === 0 ? (
          <p className="text-body-secondary m-3">{unreadable ? UNREADABLE_DATA_MESSAGE : context.emptyText}</p>
        ) : (
          <ResponsiveTable
            caption="Schemes"
            rows={schemes}
            rowKey={(scheme) => scheme.id}
            columns={[
              { key: 'name', header: 'Scheme', primary: true, cell: (scheme) => <Link to={`/dashboard?scheme=${scheme.id}`}>{scheme.name}</Link> },
              { key: 'responses', header: 'Responses', numeric: true, cell: (scheme) => scheme.responses },
              { key: 'nps', header: 'NPS', numeric: true, cell: (scheme) => formatFraction(scheme.nps.value) },
              { key: 'change', header: 'Change', numeric: true, cell: (scheme) => <DeltaBadge delta={delta(scheme.nps.value, scheme.nps.previous)} /> },
            ]}
          />
        )}
      </div>
    </section>
  );
}
