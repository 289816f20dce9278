import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponseData } from '@/api/authSchemas';
import { endSession, hasToken, startSession } from '@/api/http';
import { identitySwitched, signedOut, type Session, type SessionUser } from './events';

/**
 * The login response (document 000 §3) as its decoder reads it (api/authSchemas.ts); become-client
 * and back-to-admin answer the same way.
 */
export type LoginResponse = LoginResponseData;

const SESSION_STORAGE_KEY = 'portal.session';
const LAST_COMPANY_KEY = 'portal.lastCompany';

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Validates a stored session; anything corrupt or half-written reads as "signed out". */
export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    const user = value?.user as Partial<SessionUser> | undefined;
    if (!value || !user || typeof user.id !== 'number' || typeof user.name !== 'string') return null;
    if (!isStringArray(value.permissions) || !isStringArray(value.roles)) return null;
    const labels = value.companyLabels;
    if (!labels || typeof labels.wave !== 'string' || typeof labels.location !== 'string') return null;
    return {
      user: {
        id: user.id,
        encrypted_id: typeof user.encrypted_id === 'string' ? user.encrypted_id : '',
        name: user.name,
        email: typeof user.email === 'string' ? user.email : '',
        company_id: typeof user.company_id === 'number' ? user.company_id : 0,
        max_reporting_level: typeof user.max_reporting_level === 'string' ? user.max_reporting_level : null,
      },
      permissions: value.permissions,
      roles: value.roles,
      companyLabels: labels,
      overallAdminId: typeof value.overallAdminId === 'number' ? value.overallAdminId : null,
    };
  } catch {
    return null;
  }
}

/** The session kept from a previous visit, when it and its token are both intact. */
export function loadStoredSession(): Session | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  const session = parseStoredSession(raw);
  if (!session || !hasToken()) {
    if (raw !== null || hasToken()) {
      endSession();
      clearStoredSession();
    }
    return null;
  }
  return session;
}

function storeSession(session: Session): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    localStorage.setItem(LAST_COMPANY_KEY, String(session.user.company_id));
  } catch {
    // Storage unavailable: the session lasts until reload.
  }
}

function clearStoredSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/** The company of the last signed-in user on this browser (for the company login page). */
export function lastCompanyId(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_COMPANY_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Turns a login-like response into the stored session. */
export function sessionFromLoginResponse(response: LoginResponse): Session {
  const { user } = response;
  return {
    user: {
      id: user.id,
      encrypted_id: user.encrypted_id ?? '',
      name: user.name,
      email: user.email,
      company_id: user.company_id,
      max_reporting_level: user.max_reporting_level ?? null,
    },
    permissions: isStringArray(user.permissions) ? user.permissions : [],
    roles: isStringArray(user.roles) ? user.roles : [],
    companyLabels: {
      wave: response.company_labels?.wave || 'Wave',
      location: response.company_labels?.location || 'Location',
    },
    overallAdminId: response.overall_admin_id ?? null,
  };
}

export interface SessionState {
  session: Session | null;
  /** Set when the user was signed out for a token problem; shown on the login page. */
  authError: string | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ session: loadStoredSession(), authError: null }),
  reducers: {
    signedIn(state, action: PayloadAction<Session>) {
      state.session = action.payload;
      state.authError = null;
    },
    authErrorCleared(state) {
      state.authError = null;
    },
    /** The user's own e-mail (their login username) changed on the profile page. */
    emailChanged(state, action: PayloadAction<string>) {
      if (state.session) state.session.user.email = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, (state, action) => {
        state.session = null;
        state.authError = action.payload?.message ?? null;
      })
      .addCase(identitySwitched, (state, action) => {
        state.session = action.payload;
        state.authError = null;
      });
  },
});

export const { signedIn, authErrorCleared, emailChanged } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** Starts the session from a login response: token to the HTTP client, session to storage and store. */
export const signIn = (response: LoginResponse) => (dispatch: Dispatch) => {
  const session = sessionFromLoginResponse(response);
  // The session first, then the token: other tabs act on the token's change and read the session.
  storeSession(session);
  startSession(response.access_token, response.expires_in);
  dispatch(signedIn(session));
  return session;
};

/** Records the user's new e-mail in the store and the stored session (profile page). */
export const changeEmail = (email: string) => (dispatch: Dispatch, getState: () => WithSession) => {
  dispatch(emailChanged(email));
  const session = getState().session.session;
  if (session) storeSession(session);
};

/** Ends the session (Log Out, or a token problem with its message). */
export const signOut =
  (message: string | null = null) =>
  (dispatch: Dispatch) => {
    endSession();
    clearStoredSession();
    dispatch(signedOut({ message }));
  };

/** Become a user / back to admin: a new identity, every area's state and cache dropped. */
export const switchIdentity = (response: LoginResponse) => (dispatch: Dispatch) => {
  const session = sessionFromLoginResponse(response);
  storeSession(session);
  startSession(response.access_token, response.expires_in);
  dispatch(identitySwitched(session));
  return session;
};

/** Another tab signed out: this tab follows (the other tab already cleared storage). */
export const signedOutElsewhere = () => (dispatch: Dispatch) => {
  dispatch(signedOut({ message: null }));
};

/** The session another tab stored, as this tab will reload into it (or null). */
export function readStoredSession(): Session | null {
  try {
    return parseStoredSession(localStorage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** What a tab says after following another tab into a new identity. */
export function identityNotice(next: Session | null): string | null {
  if (!next) return null;
  if (next.overallAdminId !== null && next.overallAdminId !== next.user.id) return `You are now acting as ${next.user.name}`;
  if (next.overallAdminId === next.user.id) return 'You are back as admin';
  return `You are now signed in as ${next.user.name}`;
}

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session.session;
export const selectUser = (state: WithSession) => state.session.session?.user ?? null;
export const selectAuthError = (state: WithSession) => state.session.authError;
export const selectCompanyLabels = (state: WithSession) => state.session.session?.companyLabels ?? { wave: 'Wave', location: 'Location' };
/** True while the overall admin acts as another user. */
export const selectIsActingAs = (state: WithSession) => {
  const session = state.session.session;
  return !!session && session.overallAdminId !== null && session.overallAdminId !== session.user.id;
};
