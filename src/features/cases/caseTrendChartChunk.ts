import { preloadableLazy } from '@/lib/preloadableLazy';

/** The case dashboard's trend chart (chart.js): one lazy component, started early by the route's data declaration. */
export const CaseTrendChartLazy = preloadableLazy(() => import('./components/CaseTrendChart'));
export const loadCaseTrendChart = CaseTrendChartLazy.preload;
