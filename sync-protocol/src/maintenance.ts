/**
 * The maintenance tracker: service items due every so many miles, days or both (from the last time
 * they were done), and a log of what maintenance cost. Both sides import the due rule, so the
 * badge on a phone and any reminder agree on what is due.
 *
 * An item is overdue once either interval has run out, and due soon once what is left of either is
 * within a tenth of the interval, at most 1,000 miles or 30 days: an oil change every 15,000 miles
 * is due soon from 14,000, a DOT inspection every 365 days a month before.
 */
import * as z from 'zod/mini';
import { dateInRange } from './dates.js';
import { decimalToScaled, hasAtMostPlaces, scaledToDecimal } from './decimal.js';
import { singleLine } from './text.js';
import { typedNumber, typedNumeralText } from './typed-number.js';
import { deferred } from './deferred.js';

export const maintenanceMessages = {
  nameRequired: 'Name is required',
  intervalRequired: 'Set an interval in distance, in days or both',
  milesInvalid: 'Distance must be a whole number above 0',
  daysInvalid: 'Days must be a whole number above 0',
  odometerInvalid: 'Odometer must be a whole number',
  dateInvalid: 'Date must be a valid date',
  descriptionRequired: 'Description is required',
  amountInvalid: 'Amount must be a positive amount with at most 2 decimal places',
  itemNotFound: 'Service item not found',
  costNotFound: 'Cost not found',
} as const;

/** Common services with their usual intervals; the driver can change them or add their own. */
export const maintenancePresets = [
  { name: 'Oil and filters', intervalMiles: 15_000, intervalDays: null },
  { name: 'PM A service', intervalMiles: 25_000, intervalDays: 90 },
  { name: 'PM B service', intervalMiles: 50_000, intervalDays: 180 },
  { name: 'DOT annual inspection', intervalMiles: null, intervalDays: 365 },
  { name: 'Tires', intervalMiles: 100_000, intervalDays: null },
  { name: 'Brakes', intervalMiles: 50_000, intervalDays: null },
] as const;

const day = deferred(() =>
  z.iso.date({ error: maintenanceMessages.dateInvalid }).check(dateInRange('Date')),
);
const positive = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(1, message));
const odometer = deferred(() =>
  z
    .number({ error: maintenanceMessages.odometerInvalid })
    .check(
      z.int(maintenanceMessages.odometerInvalid),
      z.minimum(0, maintenanceMessages.odometerInvalid),
      z.maximum(9_999_999, maintenanceMessages.odometerInvalid),
    ),
);

const itemFields = deferred(() =>
  z.object({
    name: singleLine(
      z
        .string({ error: maintenanceMessages.nameRequired })
        .check(z.trim(), z.minLength(1, maintenanceMessages.nameRequired), z.maxLength(100)),
    ),
    intervalMiles: z.nullable(
      positive(maintenanceMessages.milesInvalid).check(z.maximum(1_000_000)),
    ),
    intervalDays: z.nullable(positive(maintenanceMessages.daysInvalid).check(z.maximum(3650))),
    lastServiceOdometer: z.nullable(odometer),
    lastServiceDate: z.nullable(day),
  }),
);

const intervalGiven = (i: { intervalMiles: number | null; intervalDays: number | null }) =>
  i.intervalMiles !== null || i.intervalDays !== null;
const noInterval = { path: ['intervalMiles'], message: maintenanceMessages.intervalRequired };

/** The fields of a service item, new or edited (PUT replaces them all). */
export const maintenanceItemFieldsSchema = deferred(() =>
  itemFields.check(z.refine(intervalGiven, noInterval)),
);
export type MaintenanceItemFields = z.infer<typeof maintenanceItemFieldsSchema>;

/** The same fields as the form's inputs hold them: numbers as typed text, '' for none. */
export const maintenanceItemFormSchema = deferred(() =>
  z
    .extend(itemFields, {
      intervalMiles: typedNumber(itemFields.shape.intervalMiles, null),
      intervalDays: typedNumber(itemFields.shape.intervalDays, null),
      lastServiceOdometer: typedNumber(itemFields.shape.lastServiceOdometer, null),
    })
    .check(z.refine(intervalGiven, noInterval)),
);

export const newMaintenanceItemSchema = deferred(() =>
  z.extend(maintenanceItemFieldsSchema, {
    id: z.uuid({ error: 'A service item needs an id' }),
  }),
);
export type NewMaintenanceItem = z.infer<typeof newMaintenanceItemSchema>;

