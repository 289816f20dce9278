import { can, isOverallAdmin, P, type PermissionHolder } from '@/lib/permissions';

export type ProfileTab = 'contact' | 'password' | 'timezone';

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = { contact: 'Contact Details', password: 'Password', timezone: 'Timezone' };

/** The five timezones (document 002 §9), label and value. */
export const TIMEZONES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Phoenix', label: 'Mountain' },
  { value: 'US/Central', label: 'Central' },
  { value: 'US/Eastern', label: 'Eastern' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
];

/**
 * The profile tabs of a user: Contact Details with its view permission, Password with the update
 * permission, Timezone for everyone; Password and Timezone never for the overall admin.
 */
export function profileTabsFor(user: PermissionHolder | null | undefined): ProfileTab[] {
  if (!user) return [];
  const admin = isOverallAdmin(user);
  const tabs: ProfileTab[] = [];
  if (can(user, P.PROFILE_VIEW_CONTACT_DETAILS)) tabs.push('contact');
  if (!admin && can(user, P.PROFILE_UPDATE_PASSWORD)) tabs.push('password');
  if (!admin) tabs.push('timezone');
  return tabs;
}

/** Which contact fields the user may edit (the overall admin none: read-only, document 002 §6). */
export function contactEditRights(user: PermissionHolder | null | undefined): { names: boolean; email: boolean } {
  if (!user || isOverallAdmin(user)) return { names: false, email: false };
  return { names: can(user, P.PROFILE_UPDATE_CONTACT_DETAILS), email: can(user, P.PROFILE_UPDATE_EMAIL) };
}

/** A phone as typed or pasted: digits only, at most 10 ('(617) 555-0101' → '6175550101'). */
export function phoneDigits(value: string): string {
  return value.replace(/\D+/g, '').slice(0, 10);
}

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'admin123',
  'welcome1',
  'welcome123',
  'letmein1',
  'abc12345',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  'passw0rd',
]);

export type Strength = 'Weak' | 'Fair' | 'Strong';

/**
 * A password's strength from its length, its variety (lower, upper, digits, symbols) and a short
 * list of common passwords. Informative only: the server decides.
 */
export function passwordStrength(password: string): { label: Strength; score: 1 | 2 | 3 } {
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9\s]/].filter((pattern) => pattern.test(password)).length;
  if (password.length < 8 || COMMON_PASSWORDS.has(password.toLowerCase()) || classes < 2) return { label: 'Weak', score: 1 };
  const points = (password.length >= 12 ? 1 : 0) + (classes >= 3 ? 1 : 0) + (classes === 4 || password.length >= 16 ? 1 : 0);
  return points >= 2 ? { label: 'Strong', score: 3 } : { label: 'Fair', score: 2 };
}

/** The live checklist of the password rules. */
export function passwordChecklist(password: string, confirmation: string): Array<{ label: string; met: boolean }> {
  return [
    { label: 'At least 8 characters', met: password.length >= 8 },
    { label: 'No spaces', met: password.length > 0 && !/\s/.test(password) },
    { label: 'Matches the confirmation', met: password.length > 0 && password === confirmation },
  ];
}
