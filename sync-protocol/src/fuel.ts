/**
 * Fuel (docs/product.md §3 fuel_entries, §4 odometer check, §5 Fuel entry, §9): what POST /api/fuel takes,
 * the stored shape, and the numbers both sides compute. Gallons, prices and costs are exact
 * decimals (3 places) carried as scaled integers; MPG has 2 places.
 *
 * MPG is the truck's: only diesel fill-ups count. A diesel entry's MPG is the miles since the
 * previous diesel fill-up (by odometer) over this fill's gallons. DEF and reefer fuel do not move
 * the truck, so they get no MPG and are never the "previous" fill-up. The first diesel entry, one
 * after a missed fill-up ("I missed logging a previous fuel entry"), or one whose odometer is not
 * above the previous, has no MPG (shown as N/A): the miles would cover fuel nobody logged. Nor
 * does one whose MPG is past any truck's (a typo in the odometer or the gallons).
 */
import * as z from 'zod/mini';
import { dateInRange } from './dates.js';
import { decimalToScaled, divRound, scaledToDecimal } from './decimal.js';
import { inRange, weekRange, type DateRange } from './periods.js';
import { tooLong } from './messages.js';
import { singleLine } from './text.js';
import { typedNumeral, typedNumeralText } from './typed-number.js';
import { deferred } from './deferred.js';
import { jurisdictionMessages, jurisdictions } from './jurisdictions.js';
import type { WeekSettings } from './pay-config.js';

export const fuelTypes = ['diesel', 'def', 'reefer'] as const;
export type FuelType = (typeof fuelTypes)[number];

export const fuelTypeLabels: Record<FuelType, string> = {
  diesel: 'Diesel',
  def: 'DEF',
  reefer: 'Reefer',
};

/** docs/product.md §9: receipts under 5 MB, a high-mileage warning past 2,000 miles. */
export const maxReceiptBytes = 5 * 1024 * 1024;
export const highMileageGap = 2000;

export const fuelMessages = {
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a valid date',
  odometerRequired: 'Odometer reading is required',
  odometerInvalid: 'Must be a valid number',
  gallonsRequired: 'Gallons is required',
  gallonsInvalid: 'Must be a valid number with up to 3 decimal places',
  priceRequired: 'Price per gallon is required',
  priceInvalid: 'Must be a valid price',
  gallonsTooMany: 'Gallons look too high for one fill-up (at most 1,000)',
  priceTooHigh: 'Price per gallon looks too high (at most $100)',
  receiptTypeTitle: 'Invalid file type',
  receiptType: 'Please select an image file (JPG, PNG).',
  receiptSizeTitle: 'File too large',
  receiptSize: 'Please select a file smaller than 5MB.',
  missedPrevious: 'I missed logging a previous fuel entry',
  notFound: 'Fuel entry not found',
  loadInvalid: 'The load of a fill-up must be a load id',
} as const;

/** A fuel figure as typed: up to 7 digits and 3 places. */
export const fuelFigurePattern = /^\d{1,7}(\.\d{1,3})?$/;

/** Realistic bounds, so a typo is refused with a reason instead of overflowing a column. */
export const maxGallons = 1000;
export const maxPricePerGallon = 100;
/** No truck goes 100 miles on a gallon: past that, the odometer or the gallons hold a typo. */
export const maxPlausibleMpg = 100;

const decimalText = (required: string, invalid: string, max: number, tooHigh: string) =>
  typedNumeralText(
    z.string({ error: required }).check(
      z.regex(fuelFigurePattern, invalid),
      z.refine((v) => fuelFigurePattern.test(v) && decimalToScaled(v, 3) > 0, invalid),
      z.refine((v) => !fuelFigurePattern.test(v) || decimalToScaled(v, 3) <= max * 1000, tooHigh),
    ),
    invalid,
  );

/**
 * The fields of the Add Fuel Entry form, as text, the way a multipart body carries them. Numbers
 * follow the typed-number rule ('1,250' is 1250) with docs/product.md §5's own messages.
 */
