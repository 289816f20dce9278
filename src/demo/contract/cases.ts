import type { MinimalRule, MinimalRules } from './minimal';

/*
 * The minimal contract of case management (documents 000 §3/§7 and 002 §3/§7): every field the
 * spec does not name is dropped, answers whose shape the spec does not show are only a message,
 * and every envelope comes in the other form (see docs/api-contract.md, "Case management I/II").
 *
 * Spec'd: Case {id, note, survey_id, job_id, wants_contact, created_date, created_by{name},
 * updated_date, updated_by{name}, resolved_by (an object with an id), location{id, name,
 * bdm{name}}, source, type, category_a/b/c {id, name}, status{id, name, resolve_status}, customer,
 * attachments, notes}; Case attachment {id, description, file_name, file_size, file_path,
 * added_date, added_by{name}}; Case note {id, status{name}, note, created_date, created_by{name}};
 * Customer (all fields the demo sends, and cases); Case list: meta (from, to, total), links (prev, next).
 */

/** The assumed fields of a case (`at` the path of the case in the answer: '', 'data.', 'data.*.'). */
const caseDrops = (at: string): string[] => [
  `${at}resolved_date`,
  `${at}resolved_by.name`,
  `${at}created_by.id`,
  `${at}updated_by.id`,
  `${at}attachments.*.added_by.id`,
  `${at}notes.*.status.id`,
  `${at}notes.*.status.resolve_status`,
  `${at}notes.*.created_by.id`,
  `${at}customer.cases.*.resolved_by.name`,
  `${at}customer.cases.*.updated_by.id`,
];

/** The assumed parts of a paginator page of cases (the spec names meta from/to/total and links prev/next). */
const casePage: MinimalRule = {
  drop: ['meta.current_page', 'meta.per_page', 'meta.last_page', 'meta.path', 'links.first', 'links.last', ...caseDrops('data.*.')],
};

/** An answer whose body the spec does not show: only a message (the portal must not need more). */
const messageOnly = (message: string): MinimalRule => ({ reshape: () => ({ message }) });

/** The customer's assumed fields (its cases are cases: their users by name, resolved_by by id). */
const customer: MinimalRule = { drop: ['data.cases.*.resolved_by.name', 'data.cases.*.updated_by.id'] };

export const casesMinimal: MinimalRules = {
  // 000 §3: every field of the dashboard data and of the create-case details is named.
  'GET /case-management': {},
  'GET /case-management/cases/create': {},
  // 000 §7: "response body not shown".
  'POST /case-management/cases/store': messageOnly('Case Created'),
  // 002 §3 "Filter options: regions, sources, types, statuses, categories (each id and name)"; §7
  // "default filters" without a key: sent under another plausible name; `locations` dropped.
  'GET /case-management/cases/filters': {
    drop: ['locations', 'statuses.*.resolve_status'],
    reshape: (body) => {
      if (typeof body !== 'object' || body === null) return body;
      const { default_filters: defaults, ...rest } = body as Record<string, unknown>;
      return { ...rest, defaultFilters: defaults };
    },
  },
  'POST /case-management/cases/filters': messageOnly('Default filters successfully saved'),
  'GET /case-management/cases': casePage,
  'GET /case-management/cases/search': casePage,
  'GET /case-management/cases-grouped/:id': casePage,
  // 002 §3: region{id, name, cases} with locations{id, name, cases}: all named (the list flips to a bare array).
  'GET /case-management/cases-grouped': {},
  'GET /case-management/cases/:id': { drop: caseDrops('data.') },
  'GET /case-management/cases/:id/edit': {},
  // 002 §7 shows no answer for the edits, the reopen, a note, an upload, a reply or a forward.
  'PATCH /case-management/cases/:id': messageOnly('Case updated.'),
  'DELETE /case-management/cases/:id': messageOnly('Case deleted.'),
  'PATCH /case-management/cases/:id/reopen': messageOnly('Case reopened.'),
  'POST /case-management/cases/:id/notes/store': messageOnly('Note added.'),
  'GET /case-management/cases/:id/emails/create': {},
  'POST /case-management/cases/:id/emails/store': messageOnly('Email sent.'),
  'POST /case-management/cases/:id/forward': messageOnly('Case forwarded.'),
  'POST /case-management/cases/:id/attachments/store': messageOnly('Attachments uploaded.'),
  'GET /case-management/cases/:id/customer/:customerId': customer,
  // 002 §7: "response is the updated customer".
  'PATCH /case-management/cases/:id/customer/:customerId': customer,
};
