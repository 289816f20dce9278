import { useEffect, useEffectEvent, useRef } from 'react';
import { useGetQueryQuery } from '@/api/queryEndpoints';
import { isUnreadableData, UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { queriedQuestion, QueriedQuestionList } from '@/components/report/QueriedQuestionList';
import { StatusChip } from '@/components/StatusChip';
import { formatCaseDateTime } from '@/lib/format';
import { QUERY_STATUS, queryOutcomeName, queryOutcomeTone, queryScore, type QueryDetail } from '@/lib/queryTypes';
import { jobReportRequested } from '@/store/events';
import { useAppDispatch } from '@/store/typedHooks';
import { windowOf } from '../queryLists';
import { QueryStatusChip, QueryWindowChip } from './QueryChips';
import { QueryResponseForm } from './QueryResponseForm';

interface Props {
  id: number;
  canViewJobReport: boolean;
  canRespond: boolean;
  now: Date;
  /** The schemes' query windows by name (when the query does not carry its own). */
  windows: ReadonlyMap<string, number>;
  onBack: () => void;
  /** The query could not be loaded (404 or another failure): the page shows the message and the list. */
  onFailed: (message: string) => void;
}

/** The job status 'complete': only complete jobs open their report (002 §2). */
const JOB_COMPLETE = 8;

/** One query (002 §2 "Query detail"), replacing the list. */
export function QueryDetailView({ id, canViewJobReport, canRespond, now, windows, onBack, onFailed }: Props) {
  const result = useGetQueryQuery(id, { refetchOnMountOrArgChange: true });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isFetching } = result;
  const query = data && data.id === id ? data : undefined;

  // The parent's callback is read when the error arrives; a new callback is no new failure.
  const reportFailed = useEffectEvent((message: string) => onFailed(message));
  useEffect(() => {
    if (!error) return;
    reportFailed(
      error && 'status' in error && error.status === 404
        ? `Query ${id} could not be found.`
        : isUnreadableData(error)
          ? `Query ${id} could not be loaded. ${UNREADABLE_DATA_MESSAGE}`
          : `Query ${id} could not be loaded.`,
    );
  }, [error, id]);

  // Focus moves to the heading when a query is shown, not when its answer is refreshed.
  const shownId = query?.id;
  useEffect(() => {
    if (shownId !== undefined) headingRef.current?.focus();
  }, [shownId]);

  return (
    <section className="query-detail" aria-labelledby="query-detail-title" aria-busy={isFetching || undefined}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <button type="button" className="btn btn-outline-secondary query-back" onClick={onBack}>
          Back to list
        </button>
        <h2 id="query-detail-title" className="h4 mb-0" tabIndex={-1} ref={headingRef}>
          Query {id}
        </h2>
        {query && <QueryStatusChip query={query} />}
        {query && !query.is_resolved && <QueryWindowChip createdDate={query.created_date} windowLength={windowOf(query, windows)} now={now} />}
      </div>
      {!query ? (
        !error && (
          <p role="status" className="text-body-secondary">
            Loading query…
          </p>
        )
      ) : (
        <QueryBody query={query} canViewJobReport={canViewJobReport} canRespond={canRespond} />
      )}
    </section>
  );
}

