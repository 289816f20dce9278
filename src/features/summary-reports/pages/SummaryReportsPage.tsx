import { isApiErrorShape } from '@/api/errors';
import { useSearchParams } from 'react-router';
import { FileLink } from '@/components/FileLink';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { fileTypeOf } from '@/lib/fileTypes';
import { can, P } from '@/lib/permissions';
import { useAppSelector } from '@/store/typedHooks';
import { usePageError, usePageReady } from '@/store/pageHooks';
import { selectCompanyLabels, selectSession } from '@/store/sessionSlice';
import { useFreshFailure } from '@/store/useFreshFailure';
import { levelPrefix, reportLevel, waveIdFrom } from '../reportLevels';
import { useGetSummaryReportsQuery, useGetSummaryWavesQuery, type SummaryReport } from '../summaryReportsApi';
import summaryReportsStyles from '../summaryReports.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(summaryReportsStyles);

const columns: ResponsiveColumn<SummaryReport>[] = [
  {
    key: 'name',
    header: 'Report',
    primary: true,
    cell: (report) => (
      <span className={`summary-level summary-level-${reportLevel(report.level)}`}>
        <span aria-hidden="true">{levelPrefix(report.level)}</span>
        {report.name}
      </span>
    ),
  },
  {
    key: 'download',
    // 'File': on phones the header labels the link, and 'Download: Download' would say it twice.
    header: 'File',
    className: 'text-lg-end',
    cell: (report) => <FileLink href={report.url} title={report.name} type={fileTypeOf(null, report.url)} bytes={report.file_size} />,
  },
];

/** Summary Reports (/summary-reports): choose a wave, then download its reports. */
export default function SummaryReportsPage() {
  const session = useAppSelector(selectSession);
  const waveLabel = useAppSelector(selectCompanyLabels).wave;
  const allowed = can(session, P.VIEW_SUMMARY_REPORTS);
  const [params, setParams] = useSearchParams();
  const waves = useGetSummaryWavesQuery(undefined, { skip: !allowed });
  const requested = waveIdFrom(params.get('wave'));
  // A wave not in the list falls back to "none chosen".
  const waveId = requested !== null && waves.data?.some((wave) => wave.wave_id === requested) ? requested : null;
  const reports = useGetSummaryReportsQuery(waveId ?? 0, { skip: !allowed || waveId === null });
  const wavesFailed = useFreshFailure(waves);
  const reportsFailed = useFreshFailure(reports);
  usePageReady(waves.isSuccess || waves.isError || !allowed);
  const failure = wavesFailed ? waves.error : reportsFailed ? reports.error : null;
  usePageError(wavesFailed || reportsFailed, isApiErrorShape(failure) ? failure.message : null);

  function choose(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('wave', value);
        else next.delete('wave');
        return next;
      },
      { replace: true },
    );
  }

  // Only the chosen wave's own answer shows: a slower answer for an earlier choice never does.
  const list = reports.currentData;

  return (
    <section aria-labelledby="summary-title">
      <h1 id="summary-title" className="h3 mb-3">
        Summary Reports
      </h1>
      {!allowed ? (
        <div className="alert alert-warning">Error with permissions</div>
      ) : waves.data && waves.data.length === 0 ? (
        <p className="text-body-secondary">There are no currently {waveLabel}s with summary reports.</p>
      ) : (
        <div className="card">
          <div className="card-body">
            <div className="summary-wave-select mb-3">
              <label htmlFor="summary-wave" className="form-label">
                {waveLabel}
              </label>
              <select id="summary-wave" className="form-select" value={waveId ?? ''} disabled={!waves.data} onChange={(event) => choose(event.target.value)}>
                <option value="">-- Please Select --</option>
                {(waves.data ?? []).map((wave) => (
                  <option key={wave.wave_id} value={wave.wave_id}>
                    {wave.name}
                  </option>
                ))}
              </select>
            </div>
            {waveId !== null &&
              (list === undefined ? (
                <div className="d-flex align-items-center gap-2 py-3" role="status">
                  <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
                  Loading reports…
                </div>
              ) : list.length === 0 ? (
                <p className="text-body-secondary mb-0">The selected wave does not have any summary reports generated.</p>
              ) : (
                <ResponsiveTable caption="Summary reports" columns={columns} rows={list} rowKey={(report) => report.id} />
              ))}
          </div>
        </div>
      )}
    </section>
  );
}
