/**
 * The Add Fuel Entry form holds the fields as text, exactly as POST /api/fuel carries them, so the
 * shared schema checks them with docs/product.md §5's messages and nothing can drift. A driver who chose km
 * types the odometer in km, litres and a price a litre; the schema (fuelFieldsSchemaIn) gives the
 * miles, gallons and price a gallon stored.
 */
import {
  distanceFrom,
  litresFromGallons,
  pricePerLitre,
  type DistanceUnit,
  type FuelEntry,
  type FuelFields,
  type fuelFieldsSchema,
} from '@haulbook/sync-protocol';
import type * as z from 'zod/mini';
import { today } from '../fuelFormat';

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
  jurisdiction: '',
  taxPaid: 'true',
});

/** A stored fill-up as the form shows it in the driver's unit, to be corrected. */
export const fuelFormValues = (entry: FuelEntry, unit: DistanceUnit): FuelFormValues => ({
  date: entry.date.slice(0, 10),
  location: entry.location,
  odometer: String(distanceFrom(entry.odometer, unit)),
  gallons: unit === 'km' ? litresFromGallons(entry.gallons) : entry.gallons,
  pricePerGallon: unit === 'km' ? pricePerLitre(entry.pricePerGallon) : entry.pricePerGallon,
  fuelType: entry.fuelType,
  missedPreviousEntry: entry.missedPreviousEntry ? 'true' : 'false',
  jurisdiction: (entry.jurisdiction ?? '') as FuelFormValues['jurisdiction'],
  taxPaid: entry.taxPaid === false ? 'false' : 'true',
});

type ConvertedField = 'odometer' | 'gallons' | 'pricePerGallon';

/**
 * The stored figure of a field the driver left as the form showed it, else null. Shown in km or
 * litres a figure is rounded, and turned back it could move by its last digit ($3.900 a gallon
 * shows as $1.030 a litre, which is $3.899 a gallon): an edit that changes nothing keeps it.
 */
export function untouchedFigure(
  field: ConvertedField,
  typed: unknown,
  entry: FuelEntry | undefined,
  unit: DistanceUnit,
): string | null {
  if (!entry || typed !== fuelFormValues(entry, unit)[field]) return null;
  return String(entry[field]);
}

/** The form's fields with every figure the driver left alone as stored. */
export const keepUntouched = (
  fields: FuelFields,
  typed: FuelFormValues,
  entry: FuelEntry | undefined,
  unit: DistanceUnit,
): FuelFields => ({
  ...fields,
  odometer: untouchedFigure('odometer', typed.odometer, entry, unit) ?? fields.odometer,
  gallons: untouchedFigure('gallons', typed.gallons, entry, unit) ?? fields.gallons,
  pricePerGallon:
    untouchedFigure('pricePerGallon', typed.pricePerGallon, entry, unit) ?? fields.pricePerGallon,
});
