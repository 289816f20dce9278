import { formatListDate as formatShortDate } from '@/lib/format';
import { NPS_GROUP_NAME, npsGroupOf } from '@/lib/nps';
import type { NpsResponse } from '../types';

/** One response: the coloured score circle with its group, the id (a job report button with the permission), and the answer's details. */
export function NpsResponseCard({ response, onOpenReport }: { response: NpsResponse; onOpenReport: ((response: NpsResponse) => void) | null }) {
  const group = npsGroupOf(response.nps_score);
  const id = String(response.JobID ?? response.job_id);
  return (
    <li className="card nps-card">
      <div className="card-body d-flex gap-3">
        <div className={`nps-circle nps-${group}`}>
          <span className="nps-circle-score">{response.nps_score}</span>
          <span className="nps-circle-group">{NPS_GROUP_NAME[group]}</span>
        </div>
        <dl className="nps-card-fields mb-0 flex-grow-1">
          <div>
            <dt>JobID</dt>
            <dd>
              {onOpenReport ? (
                <button type="button" className="btn btn-link p-0 align-baseline nps-job-link" onClick={() => onOpenReport(response)}>
                  {id}
                </button>
              ) : (
                id
              )}
            </dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{response.location_name}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatShortDate(response.visit_date)}</dd>
          </div>
          <div>
            <dt>Scheme</dt>
            <dd>{response.scheme_name}</dd>
          </div>
          <div>
            <dt>Score</dt>
            <dd>{response.nps_score}</dd>
          </div>
          {response.comments ? (
            <div className="nps-card-wide">
              <dt>Comments</dt>
              <dd className="nps-comments">{response.comments}</dd>
            </div>
          ) : null}
          {response.addition_question && (
            <div className="nps-card-wide">
              <dt>{response.addition_question.label}</dt>
              <dd>{response.addition_question.answer}</dd>
            </div>
          )}
        </dl>
      </div>
    </li>
  );
}
