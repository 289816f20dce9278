import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { pageReload } from '@/features/auth/pages/AdminLoginPage';
import { renderRoute } from '../support/render';
import { server } from '../setup';

function captureBodies(path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === path) bodies.push(await request.clone().json());
  });
  return bodies;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('forgot password', () => {
  it('sends the e-mail as UserName and shows the success text', async () => {
    const bodies = captureBodies('/api/auth/forgot-password');
    const { user } = renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Success! We have e-mailed your password reset link.')).toBeInTheDocument();
    expect(bodies).toEqual([{ UserName: 'manager@example.com' }]);
    expect(screen.getByRole('link', { name: 'Return to Log In' })).toHaveAttribute('href', '/');
  });

  it('shows the first server error for the e-mail and keeps what was typed', async () => {
    const { user } = renderRoute('/913/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("We can't find a user with that email address.")).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('nobody@example.com');
    expect(screen.queryByText('Success! We have e-mailed your password reset link.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Log In' })).toHaveAttribute('href', '/913');
  });

  it('reads an error on the email field too, and a server failure without fields', async () => {
    server.use(
      http.post('*/api/auth/forgot-password', () => HttpResponse.json({ message: 'Invalid', errors: { email: ['The email is not valid.'] } }, { status: 422 })),
    );
    const { user } = renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The email is not valid.')).toBeInTheDocument();
    server.resetHandlers();
    scenarios.failNext('/api/auth/forgot-password', 500, { body: { message: 'Mail server down.' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Mail server down.')).toBeInTheDocument();
  });
});

describe('reset password', () => {
  async function fill(user: ReturnType<typeof renderRoute>['user'], email: string, password: string, confirmation: string) {
    await user.type(await screen.findByLabelText('Email Address'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('shows the password note and the field errors beside the fields; editing a field clears its error', async () => {
    const { user } = renderRoute('/password/reset/913/good-token');
    expect(await screen.findByText('Your password must be at least 8 characters long and may not contain spaces.')).toBeInTheDocument();
    await fill(user, 'nobody@example.com', 'short', 'short');
    expect(await screen.findByText("We can't find a user with that email address.")).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription("We can't find a user with that email address.");
    expect(screen.getByLabelText('Password')).toHaveValue('short');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('The password must be at least 8 characters.')).not.toBeInTheDocument();
    expect(screen.getByText("We can't find a user with that email address.")).toBeInTheDocument();
  });

  it('shows a confirmation mismatch beside Confirm Password', async () => {
    const { user } = renderRoute('/password/reset/913/good-token');
    await fill(user, 'manager@example.com', 'newpassword1', 'newpassword2');
    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('The password confirmation does not match.');
  });

  it('sends the token and fields, toasts the server message and returns to the company login page', async () => {
    const bodies = captureBodies('/api/auth/password/reset');
    const { user, router } = renderRoute('/password/reset/913/good-token');
    await fill(user, 'manager@example.com', 'newpassword1', 'newpassword1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/913'));
    expect(await screen.findByText('Your password has been reset!')).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'good-token', UserName: 'manager@example.com', password: 'newpassword1', password_confirmation: 'newpassword1' }]);
    expect(db().users.find((row) => row.email === 'manager@example.com')?.password).toBe('newpassword1');
  });

  it('shows a token failure above the form and keeps the input', async () => {
    const { user, router } = renderRoute('/password/reset/913/expired');
    await fill(user, 'manager@example.com', 'newpassword1', 'newpassword1');
    expect(await screen.findByText('This password reset token is invalid.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password/reset/913/expired');
    expect(screen.getByLabelText('Email Address')).toHaveValue('manager@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('newpassword1');
  });
});

describe('impersonation login', () => {
  it('signs in as the client for the admin, then opens the dashboard acting as them', async () => {
    const { router, store } = renderRoute('/admin-login/2/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session.session?.user.id).toBe(2);
    expect(store.getState().session.session?.overallAdminId).toBe(1);
    expect(await screen.findByText('Acting as Morgan Manager (2)')).toBeInTheDocument();
    expect(stats.count('/api/auth/login/2', 'POST')).toBe(1);
  });

  it('logs out and reloads on the login page when the link is not valid', async () => {
    const reload = vi.spyOn(pageReload, 'to').mockImplementation(() => {});
    const { store } = renderRoute('/admin-login/2/3', { as: 'manager' });
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(store.getState().session.session).toBeNull();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('never crashes on a malformed link', async () => {
    const reload = vi.spyOn(pageReload, 'to').mockImplementation(() => {});
    renderRoute('/admin-login/%E2%80%A6abc/99999999999999999999');
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
  });
});
