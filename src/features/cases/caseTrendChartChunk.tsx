import { preloadableLazy } from '@/lib/preloadableLazy';

/**
 * The case dashboard's trend chart: chart.js loads only with this chunk (ARCHITECTURE.md rule 11).
 * One lazy component, rendered once the case dashboard's cards have painted (usePainted).
 */
export const CaseTrendChart = preloadableLazy(() => import('./components/CaseTrendChart'));
