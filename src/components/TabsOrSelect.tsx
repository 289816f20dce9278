import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LARGE_SCREEN, useMediaQuery } from './useMediaQuery';
import tabsOrSelectStyles from './tabsOrSelect.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(tabsOrSelectStyles);

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
}

interface Props<Key extends string> {
  /** Names the tab list and, on phones, labels the select. */
  label: string;
  tabs: readonly TabItem<Key>[];
  active: Key;
  onSelect: (key: Key) => void;
  children: ReactNode;
}

/**
 * Page tabs: a tab list from 1024 px (arrow keys move between tabs), a labelled select on smaller
 * screens (the spec's "small screens use a dropdown"). The active panel is the children.
 */
export function TabsOrSelect<Key extends string>({ label, tabs, active, onSelect, children }: Props<Key>) {
  const large = useMediaQuery(LARGE_SCREEN);
  const prefix = `tabs-${useId().replace(/:/g, '')}`;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const panelId = `${prefix}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    refs.current[next.key]?.focus();
  }

  if (!large) {
    return (
      <>
        <div className="mb-3">
          <label htmlFor={`${prefix}-select`} className="form-label">
            {label}
          </label>
          <select id={`${prefix}-select`} className="form-select tabs-select" value={active} onChange={(event) => onSelect(event.target.value as Key)}>
            {tabs.map((tab) => (
              <option key={tab.key} value={tab.key}>
                {tab.label}
              </option>
            ))}
          </select>
        </div>
        <div id={panelId}>{children}</div>
      </>
    );
  }
  return (
    <>
      <div role="tablist" aria-label={label} className="nav nav-tabs mb-3 tabs-or-select">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[tab.key] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-${tab.key}`}
            className={`nav-link ${tab.key === active ? 'active' : ''}`}
            aria-selected={tab.key === active}
            aria-controls={tab.key === active ? panelId : undefined}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${prefix}-${active}`}>
        {children}
      </div>
    </>
  );
}
