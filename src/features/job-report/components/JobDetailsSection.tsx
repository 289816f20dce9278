import { NO_CONTACT_DETAILS } from '@/lib/contactText';
import type { CriticalFocusDetails, JobDetails } from '@/lib/reportTypes';
import { categoryScore, expenseRows, scoreText, visibleCategoryScores } from '../reportModel';
import type { CategoryScore } from '@/lib/reportTypes';

/** Job details (001 §2): location and wave under the company's labels, data source, score, NPS, labelled expenses. */
export function JobDetailsSection({ details, labels }: { details: JobDetails; labels: { wave: string; location: string } }) {
  const rows: Array<{ key: string; label: string; value: string }> = [
    { key: 'location', label: labels.location, value: details.location },
    ...(details.wave ? [{ key: 'wave', label: labels.wave, value: details.wave }] : []),
    { key: 'scheme', label: 'Data Source', value: details.scheme_name },
    { key: 'score', label: 'Score', value: scoreText(details.score) },
    ...(details.nps_score !== null && details.nps_score !== undefined ? [{ key: 'nps', label: 'NPS', value: String(details.nps_score) }] : []),
    ...expenseRows(details),
  ];
  return (
    <section className="job-report-section" aria-labelledby="job-report-details">
      <h3 id="job-report-details" className="job-report-section-title">
        Job details
      </h3>
      <dl className="job-report-details">
        {rows.map((row) => (
          <div key={row.key} className="job-report-detail">
            <dt>{row.label}</dt>
            <dd>{row.value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Critical Focus (001 §2): the title; with contact requested, the details or the no-details note. */
export function CriticalFocusSection({ focus }: { focus: CriticalFocusDetails }) {
  const wantsContact = focus.wants_contact === true || focus.wants_contact === 1;
  const details = [
    { label: 'Name', value: focus.name },
    { label: 'Email', value: focus.email },
    { label: 'Phone', value: focus.phone },
  ].filter((row) => row.value && row.value.trim() !== '');
  return (
    <section className="job-report-section" aria-labelledby="job-report-focus">
      <h3 id="job-report-focus" className="job-report-section-title">
        Critical Focus
      </h3>
      <p className="text-pre-line">{focus.title}</p>
      {wantsContact &&
        (details.length > 0 ? (
          <dl className="job-report-details">
            {details.map((row) => (
              <div key={row.label} className="job-report-detail">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mb-0 fst-italic">{NO_CONTACT_DETAILS}</p>
        ))}
    </section>
  );
}

/** Category Scores (001 §2): Category, Points, Out Of, Score %; zero totals hidden; by order. */
export function CategoryScoresSection({ scores }: { scores: readonly CategoryScore[] }) {
  const rows = visibleCategoryScores(scores);
  if (rows.length === 0) return null;
  return (
    <section className="job-report-section" aria-labelledby="job-report-categories">
      <h3 id="job-report-categories" className="job-report-section-title">
        Category Scores
      </h3>
      <table className="table table-sm mb-0 job-report-categories">
        <caption className="visually-hidden">Category Scores</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="text-end">
              Points
            </th>
            <th scope="col" className="text-end">
              Out Of
            </th>
            <th scope="col" className="text-end">
              Score %
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="fw-normal">
                {row.name}
              </th>
              <td className="text-end font-tabular">{row.points_scored}</td>
              <td className="text-end font-tabular">{row.total_points}</td>
              <td className="text-end font-tabular">{scoreText(categoryScore(row))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
