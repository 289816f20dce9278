import { useRef, useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DialogHeader } from '@/components/DialogFrames';
import { SubmitForm } from '@/components/SubmitForm';
import { MultiSelect } from '@/components/MultiSelect';
import { notify } from '@/components/notify';
import { PickList } from '@/components/PickList';
import { useDraft } from '@/components/useDraft';
import { FormField } from '@/components/FormField';
import { useFieldErrors } from '@/components/useFieldErrors';
import { CUSTOMER_LIMITS, validateCustomerFields, type CustomerField } from '@/lib/customerFields';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { isBlankDraft } from '@/lib/drafts';
import { useSavingIndicator } from '@/store/pageHooks';
import { useCreateCaseMutation } from '../casesApi';
import type { CreateCaseDetails, CreateCasePayload } from '../types';

/** The category limit (document 000 §9). */
export const CATEGORY_LIMIT = 3;

/** Server field → form field (the three category ids share the one control). */
const ERROR_ALIASES: Readonly<Record<string, string>> = {
  category_id_a: 'categories',
  category_id_b: 'categories',
  category_id_c: 'categories',
  'send_email_to.0': 'send_email_to',
};

type TextField =
  | 'note'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'customer_address'
  | 'customer_city'
  | 'customer_state'
  | 'customer_zip'
  | 'customer_extra_a'
  | 'customer_extra_b'
  | 'resolve_note';

interface FormState extends Record<TextField, string> {
  location_id: number | null;
  source_id: number | null;
  type_id: number | null;
  status_id: number | null;
  categories: number[];
  send_email_to: number[];
}

const EMPTY_FORM: FormState = {
  location_id: null,
  source_id: null,
  type_id: null,
  status_id: null,
  categories: [],
  send_email_to: [],
  note: '',
  customer_name: '',
  customer_email: '',
  customer_phone: '',
  customer_address: '',
  customer_city: '',
  customer_state: '',
  customer_zip: '',
  customer_extra_a: '',
  customer_extra_b: '',
  resolve_note: '',
};

