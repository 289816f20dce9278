import { describe, expect, it } from 'vitest';
import { attachmentsFormData, replyFormData } from '@/features/cases/caseDetailApi';
import { attachmentProblem } from '@/features/cases/components/detail/attachmentRules';
import { caseAbilities, canReply, needsEditOptions } from '@/features/cases/components/detail/caseAbilities';
import { formatCaseDateTime, formatFileSize, splitEmails } from '@/features/cases/components/detail/detailFormat';
import { forwardFailureText, replyFailureText } from '@/features/cases/components/detail/apiErrorText';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '@/api/errors';
import { parseCaseId } from '@/features/cases/caseId';
import { clearDraft, draftKey, readDraft, writeDraft } from '@/lib/drafts';
import { P } from '@/lib/permissions';
import type { Case } from '@/features/cases/types';

const base = {
  id: 7,
  note: 'x',
  survey_id: 0,
  job_id: 0,
  wants_contact: true,
  created_date: '2026-01-02 03:04:05',
  created_by: null,
  updated_date: '2026-01-02 03:04:05',
  updated_by: null,
  resolved_by: null,
  location: { id: 1, name: 'L', bdm: null },
  source: null,
  type: null,
  status: { id: 2, name: 'In Progress', resolve_status: false },
  customer: {
    id: 1,
    name: 'A',
    email: 'a@b.co',
    has_valid_email: true,
    phone: null,
    address: null,
    full_address: null,
    city: null,
    state: null,
    zip: null,
    extra_a: null,
    extra_a_label: null,
    extra_b: null,
    extra_b_label: null,
  },
} satisfies Case;
const holder = (...permissions: string[]) => ({ permissions, roles: [] });

