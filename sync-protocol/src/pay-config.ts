/**
 * The driver's pay config (SPEC §3 pay_configs, §9 pay defaults). There is one per driver, made
 * with the account, so its record's id is the owner's user id and no device ever creates one (two
 * offline devices would otherwise make two). POST /api/pay-config changes the fields it carries
 * and keeps the rest; the device applies the same update with the same function while offline.
 * Rates are exact decimal text at 3 places, the monthly bonus at 2 (SPEC §9).
 */
import * as z from 'zod/mini';
import { payPeriods, payTypes, weekdays } from './companies.js';
import { decimalToScaled } from './decimal.js';
import { decimalField, wholeNumberField } from './fields.js';
import { payWeekStarts } from './pay-periods.js';
import { readPayType, type PaySettings, type TierRate } from './pay.js';
import { deferred } from './deferred.js';

/** SPEC §9: earnings count when a load is delivered, the only basis it names. */
export const paymentBases = ['delivery'] as const;
export type PaymentBasis = (typeof paymentBases)[number];

/** Largest miles a pay or bonus tier boundary may name: far beyond any pay period, inside int32. */
export const maxTierMiles = 100_000;

export const payMessages = {
  payPeriodInvalid: 'Choose weekly, biweekly or monthly',
  startDayInvalid: 'Choose the day your pay period starts',
  payTypeInvalid: 'Choose percentage or per mile pay',
  rateInvalid: 'Rate must be more than 0 and at most 100, with up to 3 decimal places',
  percentageInvalid: 'Percentage must be more than 0 and at most 100, with up to 3 decimal places',
  perMileRateInvalid:
    'Rate per mile must be more than $0 and at most $10, with up to 3 decimal places',
  tierMilesInvalid: 'Miles must be a whole number from 0 to 100,000',
  maxBelowMin: 'Max miles must be more than min miles',
  orderInvalid: 'Tier order must be a whole number from 0 to 1,000',
  monthlyBonusInvalid: 'Monthly bonus must be from $0 to $100,000, with up to 2 decimal places',
  paymentBasisInvalid: 'Earnings are counted on delivery',
  payWeekStartInvalid: 'Pay week start must be 0 or 1',
  payTierNotFound: 'Pay tier not found',
  bonusTierNotFound: 'Bonus tier not found',
  // SPEC §8 toasts.
  updatePayTierFailed: 'Failed to update pay tier',
  deletePayTierFailed: 'Failed to delete pay tier',
  addPayTierFailed: 'Failed to add pay tier',
  updatePayPeriodFailed: 'Failed to update pay period settings',
} as const;

/** SPEC §8: 'Failed to add bonus tier: {message}'. */
export const addBonusTierFailed = (message: string) => `Failed to add bonus tier: ${message}`;

const rate = deferred(() =>
  decimalField({
    places: 3,
    min: '0.001',
    max: '100',
    message: payMessages.rateInvalid,
  }),
);

/** POST /api/pay-config: any of the fields; 'mileage' is read as per_mile (see pay.ts). */
export const payConfigUpdateSchema = deferred(() =>
  z.partial(
    z.object({
      payPeriod: z.enum(payPeriods, { error: payMessages.payPeriodInvalid }),
      payPeriodStartDay: z.enum(weekdays, { error: payMessages.startDayInvalid }),
      payType: z.pipe(
        z.enum([...payTypes, 'mileage'], { error: payMessages.payTypeInvalid }),
        z.transform((type) => readPayType(type)),
      ),
      tier1Rate: rate,
      tier1MaxMiles: wholeNumberField(maxTierMiles, payMessages.tierMilesInvalid),
      tier2Rate: rate,
      fixedMonthlyBonus: decimalField({
        places: 2,
        min: '0',
        max: '100000',
        message: payMessages.monthlyBonusInvalid,
      }),
      paymentBasis: z.enum(paymentBases, { error: payMessages.paymentBasisInvalid }),
      payWeekStart: z.literal(payWeekStarts, { error: payMessages.payWeekStartInvalid }),
    }),
  ),
);
export type PayConfigUpdate = z.output<typeof payConfigUpdateSchema>;

export const payConfigSchema = deferred(() =>
  z.object({
    /** The owner's user id (see the header). */
    id: z.string(),
    payPeriod: z.enum(payPeriods),
    payPeriodStartDay: z.enum(weekdays),
    payType: z.enum(payTypes),
    /** "0.450": percent for percentage pay, dollars per mile otherwise. */
    tier1Rate: z.string(),
    tier1MaxMiles: z.number(),
    tier2Rate: z.string(),
    /** "0.00" */
    fixedMonthlyBonus: z.string(),
    paymentBasis: z.enum(paymentBases),
    payWeekStart: z.number(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PayConfig = z.infer<typeof payConfigSchema>;

export type PayConfigFields = Omit<PayConfig, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** SPEC §9's defaults; the stored 'mileage' reads as per_mile. */
export const defaultPayConfig: PayConfigFields = {
  payPeriod: 'weekly',
  payPeriodStartDay: 'monday',
  payType: 'per_mile',
  tier1Rate: '0.450',
  tier1MaxMiles: 1000,
  tier2Rate: '0.600',
  fixedMonthlyBonus: '0.00',
  paymentBasis: 'delivery',
  payWeekStart: 0,
};

/** The config after POST /api/pay-config: what was sent replaces, the rest stays. */
export function applyPayConfigUpdate(
  config: PayConfig,
  update: PayConfigUpdate,
  now: string,
): PayConfig {
  const changes = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
  return { ...config, ...changes, updatedAt: now };
}

/** A pay tier as the pay rules need it. */
export type TierRecordRate = { minMiles: number; rate: string; orderIndex: number };

/** The pay structure the rules compute with, from the records both sides hold. */
export function paySettingsOf(
  config: Pick<PayConfig, 'payType' | 'tier1Rate' | 'tier1MaxMiles' | 'tier2Rate'>,
  tiers: readonly TierRecordRate[],
): PaySettings {
  return {
    payType: config.payType,
    tier1RateMilli: decimalToScaled(config.tier1Rate, 3),
    tier1MaxMiles: config.tier1MaxMiles,
    tier2RateMilli: decimalToScaled(config.tier2Rate, 3),
    tiers: tiers.map((t): TierRate => ({
      minMiles: t.minMiles,
      rateMilli: decimalToScaled(t.rate, 3),
      orderIndex: t.orderIndex,
    })),
  };
}
