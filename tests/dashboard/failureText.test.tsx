import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UNREADABLE_DATA_CODE, UNREADABLE_DATA_MESSAGE } from '@/api/decodeError';
import { apiErrorFromBody, NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { scenarios } from '@/demo/scenarios';
import { dashboardErrorText } from '@/features/dashboard/pages/DashboardPage';
import { renderRoute } from '../support/render';

// The frame alone: the body is not what these tests are about.
vi.mock('@/features/cases/components/CaseDashboard', () => ({ default: () => null }));

describe("the dashboard's failure text (000 §7, §8; 001 §8): response.data.error, else 'Error'; the portal's own message where no answer came or it could not be read", () => {
  it('reads the body’s error exactly as sent, whatever else the body says', () => {
    expect(dashboardErrorText(apiErrorFromBody(404, { error: 'Wave not found' }).toJSON())).toBe('Wave not found');
    // A code-like error is still the server's error text; a message beside it does not win.
    expect(dashboardErrorText(apiErrorFromBody(404, { error: 'wave_not_found', message: 'No query results for model.' }).toJSON())).toBe('wave_not_found');
    expect(dashboardErrorText(apiErrorFromBody(500, { message: 'Server Error' }).toJSON())).toBe('Error');
    expect(dashboardErrorText(apiErrorFromBody(500, { error: '  ' }).toJSON())).toBe('Error');
    expect(dashboardErrorText(apiErrorFromBody(502, undefined))).toBe('Error');
    // No answer came, or it could not be read: no server text can exist, so the portal's own says which.
    expect(dashboardErrorText({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE, fieldErrors: {} })).toBe(NETWORK_ERROR_MESSAGE);
    expect(dashboardErrorText({ status: 200, code: UNREADABLE_DATA_CODE, message: UNREADABLE_DATA_MESSAGE, fieldErrors: {} })).toBe(UNREADABLE_DATA_MESSAGE);
    expect(dashboardErrorText(new Error('boom'))).toBe('Error');
  });

  it("shows a code-like error over the body's message", async () => {
    // Twice: the route's prefetch fails silently, the page's own request fails visibly.
    scenarios.failNext('/api/dashboard', 404, { times: 2, body: { error: 'no_dashboard', message: 'There is no dashboard for this user.' } });
    renderRoute('/dashboard', { as: 'manager' });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(/^no_dashboard$/);
  });

  it("shows 'Error' when the body has only a message", async () => {
    scenarios.failNext('/api/dashboard', 500, { times: 2, body: { message: 'Server Error' } });
    renderRoute('/dashboard', { as: 'manager' });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(/^Error$/);
  });
});
