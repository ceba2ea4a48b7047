import type { MaintenanceItem } from '@haulbook/sync-protocol';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { resetDevice, signedIn, storedFuelEntry } from '../../test/fuelKit';
import { chooseDistanceUnit } from '../../test/preferences';
import { renderWithProviders } from '../../test/render';
import { MaintenancePage } from './MaintenancePage';

const oil: MaintenanceItem = {
  id: '0192f3a0-0000-7000-8000-0000000000a1',
  name: 'Oil and filters',
  intervalMiles: 15_000,
  intervalDays: null,
  lastServiceOdometer: 310_686,
  lastServiceDate: null,
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const oilCard = () => within(screen.getByRole('article', { name: 'Oil and filters' }));

beforeEach(async () => {
  await resetDevice();
  await chooseDistanceUnit('km');
});

// Worked by hand: 1 mi = 1.609344 km. A dash reading of 500,000 km is kept as 310,686 mi.
describe('maintenance in km', () => {
  it('shows the odometer, the interval and what is left in km, and takes a reading in km', async () => {
    await storedFuelEntry({ odometer: 310_686 });
    await db.maintenanceItems.put(oil);
    const { user } = renderWithProviders(<MaintenancePage />, signedIn);

    // 310,686 mi = 500,000.6 km; 15,000 mi = 24,140 km.
    expect(await screen.findByText('500,001 km')).toBeTruthy();
    expect(await oilCard().findByText('Every 24,140 km')).toBeTruthy();
    expect(oilCard().getByText('24,140 km left')).toBeTruthy();

    // The dash now reads 500,400 km = 310,934.1 mi -> 310,934 mi: 248 mi driven, 14,752 mi
    // (23,741.0 km) left. Read as miles it was 500,400 mi: 174,714 mi overdue.
    await user.type(screen.getByLabelText('Enter a reading'), '500400');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await oilCard().findByText('23,741 km left')).toBeTruthy();
    expect(oilCard().getByText('OK')).toBeTruthy();
    // Kept in whole miles: 310,934 mi = 500,399.8 km, shown as typed.
    expect(screen.getByText('500,400 km')).toBeTruthy();
  });

  it('takes the interval and the last service reading in km, and keeps them in miles', async () => {
    const { user } = renderWithProviders(<MaintenancePage />, signedIn);
    await user.click((await screen.findAllByRole('button', { name: 'Add Service Item' }))[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Service Item' }));
    await user.type(dialog.getByLabelText('Name'), 'Tires');
    await user.type(dialog.getByLabelText('Every (km)'), '100000');
    await user.type(dialog.getByLabelText('Last done at (odometer)'), '500000');
    await user.click(dialog.getByRole('button', { name: 'Save Service Item' }));
    // 100,000 km = 62,137.1 mi; 500,000 km = 310,685.6 mi.
    await expect
      .poll(async () => (await db.maintenanceItems.toArray())[0])
      .toMatchObject({ name: 'Tires', intervalMiles: 62_137, lastServiceOdometer: 310_686 });
  });
});
