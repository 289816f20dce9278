import { format } from 'date-fns/format';
import { isAfter } from 'date-fns/isAfter';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { startOfDay } from 'date-fns/startOfDay';
import { useEffect, useRef, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { DateRangeValue } from './dateRange';

// The open panel of DateRangePicker: its own chunk (react-day-picker, its styles and date-fns'
// parsing), loaded when a picker first opens (issue 9).

const ISO = 'yyyy-MM-dd';
const TYPED = 'MM/dd/yyyy';

const fromIso = (value: string | undefined) => (value ? parse(value, ISO, new Date()) : undefined);
const toIso = (date: Date) => format(date, ISO);

function parseTyped(text: string, maxDate: Date): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text.trim())) return null;
  const date = parse(text.trim(), TYPED, new Date());
  return isValid(date) && !isAfter(startOfDay(date), startOfDay(maxDate)) ? date : null;
}

export interface DateRangePanelProps {
  baseId: string;
  label: string;
  value: DateRangeValue | null;
  maxDate: Date;
  large: boolean;
  width: number;
  /** 'end': the panel lines up with the trigger's right edge (a picker near the right of the page). */
  align?: 'start' | 'end';
  /** Apply (a range) or Clear (null); the picker closes. */
  onChange: (value: DateRangeValue | null) => void;
  onClose: () => void;
}

/** Typed start/end dates, the calendar (range mode, Monday first, nothing after maxDate), Clear and Apply. */
export default function DateRangePanel({ baseId, label, value, maxDate, large, width, align = 'start', onChange, onClose }: DateRangePanelProps) {
  const [draft, setDraft] = useState<DateRange | undefined>(() => (value ? { from: fromIso(value.start), to: fromIso(value.end) } : undefined));
  const [typedStart, setTypedStart] = useState(() => (draft?.from ? format(draft.from, TYPED) : ''));
  const [typedEnd, setTypedEnd] = useState(() => (draft?.to ? format(draft.to, TYPED) : ''));
  const [typedError, setTypedError] = useState<string | null>(null);
  const startInput = useRef<HTMLInputElement>(null);

  // Focus moves into the panel when it opens.
  useEffect(() => {
    startInput.current?.focus();
  }, []);

  const pick = (range: DateRange | undefined) => {
    setDraft(range);
    setTypedStart(range?.from ? format(range.from, TYPED) : '');
    setTypedEnd(range?.to ? format(range.to, TYPED) : '');
    setTypedError(null);
  };

  const readTyped = (start: string, end: string) => {
    if (start.trim() === '' && end.trim() === '') {
      setDraft(undefined);
      setTypedError(null);
      return;
    }
    const from = parseTyped(start, maxDate);
    const to = end.trim() === '' ? undefined : parseTyped(end, maxDate);
    if (!from || to === null || (to && isAfter(from, to))) {
      setTypedError(`Enter dates as mm/dd/yyyy, no later than ${format(maxDate, TYPED)}, the start before the end.`);
      return;
    }
    setTypedError(null);
    setDraft({ from, to });
  };

  const complete = draft?.from && draft.to;

  return (
    <div
      id={`${baseId}-panel`}
      role="dialog"
      aria-label={label}
      className="border rounded bg-white shadow p-2 position-absolute"
      style={{ zIndex: 1070, width: large ? width : 'min(340px, 90vw)', maxWidth: '90vw', ...(large && align === 'end' ? { right: 0 } : {}) }}
    >
      <div className="row g-2 mb-1">
        <div className="col-6">
          <label className="form-label small mb-0" htmlFor={`${baseId}-start`}>
            Start date
          </label>
          <input
            id={`${baseId}-start`}
            ref={startInput}
            className="form-control form-control-sm"
            placeholder="mm/dd/yyyy"
            inputMode="numeric"
            value={typedStart}
            onChange={(event) => setTypedStart(event.target.value)}
            onBlur={() => readTyped(typedStart, typedEnd)}
          />
        </div>
        <div className="col-6">
          <label className="form-label small mb-0" htmlFor={`${baseId}-end`}>
            End date
          </label>
          <input
            id={`${baseId}-end`}
            className="form-control form-control-sm"
            placeholder="mm/dd/yyyy"
            inputMode="numeric"
            value={typedEnd}
            onChange={(event) => setTypedEnd(event.target.value)}
            onBlur={() => readTyped(typedStart, typedEnd)}
          />
        </div>
      </div>
      {typedError ? (
        <div className="small text-danger" role="alert">
          {typedError}
        </div>
      ) : null}
      <DayPicker
        mode="range"
        selected={draft}
        onSelect={pick}
        weekStartsOn={1}
        disabled={{ after: maxDate }}
        endMonth={maxDate}
        defaultMonth={draft?.from ?? maxDate}
        numberOfMonths={large ? 2 : 1}
        pagedNavigation
      />
      <div className="d-flex justify-content-end gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => {
            onChange(null);
            onClose();
          }}
        >
          Clear
        </button>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={!complete}
          onClick={() => {
            if (draft?.from && draft.to) onChange({ start: toIso(draft.from), end: toIso(draft.to) });
            onClose();
          }}
        >
          Apply
        </button>
      </div>
    </div>
  );
}
