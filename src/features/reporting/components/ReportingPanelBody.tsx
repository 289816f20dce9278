import type { RegionTreeNode } from '@/lib/regions';
import type { ReportFilters } from '@/lib/reportingUrl';
import { useAppSelector } from '@/store/typedHooks';
import { selectCompanyLabels, selectSession } from '@/store/sessionSlice';
import { advancedReports, quickReports } from '../reportCatalogue';
import type { FilterNames } from '../reportChips';
import type { ReportingPanel } from '../reportingSlice';
import type { NamedRef, ReportDefinition, ReportingFilters, SavedReport } from '@/lib/reportingTypes';
import { Suspense } from 'react';
import { usePreloadWhenSettled } from '@/components/preloadWhenSettled';
import { AdvancedPanel, SavedReportsPanel } from '../reportingChunks';
import { QuickReportsPanel } from './QuickReportsPanel';
import { PanelSkeleton } from './ReportingSkeletons';

const preloadPanels = () => Promise.all([AdvancedPanel.preload(), SavedReportsPanel.preload()]);

interface ReportingPanelBodyProps {
  panel: ReportingPanel | null;
  data: ReportingFilters;
  names: FilterNames;
  regions: RegionTreeNode[];
  hasCompetencies: boolean;
  surveyData: boolean;
  /** The report and filters shown now (the Advanced form starts from them). */
  report: string | null;
  filters: ReportFilters;
  /** A report or a download is on its way: the run buttons wait. */
  busy: boolean;
  currentWave: NamedRef | null;
  waveLoading: boolean;
  compareQuick: boolean;
  onCompareQuickChange: (compare: boolean) => void;
  /** On phones the sheet's title names the panel, so the panel's own title is hidden. */
  titleHidden: boolean;
  onRunQuick: (report: ReportDefinition) => void;
  onRun: (report: string, filters: ReportFilters) => void;
  onRunSaved: (saved: SavedReport, currentWaveWanted: boolean) => void;
}

/** The open reporting panel (document 001 §2): Quick Reports, Advanced or Saved Reports, with the reports the user may run. */
export function ReportingPanelBody(props: ReportingPanelBodyProps) {
  const { panel, data, busy, currentWave, waveLoading, titleHidden } = props;
  const session = useAppSelector(selectSession);
  const waveLabel = useAppSelector(selectCompanyLabels).wave;
  usePreloadWhenSettled(preloadPanels);
  if (panel === 'quick') {
    return (
      <QuickReportsPanel
        reports={quickReports(data.reports ?? [], session, props.hasCompetencies)}
        onRun={props.onRunQuick}
        disabled={busy || waveLoading}
        currentWave={currentWave}
        waveLoading={waveLoading}
        titleHidden={titleHidden}
        compare={props.compareQuick}
        onCompareChange={props.onCompareQuickChange}
        waveLabel={waveLabel}
      />
    );
  }
  if (panel === 'advanced') {
    return (
      <Suspense fallback={<PanelSkeleton />}>
        <AdvancedPanel
          data={data}
          levels={data.levels ?? null}
          reports={advancedReports(data.reports ?? [], session, props.hasCompetencies)}
          names={props.names}
          regions={props.regions}
          maxLevel={session?.user.max_reporting_level ?? 'md'}
          surveyData={props.surveyData}
          report={props.report}
          filters={props.filters}
          loading={busy}
          onGenerate={props.onRun}
        />
      </Suspense>
    );
  }
  if (panel === 'saved') {
    return (
      <Suspense fallback={<PanelSkeleton />}>
        <SavedReportsPanel
          reports={data.saved_reports}
          userId={session?.user.id ?? null}
          waveLabel={waveLabel}
          currentWave={currentWave}
          waveLoading={waveLoading}
          onRun={props.onRunSaved}
          titleHidden={titleHidden}
        />
      </Suspense>
    );
  }
  return null;
}
