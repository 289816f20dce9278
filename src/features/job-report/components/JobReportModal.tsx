import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { notify } from '@/components/notify';
import { useOneAtATime } from '@/components/useOneAtATime';
import { ReportQuestions } from '@/components/report/ReportQuestions';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { can, P } from '@/lib/permissions';
import type { JobReportData, ReportQuestion } from '@/lib/reportTypes';
import { useAppSelector } from '@/store/typedHooks';
import { selectCompanyLabels, selectSession } from '@/store/sessionSlice';
import { imageCandidates } from '../fileAddress';
import { useGetJobReportQuery } from '../jobReportApi';
import { downloadReportPdf, pdfConfigured } from '../pdf';
import {
  imageFolders,
  LOAD_FAILED_TEXT,
  PDF_FAILED_TEXT,
  PDF_NOT_CONFIGURED_TEXT,
  placeImages,
  queryState,
  reportTitle,
  unreadableNotice,
} from '../reportModel';
import { AudioRecording } from './AudioRecording';
import { EmailReportDialog } from './EmailReportDialog';
import { ImageGallery, type ImageCandidates } from './JobImages';
import { CategoryScoresSection, CriticalFocusSection, JobDetailsSection } from './JobDetailsSection';
import { QueryModeBar, useQueryMode } from './QueryMode';
// Bootstrap's modal styles (they load with the dialogs' code, not with the signed-in frame) come before the report's own.
import '@/styles/dialogs.scss';
import '../jobReport.scss';

interface Props {
  jobId: number;
  isSurvey: boolean;
  /** Close or Escape (the host goes back or drops the parameter). */
  onClose: () => void;
  /** The report could not load: the parameter is dropped. */
  onFailed: () => void;
}

/**
 * The job report modal (001 §2, §4): hidden while loading (the newest request wins: only the
 * report of the current parameter is ever shown), then the job's sections, the report and the
 * footer's Close, Download PDF and Email; query mode for queryable jobs on large screens.
 */
export default function JobReportModal({ jobId, isSurvey, onClose, onFailed }: Props) {
  const result = useGetJobReportQuery({ jobId, isSurvey }, { refetchOnMountOrArgChange: true });
  const data = result.currentData;
  const failed = result.isError && !result.isFetching;

  // A failure toasts once and drops the parameter.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const key = `${isSurvey ? 's' : 'j'}${jobId}`;
    if (failed && reported.current !== key) {
      reported.current = key;
      notify.error(LOAD_FAILED_TEXT);
      onFailed();
    }
  }, [failed, jobId, isSurvey, onFailed]);

  if (!data) return null;
  return <ReportDialog key={`${isSurvey ? 's' : 'j'}${jobId}`} jobId={jobId} isSurvey={isSurvey} data={data} onClose={onClose} />;
}

