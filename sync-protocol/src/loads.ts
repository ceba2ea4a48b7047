/**
 * Loads (docs/product.md §3, §4 Load status, §5 Add load): the stored shape, what POST /api/loads takes, the
 * forward-only status rule and the weekly/monthly counters both sides compute.
 */
import * as z from 'zod/mini';
import { dateInRange, inDateRange } from './dates.js';
import { hasAtMostPlaces } from './decimal.js';
import { inRange, monthRange, spanInRange, weekRange, type DateRange } from './periods.js';
import { usStates } from './states.js';
import { tooLong } from './messages.js';
import { multiline, singleLine } from './text.js';
import { deferred } from './deferred.js';
import type { WeekSettings } from './pay-config.js';
import {
  extraAmountField,
  loadExtrasRecordSchema,
  loadExtrasSchema,
  noExtras,
  type LoadExtras,
} from './extras.js';

/**
 * docs/product.md §4's three, and 'cancelled': a load cancelled with TONU pay (truck ordered, not used) stays,
 * since it still pays; a cancel without pay deletes the load as docs/product.md says.
 */
export const loadStatuses = ['pending', 'picked_up', 'delivered', 'cancelled'] as const;
export type LoadStatus = (typeof loadStatuses)[number];
/** Loads not yet delivered or cancelled: the ones a driver works with today. */
export const openLoadStatuses = ['pending', 'picked_up'] as const satisfies readonly LoadStatus[];

export const loadStatusLabels: Record<LoadStatus, string> = {
  pending: 'Pending',
  picked_up: 'Active',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
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
  revenueInvalid: 'My pay must be a positive amount with at most 2 decimal places',
  grossInvalid: 'Load pays must be a positive amount with at most 2 decimal places',
  notFound: 'Load not found',
  alreadyDelivered: 'This load is already delivered',
  cancelled: 'This load was cancelled',
  onlyOpenTonu: 'Only a load not yet delivered can be cancelled with TONU pay',
  notPickedUp: 'This load has not been picked up yet',
  alreadyPickedUp: 'This load is already picked up',
  deliveredNotCancelled: 'A delivered load cannot be cancelled',
  tappedAtFormat: 'The time of a tap must be an ISO 8601 date and time',
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

/** The most miles one load may have: more is a typo. */
export const maxLoadMiles = 50_000;

const miles = (required: string) =>
  z
    .number({ error: required })
    .check(
      z.int(loadMessages.milesWhole),
      z.minimum(0, loadMessages.milesNegative),
      z.maximum(maxLoadMiles, loadMessages.milesTooMany),
    );

/** Dollars with at most 2 places, as a number (docs/product.md: revenue is a number or absent). */
const money = (message: string) =>
  z.nullish(
    z.number({ error: message }).check(
      z.minimum(0, message),
      z.maximum(10_000_000, message),
      z.refine((v) => hasAtMostPlaces(String(v), 2), message),
    ),
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
    /** What the load pays (the rate confirmation's total). */
    grossAmount: money(loadMessages.grossInvalid),
    /** The product's revenue: what the driver earns from the load, only ever typed as an override. */
    revenue: money(loadMessages.revenueInvalid),
    extras: z.optional(loadExtrasSchema),
  }),
);

const deliveryAfterPickup = {
  path: ['deliveryDate'],
  message: loadMessages.deliveryBeforePickup,
};
const inOrder = (l: { pickupDate: string; deliveryDate: string }) =>
  Date.parse(l.deliveryDate) >= Date.parse(l.pickupDate);

/**
 * POST /api/loads. totalMiles and status are not taken from the client. A device sends the id it
 * made; a call without one (as first described) still works, and the server makes one.
 */
export const newLoadSchema = deferred(() =>
  z
    .extend(loadFields, { id: z.optional(z.uuid({ error: 'A load needs an id' })) })
    .check(z.refine(inOrder, deliveryAfterPickup)),
);
export type NewLoad = z.infer<typeof newLoadSchema>;

