/**
 * The driver's pay config (docs/product.md §3 pay_configs, §9 pay defaults). There is one per driver, made
 * with the account, so its record's id is the owner's user id and no device ever creates one (two
 * offline devices would otherwise make two). POST /api/pay-config changes the fields it carries
 * and keeps the rest; the device applies the same update with the same function while offline.
 * Rates are exact decimal text at 3 places, the monthly bonus at 2 (docs/product.md §9). Beside the product's fields
 * it holds the market rate a percentage driver's loads without a gross are estimated at, and the
 * rates of extra pay (extras.ts), each set once here and applied to every load.
 */
import * as z from 'zod/mini';
import { payPeriods, payTypes, weekdays, type PayType, type Weekday } from './companies.js';
import { decimalToScaled } from './decimal.js';
import { extraMessages, type ExtraRates } from './extras.js';
import { decimalField, wholeNumberField } from './fields.js';
import { payWeekStarts } from './pay-periods.js';
import { isValidTimeZone } from './periods.js';
import { readPayType, type PaySettings, type TierRate } from './pay.js';
import { deferred } from './deferred.js';

/** docs/product.md §9: earnings count when a load is delivered, the only basis it names. */
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
  marketRateInvalid: 'Market rate must be from $0.01 to $100 a mile, with up to 3 decimal places',
  freeHoursInvalid: 'Free hours must be from 0 to 48, with up to 2 decimal places',
  payTierNotFound: 'Pay tier not found',
  bonusTierNotFound: 'Bonus tier not found',
  // docs/product.md §8 toasts.
  updatePayTierFailed: 'Failed to update pay tier',
  deletePayTierFailed: 'Failed to delete pay tier',
  addPayTierFailed: 'Failed to add pay tier',
  updatePayPeriodFailed: 'Failed to update pay period settings',
} as const;

/** docs/product.md §8: 'Failed to add bonus tier: {message}'. */
export const addBonusTierFailed = (message: string) => `Failed to add bonus tier: ${message}`;

const rate = deferred(() =>
  decimalField({
    places: 3,
    min: '0.001',
    max: '100',
    message: payMessages.rateInvalid,
  }),
);

const money = (message: string) => decimalField({ places: 2, min: '0', max: '10000', message });

/** The market rate and the rates of extra pay, as POST /api/pay-config takes them. */
const extraRateFields = () => ({
  marketRate: decimalField({
    places: 3,
    min: '0.01',
    max: '100',
    message: payMessages.marketRateInvalid,
  }),
  detentionFreeHours: decimalField({
    places: 2,
    min: '0',
    max: '48',
    message: payMessages.freeHoursInvalid,
  }),
  detentionRate: money(extraMessages.rateInvalid),
  layoverRate: money(extraMessages.rateInvalid),
  stopRate: money(extraMessages.rateInvalid),
  tarpPay: money(extraMessages.rateInvalid),
  breakdownRate: money(extraMessages.rateInvalid),
  /** null: empty miles are paid like loaded miles. */
  emptyMileRate: z.nullable(
    decimalField({ places: 3, min: '0', max: '10', message: extraMessages.emptyRateInvalid }),
  ),
  tonuPay: money(extraMessages.rateInvalid),
});

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
      ...extraRateFields(),
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
    /** "2.750": dollars a mile. Records stored before these fields read as the defaults. */
    marketRate: z._default(z.string(), defaultExtraRates.marketRate),
    detentionFreeHours: z._default(z.string(), defaultExtraRates.detentionFreeHours),
    detentionRate: z._default(z.string(), defaultExtraRates.detentionRate),
    layoverRate: z._default(z.string(), defaultExtraRates.layoverRate),
    stopRate: z._default(z.string(), defaultExtraRates.stopRate),
    tarpPay: z._default(z.string(), defaultExtraRates.tarpPay),
    breakdownRate: z._default(z.string(), defaultExtraRates.breakdownRate),
    emptyMileRate: z._default(z.nullable(z.string()), null),
    tonuPay: z._default(z.string(), defaultExtraRates.tonuPay),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PayConfig = z.infer<typeof payConfigSchema>;

export type PayConfigFields = Omit<PayConfig, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** Nothing extra is paid until the driver sets a rate; docs/product.md §9's $2.75 estimates a gross. */
export const defaultExtraRates = {
  marketRate: '2.750',
  detentionFreeHours: '2.00',
  detentionRate: '0.00',
  layoverRate: '0.00',
  stopRate: '0.00',
  tarpPay: '0.00',
  breakdownRate: '0.00',
  emptyMileRate: null as string | null,
  tonuPay: '0.00',
};

