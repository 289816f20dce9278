import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXPIRES_IN_SECONDS, LoginResponseSchema, RefreshResponseSchema } from '@/api/authSchemas';
import { decodeOrThrow, isUnreadableData } from '@/api/schema';
import { authMinimal } from '@/demo/contract/auth';
import { minimise } from '@/demo/contract/minimal';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { MessageSchema } from '@/features/auth/authSchemas';
import { sessionFromLoginResponse } from '@/store/sessionSlice';
import { decode } from '../support/decode';

// Unreadable entries are logged (console.warn), failures too (console.error): keep the output quiet.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** The login response exactly as 000 §3 names it. */
const documented = {
  access_token: 'abc.def.ghi',
  expires_in: 3600,
  user: {
    id: 7,
    encrypted_id: 'eyJpdiI6',
    name: 'Morgan Manager',
    email: 'manager@example.com',
    company_id: 913,
    permissions: ['view - dashboard', 'view - reporting'],
    roles: ['Regional Manager'],
    max_reporting_level: 'rbm',
  },
  company_labels: { wave: 'Visit', location: 'Store' },
  overall_admin_id: null,
};

/** What the decoder must give for it: the same fields and values (a copy, so a decoder that changed its input would not pass). */
const expected = structuredClone(documented);

describe('LoginResponseSchema (POST /auth/login, /auth/login/{client}, GET /become-client/{id}, /back-to-admin/{id})', () => {
  it('reads the documented shape, dropping fields the spec does not name', () => {
    const result = decode(LoginResponseSchema, { ...documented, token_type: 'bearer', user: { ...documented.user, avatar: 'x.png' } });
    // Exactly the documented answer: the extra token_type and avatar are gone.
    expect(result.success && result.output).toEqual(expected);
  });

  it('reads it under `data`', () => {
    expect(decode(LoginResponseSchema, { data: documented }).output).toEqual(expected);
  });

  it('reads numbers sent as strings', () => {
    const raw = { ...documented, expires_in: '7200', user: { ...documented.user, id: '7', company_id: '913' }, overall_admin_id: '1' };
    expect(decode(LoginResponseSchema, raw).output).toMatchObject({ expires_in: 7200, user: { id: 7, company_id: 913 }, overall_admin_id: 1 });
  });

  it('reads roles and permissions sent as objects with a name (a permission package left unplucked)', () => {
    const raw = {
      ...documented,
      user: {
        ...documented.user,
        roles: [{ id: 3, name: 'Regional Manager', guard_name: 'api' }],
        permissions: [{ id: 1, name: 'view - dashboard' }, 'view - reporting'],
      },
    };
    expect(decode(LoginResponseSchema, raw).output).toMatchObject({
      user: { roles: ['Regional Manager'], permissions: ['view - dashboard', 'view - reporting'] },
    });
  });

  it('fills defaults for what may be missing or null: labels, admin id, lists, expiry, strings', () => {
    const raw = { access_token: 'tok', user: { id: 9, name: null, permissions: null } };
    const result = decode(LoginResponseSchema, raw);
    expect(result.success && result.output).toEqual({
      access_token: 'tok',
      expires_in: DEFAULT_EXPIRES_IN_SECONDS,
      user: { id: 9, encrypted_id: '', name: '', email: '', company_id: 0, permissions: [], roles: [], max_reporting_level: null },
      company_labels: null,
      overall_admin_id: null,
    });
    // Without labels the session falls back to the spec's defaults.
    if (result.success) expect(sessionFromLoginResponse(result.output).companyLabels).toEqual({ wave: 'Wave', location: 'Location' });
  });

  it('reads empty or odd company labels as absent (the session then says Wave / Location)', () => {
    for (const labels of [[], '', { wave: null, location: '' }]) {
      const result = decode(LoginResponseSchema, { ...documented, company_labels: labels });
      expect(result.success).toBe(true);
      if (result.success) expect(sessionFromLoginResponse(result.output).companyLabels).toEqual({ wave: 'Wave', location: 'Location' });
    }
  });

  it('leaves out an unreadable permission, never the sign-in', () => {
    const raw = { ...documented, user: { ...documented.user, permissions: ['view - dashboard', null, { id: 1 }, 'view - reporting'] } };
    expect(decode(LoginResponseSchema, raw).output).toMatchObject({ user: { permissions: ['view - dashboard', 'view - reporting'] } });
    expect(console.warn).toHaveBeenCalled();
  });

  it('turns garbage into the one decoding error, never a throw', () => {
    const garbage: unknown[] = [
      null,
      '<html>502</html>',
      [],
      [documented],
      42,
      {},
      { ...documented, access_token: '' },
      { ...documented, access_token: 5 },
      { ...documented, user: null },
      { ...documented, user: { name: 'No id' } },
      { ...documented, user: { ...documented.user, id: 'seven' } },
    ];
    for (const raw of garbage) {
      expect(decode(LoginResponseSchema, raw).success).toBe(false);
      try {
        decodeOrThrow(LoginResponseSchema, raw, 'POST /api/auth/login');
        expect.unreachable('decodeOrThrow should throw the decoding ApiError');
      } catch (error) {
        expect(isUnreadableData(error as { code?: string })).toBe(true);
      }
    }
  });

  it('reads what the demo sends in both modes', () => {
    const user = db().users.find((row) => row.email === 'manager@example.com')!;
    const raw = loginResponse(user);
    const minimal = minimise(raw, authMinimal['POST /auth/login']);
    expect(minimal).toEqual({ data: expect.not.objectContaining({ token_type: expect.anything() }) });
    const fromDefault = decode(LoginResponseSchema, raw);
    const fromMinimal = decode(LoginResponseSchema, minimal);
    expect(fromDefault.success && fromMinimal.success).toBe(true);
    expect(fromMinimal.output).toEqual(fromDefault.output);
  });
});

