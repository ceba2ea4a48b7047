/**
 * Loads (SPEC §3, §4 Load status, §5 Add load): the stored shape, what POST /api/loads takes, the
 * forward-only status rule and the weekly/monthly counters both sides compute.
 */
import * as z from 'zod/mini';
import type { Weekday } from './companies.js';
import { dateInRange } from './dates.js';
import { hasAtMostPlaces } from './decimal.js';
import { inRange, monthRange, spanInRange, weekRange, type DateRange } from './periods.js';
import { usStates } from './states.js';
import { tooLong } from './messages.js';
import { multiline, singleLine } from './text.js';
import { deferred } from './deferred.js';

export const loadStatuses = ['pending', 'picked_up', 'delivered'] as const;
export type LoadStatus = (typeof loadStatuses)[number];

export const loadStatusLabels: Record<LoadStatus, string> = {
  pending: 'Pending',
  picked_up: 'Active',
  delivered: 'Delivered',
};

export const loadMessages = {
  pickupDateRequired: 'Pickup date is required',
  deliveryDateRequired: 'Delivery date is required',
  pickupDateFormat: 'Pickup date must be an ISO 8601 date and time',
  deliveryDateFormat: 'Delivery date must be an ISO 8601 date and time',
  deliveryBeforePickup: 'Delivery date cannot be before the pickup date',
  pickupCityRequired: 'Pickup city is required',
  deliveryCityRequired: 'Delivery city is required',
  pickupStateRequired: 'Choose a pickup state',
  deliveryStateRequired: 'Choose a delivery state',
  milesRequired: 'Loaded miles is required',
  milesNegative: 'Miles cannot be negative',
  milesWhole: 'Miles must be a whole number',
  milesTooMany: 'Miles look too high for one load',
  revenueInvalid: 'Revenue must be a positive amount with at most 2 decimal places',
  notFound: 'Load not found',
  alreadyDelivered: 'This load is already delivered',
  notPickedUp: 'This load has not been picked up yet',
} as const;

const requiredText = (message: string, max = 100) =>
  singleLine(
    z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max)),
  );

const dateWords = {
  pickup: {
    required: loadMessages.pickupDateRequired,
    format: loadMessages.pickupDateFormat,
    field: 'Pickup date',
  },
  delivery: {
    required: loadMessages.deliveryDateRequired,
    format: loadMessages.deliveryDateFormat,
    field: 'Delivery date',
  },
};

/** An instant with its zone, inside the range every date lies in (dates.ts). */
const isoDate = (which: keyof typeof dateWords) => {
  const { required, format, field } = dateWords[which];
  return z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, required)),
    z.iso.datetime({ offset: true, error: format }).check(dateInRange(field)),
  );
};

const miles = (required: string) =>
  z
    .number({ error: required })
    .check(
      z.int(loadMessages.milesWhole),
      z.minimum(0, loadMessages.milesNegative),
      z.maximum(50_000, loadMessages.milesTooMany),
    );

const optionalText = (max: number) =>
  z.nullish(singleLine(z.string().check(z.trim(), z.maxLength(max, tooLong(max)))));

/** The fields a driver fills in for a load, new or edited. totalMiles and status are not among them. */
const loadFields = deferred(() =>
  z.object({
    loadNumber: optionalText(50),
    pickupCity: requiredText(loadMessages.pickupCityRequired),
    pickupState: z.enum(usStates, { error: loadMessages.pickupStateRequired }),
    deliveryCity: requiredText(loadMessages.deliveryCityRequired),
    deliveryState: z.enum(usStates, { error: loadMessages.deliveryStateRequired }),
    pickupDate: isoDate('pickup'),
    deliveryDate: isoDate('delivery'),
    loadedMiles: miles(loadMessages.milesRequired),
    emptyMiles: z._default(miles(loadMessages.milesNegative), 0),
    weight: z.nullish(z.number().check(z.int(), z.minimum(0), z.maximum(200_000))),
    company: optionalText(100),
    notes: z.nullish(multiline(z.string().check(z.trim(), z.maxLength(2000, tooLong(2000))))),
    revenue: z.nullish(
      z.number({ error: loadMessages.revenueInvalid }).check(
        z.minimum(0, loadMessages.revenueInvalid),
        z.maximum(10_000_000, loadMessages.revenueInvalid),
        z.refine((v) => hasAtMostPlaces(String(v), 2), loadMessages.revenueInvalid),
      ),
    ),
  }),
);

