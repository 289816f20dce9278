import { Children, Fragment, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useBodyContext } from '../widgets/useBodyContext';
import { WidgetContextValue, type WidgetContext } from '../widgets/widgetContext';
import type { BodyProps } from './bodyTypes';
import { LaterWidget } from './LaterWidget';
import dashboardStyles from '../dashboard.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(dashboardStyles);

/** How many widgets commit with the body; the others mount after it, one per idle task (LaterWidget). */
export const FIRST_SCREEN_WIDGETS = 2;

type Widget = ReactElement<{ className?: string; children?: ReactNode }>;

/** The body's widgets in order, fragments opened (a body may group the widgets one permission shows). */
function widgetsOf(nodes: ReactNode): Widget[] {
  return Children.toArray(nodes).flatMap((node) => {
    if (!isValidElement(node)) return [];
    const widget = node as Widget;
    return widget.type === Fragment ? widgetsOf(widget.props.children) : [widget];
  });
}

/**
 * Provides the widget context and lays the widgets out in a grid that stacks on phones. The first
 * screen's widgets commit with the body; the others follow one per idle task (LaterWidget).
 */
export function BodyFrame({
  data,
  reportingAvailable,
  label,
  drillSlugs,
  children,
}: BodyProps & { label: string; drillSlugs?: WidgetContext['drillSlugs']; children: ReactNode }) {
  const context = useBodyContext(data, reportingAvailable, drillSlugs);
  // Keyed by position: a widget that waits keeps its place, and once shown stays shown when the body
  // re-renders with other figures.
  const widgets = widgetsOf(children).map((widget, index) =>
    index < FIRST_SCREEN_WIDGETS ? cloneElement(widget, { key: index }) : <LaterWidget key={index} widget={widget} />,
  );
  return (
    <WidgetContextValue.Provider value={context}>
      <div className="dashboard-body row g-3" data-body={label}>
        {widgets}
      </div>
    </WidgetContextValue.Provider>
  );
}
