import { format, isAfter, isValid, parse, startOfDay } from 'date-fns';
import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { LARGE_SCREEN, useMediaQuery } from './useMediaQuery';

/** A date range with both ends as 'YYYY-MM-DD'. */
export interface DateRangeValue {
  start: string;
  end: string;
}

interface Props {
  label: string;
  value: DateRangeValue | null;
  onChange: (value: DateRangeValue | null) => void;
  /** The latest selectable day. */
  maxDate: Date;
  placeholder?: string;
  /** Panel width on large screens (680 for the case filters). */
  width?: number;
}

const ISO = 'yyyy-MM-dd';
const TYPED = 'MM/dd/yyyy';

const fromIso = (value: string | undefined) => (value ? parse(value, ISO, new Date()) : undefined);
const toIso = (date: Date) => format(date, ISO);

/** 'D MMM - D MMM' for a chosen range (document 002 §9). */
export function formatRangeLabel(value: DateRangeValue | null): string {
  if (!value) return '';
  const start = fromIso(value.start);
  const end = fromIso(value.end);
  if (!start || !end || !isValid(start) || !isValid(end)) return '';
  return `${format(start, 'd MMM')} - ${format(end, 'd MMM')}`;
}

function parseTyped(text: string, maxDate: Date): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text.trim())) return null;
  const date = parse(text.trim(), TYPED, new Date());
  return isValid(date) && !isAfter(startOfDay(date), startOfDay(maxDate)) ? date : null;
}

/**
 * A date-range picker on react-day-picker: range mode, weeks start on Monday, no day after
 * `maxDate`, dates typed as mm/dd/yyyy, the chosen range shown as 'D MMM - D MMM'.
 */
export function DateRangePicker({ label, value, onChange, maxDate, placeholder = 'Select dates', width = 680 }: Props) {
  const baseId = `daterange-${useId().replace(/:/g, '')}`;
  const large = useMediaQuery(LARGE_SCREEN);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(undefined);
  const [typedStart, setTypedStart] = useState('');
  const [typedEnd, setTypedEnd] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const startInput = useRef<HTMLInputElement>(null);

  // Focus moves into the panel when it opens (and back to the toggle when it closes).
  useEffect(() => {
    if (open) startInput.current?.focus();
  }, [open]);

  const openPanel = () => {
    const range = value ? { from: fromIso(value.start), to: fromIso(value.end) } : undefined;
    setDraft(range);
    setTypedStart(range?.from ? format(range.from, TYPED) : '');
    setTypedEnd(range?.to ? format(range.to, TYPED) : '');
    setTypedError(null);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

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
  const shown = formatRangeLabel(value);

  return (
    <div
      ref={root}
      className="position-relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <span className="form-label d-block" id={`${baseId}-label`}>
        {label}
      </span>
      <button
        ref={toggle}
        type="button"
        id={`${baseId}-toggle`}
        className="form-select form-select-sm text-start"
        aria-expanded={open}
        aria-controls={`${baseId}-panel`}
        aria-labelledby={`${baseId}-label ${baseId}-toggle`}
        onClick={() => (open ? close() : openPanel())}
      >
        {shown || <span className="text-muted">{placeholder}</span>}
      </button>
      {open ? (
        <div
          id={`${baseId}-panel`}
          role="dialog"
          aria-label={label}
          className="border rounded bg-white shadow p-2 position-absolute"
          style={{ zIndex: 1070, width: large ? width : 'min(340px, 90vw)', maxWidth: '90vw' }}
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
          {typedError ? <div className="small text-danger" role="alert">{typedError}</div> : null}
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
                close();
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
                close();
              }}
            >
              Apply
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