/**
 * PUT /api/loads/{id}: every field of the add form, replacing what the load held. Status is not
 * among them (it only moves forward, through its own calls); a weight left out is kept. A revenue
 * left out means the pay is computed from the pay settings again, for the new miles and gross.
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
    /**
     * When the driver marked it delivered, or cancelled it with TONU pay; null before that (and on
     * loads stored before 0009).
     */
    actualDeliveryDate: z._default(z.nullable(z.string()), null),
    /** What the load pays, in dollars; null when not known. Absent on loads stored before 0011. */
    grossAmount: z._default(z.nullable(z.number()), null),
    /** The driver's own figure for their pay (an override); null: computed from the pay settings. */
    revenue: z.nullable(z.number()),
    /**
     * Only on loads a device stored before 0011, when `revenue` could hold an estimate: true means
     * that revenue is not the driver's figure. Never written now.
     */
    revenueEstimated: z.optional(z.boolean()),
    extras: z._default(loadExtrasRecordSchema, noExtras),
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
/**
 * When the driver tapped, by the device's clock: a tap made with no signal reaches the server from
 * the outbox later, and the load counts when it was tapped (tappedAt), not when the signal returned.
 */
const tapTime = () =>
  z.optional(z.iso.datetime({ offset: true, error: loadMessages.tappedAtFormat }));

export const deliverLoadSchema = deferred(() =>
  z.object({
    status: z.literal('delivered', { error: 'status must be delivered' }),
    at: tapTime(),
  }),
);
export type DeliverLoadRequest = z.infer<typeof deliverLoadSchema>;

/** PATCH /api/loads/{id}/pickup: no body from an older app, else the time of the tap. */
export const pickUpLoadSchema = deferred(() => z.nullish(z.object({ at: tapTime() })));

/**
 * The instant a tap is kept at, on both sides: the time the device sent, unless it is missing or
 * outside the dates Haulbook takes (a phone whose clock was reset), then `now`; never after `now`
 * (a clock running ahead cannot date a load in the future) nor before `notBefore` (a delivery is
 * not before its pickup, whatever another device's clock said).
 */
export function tappedAt(at: string | undefined, now: string, notBefore?: string | null): string {
  if (at === undefined || !inDateRange(at)) return now;
  const tapped = new Date(at).toISOString();
  if (tapped > now) return now;
  return notBefore && tapped < notBefore ? notBefore : tapped;
}

/** docs/product.md §3: total miles is loaded plus empty, whatever a client says. */
export const totalMiles = (load: Pick<NewLoad, 'loadedMiles' | 'emptyMiles'>) =>
  load.loadedMiles + load.emptyMiles;

/**
 * A new load as both sides first store it: pending, total miles computed, dates normalised to UTC.
 * Its pay is computed whenever shown unless the driver typed one (revenue).
 */