function ReportDialog({ jobId, isSurvey, data, onClose }: { jobId: number; isSurvey: boolean; data: JobReportData; onClose: () => void }) {
  const session = useAppSelector(selectSession);
  const labels = useAppSelector(selectCompanyLabels);
  const large = useMediaQuery(LARGE_SCREEN);
  const [emailing, setEmailing] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const title = reportTitle(jobId, isSurvey, data.jobDetails);
  const query = useQueryMode({ jobId, isSurvey, data, large, canCreate: can(session, P.QUERIES_CREATE_QUERY), canViewQueries: can(session, P.VIEW_QUERIES) });

  const { general, byQuestion } = useMemo(() => placeImages(data.images, data.report, data.scheme_type), [data.images, data.report, data.scheme_type]);
  // The folder by `scheme_type` when the server sends it (assumed), else shopper then audit (001 §7);
  // the company from `company_id` when sent (assumed), else the signed-in user's.
  const companyId = data.company_id ?? session?.user.company_id ?? 0;
  const candidates: ImageCandidates = useCallback(
    (image) => imageCandidates(companyId, imageFolders(data.scheme_type), image.image),
    [companyId, data.scheme_type],
  );
  const state = queryState(data, isSurvey);

  async function pdf() {
    if (!session) return;
    if (!pdfConfigured()) {
      notify.warning(PDF_NOT_CONFIGURED_TEXT);
      return;
    }
    setPdfBusy(true);
    try {
      await downloadReportPdf(jobId, isSurvey, session.user.encrypted_id);
    } catch {
      notify.error(PDF_FAILED_TEXT);
    } finally {
      setPdfBusy(false);
    }
  }
  // A second click before the busy button has rendered prepares nothing.
  const pdfOnce = useOneAtATime(pdf);

  const renderMedia = useCallback(
    (question: ReportQuestion) => {
      const images = byQuestion.get(question.id);
      return images ? (
        <div className="report-question-media">
          <ImageGallery images={images} candidates={candidates} title={`Images for question ${question.question_num}`} />
        </div>
      ) : null;
    },
    [byQuestion, candidates],
  );

  return (
    <>
      <Modal
        show
        onHide={query.requestClose(onClose)}
        dialogClassName="job-report-dialog"
        className="job-report-modal"
        contentClassName="job-report-content"
        aria-labelledby="job-report-title"
        scrollable
      >
        <Modal.Header closeButton closeLabel="Close report" className="job-report-header">
          <Modal.Title id="job-report-title" as="h2" className="h5 mb-0">
            {title}
          </Modal.Title>
        </Modal.Header>
        {/* The body scrolls between the fixed title and footer: a report of text alone (no image,
            recording or query button) has nothing else a keyboard could scroll it by, so the body
            itself is in the tab order, named by the report's title (axe: scrollable-region-focusable). */}
        <Modal.Body className="job-report-body" tabIndex={0} role="region" aria-labelledby="job-report-title">
          {!isSurvey && <QueryModeBar query={query} state={state} />}
          {data.unreadable && data.unreadable.length > 0 && (
            <p className="alert alert-warning" role="status">
              {unreadableNotice(data.unreadable)}
            </p>
          )}
          <JobDetailsSection details={data.jobDetails} labels={labels} />
          {data.criticalFocus && <CriticalFocusSection focus={data.criticalFocus} />}
          <CategoryScoresSection scores={data.categoryScores ?? []} />
          {general.length > 0 && (
            <section className="job-report-section" aria-labelledby="job-report-images">
              <h3 id="job-report-images" className="job-report-section-title">
                Job Images
              </h3>
              <ImageGallery images={general} candidates={candidates} title="Job Images" />
            </section>
          )}
          {data.audio?.url && <AudioRecording jobId={jobId} url={data.audio.url} />}
          {data.report?.length > 0 && (
            <section className="job-report-section" aria-labelledby="job-report-report">
              <h3 id="job-report-report" className="job-report-section-title">
                Report
              </h3>
              {query.wholeJobForm}
              <ReportQuestions report={data.report} headingLevel={4} renderMedia={renderMedia} renderAction={query.renderAction} />
              {query.submitBar}
            </section>
          )}
        </Modal.Body>
        <Modal.Footer className="job-report-footer">
          <Button variant="outline-secondary" onClick={query.requestClose(onClose)}>
            Close
          </Button>
          <Button variant="outline-primary" onClick={() => void pdfOnce()} disabled={pdfBusy} aria-busy={pdfBusy || undefined}>
            {pdfBusy ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
          <Button variant="primary" onClick={() => setEmailing(true)}>
            Email
          </Button>
        </Modal.Footer>
        {pdfBusy && (
          <div className="job-report-overlay" role="status">
            <span className="spinner-border" aria-hidden="true" />
            <span className="visually-hidden">Preparing the PDF</span>
          </div>
        )}
      </Modal>
      {emailing && <EmailReportDialog jobId={jobId} isSurvey={isSurvey} data={data} onClose={() => setEmailing(false)} />}
      {query.dialogs}
    </>
  );
}
