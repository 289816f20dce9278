import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { notify } from '@/components/notify';
import { useMediaQuery } from '@/components/useMediaQuery';
import { jobReportRequested } from '@/store/events';
import { useAppDispatch } from '@/store/typedHooks';
import { isApiErrorShape } from '@/api/errors';
import { useSearchJobsTrigger } from '../jobSearchApi';
import type { JobSearchResult } from '../jobSearchSchemas';
import { isSurveyResult, keepDigits, SEARCH_NONE_TEXT, SEARCH_TOO_LONG_TEXT } from '../jobSearch';
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
 * The top bar's job search (000 §2, §5, 001 §2, §5): the box keeps only the digits of what is typed
 * or pasted, visibly ('Job #50004' becomes '50004'), so what is searched is what is shown; at most
 * 9 (more are cut, and a line under the box says so); empty does nothing. None → an info toast,
 * one → the report, several (a job and a survey sharing the id) → the 'Multiple results found'
 * picker. The newest search wins and a search in flight is never sent twice. On phones an icon
 * button opens the field. The shell shows it only with the view job report permission.
 */
export function JobSearch() {
  const dispatch = useAppDispatch();
  const wide = useMediaQuery('(min-width: 768px)');
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<JobSearchResult[] | null>(null);
  const [trigger] = useSearchJobsTrigger();
  const latest = useRef(0);
  const inFlight = useRef<string | null>(null);
  const [cut, setCut] = useState(false);
  const fieldId = useId();
  const noteId = `${fieldId}-note`;

  /** Keeps the digits in the field itself, the caret after the digits it followed. */
  function keep(input: HTMLInputElement) {
    const kept = keepDigits(input.value, input.selectionStart ?? input.value.length);
    if (kept.value !== input.value) {
      // Written before React compares: it then leaves the field (and this caret) alone.
      input.value = kept.value;
      if (document.activeElement === input) input.setSelectionRange(kept.caret, kept.caret);
    }
    setValue(kept.value);
    setCut(kept.cut);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    // An input method still composing (a CJK keyboard) is left alone until it ends.
    if ((event.nativeEvent as InputEvent).isComposing) setValue(event.target.value);
    else keep(event.target);
  }

  async function search(event?: FormEvent) {
    event?.preventDefault();
    const id = keepDigits(value).value;
    if (id === '') return;
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
    // eslint-disable-next-line no-restricted-syntax -- a new id searched while one is in flight must go (the newest search wins); `inFlight` drops a repeat of the same id
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
        aria-describedby={cut ? noteId : undefined}
        onChange={onChange}
        onCompositionEnd={(event) => keep(event.currentTarget)}
        onBlur={() => setCut(false)}
      />
      <button type="submit" className="btn btn-sm btn-light job-search-button" aria-label="Find job or survey">
        <SearchIcon />
      </button>
      {/* One live region, always there, so the line is announced when it appears. */}
      <p id={noteId} className={cut ? 'job-search-note' : 'visually-hidden'} role="status">
        {cut ? SEARCH_TOO_LONG_TEXT : ''}
      </p>
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
