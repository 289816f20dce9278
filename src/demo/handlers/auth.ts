import { HttpResponse } from 'msw';
import { db } from '../db';
import { authenticate, bearerToken, isOverallAdminUser, loginResponse } from './session';
import { errorResponse, get, post, validationError } from './route';

interface Credentials {
  UserName?: unknown;
  password?: unknown;
}

async function readJson<T>(request: Request): Promise<T | null> {
  try {
    return (await request.json()) as T;
  } catch {
    return null;
  }
}

const userByEmail = (email: string) => db().users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());

export const authHandlers = [
  post('/auth/login', async ({ request }) => {
    const body = await readJson<Credentials>(request);
    const email = typeof body?.UserName === 'string' ? body.UserName : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const user = userByEmail(email);
    if (!user || !user.active || user.password !== password) {
      return HttpResponse.json({ error: 'invalid_credentials', message: 'These credentials do not match our records.' }, { status: 401 });
    }
    return HttpResponse.json(loginResponse(user));
  }),

  // Impersonation login: the overall admin (adminId) signs in as a client user.
  post<{ client: string }>('/auth/login/:client', async ({ request, params }) => {
    const body = await readJson<{ adminId?: unknown }>(request);
    const admin = db().users.find((user) => user.id === Number(body?.adminId));
    const client = db().users.find((user) => user.id === Number(params.client));
    if (!admin || !isOverallAdminUser(admin) || !client || !client.active) {
      return HttpResponse.json({ error: 'invalid_credentials', message: 'This sign-in link is not valid.' }, { status: 401 });
    }
    return HttpResponse.json(loginResponse(client, admin.id === client.id ? null : admin.id));
  }),

  post('/auth/refresh', async ({ request }) => {
    const body = await readJson<{ token?: unknown }>(request);
    const token = (typeof body?.token === 'string' && body.token) || bearerToken(request);
    if (!token) return HttpResponse.json({ error: 'token_not_provided' }, { status: 400 });
    const data = db();
    const row = data.tokens.get(token);
    if (!row) return HttpResponse.json({ error: 'token_invalid' }, { status: 401 });
    if (row.blacklisted) return HttpResponse.json({ error: 'blacklisted' }, { status: 401 });
    if (Date.now() >= row.refreshableUntil) return HttpResponse.json({ error: 'token_expired' }, { status: 401 });
    const user = data.users.find((item) => item.id === row.userId);
    if (!user) return HttpResponse.json({ error: 'token_invalid' }, { status: 401 });
    // The refresh rotates the token: the old one is blacklisted.
    row.blacklisted = true;
    const next = loginResponse(user, row.overallAdminId);
    return HttpResponse.json({ access_token: next.access_token, token_type: 'bearer', expires_in: next.expires_in });
  }),

  post('/auth/forgot-password', async ({ request }) => {
    const body = await readJson<{ UserName?: unknown }>(request);
    const email = typeof body?.UserName === 'string' ? body.UserName.trim() : '';
    if (email === '') return validationError({ UserName: ['The user name field is required.'] });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return validationError({ UserName: ['The user name must be a valid email address.'] });
    if (!userByEmail(email)) return validationError({ UserName: ["We can't find a user with that email address."] });
    return HttpResponse.json({ message: 'We have e-mailed your password reset link!' });
  }),

  post('/auth/password/reset', async ({ request }) => {
    const body = await readJson<Record<string, unknown>>(request);
    const email = typeof body?.UserName === 'string' ? body.UserName.trim() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const confirmation = typeof body?.password_confirmation === 'string' ? body.password_confirmation : '';
    const token = typeof body?.token === 'string' ? body.token : '';
    const errors: Record<string, string[]> = {};
    if (email === '') errors.UserName = ['The user name field is required.'];
    else if (!userByEmail(email)) errors.UserName = ["We can't find a user with that email address."];
    if (password.length < 8) errors.password = ['The password must be at least 8 characters.'];
    else if (/\s/.test(password)) errors.password = ['The password may not contain spaces.'];
    else if (password !== confirmation) errors.password_confirmation = ['The password confirmation does not match.'];
    if (Object.keys(errors).length > 0) return validationError(errors);
    if (token === '' || token === 'expired') return errorResponse(422, 'This password reset token is invalid.');
    const user = userByEmail(email);
    if (user) user.password = password;
    return HttpResponse.json({ message: 'Your password has been reset!' });
  }),

  get<{ userId: string }>('/become-client/:userId', ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const adminId = auth.overallAdminId ?? auth.user.id;
    const admin = db().users.find((user) => user.id === adminId);
    if (!admin || !isOverallAdminUser(admin)) return errorResponse(403, 'Only the overall admin can become another user.');
    const target = db().users.find((user) => user.id === Number(params.userId) && user.active);
    if (!target) return errorResponse(404, 'User not found.');
    db().tokens.get(auth.token)!.blacklisted = true;
    return HttpResponse.json(loginResponse(target, admin.id === target.id ? null : admin.id));
  }),

  get<{ overallAdminId: string }>('/back-to-admin/:overallAdminId', ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const adminId = Number(params.overallAdminId);
    if (auth.overallAdminId !== adminId) return errorResponse(403, 'You are not acting for this admin.');
    const admin = db().users.find((user) => user.id === adminId);
    if (!admin) return errorResponse(404, 'Admin not found.');
    db().tokens.get(auth.token)!.blacklisted = true;
    return HttpResponse.json(loginResponse(admin));
  }),

  // A cheap authenticated call, used by tests of the HTTP client.
  get('/ping', ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return HttpResponse.json({ pong: true, userId: auth.user.id });
  }),
];
