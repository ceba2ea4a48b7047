/**
 * Pay tiers (docs/product.md §3 pay_tiers, §7, §9 new pay tier defaults). A tier names the miles from which
 * its rate is in force (pay.ts); maxMiles is shown to the driver but the rule reads only minimums.
 * Percentage pay sends the rate only: its tier starts at 0 miles with no max. The rate is exact
 * text at 3 places: percent for percentage pay, dollars per mile otherwise.
 */
import * as z from 'zod/mini';
import { payTypes, type PayType } from './companies.js';
import { decimalField, wholeNumberField, optionalWholeNumberField } from './fields.js';
import { maxTierMiles, payMessages } from './pay-config.js';
import { typedNumber, typedNumeralText } from './typed-number.js';
import { deferred } from './deferred.js';

export const payTierSchema = deferred(() =>
  z.object({
    id: z.string(),
    minMiles: z.number(),
    maxMiles: z.nullable(z.number()),
    rate: z.string(),
    orderIndex: z.number(),
    /**
     * The pay type it was made under: it pays only while the driver's pay type is the same, so a
     * switch never reads dollars a mile as percent. Absent on tiers stored before 0011.
     */
    payType: z._default(z.nullable(z.enum(payTypes)), null),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PayTier = z.infer<typeof payTierSchema>;

/** docs/product.md §9: what the form of a new tier starts with. */
export function newPayTierDefaults(
  payType: PayType,
): Pick<PayTier, 'minMiles' | 'maxMiles' | 'rate'> {
  return payType === 'percentage'
    ? { minMiles: 0, maxMiles: null, rate: '75.000' }
    : { minMiles: 0, maxMiles: 1000, rate: '0.500' };
}

const rateBounds = {
  any: { max: '100', message: payMessages.rateInvalid },
  percentage: { max: '100', message: payMessages.percentageInvalid },
  per_mile: { max: '10', message: payMessages.perMileRateInvalid },
} as const;

type RateBounds = { max: string; message: string };

const tierShape = (bounds: RateBounds) => ({
  minMiles: z._default(wholeNumberField(maxTierMiles, payMessages.tierMilesInvalid), 0),
  maxMiles: optionalWholeNumberField(maxTierMiles, payMessages.tierMilesInvalid),
  rate: decimalField({ places: 3, min: '0.001', ...bounds }),
  orderIndex: z._default(wholeNumberField(1000, payMessages.orderInvalid), 0),
});

const maxAboveMin = (t: { minMiles: number; maxMiles: number | null }) =>
  t.maxMiles === null || t.maxMiles > t.minMiles;
const maxBelowMin = { path: ['maxMiles'], message: payMessages.maxBelowMin };

const tierBody = (bounds: RateBounds) =>
  z.object(tierShape(bounds)).check(z.refine(maxAboveMin, maxBelowMin));

/**
 * PUT /api/pay-tiers/{id}, whatever the pay type: what a route declares. The service parses
 * again with payTierBodySchemaFor the driver's pay type, as the form does.
 */
export const payTierBodySchema = deferred(() => tierBody(rateBounds.any));
export type PayTierBody = z.output<typeof payTierBodySchema>;

/** A tier body for one pay type: its rate bounds and message. */
export const payTierBodySchemaFor = (payType: PayType) => tierBody(rateBounds[payType]);

/** The tier editor's inputs for one pay type: miles and rate as typed text, '' for no max. */
export const payTierFormSchemaFor = (payType: PayType) => {
  const shape = tierShape(rateBounds[payType]);
  return z
    .object({
      ...shape,
      minMiles: typedNumber(shape.minMiles),
      maxMiles: typedNumber(shape.maxMiles, null),
      rate: typedNumeralText(shape.rate),
    })
    .check(z.refine(maxAboveMin, maxBelowMin));
};

/** POST /api/pay-tiers: the tier and its client-made id (a call without one still works: the server makes one). */
export const newPayTierSchema = deferred(() =>
  z
    .object({
      id: z.optional(z.uuid({ error: 'A pay tier needs an id' })),
      ...tierShape(rateBounds.any),
    })
    .check(z.refine(maxAboveMin, maxBelowMin)),
);
export type NewPayTier = z.output<typeof newPayTierSchema>;

const payTierFields = (input: PayTierBody) => ({
  minMiles: input.minMiles,
  maxMiles: input.maxMiles,
  rate: input.rate,
  orderIndex: input.orderIndex,
});

/** A new tier as both sides first store it, under the driver's pay type at the time. */
export function newPayTierRecord(
  input: PayTierBody & { id: string },
  payType: PayType,
  now: string,
): PayTier {
  return {
    ...payTierFields(input),
    id: input.id,
    payType,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The tier after PUT /api/pay-tiers/{id}. */
export function applyPayTierUpdate(tier: PayTier, input: PayTierBody, now: string): PayTier {
  return { ...tier, ...payTierFields(input), updatedAt: now };
}
