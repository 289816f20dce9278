import type { ReactNode } from 'react';
import { useBodyContext } from '../widgets/useBodyContext';
import { WidgetContextValue, type WidgetContext } from '../widgets/widgetContext';
import type { BodyProps } from './bodyTypes';
import '../dashboard.scss';

/** Provides the widget context and lays the widgets out in a grid that stacks on phones. */
export function BodyFrame({
  data,
  reportingAvailable,
  label,
  drillSlugs,
  children,
}: BodyProps & { label: string; drillSlugs?: WidgetContext['drillSlugs']; children: ReactNode }) {
  const context = useBodyContext(data, reportingAvailable, drillSlugs);
  return (
    <WidgetContextValue.Provider value={context}>
      <div className="dashboard-body row g-3" data-body={label}>
        {children}
      </div>
    </WidgetContextValue.Provider>
  );
}
