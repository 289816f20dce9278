/** Where a user returns after sign-in: a deep link opened while signed out, or the page of an inactivity logout. */

/** The login page's parameter that carries the address to return to after sign-in. */
export const RETURN_PARAM = 'next';

/**
 * The address to return to after sign-in, or null: only a same-origin path ('/case-management/case/5?x=1')
 * is accepted; absolute URLs, protocol-relative '//host', backslashes, control characters and the
 * guest pages themselves are not.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://portal.invalid') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === '/' || /^\/\d+\/?$/.test(url.pathname) || /forgot-password|^\/password\/reset\//.test(url.pathname)) return null;
  return path;
}

/** The login address that returns to `returnTo` after sign-in. */
export function loginWithReturn(loginPath: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe && safe !== '/dashboard' ? `${loginPath}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : loginPath;
}
