import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Counts when react-day-picker's module is first evaluated: it must not be on the trigger's path.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-day-picker', async (importOriginal) => {
  loaded.count += 1;
  return importOriginal();
});

describe('DateRangePicker loads its calendar when it opens (issue 9)', () => {
  it('renders the trigger at once without react-day-picker, then loads it on open', async () => {
    const { DateRangePicker } = await import('@/components/DateRangePicker');
    render(<DateRangePicker label="Created Date" value={{ start: '2026-01-05', end: '2026-02-20' }} maxDate={new Date(2026, 10, 23)} onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: /Created Date/ });
    expect(trigger).toHaveTextContent('5 Jan - 20 Feb');
    expect(loaded.count).toBe(0);
    await userEvent.setup().click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Created Date' });
    expect(loaded.count).toBe(1);
    expect(dialog).toContainElement(await screen.findByLabelText('Start date'));
    expect(screen.getByLabelText('Start date')).toHaveValue('01/05/2026');
  });
});
