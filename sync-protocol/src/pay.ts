/**
 * Pay rules both sides compute (SPEC §9). Money is in integer cents and rates in thousandths
 * (0.450 $/mile -> 450, 75.000 % -> 75000), so client and server reach the same cent from the same
 * inputs.
 *
 * Two readings of the pay type (SPEC §3): the column's default is 'mileage', the interface says
 * 'percentage' or 'per_mile'. 'mileage' pays exactly like 'per_mile'; readPayType gives the
 * interface reading of any stored value and writes store the interface's value, so 'mileage' only
 * ever comes from the column default.
 *
 * The rate of a load: when the driver has pay tiers (what the Pay Configuration screen shows and
 * edits), the tier in force for the load's miles sets the rate for all its miles. A driver without
 * tiers, or a load below every tier's minimum, is paid SPEC §9's way from the pay config: tier1Rate
 * up to tier1MaxMiles and tier2Rate beyond (percentage pay: miles x $2.75 x tier1Rate percent).
 */
import type { PayType } from './companies.js';

export type StoredPayType = PayType | 'mileage';

/** The interface reading of a stored pay type: anything but 'percentage' pays per mile. */
export const readPayType = (stored: string): PayType =>
  stored === 'percentage' ? 'percentage' : 'per_mile';

export interface TierRate {
  minMiles: number;
  /** Percent for percentage pay (75.000 -> 75000), dollars per mile otherwise (0.500 -> 500). */
  rateMilli: number;
  /** Breaks ties between tiers with the same minimum: the later one is in force. */
  orderIndex?: number;
}

export interface PaySettings {
  payType: StoredPayType;
  /** Percent for percentage pay (75.000 -> 75000), dollars per mile otherwise (0.450 -> 450). */
  tier1RateMilli: number;
  tier1MaxMiles: number;
  tier2RateMilli: number;
  /** The driver's pay tiers; when a tier is in force it sets the rate instead of tier1/tier2. */
  tiers?: readonly TierRate[];
}

export const defaultPaySettings: PaySettings = {
  payType: 'mileage',
  tier1RateMilli: 450,
  tier1MaxMiles: 1000,
  tier2RateMilli: 600,
};

/** Gross revenue a percentage-paid driver's load is assumed to bring per mile, in cents. */
const percentageRevenuePerMileCents = 275;

/** Integer division rounding half away from zero. */
function divRound(numerator: number, denominator: number): number {
  const q = Math.floor(Math.abs(numerator) / denominator + 0.5);
  return numerator < 0 ? -q : q;
}

const byMinimum = (a: TierRate, b: TierRate) =>
  a.minMiles - b.minMiles || (a.orderIndex ?? 0) - (b.orderIndex ?? 0);

function lastReached<T extends TierRate>(sorted: readonly T[], miles: number): T | undefined {
  let inForce: T | undefined;
  for (const tier of sorted) {
    if (tier.minMiles > miles) break;
    inForce = tier;
  }
  return inForce;
}

/** SPEC §9: the tier in force is the last one whose minimum miles is reached (none below all). */
export function tierInForce<T extends TierRate>(tiers: readonly T[], miles: number): T | undefined {
  return lastReached([...tiers].sort(byMinimum), miles);
}

/** A share of a load amount: $3,000 at 75.000 % -> 225000 cents. */
export function percentagePayCents(loadAmountCents: number, rateMilli: number): number {
  return divRound(loadAmountCents * rateMilli, 100_000);
}

function ratePayCents(miles: number, rateMilli: number, payType: StoredPayType): number {
  return payType === 'percentage'
    ? percentagePayCents(miles * percentageRevenuePerMileCents, rateMilli)
    : divRound(miles * rateMilli, 10);
}

/** SPEC §9's pay from the pay config alone. */
function configPayCents(miles: number, pay: PaySettings): number {
  if (pay.payType === 'percentage') return ratePayCents(miles, pay.tier1RateMilli, 'percentage');
  const first = Math.min(miles, pay.tier1MaxMiles);
  const beyond = Math.max(0, miles - pay.tier1MaxMiles);
  return divRound(first * pay.tier1RateMilli + beyond * pay.tier2RateMilli, 10);
}

/**
 * The estimate as a function of miles, with the tiers sorted once: the dashboard estimates
 * thousands of loads against one pay structure.
 */
export function revenueEstimator(pay: PaySettings): (miles: number) => number {
  const tiers = [...(pay.tiers ?? [])].sort(byMinimum);
  return (miles) => {
    const whole = Math.max(0, Math.round(miles));
    const tier = lastReached(tiers, whole);
    return tier ? ratePayCents(whole, tier.rateMilli, pay.payType) : configPayCents(whole, pay);
  };
}

/** What a load of `miles` pays the driver, in cents (see the header). */
export function estimateRevenueCents(miles: number, pay: PaySettings): number {
  return revenueEstimator(pay)(miles);
}

/** SPEC §9: the earnings calculator's examples. */
export const calculatorLoadAmountsCents = [300_000, 500_000] as const;
export const calculatorMiles = [1500, 2500] as const;

export type CalculatorExample =
  | { kind: 'loadAmount'; loadAmountCents: number; rateMilli: number; earningsCents: number }
  /** rateMilli is null when no tier is in force and the pay config's two rates apply. */
  | { kind: 'miles'; miles: number; rateMilli: number | null; earningsCents: number };

/**
 * The calculator under the Pay Structure card. Percentage pay shows what a $3,000 and a $5,000
 * load pay at the percentage in force; per-mile pay what 1,500 and 2,500 miles pay, exactly as a
 * load of those miles is estimated.
 */
export function earningsExamples(pay: PaySettings): CalculatorExample[] {
  const tiers = pay.tiers ?? [];
  if (readPayType(pay.payType) === 'percentage') {
    const rateMilli = tierInForce(tiers, 0)?.rateMilli ?? pay.tier1RateMilli;
    return calculatorLoadAmountsCents.map((loadAmountCents) => ({
      kind: 'loadAmount',
      loadAmountCents,
      rateMilli,
      earningsCents: percentagePayCents(loadAmountCents, rateMilli),
    }));
  }
  const estimate = revenueEstimator(pay);
  return calculatorMiles.map((miles) => ({
    kind: 'miles',
    miles,
    rateMilli: tierInForce(tiers, miles)?.rateMilli ?? null,
    earningsCents: estimate(miles),
  }));
}
