import type { RefObject } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The search box of a queries list ('/' focuses it). */
export function SearchBox({ id, label, value, onChange, inputRef }: Props) {
  return (
    <div className="mb-3 query-search">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className="form-control"
        maxLength={TEXT_LIMITS.search}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-keyshortcuts="/"
      />
    </div>
  );
}
