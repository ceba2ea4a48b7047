import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { clearLocalData, db } from '../../data/db';
import { loadWrites } from '../../data/loads';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AppLayout } from './AppLayout';
import { navItems } from './navItems';

const shellAt = (
  <Routes>
    <Route element={<AppLayout />}>
      <Route path="/dashboard" element={<h1>Dashboard body</h1>} />
      <Route path="/fuel" element={<h1>Fuel body</h1>} />
    </Route>
    <Route path="/" element={<h1>Landing body</h1>} />
  </Routes>
);

const signedIn = { status: 'signedIn' as const, user: driver };

function setNavigatorOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppLayout', () => {
  it('lists the docs/product.md menu in order, plus Logout', async () => {
    renderWithProviders(shellAt, { route: '/dashboard', auth: signedIn, width: 1280 });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(navItems.map((item) => item.label));
    expect(labels).toEqual([
      'Dashboard',
      'Loads',
      'Fuel',
      'Maintenance',
      'IFTA',
      'Expenses',
      'Profit',
      'Per Diem',
      'Axle Calculator',
      'Pay Config',
      'Subscribe',
      'Profile',
    ]);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it.each(['/', '/dashboard'])('marks Dashboard as the screen shown on %s', async (route) => {
    renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={route} element={<h1>Dashboard body</h1>} />
        </Route>
      </Routes>,
      { route, auth: signedIn, width: 1280 },
    );
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('Dashboard');
  });

  it('builds no hidden sidebar on a phone: the drawer is its menu', () => {
    renderWithProviders(shellAt, { route: '/dashboard', auth: signedIn, width: 360 });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('opens the drawer from the burger; choosing an item closes it', async () => {
    const { user } = renderWithProviders(shellAt, { route: '/dashboard', auth: signedIn });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Fuel' }));

    expect(await screen.findByRole('heading', { name: 'Fuel body' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Logout closes the drawer, signs out and leaves for the landing page', async () => {
    const logout = vi.fn(async () => {});
    const { user } = renderWithProviders(shellAt, {
      route: '/dashboard',
      auth: { ...signedIn, logout },
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));

    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Landing body' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the offline banner while the browser is offline', async () => {
    renderWithProviders(shellAt, { route: '/dashboard', auth: signedIn });
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.queryByText(/You are offline/)).toBeNull();

    setNavigatorOnline(false);
    expect(
      await screen.findByText('You are offline — your entries are saved on this device'),
    ).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();

    setNavigatorOnline(true);
    await waitFor(() => expect(screen.queryByText(/You are offline/)).toBeNull());
  });

  it('shows the offline banner when the server could not be reached', () => {
    renderWithProviders(shellAt, {
      route: '/dashboard',
      auth: { ...signedIn, serverReachable: false },
    });
    expect(
      screen.getByText('You are offline — your entries are saved on this device'),
    ).toBeTruthy();
  });

  /** A load saved on this device that the server has not taken yet. */
  const addWaitingLoad = () =>
    loadWrites(db, () => undefined).addLoad({
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: '2026-11-18T14:00:00.000Z',
      deliveryDate: '2026-11-19T20:00:00.000Z',
      loadedMiles: 420,
      emptyMiles: 0,
    });

  /** The shell at 1280 px, its sidebar menu and the logout it calls. */
  const wideShellWithLogout = async () => {
    const logout = vi.fn(async () => {});
    const { user } = renderWithProviders(shellAt, {
      route: '/dashboard',
      auth: { ...signedIn, logout },
      width: 1280,
    });
    return { user, logout, menu: await screen.findByRole('navigation', { name: 'Main menu' }) };
  };

  it('asks before signing out while entries are still waiting to sync', async () => {
    await clearLocalData();
    await addWaitingLoad();
    const { user, logout, menu } = await wideShellWithLogout();
    await screen.findByText('1 entry waiting to sync');
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with unsynced entries?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(logout).not.toHaveBeenCalled();
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await clearLocalData();
  });

  it('asks before signing out while a refused photo is kept here for Retry', async () => {
    await clearLocalData();
    await db.rejections.add({
      at: '2026-11-20T10:00:00.000Z',
      method: 'POST',
      path: '/api/loads/00000000-0000-7000-8000-000000000001/bol',
      status: 400,
      message: 'The file is not a photo or a PDF',
      title: 'Error uploading BOL',
      table: 'bolDocuments',
      rowId: '00000000-0000-7000-8000-000000000002',
      keptFiles: [],
    });
    const { user, logout, menu } = await wideShellWithLogout();
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with unsynced entries?' });
    expect(within(dialog).getByText(/1 refused upload kept for Retry/)).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
    await clearLocalData();
  });

  it('asks about an entry saved a moment before the tap, before the menu shows it', async () => {
    await clearLocalData();
    const { user, logout, menu } = await wideShellWithLogout();
    await screen.findByText('Everything is synced');
    await addWaitingLoad();
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with unsynced entries?' });
    expect(within(dialog).getByText(/1 entry/)).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
    await clearLocalData();
  });
});