describe('RefreshResponseSchema (POST /auth/refresh)', () => {
  it('reads access_token and expires_in, flat or under data, numbers as strings', () => {
    expect(decode(RefreshResponseSchema, { access_token: 'new', expires_in: 60, token_type: 'bearer' }).output).toEqual({
      access_token: 'new',
      expires_in: 60,
    });
    expect(decode(RefreshResponseSchema, { data: { access_token: 'new', expires_in: '60' } }).output).toEqual({ access_token: 'new', expires_in: 60 });
  });

  it('gives a token without expiry the default lifetime', () => {
    expect(decode(RefreshResponseSchema, { access_token: 'new' }).output).toEqual({ access_token: 'new', expires_in: DEFAULT_EXPIRES_IN_SECONDS });
    expect(decode(RefreshResponseSchema, { access_token: 'new', expires_in: null }).output).toEqual({
      access_token: 'new',
      expires_in: DEFAULT_EXPIRES_IN_SECONDS,
    });
  });

  it('refuses an answer without a usable token', () => {
    for (const raw of [null, '', 'token', [], {}, { access_token: '' }, { access_token: '   ' }, { access_token: null }, { token: 'x' }, { data: [] }]) {
      expect(decode(RefreshResponseSchema, raw).success).toBe(false);
    }
  });
});

describe('MessageSchema (POST /auth/forgot-password, /auth/password/reset)', () => {
  it('reads the message, flat or under data', () => {
    expect(decode(MessageSchema, { message: 'Your password has been reset!' }).output).toEqual({ message: 'Your password has been reset!' });
    expect(decode(MessageSchema, { data: { message: 'Sent' } }).output).toEqual({ message: 'Sent' });
  });

  it('reads any other success answer as "no message" (the pages then use their own text)', () => {
    for (const raw of [null, undefined, {}, [], { message: null }, { status: 'ok' }, 1]) {
      const result = decode(MessageSchema, raw);
      expect(result.success && result.output).toEqual({ message: null });
    }
  });

  it('refuses a message that is not text', () => {
    expect(decode(MessageSchema, { message: { text: 'x' } }).success).toBe(false);
  });
});
