import { useId, useMemo, useState, type KeyboardEvent } from 'react';

export interface PickOption {
  id: number | string;
  name: string;
}

interface Props<T extends PickOption> {
  label: string;
  options: readonly T[];
  value: T['id'] | null;
  onChange: (value: T['id'] | null) => void;
  /** Offers a first option that clears the choice (e.g. 'Any'). */
  emptyLabel?: string;
  /** List height in px (200 by default, document 000 §9). */
  height?: number;
  searchPlaceholder?: string;
  invalid?: boolean;
  describedBy?: string;
  id?: string;
}

/** A searchable single-select list (combobox with a listbox), keyboard and screen-reader usable. */
export function PickList<T extends PickOption>({
  label,
  options,
  value,
  onChange,
  emptyLabel,
  height = 200,
  searchPlaceholder = 'Search',
  invalid = false,
  describedBy,
  id,
}: Props<T>) {
  const autoId = useId();
  const baseId = id ?? `picklist-${autoId.replace(/:/g, '')}`;
  const listId = `${baseId}-list`;
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);

  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    const matching = term ? options.filter((option) => option.name.toLowerCase().includes(term)) : [...options];
    return emptyLabel !== undefined && !term ? [{ id: null, name: emptyLabel }, ...matching] : matching;
  }, [options, search, emptyLabel]);
  const activeIndex = Math.min(active, Math.max(0, visible.length - 1));
  const optionId = (index: number) => `${listId}-${index}`;
  const selectedName = options.find((option) => option.id === value)?.name;

  const choose = (index: number) => {
    const option = visible[index];
    if (!option) return;
    setActive(index);
    onChange(option.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(Math.min(activeIndex + 1, visible.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeIndex);
    }
  };

  return (
    <div className="pick-list">
      <label className="form-label" htmlFor={baseId}>
        {label}
      </label>
      <input
        id={baseId}
        type="text"
        role="combobox"
        className={`form-control form-control-sm ${invalid ? 'is-invalid' : ''}`}
        placeholder={searchPlaceholder}
        autoComplete="off"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={visible.length ? optionId(activeIndex) : undefined}
        aria-describedby={[`${baseId}-selected`, describedBy].filter(Boolean).join(' ')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={label} className="list-group list-group-flush border rounded mt-1" style={{ height, overflowY: 'auto' }}>
        {visible.map((option, index) => {
          const selected = option.id === value || (option.id === null && value === null);
          return (
            <li
              key={String(option.id)}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              className={`list-group-item list-group-item-action py-1 px-2 small ${selected ? 'active' : ''} ${index === activeIndex && !selected ? 'bg-light' : ''}`}
              style={{ cursor: 'pointer' }}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.name}
            </li>
          );
        })}
        {visible.length === 0 ? <li className="list-group-item py-1 px-2 small text-muted">No results found</li> : null}
      </ul>
      <div id={`${baseId}-selected`} className="form-text">
        {selectedName ? `Selected: ${selectedName}` : emptyLabel ? `Selected: ${emptyLabel}` : 'Nothing selected'}
      </div>
    </div>
  );
}
