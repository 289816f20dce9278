import { HttpResponse } from 'msw';
import { OVERALL_ADMIN_ROLE } from '@/lib/permissions';
import { db, nextId, type RoleRow } from '../db';
import { del, errorResponse, get, patch, post, readJsonObject, validationError } from './route';
import { authenticate, isOverallAdminUser, type Authenticated } from './session';

/** The overall admin (not acting as anyone), or the error response. */
export function adminOnly(request: Request): Authenticated | Response {
  const auth = authenticate(request);
  if (auth instanceof Response) return auth;
  if (!isOverallAdminUser(auth.user)) return errorResponse(403, 'Only the overall admin can do this.');
  return auth;
}

function companyRoles(companyId: number): RoleRow[] {
  return db().roles.filter((role) => role.company_id === companyId);
}

/** Laravel-style checks of a role name: required, at most 255 characters, unique in the company. */
export function roleNameErrors(name: string, companyId: number, exceptId: number | null): string[] {
  if (name.trim() === '') return ['The name field is required.'];
  if (name.length > 255) return ['The name may not be greater than 255 characters.'];
  const taken = companyRoles(companyId).some((role) => role.id !== exceptId && role.name.toLowerCase() === name.trim().toLowerCase());
  return taken ? ['The name has already been taken.'] : [];
}

const roleJson = (role: RoleRow) => ({ id: role.id, name: role.name });

/**
 * Roles and permissions (document 002 §7): GET/POST /api/roles (`{ data: [{ id, name }] }`, unpaged,
 * assumed), PATCH/DELETE /api/roles/{id}, GET /api/permissions (`{ data: { group: [...] } }`),
 * GET/PATCH /api/roles/{id}/permissions. Overall admin only.
 */
export const roleHandlers = [
  get('/roles', ({ request }) => {
    const auth = adminOnly(request);
    if (auth instanceof Response) return auth;
    return HttpResponse.json({ data: companyRoles(auth.user.company_id).map(roleJson) });
  }),
  post('/roles', async ({ request }) => {
    const auth = adminOnly(request);
    if (auth instanceof Response) return auth;
    const input = await readJsonObject(request);
    const name = typeof input.name === 'string' ? input.name : '';
    const errors = roleNameErrors(name, auth.user.company_id, null);
    if (errors.length) return validationError({ name: errors });
    const role: RoleRow = { id: nextId('roles'), name: name.trim(), company_id: auth.user.company_id, permissions: [] };
    db().roles.push(role);
    return HttpResponse.json({ data: roleJson(role) }, { status: 201 });
  }),
  patch<{ id: string }>('/roles/:id', async ({ request, params }) => {
    const auth = adminOnly(request);
    if (auth instanceof Response) return auth;
    const role = companyRoles(auth.user.company_id).find((item) => item.id === Number(params.id));
    if (!role) return errorResponse(404, 'Role not found.');
    const input = await readJsonObject(request);
    const name = typeof input.name === 'string' ? input.name : '';
    if (role.name === OVERALL_ADMIN_ROLE) return validationError({ name: ['The overall admin role cannot be renamed.'] });
    const errors = roleNameErrors(name, auth.user.company_id, role.id);
    if (errors.length) return validationError({ name: errors });
    const previous = role.name;
    role.name = name.trim();
    // Users hold roles by name: a rename follows them.
    for (const user of db().users) user.roles = user.roles.map((held) => (held === previous ? role.name : held));
    return HttpResponse.json({ data: roleJson(role) });
  }),
  del<{ id: string }>('/roles/:id', ({ request, params }) => {
    const auth = adminOnly(request);
    if (auth instanceof Response) return auth;
    const data = db();
    const role = companyRoles(auth.user.company_id).find((item) => item.id === Number(params.id));
    if (!role) return HttpResponse.json({ error: 'Role not found.' }, { status: 404 });
    if (role.name === OVERALL_ADMIN_ROLE) return HttpResponse.json({ error: 'The overall admin role cannot be deleted.' }, { status: 422 });
    const holders = data.users.filter((user) => user.roles.includes(role.name)).length;
    if (holders > 0) return HttpResponse.json({ error: `The role is assigned to ${holders} ${holders === 1 ? 'user' : 'users'}.` }, { status: 422 });
    data.roles = data.roles.filter((item) => item !== role);
    return HttpResponse.json({ message: 'Role deleted' });
  }),
  get('/permissions', ({ request }) => {
    const auth = adminOnly(request);
    if (auth instanceof Response) return auth;
    const groups: Record<string, Array<{ id: number; name: string; short_name: string }>> = {};
    for (const permission of db().permissions)
      (groups[permission.group] ??= []).push({ id: permission.id, name: permission.name, short_name: permission.short_name });
    return HttpResponse.json({ data: groups });
  }),
  get<{ id: string }>('/roles/:id/permissions', ({ request, params }) => {
    const auth = adminOnly(request);
    if (auth instanceof Response) return auth;
    const role = companyRoles(auth.user.company_id).find((item) => item.id === Number(params.id));
    if (!role) return errorResponse(404, 'Role not found.');
    return HttpResponse.json({ data: [...role.permissions] });
  }),
  patch<{ id: string }>('/roles/:id/permissions', async ({ request, params }) => {
    const auth = adminOnly(request);
    if (auth instanceof Response) return auth;
    const role = companyRoles(auth.user.company_id).find((item) => item.id === Number(params.id));
    if (!role) return errorResponse(404, 'Role not found.');
    const permissions = (await readJsonObject(request)).permissions;
    const known = new Set(db().permissions.map((permission) => permission.name));
    if (!Array.isArray(permissions) || permissions.some((name) => typeof name !== 'string' || !known.has(name))) {
      return validationError({ permissions: ['The selected permissions are invalid.'] });
    }
    role.permissions = [...new Set(permissions as string[])];
    return HttpResponse.json({ data: [...role.permissions] });
  }),
];
