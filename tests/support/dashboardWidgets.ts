import { screen, waitFor } from '@testing-library/react';

/**
 * Waits until every dashboard widget is in: the first screen's two commit with the body, the others
 * follow one per idle task (features/dashboard/components/bodies/LaterWidget.tsx).
 */
export async function allWidgetsShown(): Promise<void> {
  await waitFor(() => expect(screen.queryAllByTestId('dashboard-widget-later')).toHaveLength(0), { timeout: 5000 });
}
