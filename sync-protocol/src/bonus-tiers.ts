/**
 * Bonus tiers (docs/product.md §3 bonus_tiers, §5 Bonus tier, §7, §9). A tier pays when the miles driven in
 * its time period (weekly: the driver's pay week; monthly and yearly: the calendar month and year,
 * in the driver's time zone) lie between its min and max miles, both inclusive and each optional.
 * A flat bonus pays its amount; a per-mile bonus pays its amount for every mile of the period.
 * Tiers are independent: each whose band holds the miles pays, so bands that do not overlap make
 * a ladder. Amounts are exact cents (2 places, as the column stores them).
 */
import * as z from 'zod/mini';
import { decimalToScaled } from './decimal.js';
import { decimalField, optionalWholeNumberField, optionalTextField } from './fields.js';
import { payMessages } from './pay-config.js';
import { typedNumber, typedNumeralText } from './typed-number.js';
import { deferred } from './deferred.js';

export const bonusTypes = ['flat', 'per_mile'] as const;
export type BonusType = (typeof bonusTypes)[number];

export const bonusTimePeriods = ['monthly', 'weekly', 'yearly'] as const;
export type BonusTimePeriod = (typeof bonusTimePeriods)[number];

/** A year of the hardest driving is under 200,000 miles; this leaves room and fits int32. */
export const maxBonusMiles = 1_000_000;

export const bonusMessages = {
  amountInvalid: 'Please enter a valid bonus amount',
  perMileTooLarge: 'A per-mile bonus must be at most $10.00 a mile',
  typeInvalid: 'Choose a flat or a per-mile bonus',
  timePeriodInvalid: 'Choose weekly, monthly or yearly',
  milesInvalid: 'Miles must be a whole number from 0 to 1,000,000',
} as const;

const bonusBody = () => ({
  bonusType: z._default(z.enum(bonusTypes, { error: bonusMessages.typeInvalid }), 'flat'),
  bonusAmount: decimalField({
    places: 2,
    min: '0.01',
    max: '100000',
    message: bonusMessages.amountInvalid,
  }),
  timePeriod: z._default(
    z.enum(bonusTimePeriods, { error: bonusMessages.timePeriodInvalid }),
    'monthly',
  ),
  minMiles: optionalWholeNumberField(maxBonusMiles, bonusMessages.milesInvalid),
  maxMiles: optionalWholeNumberField(maxBonusMiles, bonusMessages.milesInvalid),
  description: optionalTextField(200, 'Description'),
});

interface BonusRuleFields {
  bonusType: BonusType;
  bonusAmount: string;
  minMiles: number | null;
  maxMiles: number | null;
}

const withBonusRules = <S extends z.ZodMiniType<BonusRuleFields>>(tier: S) =>
  tier.check(
    z.refine((t) => t.bonusType === 'flat' || decimalToScaled(t.bonusAmount, 2) <= 1000, {
      path: ['bonusAmount'],
      message: bonusMessages.perMileTooLarge,
    }),
    z.refine((t) => t.minMiles === null || t.maxMiles === null || t.maxMiles > t.minMiles, {
      path: ['maxMiles'],
      message: payMessages.maxBelowMin,
    }),
  );

const bonusId = () => ({ id: z.uuid({ error: 'A bonus tier needs an id' }) });

/**
 * POST /api/bonus-tiers: the tier and its client-made id. docs/product.md §7's payload has no id: the server
 * makes one, and docs/product.md §5's messages come first. Empty optional fields come out null.
 */
export const newBonusTierSchema = deferred(() =>
  withBonusRules(z.object({ id: z.optional(bonusId().id), ...bonusBody() })),
);
export type NewBonusTier = z.output<typeof newBonusTierSchema>;

/** The same tier as the form's inputs hold it: amount and miles as typed text, '' for none. */
export const bonusTierFormSchema = deferred(() => {
  const body = bonusBody();
  return withBonusRules(
    z.object({
      ...bonusId(),
      ...body,
      bonusAmount: typedNumeralText(body.bonusAmount, bonusMessages.amountInvalid),
      minMiles: typedNumber(body.minMiles, null),
      maxMiles: typedNumber(body.maxMiles, null),
    }),
  );
});

export const bonusTierSchema = deferred(() =>
  z.object({
    id: z.string(),
    bonusType: z.enum(bonusTypes),
    /** "250.00" */
    bonusAmount: z.string(),
    timePeriod: z.enum(bonusTimePeriods),
    minMiles: z.nullable(z.number()),
    maxMiles: z.nullable(z.number()),
    description: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type BonusTier = z.infer<typeof bonusTierSchema>;

/** A new bonus tier as both sides first store it. */
export function newBonusTierRecord(input: NewBonusTier & { id: string }, now: string): BonusTier {
  return { ...input, version: 0, createdAt: now, updatedAt: now };
}

/** docs/product.md §9: the profile lists the first 3 bonus tiers, then '+N more'. */
export function bonusTierSummary<T>(tiers: readonly T[]): { shown: T[]; more: string | null } {
  const hidden = tiers.length - 3;
  return { shown: tiers.slice(0, 3), more: hidden > 0 ? `+${hidden} more` : null };
}

/** A bonus tier as the rules read it. */
export interface BonusRule {
  bonusType: BonusType;
  bonusAmountCents: number;
  timePeriod: BonusTimePeriod;
  minMiles: number | null;
  maxMiles: number | null;
}

export const bonusRuleOf = (
  tier: Pick<BonusTier, 'bonusType' | 'bonusAmount' | 'timePeriod' | 'minMiles' | 'maxMiles'>,
): BonusRule => ({
  bonusType: tier.bonusType,
  bonusAmountCents: decimalToScaled(tier.bonusAmount, 2),
  timePeriod: tier.timePeriod,
  minMiles: tier.minMiles,
  maxMiles: tier.maxMiles,
});

/** What one tier pays for a period in which the driver drove `miles`. */
export function bonusCents(rule: BonusRule, miles: number): number {
  const reached =
    miles >= (rule.minMiles ?? 0) && (rule.maxMiles === null || miles <= rule.maxMiles);
  if (!reached) return 0;
  return rule.bonusType === 'flat' ? rule.bonusAmountCents : rule.bonusAmountCents * miles;
}

/** What all the tiers of one time period pay for that period's miles. */
export function periodBonusCents(
  rules: readonly BonusRule[],
  timePeriod: BonusTimePeriod,
  miles: number,
): number {
  let cents = 0;
  for (const rule of rules) if (rule.timePeriod === timePeriod) cents += bonusCents(rule, miles);
  return cents;
}
