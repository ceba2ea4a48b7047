import { signOutPendingCookie } from '@haulbook/sync-protocol';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { clearLocalData, db } from '../db';
import { isLogoutPending, takeReturnTo } from '../deviceMemory';
import { driver } from '../../test/fixtures';
import { AuthProvider } from './AuthProvider';
import { deviceCleared } from './deviceCleared';
import { useAuth } from './useAuth';

/** What the screen showed when the sign-in answered (where a caller goes on from). */
let shownWhenAnswered: string | null = null;

function SessionProbe() {
  const { status, user, serverReachable, sessionEnded, login, logout } = useAuth();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.displayName ?? 'nobody'}</p>
      <p data-testid="reachable">{String(serverReachable)}</p>
      <p data-testid="ended">{String(sessionEnded)}</p>
      <button onClick={() => void logout()}>Log out</button>
      <button
        onClick={() =>
          void login({ email: 'jane@example.com', password: 'Haul2026go' }).then(() => {
            // A test may end (and the probe go) before a slow sign-in answers.
            shownWhenAnswered = screen.queryByTestId('status')?.textContent ?? null;
          })
        }
      >
        Log in
      </button>
    </div>
  );
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <SessionProbe />
    </AuthProvider>,
  );

const text = (testId: string) => screen.getByTestId(testId).textContent;

/**
 * Signed out, on a device that takes 100 ms to keep a driver (its `put`), or to find whom it holds
 * (its `get`); the server then signs Jane in.
 */
async function signedOutOnASlowDevice(slowAt: 'get' | 'put' = 'put') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ message: 'Not signed in' }, { status: 401 })),
  );
  const { getByRole } = renderProvider();
  await waitFor(() => expect(text('status')).toBe('signedOut'));
  const fast = db.session[slowAt].bind(db.session) as (...args: unknown[]) => unknown;
  const slow = vi
    .spyOn(db.session, slowAt)
    .mockImplementation(((...args: unknown[]) =>
      Dexie.Promise.resolve(new Promise((resolve) => setTimeout(resolve, 100))).then(() =>
        fast(...args),
      )) as never);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ user: driver })),
  );
  return { getByRole, slow };
}

/** signedOutOnASlowDevice, then Log in tapped: answers once the device is at its slow step. */
async function signingInOnASlowDevice(slowAt: 'get' | 'put' = 'put') {
  const device = await signedOutOnASlowDevice(slowAt);
  device.getByRole('button', { name: 'Log in' }).click();
  await waitFor(() => expect(device.slow).toHaveBeenCalled());
  return device;
}

