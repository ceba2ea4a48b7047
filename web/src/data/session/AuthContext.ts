import type { CurrentUser, LoginInput, TokenLoginInput } from '@haulbook/sync-protocol';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: CurrentUser | null;
  /** False after the last session check could not reach the server (offline or server down). */
  serverReachable: boolean;
  /**
   * True once the server ended the session of the driver this device had signed in (a 401, say
   * after a password reset elsewhere), until the next sign-in or sign-out.
   */
  sessionEnded: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Re-asks the server who is signed in; resolves to the user afterwards (cached if unreachable). */
  refresh: () => Promise<CurrentUser | null>;
  /** Email and password sign-in. Throws ApiError or NetworkError for the form to report. */
  login: (input: LoginInput) => Promise<CurrentUser | null>;
  /** Spends a one-time sign-in token (emailed link or checkout). Throws like login. */
  tokenLogin: (input: TokenLoginInput) => Promise<CurrentUser | null>;
  logout: () => Promise<void>;
  /** Readies the sign-in's own code while the driver types, so the tap on Sign In goes at once. */
  prepareSignIn: () => void;
}

/** A visitor's session, fixed: what a page drawn without the app (or a test) is given. */
export const visitorSession: AuthContextValue = {
  status: 'signedOut',
  user: null,
  serverReachable: true,
  sessionEnded: false,
  refresh: async () => null,
  login: async () => null,
  tokenLogin: async () => null,
  logout: async () => {},
  prepareSignIn: () => undefined,
};

export const AuthContext = createContext<AuthContextValue | null>(null);