/** The create payload from the form: the first category → category_id_a, the second → b, the third → c. */
export function createCasePayload(form: FormState, resolves: boolean): CreateCasePayload {
  return {
    location_id: form.location_id,
    source_id: form.source_id,
    type_id: form.type_id,
    category_id_a: form.categories[0] ?? null,
    category_id_b: form.categories[1] ?? null,
    category_id_c: form.categories[2] ?? null,
    note: form.note,
    customer_name: form.customer_name,
    customer_email: form.customer_email,
    customer_phone: form.customer_phone,
    customer_address: form.customer_address,
    customer_city: form.customer_city,
    customer_state: form.customer_state,
    customer_zip: form.customer_zip,
    customer_extra_a: form.customer_extra_a,
    customer_extra_b: form.customer_extra_b,
    status_id: form.status_id,
    resolve_note: resolves ? form.resolve_note : '',
    send_email_to: form.send_email_to,
  };
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** The Create New Case slide-in panel (document 000 §2 and §4). */
export function CreateCasePanel({ details, onClose }: { details: CreateCaseDetails; onClose: () => void }) {
  // The form is the user's draft (like the case panels): a reload or a sign-out keeps it.
  const [form, setDraft, clearDraft] = useDraft<FormState>('createCaseDraft', ['new'], EMPTY_FORM);
  const formRef = useRef(form);
  formRef.current = form;
  const setForm = (update: (current: FormState) => FormState) => setDraft(update(formRef.current));
  const [show, setShow] = useState(true);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // Escape, the backdrop and Close ask first when something was entered.
  const requestClose = () => {
    if (saving) return;
    if (isBlankDraft(formRef.current)) setShow(false);
    else setConfirmingDiscard(true);
  };
  const fieldErrors = useFieldErrors(ERROR_ALIASES);
  const [createCase, { isLoading: saving }] = useCreateCaseMutation();
  const sending = useRef(false);
  useSavingIndicator(saving);

  const status = details.statuses.find((item) => item.id === form.status_id);
  const resolves = !!status?.resolve_status;

  const set = <K extends keyof FormState>(field: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    fieldErrors.clear(field);
  };

  const save = async () => {
    // A second click while the first save is on its way sends nothing.
    if (sending.current) return;
    // The same customer rules as Edit Customer, before anything is sent.
    if (fieldErrors.setAll(validateCustomerFields(form))) {
      notify.error('Error creating case');
      return;
    }
    sending.current = true;
    try {
      const created = await createCase(createCasePayload(form, resolves)).unwrap();
      const id = created.id;
      notify.success('Case Created', id !== null ? { label: `Open Case #${id}`, to: `/case-management/case/${id}` } : undefined);
      clearDraft();
      setShow(false);
    } catch (error) {
      fieldErrors.setFromError(error);
      notify.error('Error creating case');
    } finally {
      sending.current = false;
    }
  };

  const error = (field: string): ReactNode =>
    fieldErrors.first(field) ? (
      <div className="invalid-feedback d-block" id={`cc-${field}-error`}>
        {fieldErrors.first(field)}
      </div>
    ) : null;
  const describedBy = (field: string) => (fieldErrors.first(field) ? `cc-${field}-error` : undefined);

  const text = (field: CustomerField, label: string, type: 'text' | 'email' | 'tel' = 'text') => (
    <FormField
      label={label}
      id={`cc-${field}`}
      className="col-12 col-sm-6"
      error={fieldErrors.first(field)}
      limit={{ value: form[field], max: CUSTOMER_LIMITS[field] }}
    >
      {(control, { invalid, maxLength }) => (
        <input
          {...control}
          maxLength={maxLength}
          type={type}
          className={`form-control form-control-sm ${invalid ? 'is-invalid' : ''}`}
          value={form[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  const textArea = (field: 'note' | 'resolve_note', label: string, rows: number, placeholder?: string) => (
    <FormField label={label} id={`cc-${field}`} error={fieldErrors.first(field)} limit={{ value: form[field], max: TEXT_LIMITS.note }}>
      {(control, { invalid, maxLength }) => (
        <textarea
          {...control}
          maxLength={maxLength}
          rows={rows}
          className={`form-control form-control-sm ${invalid ? 'is-invalid' : ''}`}
          placeholder={placeholder}
          value={form[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  const select = (field: 'source_id' | 'type_id' | 'status_id', label: string, options: Array<{ id: number; name: string }>) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`cc-${field}`}>
        {label}
      </label>
      <select
        id={`cc-${field}`}
        className={`form-select form-select-sm ${fieldErrors.first(field) ? 'is-invalid' : ''}`}
        value={form[field] ?? ''}
        aria-invalid={!!fieldErrors.first(field)}
        aria-describedby={describedBy(field)}
        onChange={(event) => set(field, toId(event.target.value))}
      >
        <option value="">-- Please Select --</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error(field)}
    </div>
  );

  return (
    <>
      <Offcanvas
        show={show}
        onHide={requestClose}
        onExited={onClose}
        placement="end"
        aria-labelledby="create-case-title"
        style={{ width: 'min(560px, 100vw)' }}
      >
        <DialogHeader sheet titleId="create-case-title" title="Create New Case" />
        <Offcanvas.Body>
          <p className="text-muted">Get started by filling in the information below to create your new case.</p>
          <SubmitForm onSubmit={save}>
            <div className="mb-3">
              <PickList
                id="cc-location"
                label="Location"
                options={details.locations}
                value={form.location_id}
                onChange={(value) => set('location_id', value)}
                searchPlaceholder="Search locations"
                invalid={!!fieldErrors.first('location_id')}
                describedBy={describedBy('location_id')}
              />
              {error('location_id')}
            </div>
            {select('source_id', 'Source', details.sources)}
            {select('type_id', 'Type', details.types)}
            <div className="mb-3">
              <MultiSelect
                label="Categories"
                options={details.categories}
                value={form.categories}
                onChange={(value) => set('categories', value)}
                limit={CATEGORY_LIMIT}
                placeholder="-- Select up to 3 categories --"
                invalid={!!fieldErrors.first('categories')}
                describedBy={describedBy('categories')}
              />
              {error('categories')}
            </div>
            <h3 className="h6 mt-4">Feedback</h3>
            {textArea('note', 'Note', 4, 'Enter your note here.')}
            <h3 className="h6 mt-4">Customer Details</h3>
            <div className="row g-2 mb-3">
              {text('customer_name', 'Name')}
              {text('customer_email', 'Email', 'email')}
              {text('customer_phone', 'Phone Number', 'tel')}
              {text('customer_address', 'Street Address')}
              {text('customer_city', 'City')}
              {text('customer_state', 'State')}
              {text('customer_zip', 'Zip')}
              {text('customer_extra_a', details.customer_labels.extra_a_label || 'Extra field A')}
              {text('customer_extra_b', details.customer_labels.extra_b_label || 'Extra field B')}
            </div>
            <fieldset className="mb-3">
              <legend className="h6 mt-2">Forward To</legend>
              {details.emails.map((recipient) => {
                const checked = form.send_email_to.includes(recipient.id);
                return (
                  <div className="form-check" key={recipient.id}>
                    <input
                      id={`cc-forward-${recipient.id}`}
                      type="checkbox"
                      className="form-check-input"
                      checked={checked}
                      onChange={() =>
                        set('send_email_to', checked ? form.send_email_to.filter((id) => id !== recipient.id) : [...form.send_email_to, recipient.id])
                      }
                    />
                    <label className="form-check-label" htmlFor={`cc-forward-${recipient.id}`}>
                      {recipient.name}
                    </label>
                  </div>
                );
              })}
              {error('send_email_to')}
            </fieldset>
            {select('status_id', 'Status', details.statuses)}
            {resolves ? textArea('resolve_note', 'Resolution Note', 3) : null}
            <div className="d-flex justify-content-end gap-2 border-top pt-3">
              <button type="button" className="btn btn-outline-secondary" onClick={() => setShow(false)}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={saving}>
                {saving ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
                Create Case
              </button>
            </div>
          </SubmitForm>
        </Offcanvas.Body>
      </Offcanvas>
      <ConfirmDialog
        show={confirmingDiscard}
        title="Discard this case?"
        confirmLabel="Discard"
        cancelLabel="Keep Editing"
        confirmVariant="danger"
        onConfirm={() => {
          clearDraft();
          setConfirmingDiscard(false);
          setShow(false);
        }}
        onCancel={() => setConfirmingDiscard(false)}
      >
        You have entered details for a new case. Discard them?
      </ConfirmDialog>
    </>
  );
}
