/**
 * Who is signed in, for the whole app. On start the cached user (Dexie) shows at once, then the
 * server is asked. A 401 signs out and clears the device; a network failure or a failing server
 * keeps the cached user and marks the server unreachable (docs/architecture.md: offline is not signed
 * out). Every check takes a ticket: an answer that arrives after a newer sign-in or sign-out is
 * ignored, so a slow request can never undo what the driver just did.
 *
 * The session code (Dexie, the zod schemas) is its own chunk, loaded on first use: a visitor on a
 * public page whose device holds no Haulbook database is shown the page at once, and a 401 from a
 * plain probe settles it without ever downloading that code.
 */
import type { CurrentUser, LoginInput, TokenLoginInput } from '@haulbook/sync-protocol';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { intlReady } from '../../ui/intlWarmup';
import { nextTask } from '../../ui/nextTask';
import { api, NetworkError } from '../api';
import { isLogoutPending, rememberEmail, setLogoutPending, setReturnTo } from '../deviceMemory';
import { AuthContext, type AuthContextValue, type AuthState } from './AuthContext';
import { deviceCleared } from './deviceCleared';
import type { SessionCheck } from './currentUser';
import { holdsNoDeviceDatabase, isVisitor, probeSignedOut } from './visitor';

// Dexie, the device's database and the session code are each evaluated in a task of their own,
// once: later calls have the code at once. A download that failed is tried again next time.
let sessionCode: Promise<typeof import('./currentUser')> | undefined;

const session = () =>
  (sessionCode ??= (async () => {
    await intlReady();
    await import('dexie');
    await nextTask();
    await import('../db');
    await nextTask();
    return import('./currentUser');
  })().catch((error: unknown) => {
    sessionCode = undefined;
    throw error;
  }));

/**
 * A new sign-in's first sync round, started as soon as the device holds the driver (the cached
 * user, a switch of driver cleared): the first screen's rows are then on their way while its code
 * loads, not after.
 */
function syncAfterSignIn(): void {
  void import('../sync')
    .then(({ syncScheduler }) => syncScheduler.request())
    .catch((error: unknown) => console.warn('Could not start the first sync', error));
}

/**
 * On a device that holds nothing yet (a new phone), the history's first answer is asked for as
 * soon as the sign-in is answered, while the session is checked and the shell drawn; the first
 * sync round takes it instead of asking then. Any answer an earlier session asked for goes first.
 */
let askedAhead = false;

function askFirstAnswerEarly(): void {
  askedAhead = true;
  void Promise.all([import('../sync'), holdsNoDeviceDatabase()])
    .then(([sync, empty]) => {
      sync.forgetFirstAnswer();
      if (empty) sync.askFirstAnswerNow();
    })
    .catch((error: unknown) => console.warn('Could not ask for the first sync early', error));
}

/** Drops a first answer asked ahead, when its session ends (sign-out, session gone). */
function forgetFirstAnswer(): void {
  // Only a page that asked ahead has the sync code to tell: a visitor's never loads it.
  if (!askedAhead) return;
  void import('../sync')
    .then((sync) => sync.forgetFirstAnswer())
    .catch((error: unknown) => console.warn('Could not drop the first sync asked ahead', error));
}

async function dropLocalData(): Promise<void> {
  try {
    await (await import('../db')).clearLocalData();
  } catch (error) {
    console.warn('Could not clear this device after signing out', error);
  }
}

/** Tells the server; true when it heard (or the session was already gone). */
async function signOutOnServer(): Promise<boolean> {
  try {
    await api.postIgnoringBody('/api/auth/logout');
    return true;
  } catch (error) {
    return !(error instanceof NetworkError);
  }
}

/** Pages that sign a driver in or out themselves: nothing to return to after signing in. */
const accountPaths =
  /^\/(auth|signup|login|login-direct|forgot-password|reset-password|welcome|dev-verify)?(\/|$)/;

/** The server ended the session of a driver this device had signed in: remember where they were. */
function rememberScreen(): void {
  const { pathname, search, hash } = window.location;
  if (!accountPaths.test(pathname)) setReturnTo(pathname + search + hash);
}

function useStoragePersistence(signedIn: boolean) {
  const asked = useRef(false);
  useEffect(() => {
    if (!signedIn || asked.current) return;
    asked.current = true;
    // Ask the browser not to evict entries a driver logged offline; unsupported or refused is fine.
    void navigator.storage?.persist?.().catch(() => false);
  }, [signedIn]);
}

/**
 * Tells when the last state set has been drawn: `latest()` resolves at the first commit after the
 * last `expect()` (a newer state drawn first counts, as it replaced the one asked about).
 */
