interface Props {
  id: string;
  label: string;
  value: number | null | undefined;
  items: ReadonlyArray<{ id: number; name: string }>;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  /** The class of the wrapper (its spacing or column). */
  className?: string;
}

/** A labelled select of named ids with 'Any' first (the case list's filters and the customer search's options). */
export function IdSelect({ id, label, value, items, onChange, disabled = false, className }: Props) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">Any</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}
