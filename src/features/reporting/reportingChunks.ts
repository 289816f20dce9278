import { preloadableLazy } from '@/lib/preloadableLazy';

/*
 * Reporting's parts that the introduction does not show (house rule 11): the report output (the
 * result-table engine, the tables, the chart card, the exports), started by the route's data
 * declaration when the address names a report, and the Advanced and Saved Reports panels, which open
 * on a click (Quick Reports is the panel a visit starts with). Each loads once; the page fetches
 * them ahead once its data has painted.
 */
export const ReportOutput = preloadableLazy(() => import('./components/ReportOutput').then((module) => ({ default: module.ReportOutput })));
export const AdvancedPanel = preloadableLazy(() => import('./components/AdvancedPanel').then((module) => ({ default: module.AdvancedPanel })));
export const SavedReportsPanel = preloadableLazy(() => import('./components/SavedReportsPanel').then((module) => ({ default: module.SavedReportsPanel })));
