/**
 * Telling a visitor from a driver without downloading the session code. A device that never held a
 * signed-in driver has no Haulbook database: on a public page it is shown as signed out at once,
 * and a 401 from /api/auth/me confirms it. A driver's device (or a browser that cannot list its
 * databases), or a page the server drew for a signed-in driver, takes the full path: the cached
 * user, then the server.
 */
import { api } from '../api';
import { showsDriverPage } from '../../ui/prerendered';
import { HAULBOOK_DB_NAME } from '../dbName';

/** Pages that show the same thing to a visitor; on any other the session is awaited. */
const publicPaths = new Set(['/', '/auth', '/signup', '/login-direct', '/forgot-password']);

export async function isVisitor(pathname = window.location.pathname): Promise<boolean> {
  if (!publicPaths.has(pathname) || showsDriverPage()) return false;
  return holdsNoDeviceDatabase();
}

/** True when this browser holds no Haulbook database; false too when it cannot tell. */
export async function holdsNoDeviceDatabase(): Promise<boolean> {
  try {
    const databases = await indexedDB.databases();
    return !databases.some((d) => d.name === HAULBOOK_DB_NAME);
  } catch {
    return false;
  }
}

/** True only when the server says no one is signed in; anything else needs the full check. */
export async function probeSignedOut(): Promise<boolean> {
  try {
    return (await api.status('/api/auth/me')) === 401;
  } catch {
    return false;
  }
}
