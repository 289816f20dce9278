import { HttpResponse } from 'msw';
import { db } from '../db';
import { post } from './route';
import { bearerToken } from './session';

/**
 * Demo-only controls for the browser tests (the portal never calls them): blacklist the caller's
 * token (the bearer token sent), so its next call meets a token problem and the portal logs out for
 * inactivity. Only that token: other sessions on the same demo server are left alone.
 */
export const demoControlHandlers = [
  post('/__demo/blacklist-token', ({ request }) => {
    const token = bearerToken(request);
    const row = token ? db().tokens.get(token) : undefined;
    if (!row) return HttpResponse.json({ error: 'token_invalid' }, { status: 404 });
    row.blacklisted = true;
    return HttpResponse.json({ ok: true });
  }),
  // Expires the caller's token at the API (the client does not know): its next call meets
  // token_expired and refreshes; every tab sharing the token meets it at once.
  post('/__demo/expire-token', ({ request }) => {
    const token = bearerToken(request);
    const row = token ? db().tokens.get(token) : undefined;
    if (!row) return HttpResponse.json({ error: 'token_invalid' }, { status: 404 });
    row.expiresAt = Date.now() - 1000;
    return HttpResponse.json({ ok: true });
  }),
];
