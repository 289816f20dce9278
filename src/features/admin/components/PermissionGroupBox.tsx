import { memo, useLayoutEffect, useRef } from 'react';
import { unlocksOf } from '@/lib/permissionScreens';
import type { PermissionItem } from '../adminApi';

interface Props {
  group: string;
  permissions: PermissionItem[];
  /** The group's ticked names joined by '\n' (a string, so an untouched group does not re-render). */
  tickedKey: string;
  collapsible: boolean;
  open: boolean;
  disabled: boolean;
  onToggleOpen: (group: string) => void;
  onToggle: (name: string, checked: boolean) => void;
  onToggleGroup: (names: string[], checked: boolean) => void;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** One permission group: a mixed-state box for the group, a box per permission with what it unlocks. */
export const PermissionGroupBox = memo(function PermissionGroupBox({
  group,
  permissions,
  tickedKey,
  collapsible,
  open,
  disabled,
  onToggleOpen,
  onToggle,
  onToggleGroup,
}: Props) {
  const ticked = new Set(tickedKey ? tickedKey.split('\n') : []);
  const names = permissions.map((permission) => permission.name);
  const count = names.filter((name) => ticked.has(name)).length;
  const state = count === 0 ? 'none' : count === names.length ? 'all' : 'mixed';
  const groupBox = useRef<HTMLInputElement>(null);
  // In the commit, before the paint: the box never shows unticked first and mixed a frame later, and
  // whoever reads the DOM after a render reads its mixed state with it.
  useLayoutEffect(() => {
    if (groupBox.current) groupBox.current.indeterminate = state === 'mixed';
  }, [state]);
  const id = `perm-group-${slug(group)}`;
  const shown = !collapsible || open;

  return (
    <fieldset className="card permission-group mb-3" aria-labelledby={`${id}-legend`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <legend id={`${id}-legend`} className="float-none w-auto mb-0 me-auto fw-semibold">
          <span className="text-capitalize">{group}</span>{' '}
          <span className="small text-body-secondary fw-normal">
            ({count} of {names.length})
          </span>
        </legend>
        <div className="form-check mb-0 permission-item pt-0 d-flex align-items-center gap-2">
          <input
            ref={groupBox}
            id={`${id}-all`}
            type="checkbox"
            className="form-check-input mt-0"
            checked={state === 'all'}
            disabled={disabled}
            onChange={() => onToggleGroup(names, state !== 'all')}
          />
          <label htmlFor={`${id}-all`} className="form-check-label">
            All {group}
          </label>
        </div>
        {collapsible && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary admin-action"
            aria-expanded={open}
            aria-controls={`${id}-items`}
            onClick={() => onToggleOpen(group)}
          >
            {open ? 'Hide' : 'Show'} <span className="visually-hidden">{group} permissions</span>
          </button>
        )}
      </div>
      {shown && (
        <ul id={`${id}-items`} className="list-unstyled card-body row g-1 mb-0">
          {permissions.map((permission) => {
            const inputId = `perm-${permission.id}-${slug(permission.name)}`;
            return (
              <li key={permission.name} className="col-12 col-xl-6">
                <div className="form-check permission-item">
                  <input
                    id={inputId}
                    type="checkbox"
                    className="form-check-input"
                    checked={ticked.has(permission.name)}
                    disabled={disabled}
                    aria-describedby={`${inputId}-unlocks`}
                    onChange={(event) => onToggle(permission.name, event.target.checked)}
                  />
                  <label htmlFor={inputId} className="form-check-label">
                    {permission.name}
                  </label>
                  <div id={`${inputId}-unlocks`} className="small text-body-secondary">
                    {unlocksOf(permission.name)}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
});
