import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgeChip, ageInDays, ageTone } from '@/components/AgeChip';

describe('AgeChip', () => {
  it('counts calendar days, never negative', () => {
    const now = new Date(2026, 10, 23, 9, 0);
    expect(ageInDays(new Date(2026, 10, 23, 8, 0), now)).toBe(0);
    expect(ageInDays(new Date(2026, 10, 22, 23, 59), now)).toBe(1);
    expect(ageInDays(new Date(2026, 10, 18), now)).toBe(5);
    expect(ageInDays(new Date(2026, 10, 30), now)).toBe(0);
    expect(ageInDays(null, now)).toBeNull();
  });

  it("turns amber and red at the area's thresholds", () => {
    expect([0, 1, 2, 9].map((days) => ageTone(days, { amber: 1, red: 2 }))).toEqual(['neutral', 'amber', 'red', 'red']);
  });

  it('shows text plus colour, and says both in its accessible name', () => {
    render(<AgeChip days={3} tone="red" />);
    const chip = screen.getByRole('img', { name: 'Open for 3 days, overdue' });
    expect(chip).toHaveTextContent('Open 3 d');
    expect(chip).toHaveClass('bg-danger');
  });
});
