/**
 * User preferences (docs/product.md §3 user_preferences, §7 GET/POST /api/preferences), one synced row per
 * driver, and how distances and fuel economy read in the chosen unit: stored values stay in miles
 * and gallons; only what is shown changes (the conversions are units.ts').
 */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';
import {
  defaultPerDiemRate,
  incomeBases,
  perDiemRateField,
  type IncomeBasis,
} from './tax-settings.js';
import {
  distanceFrom,
  distanceUnits,
  litresPer100Km,
  unitWords,
  type DistanceUnit,
} from './units.js';

export const preferencesSchema = deferred(() =>
  z.object({
    /** The owner's user id: one row per driver. */
    id: z.string(),
    pushNotifications: z.boolean(),
    distanceUnit: z.enum(distanceUnits),
    timeZone: z.string(),
    /**
     * What profit counts as income (profit.ts); absent on a device's row stored before it
     * existed, which reads as my_pay.
     */
    incomeBasis: z.optional(z.enum(incomeBases)),
    /** Per diem dollars a day (per-diem.ts), as text: "80.00"; absent reads as the default. */
    perDiemRate: z.optional(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Preferences = z.infer<typeof preferencesSchema>;

type TaxSettings = Partial<Pick<Preferences, 'incomeBasis' | 'perDiemRate'>> | null | undefined;

/** What profit counts as income; my_pay until the driver chooses (the app's first users). */
export const incomeBasisOf = (prefs: TaxSettings): IncomeBasis => prefs?.incomeBasis ?? 'my_pay';

/** The per diem daily rate as text, the IRS's default until the driver sets one. */
export const perDiemRateOf = (prefs: TaxSettings): string =>
  prefs?.perDiemRate ?? defaultPerDiemRate;

export const updatePreferencesSchema = deferred(() =>
  z.strictObject({
    pushNotifications: z.optional(z.boolean({ error: 'pushNotifications must be true or false' })),
    distanceUnit: z.optional(z.enum(distanceUnits, { error: 'distanceUnit must be miles or km' })),
    incomeBasis: z.optional(
      z.enum(incomeBases, { error: 'incomeBasis must be load_pays or my_pay' }),
    ),
    perDiemRate: z.optional(perDiemRateField()),
  }),
);
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

/**
 * docs/product.md §3: the stored default for notifications is on, the screen's default is off. The screen
 * reads this: notifications are on only when the driver turned them on here.
 */
export const interfaceDefaults = { pushNotifications: false, distanceUnit: 'miles' } as const;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoPlaces = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A whole distance already in the unit: "1,234 miles" or "1,986 km". */
export function formatDistanceValue(value: number, unit: DistanceUnit): string {
  if (unit === 'km') return `${whole.format(value)} km`;
  return `${whole.format(value)} ${value === 1 ? 'mile' : 'miles'}`;
}

/** Stored miles in the unit: "1,234 miles" or "1,986 km" (whole units). */
export const formatDistance = (miles: number, unit: DistanceUnit) =>
  formatDistanceValue(distanceFrom(miles, unit), unit);

/** An odometer reading: "100,650 mi" or "161,980 km". */
export function formatOdometerIn(miles: number, unit: DistanceUnit): string {
  return `${whole.format(distanceFrom(miles, unit))} ${unitWords[unit].distanceShort}`;
}

/** The label of fuel economy in this unit. */
export const economyLabel = (unit: DistanceUnit) => (unit === 'km' ? 'L/100 km' : 'MPG');

/** An MPG stored as decimal text ("6.50"), as MPG or L/100 km; null stays 'N/A'. */
export function formatEconomy(mpg: string | null, unit: DistanceUnit): string {
  if (mpg === null) return 'N/A';
  if (unit === 'miles') return mpg;
  const litres = litresPer100Km(mpg);
  return litres === null ? 'N/A' : twoPlaces.format(Number(litres));
}
