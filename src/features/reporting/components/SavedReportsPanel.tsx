import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/notify';
import { formatListDate } from '@/lib/format';
import { useDeleteSavedReportMutation } from '../reportingApi';
import type { NamedRef, SavedReport } from '@/lib/reportingTypes';

interface Props {
  reports: SavedReport[];
  userId: number | null;
  waveLabel: string;
  /** The current wave ('Run for current …', lib/currentWave); null for a data source without waves (it then runs without one). */
  currentWave: NamedRef | null;
  waveLoading?: boolean;
  onRun: (report: SavedReport, currentWave: boolean) => void;
  titleHidden?: boolean;
}

/** Saved reports: run for the saved waves or the current one; the creator may delete (document 001 §2, §4). */
export function SavedReportsPanel({ reports, userId, waveLabel, currentWave, waveLoading = false, onRun, titleHidden = false }: Props) {
  const [confirming, setConfirming] = useState<SavedReport | null>(null);
  const [remove, { isLoading }] = useDeleteSavedReportMutation();
  const rows = reports.filter((report) => report && Number.isInteger(report.id) && typeof report.report === 'string');

  const confirmDelete = async () => {
    if (!confirming || isLoading) return;
    try {
      await remove(confirming.id).unwrap();
      notify.success('Saved report deleted');
      setConfirming(null);
    } catch {
      notify.error('Error deleting saved report');
      setConfirming(null);
    }
  };

  return (
    <section aria-labelledby="saved-reports-title">
      <h2 id="saved-reports-title" className={titleHidden ? 'visually-hidden' : 'h6'}>
        Saved Reports
      </h2>
      {rows.length === 0 ? (
        <p className="mb-0">You do not currently have any saved reports</p>
      ) : (
        <>
          <p className="small text-body-secondary">Below are you save reports...</p>
          {!currentWave && !waveLoading && (
            <p className="small text-body-secondary" role="status">
              This data source has no {waveLabel.toLowerCase()}s: &apos;Run for current {waveLabel.toLowerCase()}&apos; runs a saved report over all its data.
            </p>
          )}
          <ul className="list-unstyled mb-0">
            {rows.map((report) => (
              <li key={report.id} className="border rounded p-2 mb-2">
                <div className="fw-semibold text-break">{report.name}</div>
                <div className="small text-body-secondary mb-2">Created {formatListDate(report.created_date)}</div>
                <div className="d-flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    onClick={() => onRun(report, false)}
                    aria-label={`Run ${report.name} for its saved ${waveLabel.toLowerCase()}s`}
                  >
                    Run
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    disabled={waveLoading}
                    onClick={() => onRun(report, true)}
                    aria-label={`Run ${report.name} for the current ${waveLabel.toLowerCase()}`}
                  >
                    Run for current {waveLabel.toLowerCase()}
                  </button>
                  {userId !== null && report.created_by === userId && (
                    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(report)} aria-label={`Delete ${report.name}`}>
                      Delete
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDeleteDialog
        show={confirming !== null}
        title="Delete saved report"
        busy={isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        Please confirm you want to delete the report: {confirming?.name}
      </ConfirmDeleteDialog>
    </section>
  );
}