export const maintenanceItemSchema = deferred(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    intervalMiles: z.nullable(z.number()),
    intervalDays: z.nullable(z.number()),
    lastServiceOdometer: z.nullable(z.number()),
    lastServiceDate: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type MaintenanceItem = z.infer<typeof maintenanceItemSchema>;

/** POST /api/maintenance/costs: as text, the way its multipart body carries them. */
export const newMaintenanceCostSchema = deferred(() =>
  z.object({
    id: z.uuid({ error: 'A cost needs an id' }),
    itemId: z.optional(z.uuid()),
    date: day,
    description: singleLine(
      z
        .string({ error: maintenanceMessages.descriptionRequired })
        .check(z.trim(), z.minLength(1, maintenanceMessages.descriptionRequired), z.maxLength(200)),
    ),
    amount: typedNumeralText(
      z.string({ error: maintenanceMessages.amountInvalid }).check(
        z.regex(/^\d{1,7}(\.\d{1,2})?$/, maintenanceMessages.amountInvalid),
        z.refine((v) => hasAtMostPlaces(v, 2) && Number(v) > 0, maintenanceMessages.amountInvalid),
      ),
    ),
    odometer: typedNumeralText(
      z.optional(z.string().check(z.regex(/^\d{1,7}$/, maintenanceMessages.odometerInvalid))),
    ),
  }),
);
export type NewMaintenanceCost = z.infer<typeof newMaintenanceCostSchema>;

export const maintenanceCostSchema = deferred(() =>
  z.object({
    id: z.string(),
    itemId: z.nullable(z.string()),
    date: z.string(),
    description: z.string(),
    /** Exact dollars as text: "412.50". */
    amount: z.string(),
    odometer: z.nullable(z.number()),
    receiptUrl: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type MaintenanceCost = z.infer<typeof maintenanceCostSchema>;

/** What a new cost is besides its fields: its id, the item it is filed under, and so on. */
export interface CostOrigin {
  id: string;
  itemId: string | null;
  receiptUrl: string | null;
  version: number;
  now: string;
}

/**
 * A new maintenance cost as both sides keep it, built from the fields a form or a call sends
 * (record-cases.ts: the same worked examples run on both sides).
 */
export function maintenanceCostRecord(
  fields: Omit<NewMaintenanceCost, 'id' | 'itemId'>,
  origin: CostOrigin,
): MaintenanceCost {
  return {
    id: origin.id,
    itemId: origin.itemId,
    date: fields.date,
    description: fields.description,
    amount: scaledToDecimal(decimalToScaled(fields.amount, 2), 2),
    odometer: fields.odometer === undefined ? null : Number(fields.odometer),
    receiptUrl: origin.receiptUrl,
    version: origin.version,
    createdAt: origin.now,
    updatedAt: origin.now,
  };
}

export type DueState = 'ok' | 'dueSoon' | 'overdue' | 'unknown';

export interface DueStatus {
  state: DueState;
  /** Miles until due (negative: past due), when the item counts miles and a reading is known. */
  milesLeft: number | null;
  /** Days until due (negative: past due), when the item counts days. */
  daysLeft: number | null;
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/** How close to its interval something is: the leeway before it counts as due soon. */
const leeway = (interval: number, cap: number) => Math.min(cap, Math.ceil(interval / 10));

function stateOf(left: number, interval: number, cap: number): DueState {
  if (left < 0) return 'overdue';
  return left <= leeway(interval, cap) ? 'dueSoon' : 'ok';
}

const rank: Record<DueState, number> = { unknown: 0, ok: 1, dueSoon: 2, overdue: 3 };

/**
 * Where a service item stands at `odometer` (the truck's current reading, null if unknown) on
 * `today` ('YYYY-MM-DD'): the worse of its miles and its days. Without a last service to count
 * from, or without a reading for a miles-only item, it is 'unknown'.
 */
export function dueStatus(
  item: Pick<
    MaintenanceItem,
    'intervalMiles' | 'intervalDays' | 'lastServiceOdometer' | 'lastServiceDate'
  >,
  odometer: number | null,
  today: string,
): DueStatus {
  const milesLeft =
    item.intervalMiles !== null && item.lastServiceOdometer !== null && odometer !== null
      ? item.lastServiceOdometer + item.intervalMiles - odometer
      : null;
  const daysLeft =
    item.intervalDays !== null && item.lastServiceDate !== null
      ? item.intervalDays - daysBetween(item.lastServiceDate, today)
      : null;
  const states: DueState[] = [];
  if (milesLeft !== null) states.push(stateOf(milesLeft, item.intervalMiles!, 1000));
  if (daysLeft !== null) states.push(stateOf(daysLeft, item.intervalDays!, 30));
  const state = states.reduce<DueState>((a, b) => (rank[b] > rank[a] ? b : a), 'unknown');
  return { state, milesLeft, daysLeft };
}

/** The truck's reading now: the highest of the readings the driver logged anywhere. */
export function currentOdometer(readings: readonly (number | null | undefined)[]): number | null {
  let best: number | null = null;
  for (const r of readings) if (r != null && (best === null || r > best)) best = r;
  return best;
}
