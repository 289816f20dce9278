import { Fragment, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ModalDialog } from '@/components/ModalDialog';
import { notify } from '@/components/notify';
import { StatusChip } from '@/components/StatusChip';
import { FormField } from '@/components/FormField';
import { useFieldErrors } from '@/components/useFieldErrors';
import { CUSTOMER_LIMITS, validateCustomerFields } from '@/lib/customerFields';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { usePageError, useSavingIndicator } from '@/store/pageHooks';
import { useFreshFailure } from '@/store/useFreshFailure';
import { useGetCaseCustomerQuery, useUpdateCaseCustomerMutation, type CustomerPayload } from '../../caseDetailApi';
import { otherCasesToggled, selectCaseDetail } from '../../caseDetailSlice';
import { caseStatusTone } from '../../caseStatus';
import type { Customer } from '../../types';
import { asApiError } from '@/api/errors';
import { formatCaseDateTime } from './detailFormat';

function payloadOf(customer: Customer): CustomerPayload {
  return {
    customer_name: customer.name ?? '',
    customer_email: customer.email ?? '',
    customer_phone: customer.phone ?? '',
    customer_address: customer.address ?? '',
    customer_city: customer.city ?? '',
    customer_state: customer.state ?? '',
    customer_zip: customer.zip ?? '',
    customer_extra_a: customer.extra_a ?? '',
    customer_extra_b: customer.extra_b ?? '',
  };
}

