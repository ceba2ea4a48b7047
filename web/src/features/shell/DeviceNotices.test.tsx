/**
 * What the shell tells a driver about the device itself: on Safari for iOS outside the installed
 * app, why and how to add Haulbook to the Home Screen once the device holds entries; after the
 * browser cleared the device while the driver stayed signed in, that everything is coming back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { clearLocalData, db } from '../../data/db';
import { loadWrites } from '../../data/loads';
import { deviceCleared } from '../../data/session/deviceCleared';
import { syncState } from '../../data/sync/sync-db';
import { driver, joplinToDallas } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AppLayout } from './AppLayout';

const shell = (
  <Routes>
    <Route element={<AppLayout />}>
      <Route path="/dashboard" element={<h1>Dashboard body</h1>} />
    </Route>
  </Routes>
);

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const openShell = () =>
  renderWithProviders(shell, { route: '/dashboard', auth: { status: 'signedIn', user: driver } });

const addLoad = () => loadWrites(db, () => undefined).addLoad(joplinToDallas);

beforeEach(async () => {
  await clearLocalData();
  // The shell's sync engine finds no server here.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 503 }));
});

afterEach(async () => {
  vi.restoreAllMocks();
  deviceCleared.dismiss();
  await clearLocalData();
});

describe('on Safari for iPhone, outside the installed app', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iphoneSafari);
  });

  it('says nothing while the device holds no entries', async () => {
    openShell();
    await screen.findByRole('heading', { name: 'Dashboard body' });
    expect(screen.queryByRole('region', { name: 'Keep your entries on this iPhone' })).toBeNull();
  });

  it('shows the Home Screen steps and why once there are entries, until Got it', async () => {
    await addLoad();
    const { user, unmount } = openShell();
    const notice = await screen.findByRole('region', { name: 'Keep your entries on this iPhone' });
    expect(
      within(notice).getByText(/deletes a website's data after 7 days without a visit/),
    ).toBeTruthy();
    expect(
      within(notice).getByText(/your entries live on this iPhone until they sync/),
    ).toBeTruthy();
    expect(within(notice).getByText('Choose Add to Home Screen, then Add.')).toBeTruthy();

    await user.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Keep your entries on this iPhone' })).toBeNull();
    unmount();
    openShell();
    await screen.findByRole('heading', { name: 'Dashboard body' });
    expect(screen.queryByRole('region', { name: 'Keep your entries on this iPhone' })).toBeNull();
  });

  it('says nothing in the app added to the Home Screen', async () => {
    await addLoad();
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      openShell();
      await screen.findByRole('heading', { name: 'Dashboard body' });
      expect(screen.queryByRole('region', { name: 'Keep your entries on this iPhone' })).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });
});

describe('a device the browser cleared while the driver stayed signed in', () => {
  it('says so while everything comes back, then that it is back', async () => {
    deviceCleared.mark();
    const { user } = openShell();
    const status = (await screen.findByText('Bringing your entries back')).closest('[role=status]');
    expect(status?.textContent).toContain('The browser cleared this device.');
    expect(status?.textContent).toContain('Everything saved to your account is coming back.');

    // The first pull has stored the driver's rows.
    const state = await syncState(db);
    await db.syncState.put({ ...state, lastSyncedAt: new Date().toISOString() });
    await screen.findByText('Your entries are back');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText('Your entries are back')).toBeNull());
  });
});
