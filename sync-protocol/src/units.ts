/**
 * Kilometres and litres for a driver who chose km (docs/product.md §3 user_preferences.distanceUnit). What is
 * stored never changes: whole miles, gallons and dollars a gallon (3 places), for the API, sync and
 * every sum. Only what a driver reads and types is converted, here and nowhere else, exactly: the
 * factors are the international mile (1.609344 km) and the US gallon (3.785411784 L), carried as
 * integers (BigInt), and each conversion rounds once, half away from zero.
 *
 * What the stored units can hold decides what reads back. A whole mile is 1.6 km wide, so a stored
 * distance always reads back as itself, and a typed one within 1 km: 100 km is 62 mi, shown as
 * 100 km; 102 km is 63 mi, shown as 101 km. A thousandth of a gallon is 3.8 mL, so litres are shown
 * with 2 places, which always read back (a third typed place is kept as far as gallons can); a
 * price a litre has 3 places and always reads back.
 */
import { decimalToScaled, scaledToDecimal } from './decimal.js';

/** The distance a driver reads and types in (docs/product.md §3 user_preferences.distanceUnit). */
export const distanceUnits = ['miles', 'km'] as const;
export type DistanceUnit = (typeof distanceUnits)[number];

/** n / d rounded half away from zero (d > 0). */
function roundDiv(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** An integer times num / den, rounded once. */
const scale = (value: number, num: bigint, den: bigint) =>
  Number(roundDiv(BigInt(value) * num, den));

/** 1 mi = 1,609,344 / 1,000,000 km. */
const kmNum = 1_609_344n;
const kmDen = 1_000_000n;
/** 1 gal = 3,785,411,784 / 1,000,000,000 L. */
const litreNum = 3_785_411_784n;
const litreDen = 1_000_000_000n;

/** Whole miles as whole km: 62 -> 100. */
export const kmFromMiles = (miles: number) => scale(miles, kmNum, kmDen);

/** Whole km as the whole miles stored: 100 -> 62. */
export const milesFromKm = (km: number) => scale(km, kmDen, kmNum);

/** A distance in the driver's unit as the whole miles stored. */
export const milesFrom = (distance: number, unit: DistanceUnit) =>
  unit === 'km' ? milesFromKm(distance) : distance;

/** Stored whole miles in the driver's unit. */
export const distanceFrom = (miles: number, unit: DistanceUnit) =>
  unit === 'km' ? kmFromMiles(miles) : miles;

/**
 * A load's distances in the driver's unit. The total is the sum of the two shown, so a load adds
 * up on screen: 62 + 6 mi read 100 + 10 = 110 km, though 68 mi alone is 109 km.
 */
export function loadDistancesIn(
  load: { loadedMiles: number; emptyMiles: number },
  unit: DistanceUnit,
): { loaded: number; empty: number; total: number } {
  const loaded = distanceFrom(load.loadedMiles, unit);
  const empty = distanceFrom(load.emptyMiles, unit);
  return { loaded, empty, total: loaded + empty };
}

/** Stored gallons ("100.000") as litres with 2 places ("378.54"). */
export const litresFromGallons = (gallons: string) =>
  scaledToDecimal(scale(decimalToScaled(gallons, 3), litreNum, litreDen * 10n), 2);

/** Litres with up to 3 places ("378.541") as the gallons stored ("100.000"). */
export const gallonsFromLitres = (litres: string) =>
  scaledToDecimal(scale(decimalToScaled(litres, 3), litreDen, litreNum), 3);

/** A stored price a gallon ("3.899") as a price a litre with 3 places ("1.030"). */
export const pricePerLitre = (pricePerGallon: string) =>
  scaledToDecimal(scale(decimalToScaled(pricePerGallon, 3), litreDen, litreNum), 3);

/** A price a litre with up to 3 places ("1.599") as the price a gallon stored ("6.053"). */
export const pricePerGallonFromLitre = (pricePerLitre: string) =>
  scaledToDecimal(scale(decimalToScaled(pricePerLitre, 3), litreNum, litreDen), 3);

/** L/100 km, 2 places, for an MPG with 2 places: 100 L/gal ÷ (km/mi × MPG). Null for none. */
export function litresPer100Km(mpg: string): string | null {
  const centiMpg = decimalToScaled(mpg, 2);
  if (centiMpg <= 0) return null;
  // In hundredths: 100 × 100 × 100 × litreNum × kmDen / (litreDen × kmNum × centiMpg).
  return scaledToDecimal(
    Number(roundDiv(1_000_000n * litreNum * kmDen, litreDen * kmNum * BigInt(centiMpg))),
    2,
  );
}

/** The words of each unit, for labels and figures. */
export const unitWords = {
  miles: {
    /** After a figure or in a label: "Loaded miles". */
    distance: 'miles',
    /** A heading or legend. */
    distanceTitle: 'Miles',
    /** Beside a reading: "100,650 mi". */
    distanceShort: 'mi',
    volume: 'Gallons',
    volumeShort: 'gal',
    pricePerVolume: 'Price per gallon',
    perVolume: '/gal',
  },
  km: {
    distance: 'km',
    distanceTitle: 'Kilometers',
    distanceShort: 'km',
    volume: 'Litres',
    volumeShort: 'L',
    pricePerVolume: 'Price per litre',
    perVolume: '/L',
  },
} as const satisfies Record<DistanceUnit, Record<string, string>>;