describe('case detail helpers', () => {
  it('parses a case id (route or search box) as an integer, 0 when it is not one', () => {
    expect(parseCaseId('1022')).toBe(1022);
    expect(parseCaseId('0')).toBe(0);
    expect(parseCaseId(' 12')).toBe(0);
    expect(parseCaseId('abc')).toBe(0);
    expect(parseCaseId('12abc')).toBe(0);
    expect(parseCaseId(undefined)).toBe(0);
    expect(parseCaseId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseCaseId('99999999999999999999')).toBe(0);
    expect(parseCaseId('9007199254740993')).toBe(0);
  });

  it('splits emails on spaces, commas and semicolons, dropping empties', () => {
    expect(splitEmails(' a@x.com,b@x.com;; c@x.com\nd@x.com ,')).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']);
    expect(splitEmails('   ')).toEqual([]);
  });

  it('formats dates as MM/DD/YY hh:mm A and sizes in B/KB/MB', () => {
    expect(formatCaseDateTime('2026-11-02 14:29:00')).toBe('11/02/26 02:29 PM');
    expect(formatCaseDateTime('2026-11-02 00:05:00')).toBe('11/02/26 12:05 AM');
    expect(formatCaseDateTime('2026-11-02')).toBe('11/02/26');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it('finds attachment problems before sending', () => {
    expect(attachmentProblem({ name: 'a.pdf', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'a.pdf', size: 0 })).toBe('The file a.pdf is empty.');
    expect(attachmentProblem({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('The file a.pdf is larger than the 10 MB limit.');
    expect(attachmentProblem({ name: `${'n'.repeat(300)}.pdf`, size: 10 })).toMatch(/too long/);
    expect(attachmentProblem({ name: 'a.exe.pdf', size: 10 })).toMatch(/two extensions/);
    expect(attachmentProblem({ name: 'page.HTML.pdf', size: 10 })).toMatch(/two extensions/);
    expect(attachmentProblem({ name: 'Invoice no.123.pdf', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'report.v2.pdf', size: 10 })).toBeNull();
  });

  it('builds the multipart bodies with the spec field names', () => {
    const file = new File(['abc'], 'a.txt');
    const reply = replyFormData({ email_body: 'Hi', cc: ['a@x.com', 'b@x.com'], bcc: ['c@x.com'], attachments: [file, file] });
    expect([...reply.keys()]).toEqual(['email_body', 'cc[]', 'cc[]', 'bcc[]', 'attachments[0]', 'attachments[1]']);
    expect(reply.getAll('cc[]')).toEqual(['a@x.com', 'b@x.com']);
    expect((reply.get('attachments[0]') as File).name).toBe('a.txt');
    const uploads = attachmentsFormData([
      { file, description: 'One' },
      { file, description: 'Two' },
    ]);
    expect([...uploads.keys()]).toEqual(['attachments[0][file]', 'attachments[0][description]', 'attachments[1][file]', 'attachments[1][description]']);
    expect(uploads.get('attachments[1][description]')).toBe('Two');
  });

  it('words the forward failure per 002 §8: the server reason, the email hint on a 500 or a 422 without message, else what happened', () => {
    const head = 'There was an error forwarding the case details.';
    expect(forwardFailureText({ status: 422, code: null, message: 'Bad list', fieldErrors: {} })).toBe(`${head} Bad list`);
    expect(
      forwardFailureText({
        status: 422,
        code: null,
        message: 'x is not a valid email address.',
        fieldErrors: { 'manual_to.0': ['x is not a valid email address.'] },
      }),
    ).toBe(`${head} x is not a valid email address.`);
    // The spec dictates the hint for a 500 and for an answer without a message.
    expect(forwardFailureText({ status: 500, code: null, message: 'Boom', fieldErrors: {} })).toBe(`${head} Please check the email address is valid`);
    expect(forwardFailureText({ status: 422, code: null, message: 'The request failed (status 422).', fieldErrors: {} })).toBe(
      `${head} Please check the email address is valid`,
    );
    // No answer from the API, or a gateway's page: what happened, never the addresses.
    expect(forwardFailureText({ status: 502, code: null, message: 'The server had a problem (status 502). Please try again.', fieldErrors: {} })).toBe(
      `${head} The server had a problem (status 502). Please try again.`,
    );
    expect(forwardFailureText({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE, fieldErrors: {} })).toMatch(
      /^There was an error forwarding the case details\. (The server could not be reached|You are offline)/,
    );
    expect(forwardFailureText({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE, fieldErrors: {} })).toBe(`${head} ${TIMEOUT_MESSAGE}`);
    expect(forwardFailureText({ status: 403, code: null, message: 'You are not allowed to do this.', fieldErrors: {} })).toBe(
      `${head} You are not allowed to do this.`,
    );
    expect(forwardFailureText({ status: 403, code: null, message: 'You do not have permission to do this.', fieldErrors: {} })).toBe(
      `${head} You do not have permission to do this.`,
    );
  });

  it('words the reply failure: the address sentence only for a 422 on an address field, else what happened', () => {
    const head = 'There was an error replying to the customer.';
    const addressText = `${head} Please check the customers email address is valid.`;
    expect(
      replyFailureText({
        status: 422,
        code: null,
        message: 'The cc.0 must be a valid email address.',
        fieldErrors: { 'cc.0': ['The cc.0 must be a valid email address.'] },
      }),
    ).toBe(addressText);
    expect(replyFailureText({ status: 422, code: null, message: 'Bad', fieldErrors: { 'bcc.1': ['Bad'] } })).toBe(addressText);
    expect(replyFailureText({ status: 422, code: null, message: 'Bad', fieldErrors: { customer_email: ['Bad'] } })).toBe(addressText);
    expect(
      replyFailureText({
        status: 422,
        code: null,
        message: 'The email body field is required.',
        fieldErrors: { email_body: ['The email body field is required.'] },
      }),
    ).toBe(`${head} The email body field is required.`);
    expect(replyFailureText({ status: 422, code: null, message: 'This customer cannot be emailed.', fieldErrors: {} })).toBe(
      `${head} This customer cannot be emailed.`,
    );
    expect(replyFailureText({ status: 500, code: null, message: 'The server had a problem (status 500). Please try again.', fieldErrors: {} })).toBe(
      `${head} The server had a problem (status 500). Please try again.`,
    );
    expect(replyFailureText({ status: 502, code: null, message: 'The server had a problem (status 502). Please try again.', fieldErrors: {} })).toBe(
      `${head} The server had a problem (status 502). Please try again.`,
    );
    expect(replyFailureText({ status: 500, code: null, message: 'Server Error', fieldErrors: {} })).toBe(`${head} Server Error`);
    expect(replyFailureText({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE, fieldErrors: {} })).toBe(`${head} ${TIMEOUT_MESSAGE}`);
  });

  it('gates every control by permission and by open/resolved', () => {
    const all = holder(...Object.values(P));
    const open = caseAbilities(all, base);
    expect(open).toMatchObject({
      addNote: true,
      reply: true,
      forward: true,
      addAttachments: true,
      delete: true,
      reopen: false,
      editNote: true,
      editLocation: true,
      editStatus: true,
      editCustomer: true,
    });
    const resolved = caseAbilities(all, { ...base, resolved_by: { id: 1 } });
    expect(
      Object.entries(resolved)
        .filter(([key, value]) => value && key !== 'viewJobReport')
        .map(([key]) => key),
    ).toEqual(['reopen']);
    const viewer = caseAbilities(holder(P.CASE_MANAGEMENT_VIEW_CASES), base);
    expect(
      Object.entries(viewer)
        .filter(([key, value]) => value && key !== 'open')
        .map(([key]) => key),
    ).toEqual([]);
    expect(caseAbilities(holder(P.CASE_MANAGEMENT_UPDATE_CASE_LOCATION), base)).toMatchObject({
      editLocation: true,
      editSource: false,
      editType: false,
      addNote: false,
    });
    expect(canReply(holder(P.CASE_MANAGEMENT_EMAIL_CUSTOMER), { ...base, wants_contact: false })).toBe(false);
    expect(canReply(holder(P.CASE_MANAGEMENT_EMAIL_CUSTOMER), { ...base, customer: { ...base.customer, has_valid_email: false } })).toBe(false);
    expect(canReply(holder(P.CASE_MANAGEMENT_EMAIL_CUSTOMER), { ...base, customer: null })).toBe(false);
    expect(canReply(holder(P.CASE_MANAGEMENT_EMAIL_CUSTOMER), base)).toBe(true);
    expect(needsEditOptions(holder(P.CASE_MANAGEMENT_VIEW_CASES))).toBe(false);
    expect(needsEditOptions(holder(P.CASE_MANAGEMENT_UPDATE_CASES))).toBe(true);
  });

  it('keeps drafts per user and case, and drops empty ones', () => {
    writeDraft(1, 10, 'note', { note: 'hello' }, (value) => value.note === '');
    expect(readDraft(1, 10, 'note')).toEqual({ note: 'hello' });
    expect(readDraft(2, 10, 'note')).toBeUndefined();
    expect(readDraft(1, 11, 'note')).toBeUndefined();
    writeDraft(1, 10, 'note', { note: '' }, (value) => value.note === '');
    expect(localStorage.getItem(draftKey(1, 10, 'note'))).toBeNull();
    writeDraft(1, 10, 'reply', 'x', () => false);
    clearDraft(1, 10, 'reply');
    expect(readDraft(1, 10, 'reply')).toBeUndefined();
  });
});
