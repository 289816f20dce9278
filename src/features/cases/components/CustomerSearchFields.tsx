import { addDays } from 'date-fns/addDays';
import { useMemo, useState } from 'react';
import { asApiError } from '@/api/errors';
import { DateRangePicker } from '@/components/DateRangePicker';
import { PickList } from '@/components/PickList';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { RESOLVED_CHOICES } from '../caseFilters';
import { useGetCaseFilterOptionsQuery } from '../casesApi';
import { bdmRegions, CUSTOMER_FIELDS, type CustomerSearchOptions } from '../customerSearch';
import { IdSelect } from './IdSelect';

const CUSTOMER_LABELS: Record<(typeof CUSTOMER_FIELDS)[number], { label: string; type: string }> = {
  customer_name: { label: 'Customer Name', type: 'text' },
  customer_email: { label: 'Customer Email', type: 'email' },
  customer_phone: { label: 'Customer Phone Number', type: 'tel' },
};

const TAP_ROW = { minHeight: 44 };

interface Props {
  options: CustomerSearchOptions;
  /** The user's reporting level (where the regions hierarchy starts). */
  topLevel: string | null;
  onChange: (change: Partial<CustomerSearchOptions>) => void;
}

/**
 * The fields under 'Search Options' (002 §2, §3 "Case search options"): the customer fields first,
 * then case id, region (BDM), location, source, type, status, open/resolved and the created and
 * resolved date ranges, chosen from what the case list loads (GET .../cases/filters). One column on
 * phones; from the md breakpoint the short fields take two columns beside the Location list.
 */
export function CustomerSearchFields({ options, topLevel, onChange }: Props) {
  const filters = useGetCaseFilterOptionsQuery();
  const large = useMediaQuery(LARGE_SCREEN);
  const lists = filters.data;
  const bdms = useMemo(() => (lists ? bdmRegions(lists.regions, topLevel) : []), [lists, topLevel]);
  // Up to tomorrow, like the case list's pickers (002 §9); fixed while the form is shown.
  const [maxDate] = useState(() => addDays(new Date(), 1));

  const select = (field: 'bdm' | 'sourceId' | 'typeId' | 'statusId', label: string, items: ReadonlyArray<{ id: number; name: string }>) => (
    <IdSelect
      id={`cs-${field}`}
      className="col-12 col-sm-6"
      label={label}
      value={options[field]}
      items={items}
      disabled={!lists}
      onChange={(value) => onChange({ [field]: value })}
    />
  );

  return (
    <>
      <div className="row g-3">
        {CUSTOMER_FIELDS.map((field) => (
          <div className="col-12 col-md-4" key={field}>
            <label className="form-label" htmlFor={`cs-${field}`}>
              {CUSTOMER_LABELS[field].label}
            </label>
            <input
              id={`cs-${field}`}
              maxLength={TEXT_LIMITS.search}
              type={CUSTOMER_LABELS[field].type}
              className="form-control form-control-sm"
              value={options[field]}
              onChange={(event) => onChange({ [field]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="row g-3 mt-0 case-search-more" role="group" aria-label="Other search options">
        {filters.isError ? (
          <div className="col-12 d-flex flex-wrap align-items-center gap-2 small text-danger" role="alert">
            <span>{`The other search options could not be loaded. ${asApiError(filters.error).message}`}</span>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void filters.refetch()}>
              Retry
            </button>
          </div>
        ) : null}
        {/* Two columns of short fields beside the Location list (200 px high), one column on phones. */}
        <div className="col-12 col-md-8">
          <div className="row g-3">
            <div className="col-12 col-sm-6">
              <label className="form-label" htmlFor="cs-caseId">
                Case Id
              </label>
              <input
                id="cs-caseId"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={15}
                className="form-control form-control-sm"
                value={options.caseId}
                // Only digits are kept (as the case id search takes a number).
                onChange={(event) => onChange({ caseId: event.target.value.replace(/\D/g, '') })}
              />
            </div>
            {bdms.length > 0 ? select('bdm', 'Region', bdms) : null}
            {select('sourceId', 'Source', lists?.sources ?? [])}
            {select('typeId', 'Type', lists?.types ?? [])}
            {select('statusId', 'Status', lists?.statuses ?? [])}
            <fieldset className="col-12 col-sm-6">
              <legend className="form-label fs-6 mb-1">Open / Resolved</legend>
              {RESOLVED_CHOICES.map((choice) => (
                // Each choice a 44 px row to tap on phones (house rule 15).
                <div className="form-check form-check-inline d-inline-flex align-items-center" style={large ? undefined : TAP_ROW} key={choice.value}>
                  <input
                    id={`cs-resolved-${choice.value}`}
                    className="form-check-input mt-0"
                    type="radio"
                    name="cs-resolved"
                    checked={options.resolved === choice.value}
                    onChange={() => onChange({ resolved: choice.value })}
                  />
                  <label className="form-check-label small ms-2" htmlFor={`cs-resolved-${choice.value}`}>
                    {choice.label}
                  </label>
                </div>
              ))}
            </fieldset>
          </div>
        </div>
        <div className="col-12 col-md-4">
          <PickList
            id="cs-location"
            label="Location"
            options={lists?.locations ?? []}
            value={options.locationId}
            onChange={(locationId) => onChange({ locationId })}
            emptyLabel="Any"
            searchPlaceholder="Search locations"
          />
        </div>
        <div className="col-12 col-md-6">
          <DateRangePicker label="Created Date" value={options.dates} maxDate={maxDate} onChange={(dates) => onChange({ dates })} />
        </div>
        <div className="col-12 col-md-6">
          <DateRangePicker
            label="Resolved Date"
            value={options.resolvedDates}
            maxDate={maxDate}
            align="end"
            onChange={(resolvedDates) => onChange({ resolvedDates })}
          />
        </div>
      </div>
    </>
  );
}
