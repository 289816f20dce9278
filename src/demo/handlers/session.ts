import { HttpResponse } from 'msw';
import { normalisePermission, OVERALL_ADMIN_ROLE } from '@/lib/permissions';
import { db, demoConfig, type UserRow } from '../db';

const REFRESH_WINDOW_MS = 14 * 24 * 3600 * 1000;

/** Issues a token for a user (optionally acting for the overall admin). */
export function issueToken(user: UserRow, overallAdminId: number | null = null): { token: string; expiresIn: number } {
  const data = db();
  data.sequences.tokens = (data.sequences.tokens ?? 1) + 1;
  const token = `demo.${data.sequences.tokens}.${user.id}.${Math.random().toString(36).slice(2, 10)}`;
  const now = Date.now();
  data.tokens.set(token, {
    token,
    userId: user.id,
    overallAdminId,
    expiresAt: now + demoConfig.tokenTtlSeconds * 1000,
    refreshableUntil: now + REFRESH_WINDOW_MS,
    blacklisted: false,
  });
  return { token, expiresIn: demoConfig.tokenTtlSeconds };
}

/** The permissions a user holds through their roles. */
export function permissionsOf(user: UserRow): string[] {
  const names = new Set<string>();
  for (const roleName of user.roles) {
    const role = db().roles.find((item) => item.name === roleName);
    role?.permissions.forEach((permission) => names.add(permission));
  }
  return [...names];
}

export function fullName(user: UserRow): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

export function isOverallAdminUser(user: UserRow): boolean {
  return user.roles.includes(OVERALL_ADMIN_ROLE);
}

/** The login response (document 000 §3). */
export function loginResponse(user: UserRow, overallAdminId: number | null = null) {
  const { token, expiresIn } = issueToken(user, overallAdminId);
  const company = db().company;
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    user: {
      id: user.id,
      encrypted_id: user.encrypted_id,
      name: fullName(user),
      email: user.email,
      company_id: user.company_id,
      permissions: permissionsOf(user),
      roles: user.roles,
      max_reporting_level: user.max_reporting_level,
    },
    company_labels: { wave: company.waveLabel, location: company.locationLabel },
    overall_admin_id: overallAdminId ?? (isOverallAdminUser(user) ? user.id : null),
  };
}

function tokenError(code: string, status = 401) {
  return HttpResponse.json({ error: code }, { status });
}

/** Reads the bearer token from a request. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

export interface Authenticated {
  user: UserRow;
  token: string;
  overallAdminId: number | null;
}

/**
 * Checks the bearer token like the real API: missing → 400 token_not_provided; unknown → 401
 * token_invalid; blacklisted → 401 blacklisted; expired → 401 token_expired.
 * Returns the user, or the error response to send.
 */
export function authenticate(request: Request): Authenticated | Response {
  const token = bearerToken(request);
  if (!token) return tokenError('token_not_provided', 400);
  const row = db().tokens.get(token);
  if (!row) return tokenError('token_invalid');
  if (row.blacklisted) return tokenError('blacklisted');
  if (Date.now() >= row.expiresAt) return tokenError('token_expired');
  const user = db().users.find((item) => item.id === row.userId);
  if (!user) return tokenError('token_invalid');
  return { user, token, overallAdminId: row.overallAdminId };
}

/** Like authenticate, and also 403 unless the user holds the permission. */
export function authorize(request: Request, permission: string): Authenticated | Response {
  const auth = authenticate(request);
  if (auth instanceof Response) return auth;
  // A role may spell a permission 'View - dashboard' (000 §6 capitalises the areas): the same permission.
  if (!permissionsOf(auth.user).some((held) => normalisePermission(held) === normalisePermission(permission))) {
    return HttpResponse.json({ message: 'You do not have permission to do this.' }, { status: 403 });
  }
  return auth;
}
