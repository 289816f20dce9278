import { createContext, useContext } from 'react';
import { kpiDelta } from '@/lib/delta';
import type { DashboardContent, DashboardData } from '../../types';

/** What every widget of a dashboard body knows. */
export interface WidgetContext {
  data: DashboardData;
  content: DashboardContent;
  dashboardName: string;
  waveLabel: string;
  locationLabel: string;
  waveId: number | null;
  waveName: string | null;
  previousWaveName: string | null;
  /** The scheme id reporting knows this dashboard by (negative for a survey-data multi-scheme). */
  reportingScheme: string | null;
  /** The scheme ids the NPS dashboard filters by. */
  npsSchemeIds: number[];
  /** Drill links into reporting are live. */
  drill: boolean;
  /** The slugs drill links open: the server's own (the derived body's reports list), else the reports' names; null: that link is off. */
  drillSlugs: { rank: string | null; category: string | null };
  /** Links into the NPS dashboard are live. */
  npsLinks: boolean;
  canOpenJobReport: boolean;
  /** 'No data for this {wave label}.' */
  emptyText: string;
}

export const WidgetContextValue = createContext<WidgetContext | null>(null);

/** The body's widget context (provided by the body). */
export function useWidgetContext(): WidgetContext {
  const value = useContext(WidgetContextValue);
  if (!value) throw new Error('Dashboard widgets need a WidgetContextValue provider.');
  return value;
}

/** The delta of a KPI against the previous wave, in the context's words. */
export function useDelta() {
  const { previousWaveName, waveLabel } = useWidgetContext();
  return (value: number | null | undefined, previous: number | null | undefined) => kpiDelta(value, previous, previousWaveName, waveLabel);
}
