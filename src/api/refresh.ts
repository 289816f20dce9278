import { ApiError } from './errors';
import { acquireSlot, cancelledError } from './requestQueue';
import { REFRESH_MARKER_HEADER, sessionEndedError } from './requestOptions';
import { markRenewed, renewedElsewhere, withRefreshLock } from './sessionSync';
import { currentToken, identityGeneration, logOutOnce, otherTabRenewed, setToken, syncWithOtherTabs } from './token';
import { apiBaseUrl, loadHttpClient } from './transport';

/*
 * The HTTP client's token refresh (api/http.ts): one refresh at a time for every caller, in every
 * tab (the cross-tab lock of api/sessionSync.ts), and the logout when it fails. No axios import here:
 * the refresh call goes through the transport (api/transport.ts).
 */

/** The refresh under way, and the identity it was started for. */
let refreshing: { promise: Promise<string>; generation: number } | null = null;

/**
 * How long a tab that waited for another tab's refresh looks for the token it stored. 300 ms was
 * not enough on a loaded 2-core machine (two browser test workers): the token reached the waiting
 * tab later and it refreshed a second time. The wait only costs when the other tab's refresh failed.
 */
const CONTENDED_GRACE_MS = 1200;

/** The refresh under way for the current identity, if any (one started for an earlier identity is no one's). */
export function pendingRefresh(): Promise<string> | null {
  return refreshing && refreshing.generation === identityGeneration() ? refreshing.promise : null;
}

/**
 * One refresh for everyone, in every tab: callers that used `staleToken` share it; a newer token
 * (this tab's or one another tab stored) is returned at once. The refresh itself runs under the
 * cross-tab lock, and re-reads storage first: the tab that waited finds the token the other renewed.
 */
export function refreshToken(staleToken: string): Promise<string> {
  syncWithOtherTabs();
  const now = currentToken();
  if (now && now.token !== staleToken) return Promise.resolve(now.token);
  const pending = pendingRefresh();
  if (pending) return pending;
  const startedIn = identityGeneration();
  const attempt: Promise<string> = withRefreshLock(async (waited) => {
    if (syncWithOtherTabs() === 'rotated') {
      const renewed = currentToken();
      if (renewed) return renewed.token;
    }
    // Another tab held the lock: it has most likely just renewed, and its token may still be on
    // its way to this tab's storage. Give it a moment before refreshing a second time.
    if (waited && (await otherTabRenewed(staleToken, CONTENDED_GRACE_MS))) {
      const renewed = currentToken();
      if (renewed) return renewed.token;
    }
    // The lock was free, but another tab may have renewed this very token a moment ago (it leaves
    // a mark among the locks, which every tab sees at once, unlike its storage write).
    if (!waited && (await renewedElsewhere(staleToken)) && (await otherTabRenewed(staleToken, CONTENDED_GRACE_MS))) {
      const renewed = currentToken();
      if (renewed) return renewed.token;
    }
    const held = currentToken();
    if (startedIn !== identityGeneration() || !held) throw cancelledError();
    const epoch = held.epoch;
    const release = await acquireSlot(undefined, true);
    try {
      const { client } = await loadHttpClient();
      const response = await client.request<unknown>({
        baseURL: apiBaseUrl(),
        method: 'POST',
        url: '/auth/refresh',
        data: { token: staleToken },
        headers: { Authorization: `Bearer ${staleToken}`, [REFRESH_MARKER_HEADER]: '1' },
      });
      // Flat or under `data`; no usable token is the one decoding error, and ends the session below.
      // The decoders load with the first refresh (never on the login page's first load).
      const [{ RefreshResponseSchema }, { decodeOrThrow }] = await Promise.all([import('./authSchemas'), import('./schema')]);
      const body = decodeOrThrow(RefreshResponseSchema, response.data, 'POST /api/auth/refresh');
      if (startedIn !== identityGeneration()) throw cancelledError();
      setToken(body.access_token, body.expires_in, epoch);
      await markRenewed(staleToken);
      return body.access_token;
    } catch (error) {
      if (startedIn === identityGeneration() && !(error instanceof ApiError && error.code === 'cancelled')) {
        // Another tab may have renewed the session meanwhile (its token may still be on its way).
        if (await otherTabRenewed(staleToken)) {
          const renewed = currentToken();
          if (renewed) return renewed.token;
        }
        if (startedIn === identityGeneration()) logOutOnce();
      }
      throw error instanceof ApiError && error.code === 'cancelled' ? error : sessionEndedError();
    } finally {
      release();
    }
  }).finally(() => {
    if (refreshing?.promise === attempt) refreshing = null;
  });
  refreshing = { promise: attempt, generation: startedIn };
  return attempt;
}
