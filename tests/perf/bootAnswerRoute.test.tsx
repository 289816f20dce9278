import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootRecording, recordBootRequest, takeBootRequests } from '@/api/bootRequests';
import { startBoot } from '@/api/bootScript';
import { apiBaseUrl } from '@/api/http';
import { resetRuntimeConfig } from '@/api/runtimeConfig';
import { makeStore } from '@/store/store';
import { scenarios, stats } from '@/demo/scenarios';
import { renderRoute, signInAs } from '../support/render';
import { server } from '../setup';

// A boot answer the route may not see: the boot script (index.html) sent the dashboard's recorded
// request, and the API refused it (403). The page must show what it shows when it asked itself, after
// the same calls: the boot answer stands in for the route's own request, nothing more.

const FORBIDDEN = { message: 'You do not have access to this scheme.' };

/**
 * Opens /dashboard as the manager whose every dashboard call answers 403: as the app asks itself, as
 * a reload the boot script replayed from its record, or as a first visit it sent from the route table.
 */
async function forbiddenDashboard(boot: 'none' | 'record' | 'table') {
  const store = makeStore();
  const login = signInAs(store, 'manager');
  scenarios.failNext('/api/dashboard', 403, { body: FORBIDDEN, times: 10 });
  if (boot !== 'none') {
    // What an earlier visit of /dashboard recorded (or the table says it asks first), then the boot script and the client's start.
    if (boot === 'record') recordBootRequest(bootRecording('/dashboard', login.user.id), `${apiBaseUrl()}/dashboard`, apiBaseUrl());
    window.history.replaceState(null, '', '/dashboard');
    startBoot({ base: '/assets/', files: ['page'], needs: [], routes: [['/dashboard', '0', boot === 'table' ? ['/dashboard'] : []]] }, window);
    takeBootRequests(window.__portalBoot, login.access_token);
    await window.__portalBoot!.requests[`${apiBaseUrl()}/dashboard`]!.answer;
  }
  const view = renderRoute('/dashboard', { store });
  const alert = await screen.findByRole('alert');
  const seen = {
    alert: alert.textContent,
    retry: within(view.container).queryByRole('button', { name: 'Retry' }) !== null,
    address: view.router.state.location.pathname + view.router.state.location.search,
    signedIn: store.getState().session.session !== null,
    dashboardCalls: stats.calls.filter((call) => call.path === '/api/dashboard').map((call) => call.authorization),
    refreshes: stats.count('/api/auth/refresh'),
  };
  view.unmount();
  return seen;
}

beforeEach(() => {
  server.use(http.get('*/config.json', () => HttpResponse.json({})));
});

afterEach(() => {
  delete window.__portalBoot;
  resetRuntimeConfig();
  window.history.replaceState(null, '', '/');
});

describe('a boot request the user may not see', () => {
  it('its 403 is handled exactly as the route handles its own: same message, same calls, no refresh, still signed in', async () => {
    const own = await forbiddenDashboard('none');
    // 'Error': the body has only a message (the dashboard shows `response.data.error`, else 'Error').
    expect(own).toMatchObject({ alert: 'Error', retry: true, address: '/dashboard', signedIn: true, refreshes: 0 });
    expect(own.dashboardCalls.length).toBeGreaterThan(0);
    expect(own.dashboardCalls.every((authorization) => authorization?.startsWith('Bearer '))).toBe(true);

    for (const boot of ['record', 'table'] as const) {
      scenarios.reset();
      stats.reset();
      delete window.__portalBoot;
      const booted = await forbiddenDashboard(boot);
      expect(booted, boot).toEqual({ ...own, dashboardCalls: own.dashboardCalls.map(() => expect.stringMatching(/^Bearer /)) });
    }
  });
});
