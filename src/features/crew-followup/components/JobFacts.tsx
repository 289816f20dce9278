import type { FollowupData } from '../followup';

/** The job's facts at the head of the follow-up form (and alone for a grade A job). */
export function JobFacts({ data }: { data: FollowupData }) {
  const facts: Array<[string, string | number]> = [
    ['Job ID', data.job_id],
    ['Location', data.location],
    ['Area Director', data.area_director],
    ['Type of Report', data.type_of_visit],
    ['Date of Visit', data.date_of_visit],
    ['Letter Grade', data.grade],
    ['Last Report Grade', data.previous_job_grade || 'N/A'],
    ['Last Report Date', data.previous_job_date || 'N/A'],
  ];
  return (
    <dl className="crew-followup-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