/** Lets `ms` pass, then gives the device its speed back. */
async function slowFor(ms: number, slow: { mockRestore(): void }) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  slow.mockRestore();
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(async () => {
  await clearLocalData();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('keeps the cached driver signed in when the network fails, after one retry', async () => {
    await db.session.put({ key: 'current', user: driver, savedAt: new Date().toISOString() });
    const fetchMock = vi.fn<typeof fetch>(networkDown);
    vi.stubGlobal('fetch', fetchMock);

    renderProvider();

    await waitFor(() => expect(text('reachable')).toBe('false'));
    expect(text('status')).toBe('signedIn');
    expect(text('user')).toBe('Jane Driver');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await db.session.get('current')).toBeDefined();
  });

  it('keeps the cached driver when the server fails with a 5xx', async () => {
    await db.session.put({ key: 'current', user: driver, savedAt: new Date().toISOString() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'down' }, { status: 503 })),
    );

    renderProvider();

    await waitFor(() => expect(text('reachable')).toBe('false'));
    expect(text('user')).toBe('Jane Driver');
  });

  it('signs out and clears the device on a 401', async () => {
    await db.session.put({ key: 'current', user: driver, savedAt: new Date().toISOString() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not signed in' }, { status: 401 })),
    );

    renderProvider();

    await waitFor(() => expect(text('status')).toBe('signedOut'));
    expect(text('user')).toBe('nobody');
    await waitFor(async () => expect(await db.session.count()).toBe(0));
  });

  it('says the session ended on a 401 for the driver it had, and remembers the screen', async () => {
    await db.session.put({ key: 'current', user: driver, savedAt: new Date().toISOString() });
    window.history.replaceState(null, '', '/fuel?week=this');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not signed in' }, { status: 401 })),
    );

    renderProvider();

    await waitFor(() => expect(text('status')).toBe('signedOut'));
    expect(text('ended')).toBe('true');
    expect(takeReturnTo()).toBe('/fuel?week=this');
    window.history.replaceState(null, '', '/');
  });

  it('does not call a first visit without a session an ended one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not signed in' }, { status: 401 })),
    );
    renderProvider();
    await waitFor(() => expect(text('status')).toBe('signedOut'));
    expect(text('ended')).toBe('false');
    expect(takeReturnTo()).toBeNull();
  });

  it('stores the user the server confirms', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: driver })),
    );

    renderProvider();

    await waitFor(() => expect(text('user')).toBe('Jane Driver'));
    await waitFor(async () => expect((await db.session.get('current'))?.user.id).toBe('u1'));
  });

  it('signs out locally when offline and finishes the sign-out on the server later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: driver })),
    );
    const { getByRole } = renderProvider();
    await waitFor(() => expect(text('status')).toBe('signedIn'));

    vi.stubGlobal('fetch', vi.fn(networkDown));
    getByRole('button', { name: 'Log out' }).click();

    await waitFor(() => expect(text('status')).toBe('signedOut'));
    await waitFor(() => expect(isLogoutPending()).toBe(true));
    // Told to the server too, which then draws no page with this driver's name.
    expect(document.cookie).toContain(`${signOutPendingCookie}=1`);
    expect(await db.session.count()).toBe(0);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: driver })),
    );
    getByRole('button', { name: 'Log in' }).click();
    await waitFor(() => expect(document.cookie).not.toContain(signOutPendingCookie));
  });

  it('keeps a new driver on the device, then shows them, then answers the sign-in', async () => {
    // A slow device: a reload the moment the dashboard shows must still find the driver here.
    const { getByRole, slow } = await signedOutOnASlowDevice();
    shownWhenAnswered = null;
    getByRole('button', { name: 'Log in' }).click();
    await waitFor(() => expect(text('status')).toBe('signedIn'));
    const keptWhenShown = (await db.session.get('current')) !== undefined;
    slow.mockRestore();
    expect(keptWhenShown).toBe(true);
    // The caller goes on (to the screen the driver was on) from a screen already signed in.
    await waitFor(() => expect(shownWhenAnswered).toBe('signedIn'));
  });

  it('keeps what came after a sign-in while the device was keeping the driver', async () => {
    const { getByRole, slow } = await signingInOnASlowDevice();
    // Signed out while the device was still writing the driver down: the sign-out stands.
    getByRole('button', { name: 'Log out' }).click();
    await slowFor(300, slow);
    expect(text('status')).toBe('signedOut');
  });

  it('leaves no driver on a device signed out while it looked for whom it held', async () => {
    const { getByRole, slow } = await signingInOnASlowDevice('get');
    getByRole('button', { name: 'Log out' }).click();
    await slowFor(300, slow);
    expect(text('status')).toBe('signedOut');
    expect(await db.session.get('current')).toBeUndefined();
  });

  it('keeps a new driver on the device through a check of the session that found no signal', async () => {
    const { slow } = await signingInOnASlowDevice('get');
    // The browser says it is online while the device looks for whom it held; the check fails.
    vi.stubGlobal('fetch', vi.fn(networkDown));
    window.dispatchEvent(new Event('online'));
    await slowFor(800, slow);
    expect(text('status')).toBe('signedIn');
    expect((await db.session.get('current'))?.user.id).toBe(driver.id);
  });

  it('shows and keeps whoever a later check found signed in, not the sign-in it overtook', async () => {
    const { slow } = await signingInOnASlowDevice('get');
    // Another tab signed someone else in meanwhile: the server now says so.
    const other = { ...driver, id: 'u2', email: 'sam@example.com', displayName: 'Sam Hauler' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: other })),
    );
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(text('user')).toBe('Sam Hauler'));
    await slowFor(400, slow);
    expect(text('user')).toBe('Sam Hauler');
    expect((await db.session.get('current'))?.user.id).toBe('u2');
  });

  it('knows a device the browser cleared while the driver stayed signed in', async () => {
    deviceCleared.dismiss();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: driver })),
    );
    renderProvider();
    await waitFor(() => expect(text('status')).toBe('signedIn'));
    expect(deviceCleared.is()).toBe(true);
    deviceCleared.dismiss();
  });

  it('does not call a device that kept the driver cleared', async () => {
    deviceCleared.dismiss();
    await db.session.put({ key: 'current', user: driver, savedAt: new Date().toISOString() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: driver })),
    );
    renderProvider();
    await waitFor(() => expect(text('reachable')).toBe('true'));
    await waitFor(async () => expect((await db.session.get('current'))?.user.id).toBe('u1'));
    expect(deviceCleared.is()).toBe(false);
  });
});
