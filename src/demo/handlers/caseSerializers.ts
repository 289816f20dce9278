import { db, type CaseRow, type CustomerRow } from '../db';
import { fullName } from './session';

/** Shared JSON shapes of the case management API (the demo speaks them exactly as documented). */

const userRef = (id: number | null) => {
  if (id === null) return null;
  const user = db().users.find((item) => item.id === id);
  return user ? { id: user.id, name: fullName(user) } : { id, name: 'Unknown user' };
};
const lookup = (rows: Array<{ id: number; name: string }>, id: number | null) => {
  if (id === null) return null;
  const row = rows.find((item) => item.id === id);
  return row ? { id: row.id, name: row.name } : null;
};

export function statusJson(id: number) {
  const status = db().caseStatuses.find((item) => item.id === id);
  return status ? { id: status.id, name: status.name, resolve_status: status.resolve_status } : { id, name: 'Unknown', resolve_status: false };
}

export function locationJson(id: number) {
  const data = db();
  const location = data.locations.find((item) => item.id === id);
  const bdm = location ? data.regions.find((region) => region.id === location.bdmId) : null;
  return { id, name: location?.name ?? 'Unknown location', bdm: bdm ? { name: bdm.managerName } : null };
}

/** True when the email looks deliverable. */
import { isValidEmail } from '@/lib/customerFields';

export { isValidEmail };

/** A case row as listed (no attachments, notes or customer cases). */
export function caseSummaryJson(row: CaseRow) {
  const data = db();
  const customer = row.customer_id !== null ? data.customers.find((item) => item.id === row.customer_id) : null;
  return {
    id: row.id,
    note: row.note,
    survey_id: row.survey_id,
    job_id: row.job_id,
    wants_contact: row.wants_contact,
    created_date: row.created_date,
    created_by: userRef(row.created_by_id),
    updated_date: row.updated_date,
    updated_by: userRef(row.updated_by_id),
    resolved_by: userRef(row.resolved_by_id),
    resolved_date: row.resolved_date,
    location: locationJson(row.location_id),
    source: lookup(data.caseSources, row.source_id),
    type: lookup(data.caseTypes, row.type_id),
    category_a: lookup(data.caseCategories, row.category_a_id),
    category_b: lookup(data.caseCategories, row.category_b_id),
    category_c: lookup(data.caseCategories, row.category_c_id),
    status: statusJson(row.status_id),
    customer: customer ? customerJson(customer, false) : null,
  };
}

/** The customer (document 002 §3), with their cases when asked. */
export function customerJson(customer: CustomerRow, withCases: boolean) {
  const data = db();
  const parts = [customer.address, customer.city, [customer.state, customer.zip].filter(Boolean).join(' ')].filter((part) => part && part.trim() !== '');
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    has_valid_email: isValidEmail(customer.email),
    phone: customer.phone,
    address: customer.address,
    full_address: parts.join(', '),
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    extra_a: customer.extra_a,
    extra_a_label: data.customerLabels.extra_a_label,
    extra_b: customer.extra_b,
    extra_b_label: data.customerLabels.extra_b_label,
    ...(withCases
      ? {
          cases: data.cases
            .filter((item) => !item.deleted && item.customer_id === customer.id)
            .map((item) => ({
              id: item.id,
              location: { id: item.location_id, name: locationJson(item.location_id).name },
              source: lookup(data.caseSources, item.source_id),
              type: lookup(data.caseTypes, item.type_id),
              status: statusJson(item.status_id),
              resolved_by: userRef(item.resolved_by_id),
              updated_date: item.updated_date,
              updated_by: userRef(item.updated_by_id),
            })),
        }
      : {}),
  };
}

/** The full case (detail page): with customer, attachments and notes. */
export function caseDetailJson(row: CaseRow) {
  const data = db();
  const customer = row.customer_id !== null ? data.customers.find((item) => item.id === row.customer_id) : null;
  return {
    ...caseSummaryJson(row),
    customer: customer ? customerJson(customer, false) : null,
    attachments: data.caseAttachments
      .filter((item) => item.case_id === row.id)
      .map((item) => ({
        id: item.id,
        description: item.description,
        file_name: item.file_name,
        file_size: item.file_size,
        file_path: `/api/case-management/cases/${row.id}/attachments/${item.id}`,
        added_date: item.added_date,
        added_by: userRef(item.added_by_id),
      })),
    notes: data.caseNotes
      .filter((item) => item.case_id === row.id)
      .sort((a, b) => a.created_date.localeCompare(b.created_date) || a.id - b.id)
      .map((item) => ({
        id: item.id,
        status: statusJson(item.status_id),
        note: item.note,
        created_date: item.created_date,
        created_by: userRef(item.created_by_id),
      })),
  };
}

/** The live (not deleted) case with this id. */
export function findCase(id: number): CaseRow | undefined {
  return db().cases.find((item) => item.id === id && !item.deleted);
}
