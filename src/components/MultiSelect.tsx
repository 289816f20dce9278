import { useId } from 'react';
import { FormField } from './FormField';
import { useDropdown } from './useDropdown';

export interface MultiOption {
  id: number | string;
  name: string;
}

interface Props<T extends MultiOption> {
  label: string;
  options: readonly T[];
  /** Chosen ids in the order they were picked. */
  value: ReadonlyArray<T['id']>;
  onChange: (value: Array<T['id']>) => void;
  /** At most this many (100 by default, document 000 §5). */
  limit?: number;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** A multi-select of checkboxes in a drop-down, with a limit; keyboard and screen-reader usable. */
export function MultiSelect<T extends MultiOption>({
  label,
  options,
  value,
  onChange,
  limit = 100,
  placeholder = '-- Please Select --',
  invalid = false,
  describedBy,
}: Props<T>) {
  const baseId = `multiselect-${useId().replace(/:/g, '')}`;
  const { open, setOpen, root, toggle, onKeyDown } = useDropdown();

  const names = value.map((id) => options.find((option) => option.id === id)?.name).filter(Boolean);
  const full = value.length >= limit;

  return (
    <div ref={root} className="position-relative" onKeyDown={onKeyDown}>
      <FormField label={label} id={`${baseId}-toggle`} labelAs="span" describedBy={describedBy} className="">
        {(control, { labelId }) => (
          <>
            <button
              ref={toggle}
              type="button"
              id={`${baseId}-toggle`}
              className={`form-select form-select-sm text-start ${invalid ? 'is-invalid' : ''}`}
              aria-expanded={open}
              aria-controls={`${baseId}-panel`}
              aria-labelledby={`${labelId} ${baseId}-toggle`}
              aria-describedby={control['aria-describedby']}
              onClick={() => setOpen((current) => !current)}
            >
              {names.length ? names.join(', ') : <span className="text-muted">{placeholder}</span>}
            </button>
            {open ? (
              <div
                id={`${baseId}-panel`}
                role="group"
                aria-labelledby={labelId}
                className="border rounded bg-white shadow-sm p-2 position-absolute w-100"
                style={{ zIndex: 1060, maxHeight: 240, overflowY: 'auto' }}
              >
                {full ? <div className="form-text mb-1">{`You can choose at most ${limit}.`}</div> : null}
                {options.map((option) => {
                  const checked = value.includes(option.id);
                  const inputId = `${baseId}-${String(option.id)}`;
                  return (
                    <div className="form-check" key={String(option.id)}>
                      <input
                        id={inputId}
                        type="checkbox"
                        className="form-check-input"
                        checked={checked}
                        disabled={!checked && full}
                        onChange={() => onChange(checked ? value.filter((id) => id !== option.id) : [...value, option.id])}
                      />
                      <label className="form-check-label" htmlFor={inputId}>
                        {option.name}
                      </label>
                    </div>
                  );
                })}
              </div>
            ) : null}
          </>
        )}
      </FormField>
    </div>
  );
}