const deliveryAfterPickup = {
  path: ['deliveryDate'],
  message: loadMessages.deliveryBeforePickup,
};
const inOrder = (l: { pickupDate: string; deliveryDate: string }) =>
  Date.parse(l.deliveryDate) >= Date.parse(l.pickupDate);

/** POST /api/loads. totalMiles and status are not taken from the client. */
export const newLoadSchema = deferred(() =>
  z
    .extend(loadFields, { id: z.uuid({ error: 'A load needs an id' }) })
    .check(z.refine(inOrder, deliveryAfterPickup)),
);
export type NewLoad = z.infer<typeof newLoadSchema>;

/**
 * PUT /api/loads/{id}: every field of the add form, replacing what the load held. Status is not
 * among them (it only moves forward, through its own calls); a weight left out is kept. A revenue
 * left out is estimated again from the pay config, for the new miles.
 */
export const loadEditSchema = deferred(() =>
  loadFields.check(z.refine(inOrder, deliveryAfterPickup)),
);
export type LoadEdit = z.infer<typeof loadEditSchema>;

export const loadSchema = deferred(() =>
  z.object({
    id: z.string(),
    loadNumber: z.nullable(z.string()),
    pickupCity: z.string(),
    pickupState: z.string(),
    deliveryCity: z.string(),
    deliveryState: z.string(),
    pickupDate: z.string(),
    deliveryDate: z.string(),
    weight: z.nullable(z.number()),
    loadedMiles: z.number(),
    emptyMiles: z.number(),
    totalMiles: z.number(),
    company: z.nullable(z.string()),
    notes: z.nullable(z.string()),
    status: z.enum(loadStatuses),
    isActive: z.boolean(),
    actualPickupDate: z.nullable(z.string()),
    /** When the driver marked it delivered; null before that (and on loads stored before 0009). */
    actualDeliveryDate: z._default(z.nullable(z.string()), null),
    revenue: z.nullable(z.number()),
    /** True while `revenue` is the pay config's estimate, until the driver enters the real amount. */
    revenueEstimated: z.optional(z.boolean()),
    documentUrl: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Load = z.infer<typeof loadSchema>;

export const loadIdParamsSchema = deferred(() =>
  z.object({ id: z.uuid({ error: loadMessages.notFound }) }),
);
export const deliverLoadSchema = deferred(() =>
  z.object({
    status: z.literal('delivered', { error: 'status must be delivered' }),
  }),
);

/** SPEC §3: total miles is loaded plus empty, whatever a client says. */
export const totalMiles = (load: Pick<NewLoad, 'loadedMiles' | 'emptyMiles'>) =>
  load.loadedMiles + load.emptyMiles;

/**
 * A new load as both sides first store it: pending, total miles computed, dates normalised to UTC.
 * `revenue` is the driver's figure, or the pay config's estimate (`estimated`), or null until the
 * server answers.
 */
export function newLoadRecord(
  input: NewLoad,
  revenue: number | null,
  now: string,
  estimated = false,
): Load {
  return {
    id: input.id,
    loadNumber: input.loadNumber ?? null,
    pickupCity: input.pickupCity,
    pickupState: input.pickupState,
    deliveryCity: input.deliveryCity,
    deliveryState: input.deliveryState,
    pickupDate: new Date(input.pickupDate).toISOString(),
    deliveryDate: new Date(input.deliveryDate).toISOString(),
    weight: input.weight ?? null,
    loadedMiles: input.loadedMiles,
    emptyMiles: input.emptyMiles,
    totalMiles: totalMiles(input),
    company: input.company ?? null,
    notes: input.notes ?? null,
    status: 'pending',
    isActive: false,
    actualPickupDate: null,
    actualDeliveryDate: null,
    revenue,
    revenueEstimated: revenue !== null && estimated,
    documentUrl: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** A load after an edit, on both sides: the status and its history stay, the fields are replaced. */
export function editedLoadRecord(
  load: Load,
  edit: LoadEdit,
  revenue: number | null,
  now: string,
): Load {
  return {
    ...load,
    loadNumber: edit.loadNumber ?? null,
    pickupCity: edit.pickupCity,
    pickupState: edit.pickupState,
    deliveryCity: edit.deliveryCity,
    deliveryState: edit.deliveryState,
    pickupDate: new Date(edit.pickupDate).toISOString(),
    deliveryDate: new Date(edit.deliveryDate).toISOString(),
    weight: edit.weight === undefined ? load.weight : edit.weight,
    loadedMiles: edit.loadedMiles,
    emptyMiles: edit.emptyMiles,
    totalMiles: totalMiles(edit),
    company: edit.company ?? null,
    notes: edit.notes ?? null,
    revenue,
    updatedAt: now,
  };
}

const rank: Record<LoadStatus, number> = { pending: 0, picked_up: 1, delivered: 2 };

/** Status only moves forward: pending -> picked_up -> delivered (ARCHITECTURE.md, conflicts). */
export function canMoveStatus(from: LoadStatus, to: LoadStatus): boolean {
  return rank[to] >= rank[from];
}

/** SPEC §4: which buttons a load card enables. */
export function loadActions(status: LoadStatus) {
  return {
    canPickUp: status === 'pending',
    canDeliver: status === 'picked_up',
    canCancel: status !== 'delivered',
  };
}

export interface LoadStats {
  weeklyDelivered: number;
  weeklyActive: number;
  monthlyDelivered: number;
  monthlyActive: number;
}

export type CountedLoad = Pick<Load, 'status' | 'pickupDate' | 'deliveryDate'> &
  Partial<Pick<Load, 'actualPickupDate' | 'actualDeliveryDate'>>;

/** When a load was really picked up; the scheduled date where the time was not kept. */
export const pickedUpAt = (load: CountedLoad): string => load.actualPickupDate ?? load.pickupDate;
/** When a load was really delivered; the scheduled date where the time was not kept. */
export const deliveredAt = (
  load: Pick<CountedLoad, 'deliveryDate' | 'actualDeliveryDate'>,
): string => load.actualDeliveryDate ?? load.deliveryDate;

function countIn(loads: readonly CountedLoad[], range: DateRange, timeZone: string) {
  let delivered = 0;
  let active = 0;
  for (const load of loads) {
    if (load.status === 'delivered' && inRange(deliveredAt(load), range, timeZone)) delivered++;
    if (
      load.status === 'picked_up' &&
      spanInRange(pickedUpAt(load), load.deliveryDate, range, timeZone)
    )
      active++;
  }
  return { delivered, active };
}

/**
 * The Load Management counters, from the times the driver tapped Picked Up and Delivered where
 * known (load-counter-examples.ts). Delivered: delivered in the period. Active: picked up and on
 * the road at some point of the period, from its pickup to its scheduled delivery.
 */
export function loadStats(
  loads: readonly CountedLoad[],
  now: Date,
  settings: { payPeriodStartDay: Weekday; timeZone: string },
): LoadStats {
  const week = countIn(
    loads,
    weekRange(now, settings.payPeriodStartDay, settings.timeZone),
    settings.timeZone,
  );
  const month = countIn(loads, monthRange(now, settings.timeZone), settings.timeZone);
  return {
    weeklyDelivered: week.delivered,
    weeklyActive: week.active,
    monthlyDelivered: month.delivered,
    monthlyActive: month.active,
  };
}
