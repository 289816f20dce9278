import { preloadableLazy } from '@/lib/preloadableLazy';

/**
 * The case dashboard's trend chart: chart.js loads only with this chunk (ARCHITECTURE.md rule 11).
 * One lazy component, started early by the route's data declaration (`CaseTrendChart.preload()`).
 */
export const CaseTrendChart = preloadableLazy(() => import('./components/CaseTrendChart'));
