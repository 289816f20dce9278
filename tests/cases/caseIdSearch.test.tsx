import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';

async function openModal() {
  const view = renderRoute('/case-management/cases', { as: 'manager' });
  await view.user.click(await screen.findByRole('button', { name: 'Search Case Id' }, { timeout: 8000 }));
  const modal = await screen.findByRole('dialog', { name: 'Search for Case Id' });
  return { ...view, modal, input: within(modal).getByLabelText('Please enter a case Id') };
}

describe('case-id search', () => {
  it('opens the case when it exists', async () => {
    const { user, router, modal, input } = await openModal();
    const id = db().cases[5]?.id ?? 0;
    expect(within(modal).getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(input, String(id));
    await user.click(within(modal).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/case-management/case/${id}`));
    expect(stats.count(`/api/case-management/cases/${id}`, 'GET')).toBeGreaterThanOrEqual(1);
  });

  it("says 'Case not found' for an unknown id and 'A report name is required' for an empty one", async () => {
    const { user, modal, input } = await openModal();
    await user.type(input, '{Enter}');
    expect(await within(modal).findByText('A report name is required')).toBeInTheDocument();
    await user.type(input, '999999');
    expect(within(modal).queryByText('A report name is required')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Search' }));
    expect(await within(modal).findByText('Case not found')).toBeInTheDocument();
    expect(stats.count('/api/case-management/cases/999999', 'GET')).toBe(1);
  });

  it('handles negative, huge and non-numeric ids without a call or a crash', async () => {
    const { user, modal, input } = await openModal();
    for (const value of ['-5', '99999999999999999999', '1e5', '0']) {
      await user.clear(input);
      await user.type(input, value);
      await user.click(within(modal).getByRole('button', { name: 'Search' }));
      expect(await within(modal).findByText('Case not found')).toBeInTheDocument();
    }
    await user.clear(input);
    await user.type(input, 'abc');
    expect(within(modal).getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(stats.calls.filter((call) => /^\/api\/case-management\/cases\/[^/]+$/.test(call.path) && !/filters|search|create/.test(call.path))).toHaveLength(0);
  });
});