function ReadView({ customer, caseId, onLeave }: { customer: Customer; caseId: number; onLeave: () => void }) {
  const expanded = useAppSelector(selectCaseDetail).otherCasesExpanded;
  const dispatch = useAppDispatch();
  const others = (customer.cases ?? []).filter((other) => other.id !== caseId);
  const rows: Array<[string, string | null]> = [
    ['Phone', customer.phone],
    ['Address', customer.full_address || customer.address],
  ];
  if (customer.extra_a_label) rows.push([customer.extra_a_label, customer.extra_a]);
  if (customer.extra_b_label) rows.push([customer.extra_b_label, customer.extra_b]);
  return (
    <>
      <dl className="row mb-3">
        <dt className="col-sm-4">Name</dt>
        <dd className="col-sm-8">{customer.name || 'Name not provided'}</dd>
        <dt className="col-sm-4">Email</dt>
        <dd className={`col-sm-8 text-break ${customer.has_valid_email ? '' : 'text-danger'}`}>
          {customer.email || 'Not provided'}
          {customer.email && !customer.has_valid_email ? ' (not a valid email)' : ''}
        </dd>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-4">{label}</dt>
            <dd className="col-sm-8 text-break">{value || 'Not provided'}</dd>
          </Fragment>
        ))}
      </dl>
      <h3 className="h6 mb-2">
        <button
          type="button"
          className="btn btn-link p-0 text-decoration-none fw-semibold"
          aria-expanded={expanded}
          aria-controls={expanded && others.length > 0 ? 'customer-other-cases' : undefined}
          onClick={() => dispatch(otherCasesToggled())}
          disabled={others.length === 0}
        >
          Customers Other Cases ({others.length})
        </button>
      </h3>
      {expanded && others.length > 0 && (
        <ul id="customer-other-cases" className="list-group">
          {others.map((other) => (
            <li key={other.id} className="list-group-item">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <strong>Case #{other.id}</strong>
                {other.status && <StatusChip label={other.status.name} tone={caseStatusTone({ resolved_by: other.resolved_by, status: other.status })} />}
              </div>
              <div className="small">
                {other.location?.name} · {other.source?.name ?? 'No source'} · {other.type?.name ?? 'No type'}
              </div>
              <div className="small text-body-secondary">
                Last updated {formatCaseDateTime(other.updated_date)}
                {other.updated_by?.name ? ` by ${other.updated_by.name}` : ''}
              </div>
              <Link to={`/case-management/case/${other.id}`} className="small" onClick={onLeave}>
                Go To Case {other.id}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const FIELDS: Array<{ name: keyof CustomerPayload; label: (customer: Customer) => string; type?: string }> = [
  { name: 'customer_name', label: () => 'Name' },
  { name: 'customer_email', label: () => 'Email', type: 'email' },
  { name: 'customer_phone', label: () => 'Phone', type: 'tel' },
  { name: 'customer_address', label: () => 'Address' },
  { name: 'customer_city', label: () => 'City' },
  { name: 'customer_state', label: () => 'State' },
  { name: 'customer_zip', label: () => 'Zip' },
  { name: 'customer_extra_a', label: (customer) => customer.extra_a_label || 'Extra A' },
  { name: 'customer_extra_b', label: (customer) => customer.extra_b_label || 'Extra B' },
];

/** 'Customer Details': read view with the customer's other cases, and the edit form. */
export function CustomerDialog({
  caseId,
  customerId,
  canEdit,
  show,
  onClose,
}: {
  caseId: number;
  customerId: number;
  canEdit: boolean;
  show: boolean;
  onClose: () => void;
}) {
  const query = useGetCaseCustomerQuery({ id: caseId, customerId }, { skip: !show, refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<CustomerPayload | null>(null);
  const [update, { isLoading }] = useUpdateCaseCustomerMutation();
  const fieldErrors = useFieldErrors();
  const sending = useRef(false);
  const id = useId();
  useSavingIndicator(isLoading);
  // The spec: a failed customer fetch sets the global page error (not again for the failure Retry cleared).
  const failed = useFreshFailure(query);
  usePageError(show && failed, null);

  const customer = query.data;
  const close = () => {
    setEditing(false);
    fieldErrors.clearAll();
    onClose();
  };

  async function save() {
    if (sending.current || !form) return;
    // The same customer rules as Create New Case, before anything is sent.
    if (fieldErrors.setAll(validateCustomerFields(form))) {
      notify.error('Error updating customer');
      return;
    }
    sending.current = true;
    try {
      await update({ id: caseId, customerId, customer: form }).unwrap();
      notify.success('Customer details updated');
      setEditing(false);
      fieldErrors.clearAll();
    } catch (failure) {
      notify.error('Error updating customer');
      fieldErrors.setFromError(failure);
    } finally {
      sending.current = false;
    }
  }

  const footer = editing ? (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={isLoading}
        onClick={() => {
          setEditing(false);
          fieldErrors.clearAll();
        }}
      >
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Save'}
      </button>
    </>
  ) : (
    <>
      {canEdit && customer && (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            setForm(payloadOf(customer));
            setEditing(true);
          }}
        >
          Edit Customer
        </button>
      )}
      <button type="button" className="btn btn-secondary" onClick={close}>
        Close
      </button>
    </>
  );

  return (
    <ModalDialog
      show={show}
      onHide={close}
      busy={isLoading}
      centered={false}
      size="lg"
      titleId={`${id}-title`}
      title="Customer Details"
      onSubmit={save}
      footer={footer}
    >
      {query.isFetching && !customer && (
        <div role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading the customer…
        </div>
      )}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          The customer could not be loaded. {asApiError(query.error).message}
        </div>
      )}
      {customer && !editing && <ReadView customer={customer} caseId={caseId} onLeave={close} />}
      {customer && editing && form && (
        <div className="row g-2">
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={field.label(customer)}
              id={`${id}-${field.name}`}
              className={field.name === 'customer_address' ? 'col-12' : 'col-md-6'}
              labelClassName="form-label mb-1"
              error={fieldErrors.first(field.name)}
              limit={{ value: form[field.name], max: CUSTOMER_LIMITS[field.name] }}
            >
              {(control, { invalid, maxLength }) => (
                <input
                  {...control}
                  maxLength={maxLength}
                  type={field.type ?? 'text'}
                  className={`form-control${invalid ? ' is-invalid' : ''}`}
                  value={form[field.name]}
                  disabled={isLoading}
                  onChange={(event) => {
                    setForm({ ...form, [field.name]: event.target.value });
                    fieldErrors.clear(field.name);
                  }}
                />
              )}
            </FormField>
          ))}
        </div>
      )}
    </ModalDialog>
  );
}
