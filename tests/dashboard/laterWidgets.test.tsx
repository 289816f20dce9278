import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BodyFrame } from '@/features/dashboard/components/bodies/BodyFrame';
import type { DashboardData } from '@/features/dashboard/types';
import { renderWithProviders } from '../support/render';

// Issue 30 (total blocking time): a body's first commit holds its first two widgets; the others
// mount one per idle task, in their order, each holding its grid cell (same classes, nothing painted,
// hidden from assistive technology) until then.

let idle: Array<() => void> = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(async () => {
  // Whatever is still queued runs, so the next test starts with an idle queue.
  while (idle.length) await idleTask();
  vi.unstubAllGlobals();
});

/** Runs the idle callbacks asked for so far (each may ask for the next). */
async function idleTask(): Promise<void> {
  const due = idle;
  idle = [];
  await act(async () => {
    for (const callback of due) callback();
  });
}

const data = { name: 'Test', content: {} } as unknown as DashboardData;
const widget = (name: string, className: string) => (
  <div className={className} key={name}>
    <section aria-label={name}>{name}</section>
  </div>
);

function renderBody(showThird: boolean) {
  return renderWithProviders(
    <BodyFrame data={data} reportingAvailable={false} label="test">
      {widget('Dial', 'col-12 col-md-5')}
      {widget('NPS', 'col-12 col-md-7')}
      {showThird && (
        <>
          {widget('Trend', 'col-12')}
          {widget('League', 'col-12 col-xl-7')}
        </>
      )}
      {widget('Latest', 'col-12 col-xl-5')}
    </BodyFrame>,
    { as: 'manager' },
  );
}

const shown = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));

test('the first two widgets commit with the body; the others follow one per idle task, in order', async () => {
  const { container } = renderBody(true);
  expect(shown()).toEqual(['Dial', 'NPS']);
  // Each waiting widget holds its cell: the widget's classes, hidden, nothing inside.
  const waiting = container.querySelectorAll('[data-testid="dashboard-widget-later"]');
  expect([...waiting].map((cell) => cell.className)).toEqual([
    'col-12 dashboard-widget-later',
    'col-12 col-xl-7 dashboard-widget-later',
    'col-12 col-xl-5 dashboard-widget-later',
  ]);
  for (const cell of waiting) {
    expect(cell).toHaveAttribute('aria-hidden', 'true');
    expect(cell).toBeEmptyDOMElement();
  }
  await idleTask();
  expect(shown()).toEqual(['Dial', 'NPS', 'Trend']);
  await idleTask();
  expect(shown()).toEqual(['Dial', 'NPS', 'Trend', 'League']);
  await idleTask();
  expect(shown()).toEqual(['Dial', 'NPS', 'Trend', 'League', 'Latest']);
  expect(screen.queryAllByTestId('dashboard-widget-later')).toHaveLength(0);
  // One more idle task finds the queue empty and ends it.
  await idleTask();
  expect(idle).toHaveLength(0);
});

test('a widget once shown stays shown when the body re-renders; one that left before its turn is skipped', async () => {
  const { rerender } = renderBody(true);
  await idleTask();
  expect(shown()).toEqual(['Dial', 'NPS', 'Trend']);
  // The body re-renders without the two grouped widgets: the third cell now holds Latest, at once.
  rerender(
    <BodyFrame data={data} reportingAvailable={false} label="test">
      {widget('Dial', 'col-12 col-md-5')}
      {widget('NPS', 'col-12 col-md-7')}
      {widget('Latest', 'col-12 col-xl-5')}
    </BodyFrame>,
  );
  expect(shown()).toEqual(['Dial', 'NPS', 'Latest']);
  // The cells that left are skipped without an error, and the queue ends.
  for (let task = 0; task < 3; task += 1) await idleTask();
  expect(shown()).toEqual(['Dial', 'NPS', 'Latest']);
  expect(idle).toHaveLength(0);
});
