import { addDays } from 'date-fns/addDays';
import { useMemo, useState } from 'react';
import { CheckboxTree } from '@/components/CheckboxTree';
import { DateRangePicker } from '@/components/DateRangePicker';
import { PickList } from '@/components/PickList';
import { RESOLVED_CHOICES, type CaseListFilters } from '../caseFilters';
import { buildRegionTree } from '@/lib/regions';
import type { CaseFilterOptions } from '../types';
import { IdSelect } from './IdSelect';

interface Props {
  options: CaseFilterOptions;
  filters: CaseListFilters;
  topLevel: string | null;
  onChange: (change: Partial<CaseListFilters>) => void;
  onSave: () => void;
  saving: boolean;
  /** Distinguishes the ids of the sidebar and the slide-in. */
  idPrefix: string;
}

/** The case list filters (document 002 §2): regions tree, location, source, type, status, category, open/resolved, dates. */
export function CaseFilterPanel({ options, filters, topLevel, onChange, onSave, saving, idPrefix }: Props) {
  const tree = useMemo(() => buildRegionTree(options.regions, topLevel), [options.regions, topLevel]);
  // Up to tomorrow (document 002 §9); fixed for the life of the panel.
  const [maxDate] = useState(() => addDays(new Date(), 1));

  const select = (field: 'sourceId' | 'typeId' | 'statusId' | 'categoryId', label: string, items: ReadonlyArray<{ id: number; name: string }>) => (
    <IdSelect
      id={`${idPrefix}-${field}`}
      className="mb-3"
      label={label}
      value={filters[field]}
      items={items}
      onChange={(value) => onChange({ [field]: value })}
    />
  );

  return (
    <div className="case-filters">
      <div className="mb-3">
        <CheckboxTree label="Regions" nodes={tree} value={filters.regions} onChange={(regions) => onChange({ regions })} />
      </div>
      <div className="mb-3">
        <PickList
          id={`${idPrefix}-location`}
          label="Location"
          options={options.locations ?? []}
          value={filters.locationId}
          onChange={(locationId) => onChange({ locationId })}
          emptyLabel="Any"
          searchPlaceholder="Search locations"
        />
      </div>
      {select('sourceId', 'Source', options.sources ?? [])}
      {select('typeId', 'Type', options.types ?? [])}
      {select('statusId', 'Status', options.statuses ?? [])}
      {select('categoryId', 'Category', options.categories ?? [])}
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Open / Resolved</legend>
        {RESOLVED_CHOICES.map((choice) => (
          <div className="form-check form-check-inline" key={choice.value}>
            <input
              id={`${idPrefix}-resolved-${choice.value}`}
              className="form-check-input"
              type="radio"
              name={`${idPrefix}-resolved`}
              checked={filters.resolved === choice.value}
              onChange={() => onChange({ resolved: choice.value })}
            />
            <label className="form-check-label small" htmlFor={`${idPrefix}-resolved-${choice.value}`}>
              {choice.label}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="mb-3">
        <DateRangePicker label="Created Date" value={filters.dates} maxDate={maxDate} onChange={(dates) => onChange({ dates })} />
      </div>
      <div className="mb-3">
        <DateRangePicker label="Resolved Date" value={filters.resolvedDates} maxDate={maxDate} onChange={(resolvedDates) => onChange({ resolvedDates })} />
      </div>
      <button type="button" className="btn btn-sm btn-outline-primary w-100" onClick={onSave} disabled={saving}>
        {saving ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        Save Default Filters
      </button>
    </div>
  );
}
