import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';

describe('login page', () => {
  it('signs the manager in and lands on the dashboard route', async () => {
    const { user, router, store } = renderRoute('/');
    await user.type(await screen.findByLabelText('Email Address'), 'manager@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session.session?.user.name).toBe('Morgan Manager');
    expect(JSON.parse(localStorage.getItem('portal.session') ?? '{}').permissions).toContain('case management - create case');
    expect(stats.count('/api/auth/login', 'POST')).toBe(1);
  });

  it('shows the failure text above the button and clears the password', async () => {
    const { user } = renderRoute('/');
    await user.type(await screen.findByLabelText('Email Address'), 'manager@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong Email/Password combination.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email Address')).toHaveValue('manager@example.com');
  });
});
