import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftKey, writeStoredDraft } from '@/lib/drafts';
import { renderRoute } from '../support/render';

// The top bar's user menu is a disclosure without Popper (the shell's first load stays small).
describe('user menu', () => {
  it('opens and closes from its button; Escape hands focus back to the button', async () => {
    const { user } = renderRoute('/dashboard', { as: 'manager' });
    const toggle = await screen.findByRole('button', { name: 'Morgan Manager' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Your Profile/ })).toHaveAttribute('href', '/profile');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside, and on going to another page', async () => {
    const { user, router } = renderRoute('/dashboard', { as: 'manager' });
    const toggle = await screen.findByRole('button', { name: 'Morgan Manager' });
    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: /Your Profile/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Log Out with drafts: the question comes from the menu and Cancel returns focus to the button', async () => {
    writeStoredDraft(draftKey(2, 1022, 'reply'), 'Dear Harper');
    const { user } = renderRoute('/dashboard', { as: 'manager' });
    const toggle = await screen.findByRole('button', { name: 'Morgan Manager' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  });
});
