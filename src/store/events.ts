import { createAction } from '@reduxjs/toolkit';

/** The stored session of a signed-in user, as the login response gives it. */
export interface SessionUser {
  id: number;
  encrypted_id: string;
  name: string;
  email: string;
  company_id: number;
  max_reporting_level: string | null;
}

export interface Session {
  user: SessionUser;
  permissions: string[];
  roles: string[];
  companyLabels: { wave: string; location: string };
  overallAdminId: number | null;
}

/** The user signed out, or was signed out (`message` says why, e.g. the inactivity text). */
export const signedOut = createAction<{ message: string | null } | undefined>('session/signedOut');
/** The overall admin became another user, or went back to admin: every area starts afresh. */
export const identitySwitched = createAction<Session>('session/identitySwitched');
/** Some area asks for the job report modal. */
export const jobReportRequested = createAction<{ jobId: number; isSurvey: boolean }>('jobReport/requested');

/** Sections whose state resets when entered (document 000 §2 route guard). */
export type RouteSection = 'reporting' | 'queries' | 'critical-focus' | 'case-list' | 'case-detail';
/**
 * The router entered a section from another route. Areas reset their state on it (the case list
 * keeps its state when `fromSection` is 'case-detail').
 */
export const sectionEntered = createAction<{ section: RouteSection; fromSection: RouteSection | null }>('router/sectionEntered');
/** The router left a section (e.g. the case view resets when its page is left). */
export const sectionLeft = createAction<{ section: RouteSection }>('router/sectionLeft');
