import { HttpResponse } from 'msw';
import { db } from '../db';
import { errorResponse, get } from './route';
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
];
