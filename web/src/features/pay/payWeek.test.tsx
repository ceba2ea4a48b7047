/**
 * Every screen counts the same pay week: the start day and time zone the device holds (Dexie, kept
 * by the sync and by the driver's own changes), not the copy of the account the last
 * GET /api/auth/me left, which an offline change leaves behind.
 */
import { defaultPayConfig } from '@haulbook/sync-protocol';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from '../dashboard/DashboardPage';
import { LoadsPage } from '../loads/LoadsPage';
import { resetDevice, storedLoad } from '../../test/loadsKit';
import { savePayConfig } from './payCommands';

const counter = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByText(/^\d+$/).textContent;

async function storedSettings(timeZone: string) {
  const at = '2026-01-05T12:00:00.000Z';
  await db.payConfigs.put({
    ...defaultPayConfig,
    id: driver.id,
    version: 1,
    createdAt: at,
    updatedAt: at,
  });
  await db.userPreferences.put({
    id: driver.id,
    pushNotifications: false,
    distanceUnit: 'miles',
    timeZone,
    version: 1,
    createdAt: at,
    updatedAt: at,
  });
}

async function deliveredThisWeek(cachedUser: typeof driver) {
  const signedIn = { auth: { status: 'signedIn' as const, user: cachedUser } };
  const dashboard = renderWithProviders(<DashboardPage />, signedIn);
  const week = await screen.findByRole('region', { name: "This Week's Earnings" });
  // Each case has a delivery this week, so a count of none is the screen still reading.
  const onDashboard = (await within(week).findByText(/^[1-9]\d* loads? delivered$/)).textContent;
  dashboard.unmount();
  renderWithProviders(<LoadsPage />, { ...signedIn, route: '/loads' });
  await screen.findAllByRole('article');
  return { onDashboard, onLoads: counter('Delivered This Week') };
}

beforeEach(async () => {
  await resetDevice();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the pay week on every screen', () => {
  it("follows a start day changed offline on Loads as on the Dashboard, before the account's copy is read again", async () => {
    // Wednesday 18 November 2026, noon in Chicago. A week from Monday runs from the 16th and holds
    // Tuesday's delivery; a week from Thursday runs from the 12th and holds Friday's as well.
    vi.setSystemTime(new Date('2026-11-18T18:00:00.000Z'));
    await storedSettings('America/Chicago');
    for (const day of ['2026-11-13T18:00:00.000Z', '2026-11-17T18:00:00.000Z'])
      await storedLoad({ status: 'delivered', deliveryDate: day, actualDeliveryDate: day });
    expect(await deliveredThisWeek(driver)).toEqual({
      onDashboard: '1 load delivered',
      onLoads: '1',
    });

    await savePayConfig(driver.id, { payPeriodStartDay: 'thursday' });
    document.body.innerHTML = '';
    // The account as the server last sent it still says Monday.
    expect(await deliveredThisWeek(driver)).toEqual({
      onDashboard: '2 loads delivered',
      onLoads: '2',
    });
  });

  it("counts a Sunday-night delivery in Chicago in the driver's week, whatever zone the copy of the account names", async () => {
    // Delivered Sunday 22 November 2026 at 21:30 in Chicago, which is Monday 03:30 in UTC, and this
    // Monday at 08:00; now is Monday 10:00 in Chicago. The driver's week began this Monday.
    vi.setSystemTime(new Date('2026-11-23T16:00:00.000Z'));
    await storedSettings('America/Chicago');
    for (const at of ['2026-11-23T03:30:00.000Z', '2026-11-23T14:00:00.000Z'])
      await storedLoad({ status: 'delivered', deliveryDate: at, actualDeliveryDate: at });
    expect(await deliveredThisWeek({ ...driver, timeZone: 'UTC' })).toEqual({
      onDashboard: '1 load delivered',
      onLoads: '1',
    });
  });
});
