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

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('maintenance reminders', () => {
  it('announce an item once when due soon and once more when overdue', () => {
    const shown = fakeNotifications('granted');
    remindDueItems(true, [tracked('ok', item('b', 'Brakes')), tracked('dueSoon')]);
    remindDueItems(true, [tracked('dueSoon')]);
    remindDueItems(true, [tracked('overdue')]);
    expect(shown).toEqual(['Oil and filters is due soon', 'Oil and filters is overdue']);
  });

  it('stay quiet when turned off or not allowed by the browser', () => {
    const shown = fakeNotifications('granted');
    expect(remindDueItems(false, [tracked('overdue')])).toBe(0);
    vi.unstubAllGlobals();
    fakeNotifications('denied');
    expect(remindDueItems(true, [tracked('overdue')])).toBe(0);
    expect(shown).toEqual([]);
  });
});
