import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/notify';
import { useAppSelector } from '@/store/typedHooks';
import { useSavingIndicator } from '@/store/pageHooks';
import { selectCompanyLabels } from '@/store/sessionSlice';
import { useUpdateCaseMutation, type CaseEdit } from '../../caseDetailApi';
import { CASE_STATUS_NEW, type Case, type CaseEditOptions, type NamedRef } from '../../types';
import type { CaseAbilities } from './caseAbilities';

const EDIT_FAILED = 'There was an error updating this case, please try again';

type CategoryField = 'category_a_id' | 'category_b_id' | 'category_c_id';
const CATEGORY_SLOTS: Array<{ field: CategoryField; key: 'category_a' | 'category_b' | 'category_c'; label: string }> = [
  { field: 'category_a_id', key: 'category_a', label: 'Category A' },
  { field: 'category_b_id', key: 'category_b', label: 'Category B' },
  { field: 'category_c_id', key: 'category_c', label: 'Category C' },
];

/** The options of a select, with the current value added when the list lacks it. */
function withCurrent(options: NamedRef[] | undefined, current: NamedRef | null | undefined): NamedRef[] {
  const list = options ?? [];
  return current && !list.some((option) => option.id === current.id) ? [current, ...list] : list;
}

function Row({ label, children, htmlFor }: { label: string; children: ReactNode; htmlFor?: string }) {
  return (
    <div className="mb-2">
      {htmlFor ? (
        <label htmlFor={htmlFor} className="form-label small text-body-secondary mb-0 d-block">
          {label}
        </label>
      ) : (
        <div className="small text-body-secondary">{label}</div>
      )}
      <div>{children}</div>
    </div>
  );
}

