import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

/**
 * Whether the address this render shows is still the router's, asked when an effect is about to
 * correct or complete the address. React renders a navigation in a transition; an answer that lands
 * before that render has committed renders the page once more with the address it had, and an
 * effect that navigated from it would take back the newer address (a parameter just added, a pick
 * just made). While a newer address is on its way (or being loaded) this says false: the effect
 * leaves the address alone and runs again when the newer one renders. Without a data router (a
 * component rendered under a plain router in a test) the rendered address is the only one: true.
 */
export function useAddressIsCurrent(): () => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (!router) return true;
    const { location, navigation } = router.state;
    const latest = navigation.location ?? location;
    return latest.pathname === pathname && latest.search === search;
  }, [router, pathname, search]);
}
