/**
 * Asking the server who is signed in, and the device copy of the answer. Invariant
 * (docs/architecture.md): only a 401 means "signed out"; no network or a failing server means
 * "unreachable", and the cached user stays, so a dead zone never signs a driver out.
 */
import { currentUserSchema, meResponseSchema, type CurrentUser } from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { api, ApiError, NetworkError } from '../api';
import { clearLocalData, db } from '../db';

/** docs/product.md §3: the current user arrives either bare or inside `{ user }`. */
export const userResponseSchema = z.union([
  z.pipe(
    meResponseSchema,
    z.transform((body) => body.user),
  ),
  currentUserSchema,
]);

export type SessionCheck =
  { kind: 'signedIn'; user: CurrentUser } | { kind: 'signedOut' } | { kind: 'unreachable' };

/** docs/product.md §9: the current-user lookup is retried once. */
const meRetryDelayMs = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function checkSession(): Promise<SessionCheck> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { kind: 'signedIn', user: await api.get('/api/auth/me', userResponseSchema) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { kind: 'signedOut' };
      if (!(error instanceof NetworkError) || attempt >= 1) return { kind: 'unreachable' };
      await wait(meRetryDelayMs);
    }
  }
}

export async function readCachedUser(): Promise<CurrentUser | null> {
  try {
    const row = await db.session.get('current');
    const parsed = currentUserSchema.safeParse(row?.user);
    return parsed.success ? parsed.data : null;
  } catch {
    // IndexedDB can be unavailable (some private modes): behave as a device with no cache.
    return null;
  }
}

/**
 * The session ended without a sign-out (a 401). Entries still queued stay on the device, so the same
 * driver signing back in sends them; with nothing queued the device is cleared as on sign-out.
 */
export async function releaseDevice(): Promise<void> {
  if ((await db.outbox.count()) > 0) return;
  await clearLocalData();
}

/**
 * Caches the signed-in user; a different driver than the one whose rows the device holds starts
 * clean. `current` tells whether this sign-in still stands: a sign-out (or another sign-in) while
 * the device was finding whom it held has cleared it or will keep its own driver, and this one is
 * not written after it. A write made before them is ordered before their clearing (IndexedDB runs
 * transactions in the order they were made), so it is cleared with the rest.
 */
export async function cacheUser(user: CurrentUser, current = () => true): Promise<void> {
  try {
    const previous = await db.session.get('current');
    if (!current()) return;
    if (previous && previous.user.id !== user.id) await clearLocalData();
    if (!current()) return;
    await db.session.put({ key: 'current', user, savedAt: new Date().toISOString() });
  } catch (error) {
    // Without the cache the driver is still signed in now; only offline restarts lose it.
    console.warn('Could not cache the signed-in user on this device', error);
  }
}
