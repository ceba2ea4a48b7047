/**
 * The pay rule in force, in the driver's words, for the Pay Structure header and the profile's
 * summary. It is written from the same settings the pay is computed with (pay.ts), so it never
 * states a company default that no longer pays.
 */
import { groupThousands } from './extras.js';
import {
  defaultMarketRateMilli,
  perMileText,
  percentText,
  readPayType,
  sortedTiers,
  type PaySettings,
  type TierRate,
} from './pay.js';

const miles = (n: number) => `${groupThousands(n)} mi`;

/** "$0.45/mi for the first 1,000 mi of a load, $0.60/mi beyond" (docs/product.md §9's config rule). */
function configRule(pay: PaySettings): string {
  return `${perMileText(pay.tier1RateMilli)}/mi for the first ${miles(pay.tier1MaxMiles)} of a load, ${perMileText(pay.tier2RateMilli)}/mi beyond`;
}

/** Each tier's rate and where it starts: "$0.55/mi up to 2,000 mi per load, $0.62/mi beyond". */
function tierSteps(tiers: TierRate[], rate: (t: TierRate) => string): string {
  if (tiers.length === 1) return rate(tiers[0]!);
  return tiers
    .map((tier, i) => {
      const next = tiers[i + 1];
      if (i === 0) return `${rate(tier)} up to ${miles(next!.minMiles)} per load`;
      if (!next) return `${rate(tier)} beyond`;
      return `${rate(tier)} from ${miles(tier.minMiles)}`;
    })
    .join(', ');
}

/** The rule for loads below the lowest tier's minimum, when there are such loads. */
const below = (tiers: TierRate[], rule: string) =>
  tiers[0]!.minMiles > 0 ? `; under ${miles(tiers[0]!.minMiles)}: ${rule}` : '';

export function payRuleText(pay: PaySettings): string {
  const tiers = sortedTiers(pay.tiers ?? []);
  if (readPayType(pay.payType) === 'percentage') {
    const percent = (t: TierRate) => `${percentText(t.rateMilli)} %`;
    const base = `${percentText(pay.tier1RateMilli)} % of what the load pays`;
    if (tiers.length === 0) return base;
    return `${tierSteps(tiers, percent)} of what the load pays${below(tiers, base)}`;
  }
  if (tiers.length === 0) return configRule(pay);
  const perMile = (t: TierRate) => `${perMileText(t.rateMilli)}/mi`;
  const steps = tierSteps(tiers, perMile);
  const all = tiers.length === 1 ? ' on all miles' : ': the rate applies to all miles';
  return `${steps}${all}${below(tiers, configRule(pay))}`;
}

/** How a percentage driver's load without a gross is estimated, in words. */
export function marketRateText(pay: PaySettings): string {
  const rate = pay.marketRateMilli ?? defaultMarketRateMilli;
  return `Loads without what they pay are estimated at ${perMileText(rate)}/mi`;
}
