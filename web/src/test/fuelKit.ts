/** Shared steps of the Fuel Tracker tests: a driver in this machine's zone, fill-ups, the form. */
import {
  decimalToScaled,
  scaledToDecimal,
  totalCostMilli,
  type FuelEntry,
} from '@haulbook/sync-protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '../data/db';
import { driver } from './fixtures';
import { today } from '../features/fuel/fuelFormat';

export { resetDevice } from './loadsKit';

/** The driver's week is this machine's week, so "today" is in it whatever the hour. */
export const signedIn = {
  auth: {
    status: 'signedIn' as const,
    user: { ...driver, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  },
  route: '/fuel',
};

let made = 0;

/** The 3-place total both sides store: gallons x price (fill-up.ts). */
const storedTotal = ({ gallons, pricePerGallon }: FuelEntry) =>
  scaledToDecimal(
    totalCostMilli(decimalToScaled(gallons, 3), decimalToScaled(pricePerGallon, 3)),
    3,
  );

/** A fill-up stored on the device as the server last sent it (no queued changes). */
export async function storedFuelEntry(change: Partial<FuelEntry> = {}): Promise<FuelEntry> {
  made++;
  const now = new Date().toISOString();
  const entry: FuelEntry = {
    id: `0192f3a0-0000-7000-9000-${String(made).padStart(12, '0')}`,
    date: today(),
    location: '',
    odometer: 100_000,
    gallons: '100.000',
    pricePerGallon: '3.900',
    totalCost: '390.000',
    fuelType: 'diesel',
    mpg: null,
    receiptUrl: null,
    missedPreviousEntry: false,
    assignedLoadId: null,
    jurisdiction: null,
    taxPaid: true,
    version: 1,
    createdAt: now,
    updatedAt: now,
    ...change,
  };
  entry.totalCost = change.totalCost ?? storedTotal(entry);
  await db.fuelEntries.add(entry);
  return entry;
}

export const dialog = () => screen.getByRole('dialog', { name: 'Add Fuel Entry' });

export const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;

export interface FuelFormEntry {
  date?: string;
  location?: string;
  odometer?: string;
  gallons?: string;
  pricePerGallon?: string;
  fuelType?: 'Diesel' | 'DEF' | 'Reefer';
}

/** Fills the Add Fuel Entry dialog; the date stays today unless given. */
export async function fillFuelForm(user: UserEvent, entry: FuelFormEntry = {}) {
  await screen.findByRole('dialog', { name: 'Add Fuel Entry' });
  if (entry.date) fireEvent.change(field('Date'), { target: { value: entry.date } });
  if (entry.location) await user.type(field('Location'), entry.location);
  await user.type(field('Odometer'), entry.odometer ?? '100650');
  await user.type(field('Gallons'), entry.gallons ?? '100.5');
  await user.type(field('Price per gallon'), entry.pricePerGallon ?? '3.899');
  if (entry.fuelType) await user.click(within(dialog()).getByText(entry.fuelType));
}

/** A file of `bytes` zero bytes, as a phone's picker gives it. */
export const fileOf = (name: string, type: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });
