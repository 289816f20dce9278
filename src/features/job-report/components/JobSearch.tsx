import { useId, useRef, useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { notify } from '@/components/notify';
import { useMediaQuery } from '@/components/useMediaQuery';
import { jobReportRequested } from '@/store/events';
import { useAppDispatch } from '@/store/typedHooks';
import { isApiErrorShape } from '@/api/errors';
import { useLazySearchJobsQuery } from '../jobSearchApi';
import type { JobSearchResult } from '../jobSearchSchemas';
import { checkSearch, isSurveyResult, SEARCH_NONE_TEXT } from '../jobSearch';
import JobPickerDialog from './JobPickerDialog';
import '../jobSearch.scss';

const PLACEHOLDER = 'Search for Job or Survey Id';

function SearchIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4.2-4.2" />
    </svg>
  );
}

/**
 * The top bar's job search (000 §2, 001 §2): digits only, at most 9 — anything else is refused with
 * a message beside the box (never rewritten into another id); none → an info toast, one →
 * the report, several (a job and a survey sharing the id) → the 'Multiple results found' picker.
 * The newest search wins and a search in flight is never sent twice. On phones an icon button
 * opens the field. The shell shows it only with the view job report permission.
 */
export function JobSearch() {
  const dispatch = useAppDispatch();
  const wide = useMediaQuery('(min-width: 768px)');
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<JobSearchResult[] | null>(null);
  const [trigger] = useLazySearchJobsQuery();
  const latest = useRef(0);
  const inFlight = useRef<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldId = useId();
  const refusalId = `${fieldId}-refusal`;

  async function search(event?: FormEvent) {
    event?.preventDefault();
    const checked = checkSearch(value);
    if (checked.kind === 'empty') return;
    if (checked.kind === 'refused') {
      // The newest search is this refused one: an earlier answer still on its way opens nothing.
      latest.current += 1;
      setRefusal(checked.message);
      return;
    }
    setRefusal(null);
    const id = checked.id;
    if (inFlight.current === id) return;
    const ticket = ++latest.current;
    inFlight.current = id;
    let results: JobSearchResult[];
    try {
      results = await trigger(id, false).unwrap();
    } catch (error) {
      // A failed search is not an empty one: it says what happened.
      if (ticket === latest.current) notify.error(isApiErrorShape(error) ? error.message : 'The search failed. Please try again.');
      return;
    } finally {
      if (inFlight.current === id) inFlight.current = null;
    }
    if (ticket !== latest.current) return;
    if (results.length === 0) {
      notify.info(SEARCH_NONE_TEXT);
      return;
    }
    setOpen(false);
    if (results.length === 1) {
      const [only] = results as [JobSearchResult];
      dispatch(jobReportRequested({ jobId: Number(only.id), isSurvey: isSurveyResult(only) }));
    } else setChoices(results);
  }

  function pick(row: JobSearchResult) {
    setChoices(null);
    dispatch(jobReportRequested({ jobId: Number(row.id), isSurvey: isSurveyResult(row) }));
  }

  const form = (
    <form className="job-search" role="search" onSubmit={(event) => void search(event)}>
      <label htmlFor={fieldId} className="visually-hidden">
        {PLACEHOLDER}
      </label>
      <input
        id={fieldId}
        maxLength={TEXT_LIMITS.search}
        className="form-control form-control-sm job-search-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={PLACEHOLDER}
        value={value}
        autoFocus={!wide}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? refusalId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setRefusal(null);
        }}
      />
      <button type="submit" className="btn btn-sm btn-light job-search-button" aria-label="Find job or survey">
        <SearchIcon />
      </button>
      {refusal && (
        <p id={refusalId} className="job-search-refusal" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );

  return (
    <>
      {wide ? (
        form
      ) : (
        <>
          <button type="button" className="btn btn-link job-search-toggle" aria-label={PLACEHOLDER} aria-expanded={open} onClick={() => setOpen(!open)}>
            <SearchIcon />
          </button>
          {open && <div className="job-search-drop">{form}</div>}
        </>
      )}
      <JobPickerDialog show={choices !== null} choices={choices ?? []} onPick={pick} onClose={() => setChoices(null)} />
    </>
  );
}
