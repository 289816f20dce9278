import { can, P, type PermissionHolder } from '@/lib/permissions';
import { isCaseOpen, type Case } from '../../types';

/** What the signed-in user may do with this case (document 002 §4 and §6). */
export interface CaseAbilities {
  open: boolean;
  addNote: boolean;
  reply: boolean;
  forward: boolean;
  addAttachments: boolean;
  delete: boolean;
  reopen: boolean;
  editNote: boolean;
  editLocation: boolean;
  editSource: boolean;
  editType: boolean;
  editCategories: boolean;
  editStatus: boolean;
  editCustomer: boolean;
  viewJobReport: boolean;
}

/** May the user email this case's customer (permission, wants contact, a customer with a valid email)? */
export function canReply(holder: PermissionHolder | null | undefined, item: Pick<Case, 'wants_contact' | 'customer'>): boolean {
  return can(holder, P.CASE_MANAGEMENT_EMAIL_CUSTOMER) && !!item.wants_contact && !!item.customer && !!item.customer.has_valid_email;
}

/** The controls the user gets on a case: every edit only while the case is open, Reopen only once resolved. */
export function caseAbilities(holder: PermissionHolder | null | undefined, item: Case): CaseAbilities {
  const open = isCaseOpen(item);
  const update = can(holder, P.CASE_MANAGEMENT_UPDATE_CASES);
  return {
    open,
    addNote: open && update,
    reply: open && canReply(holder, item),
    forward: open && update,
    addAttachments: open && update,
    delete: open && can(holder, P.CASE_MANAGEMENT_DELETE_CASES),
    reopen: !open && can(holder, P.CASE_MANAGEMENT_REOPEN_CASES),
    editNote: open && can(holder, P.CASE_MANAGEMENT_UPDATE_CASE_NOTE),
    editLocation: open && can(holder, P.CASE_MANAGEMENT_UPDATE_CASE_LOCATION),
    editSource: open && can(holder, P.CASE_MANAGEMENT_UPDATE_CASE_SOURCE),
    editType: open && can(holder, P.CASE_MANAGEMENT_UPDATE_CASE_TYPE),
    editCategories: open && update,
    editStatus: open && update,
    editCustomer: open && update,
    viewJobReport: can(holder, P.VIEW_JOB_REPORT),
  };
}

/** Whether the edit options (GET .../{id}/edit) are needed: any update permission. */
export function needsEditOptions(holder: PermissionHolder | null | undefined): boolean {
  return [
    P.CASE_MANAGEMENT_UPDATE_CASES,
    P.CASE_MANAGEMENT_UPDATE_CASE_LOCATION,
    P.CASE_MANAGEMENT_UPDATE_CASE_SOURCE,
    P.CASE_MANAGEMENT_UPDATE_CASE_TYPE,
  ].some((permission) => can(holder, permission));
}

/** True when the case has at least one action button to show (the footer is left out otherwise). */
export function hasCaseActions(abilities: CaseAbilities): boolean {
  return abilities.addNote || abilities.reply || abilities.forward || abilities.addAttachments || abilities.delete || abilities.reopen;
}