/** docs/product.md §9's defaults; the stored 'mileage' reads as per_mile. */
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
  ...defaultExtraRates,
};

/** The zone of a driver whose account names none: the server's own default for the column. */
export const defaultTimeZone = 'UTC';

/** What every weekly counter (loads, fuel, earnings) needs: where the week starts, and where. */
export interface WeekSettings {
  payPeriodStartDay: Weekday;
  /** IANA time zone the driver's days are counted in. */
  timeZone: string;
}

/**
 * The driver's week as stored (the pay config's start day, the preferences' zone), each checked,
 * with the defaults for what is missing or unusable: the one rule the server and the device read
 * it by, so both count a delivery in the same week in any zone, offline too. Never the zone of the
 * machine it runs on.
 */
export function weekSettingsOf(stored: {
  payPeriodStartDay?: string | null | undefined;
  timeZone?: string | null | undefined;
}): WeekSettings {
  const { payPeriodStartDay: day, timeZone: zone } = stored;
  return {
    payPeriodStartDay: weekdays.find((d) => d === day) ?? defaultPayConfig.payPeriodStartDay,
    timeZone: zone && isValidTimeZone(zone) ? zone : defaultTimeZone,
  };
}

/**
 * The rates a pay type starts from when the driver switches to it without naming any: a per-mile
 * $0.750 must never be read as 0.750 % of the load (docs/product.md §9's new percentage tier pays 75.000).
 */
const switchRates: Record<PayType, Partial<PayConfigFields>> = {
  percentage: { tier1Rate: '75.000' },
  per_mile: {
    tier1Rate: defaultPayConfig.tier1Rate,
    tier1MaxMiles: defaultPayConfig.tier1MaxMiles,
    tier2Rate: defaultPayConfig.tier2Rate,
  },
};

/** The config after POST /api/pay-config: what was sent replaces, the rest stays. */
export function applyPayConfigUpdate(
  config: PayConfig,
  update: PayConfigUpdate,
  now: string,
): PayConfig {
  const changes = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
  const switched = update.payType !== undefined && update.payType !== config.payType;
  const rates = switched && update.tier1Rate === undefined ? switchRates[update.payType!] : {};
  return { ...config, ...rates, ...changes, updatedAt: now };
}

/** A pay tier as the pay rules need it; one of another pay type waits for a switch back. */
export type TierRecordRate = {
  minMiles: number;
  rate: string;
  orderIndex: number;
  /** The pay type it was made for; absent on tiers stored before tiers had one. */
  payType?: PayType | null;
};

type RateFields = Pick<PayConfig, 'payType' | 'tier1Rate' | 'tier1MaxMiles' | 'tier2Rate'> &
  Partial<typeof defaultExtraRates>;

/** The extra pay rates of a config; a record stored before they existed reads as the defaults. */
export function extraRatesOf(config: Partial<typeof defaultExtraRates>): ExtraRates {
  const rates = { ...defaultExtraRates, ...config };
  const cents = (text: string) => decimalToScaled(text, 2);
  return {
    detentionFreeHundredths: cents(rates.detentionFreeHours),
    detentionRateCents: cents(rates.detentionRate),
    layoverRateCents: cents(rates.layoverRate),
    stopRateCents: cents(rates.stopRate),
    tarpCents: cents(rates.tarpPay),
    breakdownRateCents: cents(rates.breakdownRate),
    emptyMileRateMilli:
      rates.emptyMileRate == null ? null : decimalToScaled(rates.emptyMileRate, 3),
    tonuCents: cents(rates.tonuPay),
  };
}

/** The tiers that pay under the config's pay type. */
export const tiersForPayType = <T extends TierRecordRate>(
  config: Pick<PayConfig, 'payType'>,
  tiers: readonly T[],
): T[] => tiers.filter((t) => t.payType == null || t.payType === readPayType(config.payType));

/** The pay structure the rules compute with, from the records both sides hold. */
export function paySettingsOf(config: RateFields, tiers: readonly TierRecordRate[]): PaySettings {
  return {
    payType: config.payType,
    tier1RateMilli: decimalToScaled(config.tier1Rate, 3),
    tier1MaxMiles: config.tier1MaxMiles,
    tier2RateMilli: decimalToScaled(config.tier2Rate, 3),
    tiers: tiersForPayType(config, tiers).map((t): TierRate => ({
      minMiles: t.minMiles,
      rateMilli: decimalToScaled(t.rate, 3),
      orderIndex: t.orderIndex,
    })),
    marketRateMilli: decimalToScaled(config.marketRate ?? defaultExtraRates.marketRate, 3),
    extras: extraRatesOf(config),
  };
}
