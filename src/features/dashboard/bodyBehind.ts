import { createContext } from 'react';
import type { DashboardData } from './types';

type Identity = Pick<DashboardData, 'scheme' | 'schemeGroup' | 'wave' | 'waveGroup'>;

/** The same dashboard (scheme or group), whatever the wave. */
export function sameDashboard(a: Identity, b: Identity): boolean {
  return a.scheme?.id === b.scheme?.id && a.schemeGroup?.id === b.schemeGroup?.id;
}

/** The same dashboard and wave: a refresh of what is shown, not a pick. */
export function sameView(a: Identity, b: Identity): boolean {
  return sameDashboard(a, b) && a.wave?.id === b.wave?.id && a.waveGroup?.id === b.waveGroup?.id;
}

/**
 * Set by a body that still shows another wave's figures while it renders the new ones in a
 * transition: the frame keeps its 'Loading' sign (and `aria-busy`) until the body has caught up, so
 * figures never stand under a pick without it (app/pages/DashboardRoute.tsx).
 */
export const BodyBehindContext = createContext<((behind: boolean) => void) | null>(null);