export const fuelFieldsSchema = deferred(() =>
  z.object({
    date: z.pipe(
      z
        .string({ error: fuelMessages.dateRequired })
        .check(z.trim(), z.minLength(1, fuelMessages.dateRequired)),
      z
        .union([z.iso.date(), z.iso.datetime({ offset: true })], {
          error: fuelMessages.dateInvalid,
        })
        .check(dateInRange('Date')),
    ),
    odometer: typedNumeralText(
      z
        .string({ error: fuelMessages.odometerRequired })
        .check(z.regex(/^\d{1,7}$/, fuelMessages.odometerInvalid)),
      fuelMessages.odometerInvalid,
    ),
    gallons: decimalText(
      fuelMessages.gallonsRequired,
      fuelMessages.gallonsInvalid,
      maxGallons,
      fuelMessages.gallonsTooMany,
    ),
    pricePerGallon: decimalText(
      fuelMessages.priceRequired,
      fuelMessages.priceInvalid,
      maxPricePerGallon,
      fuelMessages.priceTooHigh,
    ),
    fuelType: z._default(z.enum(fuelTypes), 'diesel'),
    missedPreviousEntry: z._default(z.enum(['true', 'false']), 'false'),
    location: z.optional(singleLine(z.string().check(z.trim(), z.maxLength(100, tooLong(100))))),
    /** Where it was bought, for IFTA (docs/product.md §10); '' or left out when not known. */
    jurisdiction: z.optional(
      z.union([z.literal(''), z.enum(jurisdictions)], { error: jurisdictionMessages.invalid }),
    ),
    /** Whether the fuel tax was in the pump price; left out, it was (it nearly always is). */
    taxPaid: z.optional(z.enum(['true', 'false'])),
  }),
);
export type FuelFields = z.infer<typeof fuelFieldsSchema>;

/**
 * POST /api/fuel: the form's fields plus the client-made id (the receipt travels as a file). docs/product.md
 * §7's multipart has no id: the server makes one then.
 */
export const newFuelEntrySchema = deferred(() =>
  z.extend(fuelFieldsSchema, {
    id: z.optional(z.uuid({ error: 'A fuel entry needs an id' })),
    /** The picked-up load the device linked it to (load-fuel.ts); the server checks it is theirs. */
    assignedLoadId: z.optional(z.uuid({ error: fuelMessages.loadInvalid })),
  }),
);
export type NewFuelEntry = z.infer<typeof newFuelEntrySchema>;

/**
 * PUT /api/fuel/{id}: every field of the form, replacing what the fill-up held. Its receipt is
 * replaced by a file sent with the call, removed with removeReceipt=true, or else kept.
 */
export const fuelEditSchema = deferred(() =>
  z.extend(fuelFieldsSchema, {
    removeReceipt: z._default(z.enum(['true', 'false']), 'false'),
  }),
);
export type FuelEdit = z.infer<typeof fuelEditSchema>;