function QueryBody({ query, canViewJobReport, canRespond }: { query: QueryDetail; canViewJobReport: boolean; canRespond: boolean }) {
  const dispatch = useAppDispatch();
  const jobLink = canViewJobReport && query.job_status_id === JOB_COMPLETE;
  const referred = !query.is_resolved && query.status_id === QUERY_STATUS.referred;
  return (
    <>
      <div className="card mb-3">
        <div className="card-body">
          <dl className="row mb-0 query-facts">
            <dt className="col-sm-4 col-lg-3">Query Id</dt>
            <dd className="col-sm-8 col-lg-9">{query.id}</dd>
            <dt className="col-sm-4 col-lg-3">Job Id</dt>
            <dd className="col-sm-8 col-lg-9">
              {jobLink ? (
                <button
                  type="button"
                  className="btn btn-link p-0 align-baseline query-job-link"
                  onClick={() => dispatch(jobReportRequested({ jobId: query.job_id, isSurvey: false }))}
                  aria-label={`Job Id ${query.job_id}: open the job report`}
                >
                  {query.job_id}
                </button>
              ) : (
                query.job_id
              )}
            </dd>
            <dt className="col-sm-4 col-lg-3">Location</dt>
            <dd className="col-sm-8 col-lg-9 text-break">{query.location_name}</dd>
            <dt className="col-sm-4 col-lg-3">Data source</dt>
            <dd className="col-sm-8 col-lg-9">{query.scheme_name}</dd>
            <dt className="col-sm-4 col-lg-3">Logged score</dt>
            <dd className="col-sm-8 col-lg-9 font-tabular">{queryScore(query.points_scored, query.total_scored)}</dd>
            {query.is_resolved && (
              <>
                <dt className="col-sm-4 col-lg-3">Resolved score</dt>
                <dd className="col-sm-8 col-lg-9 font-tabular">{queryScore(query.resolved_points_scored, query.resolved_total_scored)}</dd>
              </>
            )}
            <dt className="col-sm-4 col-lg-3">Created</dt>
            <dd className="col-sm-8 col-lg-9">
              {query.created_by} on {formatCaseDateTime(query.created_date)}
            </dd>
            {query.updated_date && (
              <>
                <dt className="col-sm-4 col-lg-3">Updated</dt>
                <dd className="col-sm-8 col-lg-9">
                  {query.updated_by ?? ''} on {formatCaseDateTime(query.updated_date)}
                </dd>
              </>
            )}
            {query.is_resolved && query.resolved_date && (
              <>
                <dt className="col-sm-4 col-lg-3">Resolved</dt>
                <dd className="col-sm-8 col-lg-9">{formatCaseDateTime(query.resolved_date)}</dd>
              </>
            )}
          </dl>
        </div>
      </div>

      {query.query_text && (
        <div className="card mb-3">
          <div className="card-body">
            <h3 className="h6">Query</h3>
            <p className="mb-0 query-text">{query.query_text}</p>
          </div>
        </div>
      )}

      {query.questions.length > 0 && (
        <div className="card mb-3">
          <div className="card-body">
            <h3 className="h6">Questions queried</h3>
            <QueriedQuestionList
              items={query.questions}
              question={queriedQuestion}
              className="list-unstyled mb-0"
              itemClassName="border-top pt-2 mt-2 query-question"
              queryClassName="mb-1 query-text"
              queryPrefix={<span className="text-body-secondary">Your query: </span>}
              after={(question) =>
                question.is_resolved ? (
                  <div className="small">
                    <StatusChip label={queryOutcomeName(question)} tone={queryOutcomeTone(question.resolved_status_id)} />
                    {question.resolved_by && <span className="ms-2">by {question.resolved_by}</span>}
                    {question.resolved_date && <span> on {formatCaseDateTime(question.resolved_date)}</span>}
                    {question.resolved_note && <p className="mb-0 mt-1 query-text">{question.resolved_note}</p>}
                  </div>
                ) : (
                  <StatusChip label="Unresolved" tone="warning" />
                )
              }
            />
          </div>
        </div>
      )}

      {query.notes.length > 0 && (
        <div className="card mb-3">
          <div className="card-body">
            <h3 className="h6">Updates</h3>
            <ol className="list-unstyled mb-0">
              {query.notes.map((note) => (
                <li key={note.id} className="border-top pt-2 mt-2">
                  <div className="small text-body-secondary">
                    {note.status_name} · {note.added_by} on {formatCaseDateTime(note.added_date)}
                  </div>
                  <p className="mb-0 query-text">{note.note_text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}

      {query.is_resolved ? (
        <div className="card mb-3 border-success">
          <div className="card-body">
            <h3 className="h6">Resolution</h3>
            <p className="mb-1">
              Resolved on {formatCaseDateTime(query.resolved_date)} with a score of {queryScore(query.resolved_points_scored, query.resolved_total_scored)}.
            </p>
            {query.resolved_note && <p className="mb-0 query-text">{query.resolved_note}</p>}
          </div>
        </div>
      ) : referred && canRespond ? (
        <QueryResponseForm queryId={query.id} />
      ) : (
        <div className="card mb-3">
          <div className="card-body">
            <h3 className="h6">Status</h3>
            <p className="mb-1">
              <QueryStatusChip query={query} />
            </p>
            <p className="mb-1">
              Last update:{' '}
              {query.updated_date
                ? `${query.updated_by ?? ''} on ${formatCaseDateTime(query.updated_date)}`
                : `${query.created_by} on ${formatCaseDateTime(query.created_date)}`}
            </p>
            <p className="mb-0">{referred ? 'Waiting for a response from your company.' : 'Waiting for the provider to review this query.'}</p>
          </div>
        </div>
      )}
    </>
  );
}
