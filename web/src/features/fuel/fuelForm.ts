/**
 * The Add Fuel Entry form holds the fields as text, exactly as POST /api/fuel carries them, so the
 * shared fuelFieldsSchema checks them with SPEC §5's messages and nothing can drift.
 */
import type { FuelEntry, FuelFields, fuelFieldsSchema } from '@haulbook/sync-protocol';
import type * as z from 'zod/mini';
import { today } from './fuelFormat';

/** What the inputs hold. */
export type FuelFormValues = z.input<typeof fuelFieldsSchema>;
/** What a valid form gives. */
export type FuelFormOutput = FuelFields;

/** A new fill-up: today on this device, diesel. */
export const blankFuelEntry = (): FuelFormValues => ({
  date: today(),
  location: '',
  odometer: '',
  gallons: '',
  pricePerGallon: '',
  fuelType: 'diesel',
  missedPreviousEntry: 'false',
});

/** A stored fill-up as the form shows it, to be corrected. */
export const fuelFormValues = (entry: FuelEntry): FuelFormValues => ({
  date: entry.date.slice(0, 10),
  location: entry.location,
  odometer: String(entry.odometer),
  gallons: entry.gallons,
  pricePerGallon: entry.pricePerGallon,
  fuelType: entry.fuelType,
  missedPreviousEntry: entry.missedPreviousEntry ? 'true' : 'false',
});