function useDrawnStates(state: AuthState) {
  const waiting = useRef<(() => void)[]>([]);
  const last = useRef<Promise<void>>(Promise.resolve());
  const settle = () => waiting.current.splice(0).forEach((resolve) => resolve());
  useEffect(settle, [state]);
  // Nothing will be drawn once the provider is gone: no one waits for it.
  useEffect(() => settle, []);
  return useMemo(
    () => ({
      expect: () => {
        last.current = new Promise<void>((resolve) => waiting.current.push(resolve));
      },
      latest: () => last.current,
    }),
    [],
  );
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({
    status: 'loading',
    user: null,
    serverReachable: true,
    sessionEnded: false,
  });
  const userRef = useRef<CurrentUser | null>(null);
  const ticketRef = useRef(0);
  /**
   * Counts sign-ins and sign-outs (not the checks of a session that stands): a driver is kept on
   * the device only while no sign-out or other sign-in came after the check that found them.
   */
  const sessionsRef = useRef(0);
  /** Whom the newest check that found someone signed in found. */
  const foundRef = useRef<string | null>(null);
  const drawn = useDrawnStates(state);

  const commit = useCallback(
    (next: AuthState) => {
      userRef.current = next.user;
      // The session decides the whole screen: drawing it yields to the browser (main.tsx).
      startTransition(() => setState(next));
      drawn.expect();
    },
    [drawn],
  );

  const apply = useCallback(
    async (check: SessionCheck, ticket: number): Promise<CurrentUser | null> => {
      if (ticket !== ticketRef.current) return userRef.current;
      if (check.kind === 'signedIn') {
        foundRef.current = check.user.id;
        const sessions = sessionsRef.current;
        // Until a sign-out, another sign-in, or a newer check that found someone else.
        const stands = () => sessions === sessionsRef.current && foundRef.current === check.user.id;
        const caching = (await session()).cacheUser(check.user, stands);
        // A driver shown signed in for the first time is kept on the device first: a reload the
        // moment the dashboard shows must find them here, not take the device for cleared.
        if (!userRef.current) {
          await caching;
          // What came while the device kept this driver decides, if it changed who is signed in.
          // (Read again after the wait: the ref may have changed, which TypeScript cannot know.)
          if (!stands()) return userRef.current as CurrentUser | null;
        }
        commit({
          status: 'signedIn',
          user: check.user,
          serverReachable: true,
          sessionEnded: false,
        });
        await caching;
        return check.user;
      }
      if (check.kind === 'signedOut') {
        sessionsRef.current += 1;
        forgetFirstAnswer();
        const clearing = (await session())
          .releaseDevice()
          .catch((error: unknown) => console.warn('Could not clear this device', error));
        const ended = userRef.current !== null;
        if (ended) rememberScreen();
        commit({ status: 'signedOut', user: null, serverReachable: true, sessionEnded: ended });
        await clearing;
        return null;
      }
      const kept = userRef.current;
      commit({
        status: kept ? 'signedIn' : 'signedOut',
        user: kept,
        serverReachable: false,
        sessionEnded: false,
      });
      return kept;
    },
    [commit],
  );

  useEffect(() => {
    const ticket = ++ticketRef.current;
    void (async () => {
      if (isLogoutPending()) {
        if (!(await signOutOnServer())) {
          await apply({ kind: 'signedOut' }, ticket);
          return;
        }
        setLogoutPending(false);
      }
      if (await isVisitor()) {
        if (ticket === ticketRef.current) {
          commit({ status: 'signedOut', user: null, serverReachable: true, sessionEnded: false });
        }
        if (await probeSignedOut()) return;
      }
      const { readCachedUser, checkSession } = await session();
      const cached = await readCachedUser();
      if (cached && ticket === ticketRef.current) {
        commit({ status: 'signedIn', user: cached, serverReachable: true, sessionEnded: false });
      }
      const check = await checkSession();
      // Signed in on the server, yet nothing of the driver here, and not because they just signed
      // in (a newer ticket): the browser cleared the device.
      if (!cached && check.kind === 'signedIn' && ticket === ticketRef.current)
        deviceCleared.mark();
      await apply(check, ticket);
    })();
  }, [apply, commit]);

  const refresh = useCallback(async () => {
    const ticket = ++ticketRef.current;
    return apply(await (await session()).checkSession(), ticket);
  }, [apply]);

  const signInWith = useCallback(
    async (path: string, body: LoginInput | TokenLoginInput) => {
      const { checkSession, userResponseSchema } = await session();
      const user = await api.post(path, body, userResponseSchema);
      askFirstAnswerEarly();
      const ticket = ++ticketRef.current;
      sessionsRef.current += 1;
      rememberEmail(user.email);
      setLogoutPending(false);
      // docs/product.md §4: after a sign-in the current user is fetched again from /api/auth/me.
      const check = await checkSession();
      const signedIn = await apply(
        check.kind === 'unreachable' ? { kind: 'signedIn', user } : check,
        ticket,
      );
      if (signedIn) syncAfterSignIn();
      // The caller moves on (to the screen the driver was on) once the signed-in screens are up:
      // before, the signed-out ones would take that screen for a page of their own.
      await drawn.latest();
      return signedIn;
    },
    [apply, drawn],
  );

  const logout = useCallback(async () => {
    ticketRef.current += 1;
    sessionsRef.current += 1;
    forgetFirstAnswer();
    const clearing = dropLocalData();
    setReturnTo(null);
    commit({ status: 'signedOut', user: null, serverReachable: true, sessionEnded: false });
    setLogoutPending(!(await signOutOnServer()));
    await clearing;
  }, [commit]);

  useEffect(() => {
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh]);

  useStoragePersistence(state.status === 'signedIn');

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      refresh,
      login: (input) => signInWith('/api/auth/login', input),
      tokenLogin: (input) => signInWith('/api/auth/token-login', input),
      prepareSignIn: () => {
        session().catch(() => {});
        void import('../sync');
      },
      logout,
    }),
    [state, refresh, signInWith, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
