/**
 * Small conveniences remembered on this device across sign-outs (unlike Dexie, which sign-out
 * clears): the last email typed, to prefill the sign-in forms, and the screen a driver was on when
 * the server ended the session, to return to it after signing in again.
 */
import { signOutPendingCookie } from '@haulbook/sync-protocol';

const lastEmailKey = 'haulbook.lastEmail';

export function rememberEmail(email: string): void {
  try {
    localStorage.setItem(lastEmailKey, email.trim().toLowerCase());
  } catch {
    // Storage can be full or disabled (private browsing); prefilling is only a convenience.
  }
}

export function lastEmail(): string {
  try {
    return localStorage.getItem(lastEmailKey) ?? '';
  } catch {
    return '';
  }
}

const logoutPendingKey = 'haulbook.logoutPending';

/**
 * A sign-out made offline could not reach the server, so the HttpOnly session cookie survives it.
 * This flag makes the next start finish the sign-out before asking who is signed in.
 */
export function setLogoutPending(pending: boolean): void {
  // Told to the server too, which then draws no page with the signed-out driver's name.
  document.cookie = pending
    ? `${signOutPendingCookie}=1; Path=/; SameSite=Lax; Max-Age=31536000`
    : `${signOutPendingCookie}=; Path=/; SameSite=Lax; Max-Age=0`;
  try {
    if (pending) localStorage.setItem(logoutPendingKey, '1');
    else localStorage.removeItem(logoutPendingKey);
  } catch {
    // Without storage the flag is lost; the worst case is being signed in again on next start.
  }
}

export function isLogoutPending(): boolean {
  try {
    return localStorage.getItem(logoutPendingKey) === '1';
  } catch {
    return false;
  }
}

const returnToKey = 'haulbook.returnTo';

/** The screen to reopen after the next sign-in; null forgets it. */
export function setReturnTo(path: string | null): void {
  try {
    if (path) localStorage.setItem(returnToKey, path);
    else localStorage.removeItem(returnToKey);
  } catch {
    // Without storage the driver lands on the dashboard after signing in, as on any sign-in.
  }
}

/** Reads and forgets the screen to reopen after signing in. */
export function takeReturnTo(): string | null {
  try {
    const path = localStorage.getItem(returnToKey);
    localStorage.removeItem(returnToKey);
    return path;
  } catch {
    return null;
  }
}
