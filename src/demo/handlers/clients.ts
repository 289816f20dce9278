import { HttpResponse } from 'msw';
import { db } from '../db';
import { errorResponse, get, patch, validationError } from './route';
import { authenticate, fullName, isOverallAdminUser } from './session';

/**
 * The users list of the admin screens (GET /api/clients: `{ data: [...] }`, document 002 §7): the
 * active users of the overall admin's company.
 */
export const clientHandlers = [
  get('/clients', ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const adminId = auth.overallAdminId ?? auth.user.id;
    const admin = db().users.find((user) => user.id === adminId);
    if (!admin || !isOverallAdminUser(admin) || auth.user.id !== admin.id) return errorResponse(403, 'Only the overall admin can list users.');
    const data = db()
      .users.filter((user) => user.active && user.company_id === admin.company_id)
      .map((user) => ({ id: user.id, name: fullName(user), email: user.email, roles: [...user.roles], company_id: user.company_id }));
    return HttpResponse.json({ data });
  }),
  // A user's role (PATCH /api/clients/{id}/role with roles: [name]): one role each, an existing one.
  patch<{ id: string }>('/clients/:id/role', async ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    if (!isOverallAdminUser(auth.user)) return errorResponse(403, 'Only the overall admin can change roles.');
    const user = db().users.find((row) => row.id === Number(params.id) && row.company_id === auth.user.company_id);
    if (!user) return errorResponse(404, 'User not found.');
    if (user.id === auth.user.id) return errorResponse(403, 'You cannot change your own role.');
    let roles: unknown;
    try {
      roles = ((await request.json()) as { roles?: unknown })?.roles;
    } catch {
      roles = undefined;
    }
    const names = db()
      .roles.filter((role) => role.company_id === auth.user.company_id)
      .map((role) => role.name);
    if (!Array.isArray(roles) || roles.length !== 1 || typeof roles[0] !== 'string' || !names.includes(roles[0])) {
      return validationError({ roles: ['The selected role is invalid.'] });
    }
    user.roles = [roles[0]];
    return HttpResponse.json({ data: { id: user.id, name: fullName(user), email: user.email, roles: [...user.roles], company_id: user.company_id } });
  }),
];
