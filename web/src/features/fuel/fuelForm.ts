/**
 * The Add Fuel Entry form holds the fields as text, exactly as POST /api/fuel carries them, so the
 * shared fuelFieldsSchema checks them with SPEC §5's messages and nothing can drift.
 */
import type { FuelFields, fuelFieldsSchema } from '@haulbook/sync-protocol';
import type { z } from 'zod';
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
