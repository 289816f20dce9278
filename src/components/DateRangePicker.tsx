import { lazy, Suspense, useId } from 'react';
import { formatRangeLabel, type DateRangeValue } from './dateRange';
import { FormField } from './FormField';
import { useDropdown } from './useDropdown';
import { LARGE_SCREEN, useMediaQuery } from './useMediaQuery';

// The calendar (react-day-picker, date-fns parsing) loads when a picker first opens: pages that
// show pickers render the trigger at once and do not carry the calendar in their chunk.
const loadPanel = () => import('./DateRangePanel');
const DateRangePanel = lazy(loadPanel);

interface Props {
  label: string;
  value: DateRangeValue | null;
  onChange: (value: DateRangeValue | null) => void;
  /** The latest selectable day. */
  maxDate: Date;
  placeholder?: string;
  /** Panel width on large screens (680 for the case filters). */
  width?: number;
  /** 'end' for a picker near the right of the page: the panel opens leftwards from the trigger's right edge. */
  align?: 'start' | 'end';
}

/**
 * A date-range picker on react-day-picker: range mode, weeks start on Monday, no day after
 * `maxDate`, dates typed as mm/dd/yyyy, the chosen range shown as 'D MMM - D MMM'.
 */
export function DateRangePicker({ label, value, onChange, maxDate, placeholder = 'Select dates', width = 680, align = 'start' }: Props) {
  const baseId = `daterange-${useId().replace(/:/g, '')}`;
  const large = useMediaQuery(LARGE_SCREEN);
  const { open, setOpen, root, toggle, close, onKeyDown } = useDropdown();

  const shown = formatRangeLabel(value);

  return (
    <div ref={root} className="position-relative" onKeyDown={onKeyDown}>
      <FormField label={label} id={`${baseId}-toggle`} labelAs="span" className="">
        {(control, { labelId }) => (
          <>
            <button
              ref={toggle}
              type="button"
              id={`${baseId}-toggle`}
              className="form-select form-select-sm text-start"
              aria-expanded={open}
              aria-controls={`${baseId}-panel`}
              aria-labelledby={`${labelId} ${baseId}-toggle`}
              aria-describedby={control['aria-describedby']}
              // Pointing at the trigger starts the calendar's chunk, so it is usually there by the click.
              onMouseEnter={() => void loadPanel().catch(() => undefined)}
              onFocus={() => void loadPanel().catch(() => undefined)}
              onClick={() => (open ? close() : setOpen(true))}
            >
              {shown || <span className="text-muted">{placeholder}</span>}
            </button>
            {open ? (
              <Suspense
                fallback={
                  <div id={`${baseId}-panel`} className="border rounded bg-white shadow p-3 position-absolute date-range-loading" role="status">
                    <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
                    <span className="visually-hidden">Loading…</span>
                  </div>
                }
              >
                <DateRangePanel
                  baseId={baseId}
                  label={label}
                  value={value}
                  maxDate={maxDate}
                  large={large}
                  width={width}
                  align={align}
                  onChange={onChange}
                  onClose={close}
                />
              </Suspense>
            ) : null}
          </>
        )}
      </FormField>
    </div>
  );
}
