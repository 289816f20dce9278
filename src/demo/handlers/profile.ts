import { HttpResponse } from 'msw';
import { P } from '@/lib/permissions';
import { db } from '../db';
import { supportData } from '../seedHelp';
import { errorResponse, get, patch, post, readJsonObject, validationError } from './route';
import { authenticate, isOverallAdminUser, permissionsOf, type Authenticated } from './session';

const TIMEZONES = ['America/Los_Angeles', 'America/Phoenix', 'US/Central', 'US/Eastern', 'Pacific/Honolulu'];
/** A password confirmation lets the e-mail change for this long. */
const CONFIRM_WINDOW_MS = 10 * 60 * 1000;

function profileJson(auth: Authenticated) {
  const { user } = auth;
  return { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone, timezone: user.timezone };
}

const str = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** Laravel's password rules as the demo enforces them (min 8, no spaces, confirmed). */
export function passwordErrors(password: string, confirmation: string): string[] {
  const errors: string[] = [];
  if (password === '') errors.push('The password field is required.');
  else {
    if (password.length < 8) errors.push('The password must be at least 8 characters.');
    if (/\s/.test(password)) errors.push('The password may not contain spaces.');
    if (password !== confirmation) errors.push('The password confirmation does not match.');
  }
  return errors;
}

/**
 * Profile (document 002 §7): GET/PATCH /api/profile (`{ data: {...} }`, assumed), POST
 * /api/password-confirm, PATCH /api/password, PATCH /api/timezone; Laravel-style 422s.
 */
export const profileHandlers = [
  get('/profile', ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return HttpResponse.json({ data: profileJson(auth) });
  }),
  patch('/profile', async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const held = permissionsOf(auth.user);
    if (isOverallAdminUser(auth.user)) return errorResponse(403, 'The overall admin cannot edit contact details.');
    const input = await readJsonObject(request);
    const next = {
      first_name: str(input.first_name).trim(),
      last_name: str(input.last_name).trim(),
      email: str(input.email).trim(),
      phone: str(input.phone).trim(),
    };
    const { user } = auth;
    const namesChanged = next.first_name !== user.first_name || next.last_name !== user.last_name || next.phone !== user.phone;
    const emailChanged = next.email.toLowerCase() !== user.email.toLowerCase();
    if (namesChanged && !held.includes(P.PROFILE_UPDATE_CONTACT_DETAILS))
      return errorResponse(403, 'You do not have permission to update your contact details.');
    if (emailChanged && !held.includes(P.PROFILE_UPDATE_EMAIL)) return errorResponse(403, 'You do not have permission to update your email.');
    const errors: Record<string, string[]> = {};
    if (!next.first_name) errors.first_name = ['The first name field is required.'];
    else if (next.first_name.length > 100) errors.first_name = ['The first name may not be greater than 100 characters.'];
    if (!next.last_name) errors.last_name = ['The last name field is required.'];
    else if (next.last_name.length > 100) errors.last_name = ['The last name may not be greater than 100 characters.'];
    if (!next.email) errors.email = ['The email field is required.'];
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next.email)) errors.email = ['The email must be a valid email address.'];
    else if (emailChanged && db().users.some((other) => other.id !== user.id && other.email.toLowerCase() === next.email.toLowerCase()))
      errors.email = ['The email has already been taken.'];
    if (next.phone && !/^\d{10}$/.test(next.phone)) errors.phone = ['The phone must be 10 digits.'];
    if (Object.keys(errors).length) return validationError(errors);
    if (emailChanged) {
      const confirmedAt = supportData().passwordConfirmed.get(auth.token) ?? 0;
      if (Date.now() - confirmedAt > CONFIRM_WINDOW_MS) return validationError({ email: ['Please confirm your password before changing your email.'] });
      supportData().passwordConfirmed.delete(auth.token);
    }
    Object.assign(user, next);
    return HttpResponse.json({ message: 'Contact details updated', data: profileJson(auth) });
  }),
  post('/password-confirm', async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const password = str((await readJsonObject(request)).password);
    if (password === '') return validationError({ password: ['The password field is required.'] });
    if (password !== auth.user.password) return validationError({ password: ['The provided password was incorrect.'] });
    supportData().passwordConfirmed.set(auth.token, Date.now());
    return HttpResponse.json({ message: 'Password confirmed' });
  }),
  patch('/password', async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    if (isOverallAdminUser(auth.user) || !permissionsOf(auth.user).includes(P.PROFILE_UPDATE_PASSWORD))
      return errorResponse(403, 'You do not have permission to update your password.');
    const input = await readJsonObject(request);
    const current = str(input.current_password);
    const password = str(input.password);
    const errors: Record<string, string[]> = {};
    if (current === '') errors.current_password = ['The current password field is required.'];
    else if (current !== auth.user.password) errors.current_password = ['The current password is incorrect.'];
    const problems = passwordErrors(password, str(input.password_confirmation));
    if (problems.length) errors.password = problems;
    if (Object.keys(errors).length) return validationError(errors);
    auth.user.password = password;
    return HttpResponse.json({ message: 'Password updated' });
  }),
  patch('/timezone', async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    if (isOverallAdminUser(auth.user)) return errorResponse(403, 'The overall admin has no timezone setting.');
    const timezone = str((await readJsonObject(request)).timezone);
    if (!TIMEZONES.includes(timezone)) return validationError({ timezone: ['The selected timezone is invalid.'] });
    auth.user.timezone = timezone;
    return HttpResponse.json({ message: 'Timezone updated', data: { timezone } });
  }),
];