function EditSelect({
  id,
  value,
  options,
  disabled,
  onChange,
  allowNone,
  disabledIds = [],
}: {
  id: string;
  value: number | null;
  options: NamedRef[];
  disabled: boolean;
  onChange: (value: number | null) => void;
  allowNone?: boolean;
  disabledIds?: number[];
}) {
  return (
    <select
      id={id}
      className="form-select form-select-sm"
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      {(allowNone || value === null) && <option value="">{allowNone ? 'None' : 'Please select'}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id} disabled={option.id !== value && disabledIds.includes(option.id)}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

/** 'Case #{id} Details': location, source, type, categories, status and the customer, each editable with its permission. */
export function CaseDetailsPanel({
  item,
  options,
  abilities,
  onOpenCustomer,
}: {
  item: Case;
  options: CaseEditOptions | undefined;
  abilities: CaseAbilities;
  onOpenCustomer: () => void;
}) {
  const labels = useAppSelector(selectCompanyLabels);
  const [update, { isLoading }] = useUpdateCaseMutation();
  const [pendingLocation, setPendingLocation] = useState<NamedRef | null>(null);
  const idBase = useId();
  useSavingIndicator(isLoading);

  async function save(edit: CaseEdit, success: string) {
    if (isLoading) return;
    try {
      await update({ id: item.id, edit }).unwrap();
      notify.success(success);
    } catch {
      notify.error(EDIT_FAILED);
    }
  }

  const has = !!options;
  const multiple = options?.has_multiple_categories ?? false;
  const slots = multiple ? CATEGORY_SLOTS : CATEGORY_SLOTS.slice(0, 1);
  const chosenCategories = CATEGORY_SLOTS.map((slot) => item[slot.key]?.id).filter((id): id is number => typeof id === 'number');
  const statuses = (options?.statuses ?? []).filter((status) => status.id !== CASE_STATUS_NEW);
  const currentSelectable = statuses.some((status) => status.id === item.status?.id);
  const customer = item.wants_contact ? item.customer : null;

  return (
    <section className="card mb-3" aria-labelledby="case-details-title">
      <div className="card-body">
        <h2 id="case-details-title" className="h6 card-title">
          Case #{item.id} Details
        </h2>

        <Row label={labels.location} htmlFor={abilities.editLocation && has ? `${idBase}-location` : undefined}>
          {abilities.editLocation && has ? (
            <EditSelect
              id={`${idBase}-location`}
              value={pendingLocation?.id ?? item.location.id}
              options={withCurrent(options.locations, item.location)}
              disabled={isLoading}
              onChange={(value) => {
                const next = options.locations.find((location) => location.id === value);
                if (next && next.id !== item.location.id) setPendingLocation(next);
              }}
            />
          ) : (
            <span>{item.location?.name}</span>
          )}
        </Row>

        <Row label="Source" htmlFor={abilities.editSource && has ? `${idBase}-source` : undefined}>
          {abilities.editSource && has ? (
            <EditSelect
              id={`${idBase}-source`}
              value={item.source?.id ?? null}
              options={withCurrent(options.sources, item.source)}
              disabled={isLoading}
              onChange={(value) => value !== null && void save({ source_id: value }, 'Case source successfully updated')}
            />
          ) : (
            <span>{item.source?.name ?? 'None'}</span>
          )}
        </Row>

        <Row label="Type" htmlFor={abilities.editType && has ? `${idBase}-type` : undefined}>
          {abilities.editType && has ? (
            <EditSelect
              id={`${idBase}-type`}
              value={item.type?.id ?? null}
              options={withCurrent(options.types, item.type)}
              disabled={isLoading}
              onChange={(value) => value !== null && void save({ type_id: value }, 'Case type successfully updated')}
            />
          ) : (
            <span>{item.type?.name ?? 'None'}</span>
          )}
        </Row>

        {abilities.editCategories && has
          ? slots.map((slot) => (
              <Row key={slot.field} label={multiple ? slot.label : 'Category'} htmlFor={`${idBase}-${slot.field}`}>
                <EditSelect
                  id={`${idBase}-${slot.field}`}
                  value={item[slot.key]?.id ?? null}
                  options={withCurrent(options.categories, item[slot.key])}
                  disabled={isLoading}
                  allowNone
                  disabledIds={chosenCategories}
                  onChange={(value) => void save({ [slot.field]: value } as CaseEdit, 'Case categories successfully updated')}
                />
              </Row>
            ))
          : CATEGORY_SLOTS.filter((slot) => item[slot.key]).map((slot) => (
              <Row key={slot.field} label={slot.label}>
                <span>{item[slot.key]?.name}</span>
              </Row>
            ))}

        <Row label="Status" htmlFor={abilities.editStatus && has ? `${idBase}-status` : undefined}>
          {abilities.editStatus && has ? (
            <select
              id={`${idBase}-status`}
              className="form-select form-select-sm"
              value={item.status?.id ?? ''}
              disabled={isLoading}
              onChange={(event) => void save({ status_id: Number(event.target.value) }, 'Case status successfully updated')}
            >
              {!currentSelectable && item.status && (
                <option value={item.status.id} disabled>
                  {item.status.name}
                </option>
              )}
              {statuses.map((status) => (
                <option key={status.id} value={status.id}>
                  {status.name}
                </option>
              ))}
            </select>
          ) : (
            <span>{item.status?.name}</span>
          )}
        </Row>

        {customer && (
          <div className="border-top pt-2 mt-3">
            <h3 className="h6">Customer</h3>
            <p className="mb-1">{customer.name || 'Name not provided'}</p>
            {customer.email && (
              <p className={`mb-1 text-break ${customer.has_valid_email ? '' : 'text-danger'}`}>
                {customer.email}
                {customer.has_valid_email ? '' : ' (not a valid email)'}
              </p>
            )}
            {customer.phone && <p className="mb-2">{customer.phone}</p>}
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={onOpenCustomer}>
              View Customer Details
            </button>
          </div>
        )}
      </div>

      <ConfirmDialog
        show={pendingLocation !== null}
        title={`Change ${labels.location}`}
        confirmLabel={`Change ${labels.location}`}
        busy={isLoading}
        onCancel={() => setPendingLocation(null)}
        onConfirm={async () => {
          if (!pendingLocation) return;
          await save({ location_id: pendingLocation.id }, 'Case location successfully updated');
          setPendingLocation(null);
        }}
      >
        <p className="mb-0">
          Are you sure you want to change the {labels.location.toLowerCase()} of this case from {item.location.name} to {pendingLocation?.name}?
        </p>
      </ConfirmDialog>
    </section>
  );
}
