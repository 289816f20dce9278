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
