// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AcknowledgedSchema, ProfileSchema, ProfileUpdateSchema } from '@/features/profile/profileSchemas';

const profile = { first_name: 'Morgan', last_name: 'Manager', email: 'manager@example.com', phone: '6175550101', timezone: 'US/Eastern' };

describe('GET /api/profile decoder', () => {
  const parse = (value: unknown) => v.safeParse(ProfileSchema, value);

  it('reads the fields flat or under data, dropping the rest', () => {
    expect(parse(profile).output).toEqual(profile);
    expect(parse({ data: { ...profile, id: 2, roles: ['x'] } }).output).toEqual(profile);
    expect(parse({ data: profile, message: 'ok' }).output).toEqual(profile);
  });

  it('reads a missing or null field as empty, and a number as its text', () => {
    expect(parse({ first_name: 'Morgan', last_name: null, email: 'm@example.com', phone: 6175550101 }).output).toEqual({
      first_name: 'Morgan',
      last_name: '',
      email: 'm@example.com',
      phone: '6175550101',
      timezone: '',
    });
  });

  it('turns an answer of the wrong type into the one decoding failure, never a throw', () => {
    for (const garbage of [null, [], [profile], 'profile', 3, { first_name: { nested: true } }]) {
      expect(() => parse(garbage)).not.toThrow();
      expect(parse(garbage).success).toBe(false);
    }
  });
});

describe('PATCH /api/profile decoder (the answer has email)', () => {
  const parse = (value: unknown) => v.parse(ProfileUpdateSchema, value);

  it('finds the e-mail flat, under data, or beside a message', () => {
    expect(parse({ email: 'new@example.com' })).toEqual({ email: 'new@example.com' });
    expect(parse({ data: { email: 'new@example.com' } })).toEqual({ email: 'new@example.com' });
    expect(parse({ message: 'Contact details updated', data: { ...profile, email: 'new@example.com' } })).toEqual({ email: 'new@example.com' });
    expect(parse({ status: 'ok', extra: 1, data: { email: ' new@example.com ' } })).toEqual({ email: 'new@example.com' });
  });

  it('reads no e-mail (the one just sent stands) from an empty, odd or e-mail-less answer', () => {
    for (const answer of [null, undefined, '', 'Contact details updated', true, [], { message: 'ok' }, { email: '' }, { email: { x: 1 } }]) {
      expect(parse(answer)).toEqual({ email: null });
    }
  });
});

describe('acknowledgements (password confirm, password, timezone)', () => {
  it('reads nothing and accepts any answer: the status decides', () => {
    for (const answer of [null, '', 'Password updated', { message: 'Password confirmed' }, { data: { timezone: 'US/Central' } }, true, []]) {
      expect(v.safeParse(AcknowledgedSchema, answer)).toMatchObject({ success: true, output: undefined });
    }
  });
});