export function newLoadRecord(input: NewLoad & { id: string }, now: string): Load {
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
    grossAmount: input.grossAmount ?? null,
    revenue: input.revenue ?? null,
    extras: input.extras ?? noExtras,
    documentUrl: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The form keeps dates to the minute: a date sent back as it was is not a correction. */
const sameMinute = (a: string, b: string) => a.slice(0, 16) === b.slice(0, 16);

/**
 * When a load was picked up and delivered after an edit. A date the driver changed on a load that
 * is delivered (picked up or delivered, for the pickup) is their correction of when it happened,
 * and replaces the tap's time (a load entered late, tapped days after it was delivered), never
 * later than `now`; a TONU cancel keeps its time. A pickup left after the corrected delivery takes
 * the earlier of its schedule and the delivery.
 */
function actualDatesAfterEdit(
  load: Load,
  edited: { pickupDate: string; deliveryDate: string },
  now: string,
) {
  const corrected = (actual: string | null, before: string, after: string, happened: boolean) =>
    happened && actual !== null && !sameMinute(before, after) ? tappedAt(after, now) : actual;
  const delivered = corrected(
    load.actualDeliveryDate,
    load.deliveryDate,
    edited.deliveryDate,
    load.status === 'delivered',
  );
  const pickedUp = corrected(
    load.actualPickupDate,
    load.pickupDate,
    edited.pickupDate,
    load.status === 'picked_up' || load.status === 'delivered',
  );
  if (pickedUp === null || delivered === null || pickedUp <= delivered)
    return { actualPickupDate: pickedUp, actualDeliveryDate: delivered };
  const scheduled = edited.pickupDate < delivered ? edited.pickupDate : delivered;
  return { actualPickupDate: scheduled, actualDeliveryDate: delivered };
}

/** A load after an edit, on both sides: the status and its history stay, the fields are replaced. */
export function editedLoadRecord(load: Load, edit: LoadEdit, now: string): Load {
  const { revenueEstimated: _legacy, ...kept } = load;
  const pickupDate = new Date(edit.pickupDate).toISOString();
  const deliveryDate = new Date(edit.deliveryDate).toISOString();
  return {
    ...kept,
    ...actualDatesAfterEdit(load, { pickupDate, deliveryDate }, now),
    loadNumber: edit.loadNumber ?? null,
    pickupCity: edit.pickupCity,
    pickupState: edit.pickupState,
    deliveryCity: edit.deliveryCity,
    deliveryState: edit.deliveryState,
    pickupDate,
    deliveryDate,
    weight: edit.weight === undefined ? load.weight : edit.weight,
    loadedMiles: edit.loadedMiles,
    emptyMiles: edit.emptyMiles,
    totalMiles: totalMiles(edit),
    company: edit.company ?? null,
    notes: edit.notes ?? null,
    grossAmount: edit.grossAmount ?? null,
    revenue: edit.revenue ?? null,
    extras: edit.extras ?? load.extras,
    updatedAt: now,
  };
}

/** PATCH /api/loads/{id}/tonu: the TONU the carrier pays, when not the Pay Config's. */
export const tonuSchema = deferred(() =>
  z.object({ amount: z.optional(extraAmountField()), at: tapTime() }),
);
export type TonuRequest = z.infer<typeof tonuSchema>;

/** A load cancelled with TONU pay, on both sides: it stays, closed when tapped, and pays its TONU. */
export function tonuLoadRecord(load: Load, request: TonuRequest, now: string): Load {
  const overrides =
    request.amount === undefined
      ? load.extras.overrides
      : { ...load.extras.overrides, tonu: request.amount };
  return {
    ...load,
    status: 'cancelled',
    isActive: false,
    actualDeliveryDate: tappedAt(request.at, now),
    extras: { ...load.extras, overrides },
    updatedAt: now,
  };
}

/** The load's extras, on a record any release stored. */
export const extrasOf = (load: { extras?: LoadExtras }): LoadExtras => load.extras ?? noExtras;

/**
 * Why Picked Up, Delivered or Cancel cannot move a load from `from` to `to`, or null when it can,
 * or when the load is there already (a repeat changes nothing). The one rule of the server and the
 * device (docs/architecture.md, conflicts): pending -> picked_up -> delivered, one step at a time, and a
 * cancel (with or without TONU pay) while not yet delivered. A step back is the driver's
 * correction (status-correction.ts), never a move.
 */
export function statusMoveRefusal(from: LoadStatus, to: LoadStatus): string | null {
  if (from === 'cancelled') return loadMessages.cancelled;
  if (from === to) return null;
  if (from === 'delivered')
    return to === 'cancelled' ? loadMessages.deliveredNotCancelled : loadMessages.alreadyDelivered;
  if (to === 'cancelled') return null;
  if (to === 'pending') return loadMessages.alreadyPickedUp;
  return from === 'pending' && to === 'delivered' ? loadMessages.notPickedUp : null;
}

/** docs/product.md §4: which buttons a load card enables (each a move statusMoveRefusal allows). */
export function loadActions(status: LoadStatus) {
  const can = (to: LoadStatus) => status !== to && statusMoveRefusal(status, to) === null;
  return { canPickUp: can('picked_up'), canDeliver: can('delivered'), canCancel: can('cancelled') };
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

const statsPeriods = (now: Date, settings: WeekSettings) => ({
  week: weekRange(now, settings.payPeriodStartDay, settings.timeZone),
  month: monthRange(now, settings.timeZone),
});

/**
 * Every day the counters look at: this pay week and this month together (a week can begin in
 * the month before). Only loads delivered in these days, or on the road, can count.
 */
export function loadStatsDays(now: Date, settings: WeekSettings): DateRange {
  const { week, month } = statsPeriods(now, settings);
  return {
    start: week.start < month.start ? week.start : month.start,
    end: week.end > month.end ? week.end : month.end,
  };
}

/**
 * The Load Management counters, from the times the driver tapped Picked Up and Delivered where
 * known (load-counter-examples.ts). Delivered: delivered in the period. Active: picked up and on
 * the road at some point of the period, from its pickup to its scheduled delivery.
 */
export function loadStats(
  loads: readonly CountedLoad[],
  now: Date,
  settings: WeekSettings,
): LoadStats {
  const periods = statsPeriods(now, settings);
  const week = countIn(loads, periods.week, settings.timeZone);
  const month = countIn(loads, periods.month, settings.timeZone);
  return {
    weeklyDelivered: week.delivered,
    weeklyActive: week.active,
    monthlyDelivered: month.delivered,
    monthlyActive: month.active,
  };
}
