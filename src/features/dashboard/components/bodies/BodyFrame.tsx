import type { ReactNode } from 'react';
import { useBodyContext } from '../widgets/useBodyContext';
import { WidgetContextValue } from '../widgets/widgetContext';
import type { BodyProps } from './bodyTypes';
import '../dashboard.scss';

/** Provides the widget context and lays the widgets out in a grid that stacks on phones. */
export function BodyFrame({ data, reportingAvailable, label, children }: BodyProps & { label: string; children: ReactNode }) {
  const context = useBodyContext(data, reportingAvailable);
  return (
    <WidgetContextValue.Provider value={context}>
      <div className="dashboard-body row g-3" data-body={label}>
        {children}
      </div>
    </WidgetContextValue.Provider>
  );
}