export const fuelEntrySchema = deferred(() =>
  z.object({
    id: z.string(),
    date: z.string(),
    location: z.string(),
    odometer: z.number(),
    /** Exact decimals as text: "123.456". */
    gallons: z.string(),
    pricePerGallon: z.string(),
    totalCost: z.string(),
    fuelType: z.enum(fuelTypes),
    /** "6.52", or null for N/A. */
    mpg: z.nullable(z.string()),
    receiptUrl: z.nullable(z.string()),
    missedPreviousEntry: z.boolean(),
    assignedLoadId: z.nullable(z.string()),
    /** Absent on fill-ups a device stored before IFTA: no jurisdiction, tax-paid. */
    jurisdiction: z._default(z.nullable(z.string()), null),
    taxPaid: z._default(z.boolean(), true),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type FuelEntry = z.infer<typeof fuelEntrySchema>;

/** Total cost, exact to 3 places (docs/product.md §9), in thousandths of a dollar. */
export function totalCostMilli(gallonsMilli: number, priceMilli: number): number {
  return divRound(gallonsMilli * priceMilli, 1000);
}

/**
 * What a fill-up cost at the pump, in cents: gallons x price rounded once, as the pump's receipt
 * and the form's preview have it. Every cost a driver reads (a card, a week, a load, profit) adds
 * these; the stored 3-place total would round twice (120.5 gal x $3.009 = 362.5845: $362.58, not
 * the $362.59 that 362.585 rounds to).
 */
export const fillUpCostCents = (fillUp: { gallons: string; pricePerGallon: string }): number =>
  divRound(decimalToScaled(fillUp.gallons, 3) * decimalToScaled(fillUp.pricePerGallon, 3), 10_000);

/** docs/product.md §5: the live preview, gallons x price with 2 decimals; null until both are valid. */
export function costPreview(typedGallons: string, typedPrice: string): string | null {
  const gallons = typedNumeral(typedGallons) ?? '';
  const pricePerGallon = typedNumeral(typedPrice) ?? '';
  if (!fuelFigurePattern.test(gallons) || !fuelFigurePattern.test(pricePerGallon)) return null;
  return scaledToDecimal(fillUpCostCents({ gallons, pricePerGallon }), 2);
}

export type OdometerWarning = 'low' | 'high' | null;

/** docs/product.md §4: below the last entry is low; more than 2,000 above it is high. */
export function odometerWarning(
  odometer: number,
  lastOdometer: number | null | undefined,
): OdometerWarning {
  if (lastOdometer == null || !Number.isFinite(odometer)) return null;
  if (odometer < lastOdometer) return 'low';
  if (odometer - lastOdometer > highMileageGap) return 'high';
  return null;
}

export interface FuelStats {
  weeklyGallons: string;
  weeklyFuelCost: string;
  averageMPG: string | null;
  lastFillupGallons: string | null;
  lastFillupDate: string | null;
  lastFillupOdometer: number | null;
  weeklyDieselGallons: string;
  weeklyDieselCost: string;
  weeklyDefGallons: string;
  weeklyDefCost: string;
  weeklyReeferGallons: string;
  weeklyReeferCost: string;
}

type StatEntry = Pick<
  FuelEntry,
  'date' | 'odometer' | 'gallons' | 'pricePerGallon' | 'fuelType' | 'mpg' | 'missedPreviousEntry'
>;

/**
 * Average MPG over every diesel fill-up that has one: all those miles over all those gallons, each
 * fill-up's miles counted from the diesel fill-up below its odometer (as previousDiesel() finds
 * it). The fill-ups are walked once in odometer order, so years of fill-ups cost n log n, not n².
 */
export function averageMpg(
  entries: readonly Pick<StatEntry, 'odometer' | 'gallons' | 'fuelType' | 'mpg'>[],
): string | null {
  const diesel = entries
    .filter((e) => e.fuelType === 'diesel')
    .sort((a, b) => a.odometer - b.odometer);
  let miles = 0;
  let gallonsMilli = 0;
  let previous: (typeof diesel)[number] | undefined;
  for (let i = 0; i < diesel.length; i++) {
    const e = diesel[i]!;
    // Fill-ups at the same reading share the one below it.
    if (i > 0 && diesel[i - 1]!.odometer < e.odometer) previous = diesel[i - 1];
    if (e.mpg === null || !previous) continue;
    miles += e.odometer - previous.odometer;
    gallonsMilli += decimalToScaled(e.gallons, 3);
  }
  return gallonsMilli > 0 ? scaledToDecimal(divRound(miles * 100_000, gallonsMilli), 2) : null;
}

/**
 * Latest date first, then highest odometer: the order the server lists fill-ups in. Dates compare
 * as text code unit by code unit (ISO dates sort in time order so), never by a locale's collation.
 */
export function newestFillUpFirst(
  a: Pick<FuelEntry, 'date' | 'odometer'>,
  b: Pick<FuelEntry, 'date' | 'odometer'>,
): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.odometer - a.odometer;
}

export type WeekFuel = Omit<
  FuelStats,
  'averageMPG' | 'lastFillupGallons' | 'lastFillupDate' | 'lastFillupOdometer'
>;

/** This week's gallons and cost, in all and by fuel type; fill-ups outside `week` are left out. */
export function weekFuel(
  entries: readonly Pick<StatEntry, 'date' | 'gallons' | 'pricePerGallon' | 'fuelType'>[],
  week: DateRange,
  timeZone: string,
): WeekFuel {
  const gallons: Record<FuelType, number> = { diesel: 0, def: 0, reefer: 0 };
  const cost: Record<FuelType, number> = { diesel: 0, def: 0, reefer: 0 };
  for (const e of entries) {
    if (!inRange(e.date, week, timeZone)) continue;
    gallons[e.fuelType] += decimalToScaled(e.gallons, 3);
    cost[e.fuelType] += fillUpCostCents(e) * 10;
  }
  const milli = (n: number) => scaledToDecimal(n, 3);
  return {
    weeklyGallons: milli(gallons.diesel + gallons.def + gallons.reefer),
    weeklyFuelCost: milli(cost.diesel + cost.def + cost.reefer),
    weeklyDieselGallons: milli(gallons.diesel),
    weeklyDieselCost: milli(cost.diesel),
    weeklyDefGallons: milli(gallons.def),
    weeklyDefCost: milli(cost.def),
    weeklyReeferGallons: milli(gallons.reefer),
    weeklyReeferCost: milli(cost.reefer),
  };
}

/** The Last Fill-up card from the newest fill-up (newestFillUpFirst), if there is one. */
export const lastFillUp = (
  last: Pick<StatEntry, 'date' | 'odometer' | 'gallons'> | undefined,
): Pick<FuelStats, 'lastFillupGallons' | 'lastFillupDate' | 'lastFillupOdometer'> => ({
  lastFillupGallons: last?.gallons ?? null,
  lastFillupDate: last?.date ?? null,
  lastFillupOdometer: last?.odometer ?? null,
});

/** The Fuel Tracker cards: this week (driver's pay week and zone) by type, average MPG, last fill-up. */
export function fuelStats(
  entries: readonly StatEntry[],
  now: Date,
  settings: WeekSettings,
): FuelStats {
  const week = weekRange(now, settings.payPeriodStartDay, settings.timeZone);
  return {
    ...weekFuel(entries, week, settings.timeZone),
    averageMPG: averageMpg(entries),
    ...lastFillUp([...entries].sort(newestFillUpFirst)[0]),
  };
}
