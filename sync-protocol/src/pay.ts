/**
 * Pay rules both sides compute (SPEC §9). Money is in integer cents and rates in thousandths, so
 * client and server reach the same cent from the same inputs.
 */
import type { PayPeriod, Weekday } from './companies.js';

/** Stored pay types: 'mileage' is the stored default and pays like 'per_mile'. */
export type StoredPayType = 'percentage' | 'per_mile' | 'mileage';

export interface PaySettings {
  payType: StoredPayType;
  /** Percent for percentage pay (75.000 -> 75000), dollars per mile otherwise (0.450 -> 450). */
  tier1RateMilli: number;
  tier1MaxMiles: number;
  tier2RateMilli: number;
}

export interface PayPeriodSettings {
  payPeriod: PayPeriod;
  payPeriodStartDay: Weekday;
  /** IANA time zone the driver's weeks and months are counted in. */
  timeZone: string;
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

/**
 * SPEC §9: percentage pay is miles x $2.75 x tier1Rate percent; per-mile pay applies tier1Rate up to
 * tier1MaxMiles and tier2Rate beyond.
 */
export function estimateRevenueCents(miles: number, pay: PaySettings): number {
  const whole = Math.max(0, Math.round(miles));
  if (pay.payType === 'percentage') {
    return divRound(whole * percentageRevenuePerMileCents * pay.tier1RateMilli, 100_000);
  }
  const first = Math.min(whole, pay.tier1MaxMiles);
  const beyond = Math.max(0, whole - pay.tier1MaxMiles);
  return divRound(first * pay.tier1RateMilli + beyond * pay.tier2RateMilli, 10);
}
