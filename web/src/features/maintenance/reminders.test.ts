import type { MaintenanceItem } from '@haulbook/sync-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { remindDueItems } from './reminders';
import type { TrackedItem } from './useMaintenance';

const item = (id: string, name: string): MaintenanceItem => ({
  id,
  name,
  intervalMiles: 15_000,
  intervalDays: null,
  lastServiceOdometer: 100_000,
  lastServiceDate: null,
  version: 1,
  createdAt: '',
  updatedAt: '',
});
const tracked = (state: 'ok' | 'dueSoon' | 'overdue', i = item('a', 'Oil and filters')) =>
  ({ item: i, status: { state, milesLeft: 0, daysLeft: null } }) as TrackedItem;

function fakeNotifications(permission: NotificationPermission) {
  const shown: string[] = [];
  const Fake = vi.fn(function (this: unknown, title: string) {
    shown.push(title);
  });
  vi.stubGlobal('Notification', Object.assign(Fake, { permission }));
  return shown;
}

/** A browser like Chrome on Android: `new Notification()` throws; the service worker shows them. */
function notificationsThroughTheWorker() {
  const Throwing = vi.fn(function () {
    throw new TypeError("Failed to construct 'Notification': Illegal constructor.");
  });
  vi.stubGlobal('Notification', Object.assign(Throwing, { permission: 'granted' }));
  const shown: string[] = [];
  const registration = {
    active: {},
    showNotification: vi.fn(async (title: string) => void shown.push(title)),
  };
  const serviceWorker = { getRegistration: vi.fn(async () => registration) };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return shown;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('maintenance reminders', () => {
  it('announce an item once when due soon and once more when overdue', async () => {
    const shown = fakeNotifications('granted');
    await remindDueItems(true, [tracked('ok', item('b', 'Brakes')), tracked('dueSoon')]);
    await remindDueItems(true, [tracked('dueSoon')]);
    await remindDueItems(true, [tracked('overdue')]);
    expect(shown).toEqual(['Oil and filters is due soon', 'Oil and filters is overdue']);
  });

  it('stay quiet when turned off or not allowed by the browser', async () => {
    const shown = fakeNotifications('granted');
    expect(await remindDueItems(false, [tracked('overdue')])).toBe(0);
    vi.unstubAllGlobals();
    fakeNotifications('denied');
    expect(await remindDueItems(true, [tracked('overdue')])).toBe(0);
    expect(shown).toEqual([]);
  });

  it('come through the service worker on a phone whose browser has no Notification constructor', async () => {
    const shown = notificationsThroughTheWorker();
    await expect(remindDueItems(true, [tracked('overdue')])).resolves.toBe(1);
    expect(shown).toEqual(['Oil and filters is overdue']);
  });

  it('never throw where the browser can show none, and announce the item once it can', async () => {
    const shown = notificationsThroughTheWorker();
    const worker = navigator.serviceWorker;
    // The service worker is not running yet, and the page cannot show one itself.
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: async () => undefined },
      configurable: true,
    });
    await expect(remindDueItems(true, [tracked('dueSoon')])).resolves.toBe(0);
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    await expect(remindDueItems(true, [tracked('dueSoon')])).resolves.toBe(1);
    expect(shown).toEqual(['Oil and filters is due soon']);
  });
});
