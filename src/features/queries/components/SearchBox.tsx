import type { RefObject } from 'react';
import { TextInputField } from '@/components/TextInputField';
import { TEXT_LIMITS } from '@/lib/textLimits';

interface Props {
  id: string;
  label: string;
  /** What was typed (the page's own text, useTypedSearch), never the address's search: that lags behind the keys. */
  value: string;
  onChange: (text: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The search box of a queries list ('/' focuses it). */
export function SearchBox({ id, label, value, onChange, inputRef }: Props) {
  return (
    <TextInputField
      id={id}
      label={label}
      className="mb-3 query-search"
      type="search"
      maxLength={TEXT_LIMITS.search}
      value={value}
      onChange={onChange}
      keyShortcuts="/"
      inputRef={inputRef}
    />
  );
}
