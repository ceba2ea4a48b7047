/**
 * The Add Fuel Entry form in the driver's unit. In miles it is fuelFieldsSchema itself. In km the
 * driver types the odometer in km, litres and a price a litre; each is checked in those words and
 * given as the whole miles, gallons and price a gallon POST /api/fuel takes (units.ts). The limits
 * are fuel.ts' own, checked on the converted figure, so a form valid in km is valid in miles.
 */
import * as z from 'zod/mini';
import { decimalToScaled } from './decimal.js';
import { deferred } from './deferred.js';
import {
  fuelFieldsSchema,
  fuelFigurePattern,
  fuelMessages,
  maxGallons,
  maxPricePerGallon,
} from './fuel.js';
import { typedNumeral, typedNumeralText } from './typed-number.js';
import {
  gallonsFromLitres,
  milesFromKm,
  pricePerGallonFromLitre,
  type DistanceUnit,
} from './units.js';

/** fuelMessages' words for litres: 1,000 gal is 3,785.41 L; $100 a gallon is $26.417 a litre. */
export const litreMessages = {
  litresRequired: 'Litres is required',
  litresTooMany: 'Litres look too high for one fill-up (at most 3,785.41)',
  priceRequired: 'Price per litre is required',
  priceTooHigh: 'Price per litre looks too high (at most $26.417)',
} as const;

/** A figure typed with up to 3 places, checked as the stored figure `toStored` makes of it. */
const convertedFigure = (
  required: string,
  invalid: string,
  toStored: (typed: string) => string,
  max: number,
  tooHigh: string,
) => {
  const stored = (typed: string) =>
    fuelFigurePattern.test(typed) ? decimalToScaled(toStored(typed), 3) : null;
  return typedNumeralText(
    z.pipe(
      z.string({ error: required }).check(
        z.regex(fuelFigurePattern, invalid),
        z.refine((typed) => (stored(typed) ?? 1) > 0, invalid),
        z.refine((typed) => (stored(typed) ?? 0) <= max * 1000, tooHigh),
      ),
      z.transform(toStored),
    ),
    invalid,
  );
};

const kmOdometer = () =>
  typedNumeralText(
    z.pipe(
      z
        .string({ error: fuelMessages.odometerRequired })
        .check(z.regex(/^\d{1,7}$/, fuelMessages.odometerInvalid)),
      z.transform((km) => String(milesFromKm(Number(km)))),
    ),
    fuelMessages.odometerInvalid,
  );

const kmFuelFieldsSchema = deferred(() =>
  z.extend(fuelFieldsSchema, {
    odometer: kmOdometer(),
    gallons: convertedFigure(
      litreMessages.litresRequired,
      fuelMessages.gallonsInvalid,
      gallonsFromLitres,
      maxGallons,
      litreMessages.litresTooMany,
    ),
    pricePerGallon: convertedFigure(
      litreMessages.priceRequired,
      fuelMessages.priceInvalid,
      pricePerGallonFromLitre,
      maxPricePerGallon,
      litreMessages.priceTooHigh,
    ),
  }),
);

/** The form's schema in the driver's unit; either gives the fields POST /api/fuel takes. */
export const fuelFieldsSchemaIn = (unit: DistanceUnit) =>
  unit === 'km' ? kmFuelFieldsSchema : fuelFieldsSchema;

/**
 * What a typed volume or price would store (gallons, or a price a gallon), or null while the text
 * is no figure: the live cost preview multiplies these, so it shows the total that will be kept.
 */
export function storedFuelFigure(
  field: 'gallons' | 'pricePerGallon',
  typed: string,
  unit: DistanceUnit,
): string | null {
  const text = typedNumeral(typed);
  if (text === null || !fuelFigurePattern.test(text)) return null;
  if (unit === 'miles') return text;
  return field === 'gallons' ? gallonsFromLitres(text) : pricePerGallonFromLitre(text);
}
