/**
 * What one load pays the driver (docs/product.md §9, docs/pay.md). Money is in integer cents and rates in
 * thousandths (0.450 $/mile -> 450, 75.000 % -> 75000), so client and server reach the same cent.
 *
 * A load has two money figures: what the load pays (its gross, from the rate confirmation) and
 * what the driver earns from it (the product's revenue). The second is typed only as an override;
 * otherwise it is computed here, every time it is shown, from the pay settings in force:
 * - per mile: the driver's pay tiers, the last whose minimum the load's miles reach paying all of
 *   them (docs/product.md §9); a load below every tier, or a driver without tiers, is paid from the pay
 *   config: tier1Rate up to tier1MaxMiles and tier2Rate beyond. With an empty-mile rate set, the
 *   tier rate pays the loaded miles and the empty miles are an extra (extras.ts).
 * - percentage: the percent in force (a tier, else the pay config's tier1Rate) of what the load
 *   pays. Without a gross the gross is estimated at the driver's market rate per mile (docs/product.md §9's
 *   $2.75 by default), and the pay is marked as an estimate wherever it shows.
 *
 * Two readings of the pay type (docs/product.md §3): the column's default is 'mileage', the interface says
 * 'percentage' or 'per_mile'. 'mileage' pays exactly like 'per_mile'.
 */
import type { PayType } from './companies.js';
import { divRound } from './decimal.js';
import {
  extraPay,
  groupThousands,
  noExtraRates,
  noExtras,
  usd,
  type ExtraPay,
  type ExtraRates,
  type LoadExtras,
} from './extras.js';

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
  /** What a load grosses per mile, in thousandths of a dollar, when its gross is not known. */
  marketRateMilli?: number;
  extras?: ExtraRates;
}

/** docs/product.md §9: a percentage driver's load without a gross is estimated at $2.75 a mile. */
export const defaultMarketRateMilli = 2750;

export const defaultPaySettings: PaySettings = {
  payType: 'mileage',
  tier1RateMilli: 450,
  tier1MaxMiles: 1000,
  tier2RateMilli: 600,
};

const byMinimum = (a: TierRate, b: TierRate) =>
  a.minMiles - b.minMiles || (a.orderIndex ?? 0) - (b.orderIndex ?? 0);

/** docs/product.md §9: the tier in force is the last one whose minimum miles is reached (none below all). */
export function tierInForce<T extends TierRate>(tiers: readonly T[], miles: number): T | undefined {
  let inForce: T | undefined;
  for (const tier of [...tiers].sort(byMinimum)) {
    if (tier.minMiles > miles) break;
    inForce = tier;
  }
  return inForce;
}

/** The driver's tiers from the lowest minimum up. */
export const sortedTiers = <T extends TierRate>(tiers: readonly T[]): T[] =>
  [...tiers].sort(byMinimum);

/** A share of a load amount: $3,000 at 75.000 % -> 225000 cents. */
export function percentagePayCents(loadAmountCents: number, rateMilli: number): number {
  return divRound(loadAmountCents * rateMilli, 100_000);
}

/** 75000 -> "75", 72500 -> "72.5": a percent as a driver writes it. */
export function percentText(rateMilli: number): string {
  const whole = Math.floor(rateMilli / 1000);
  const fraction = String(rateMilli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 550 -> "$0.55", 555 -> "$0.555": a rate per mile with no needless third place. */
export function perMileText(rateMilli: number): string {
  const text = (rateMilli / 1000).toFixed(3);
  return `$${text.endsWith('0') ? text.slice(0, -1) : text}`;
}

/** The percent in force for a percentage driver's load of `miles`. */
export const percentFor = (pay: PaySettings, miles: number): number =>
  tierInForce(pay.tiers ?? [], miles)?.rateMilli ?? pay.tier1RateMilli;

/** What the rules need of a load. */
export interface PayableLoad {
  totalMiles: number;
  loadedMiles: number;
  emptyMiles: number;
  /** What the load pays (its gross), in cents; null when not known. */
  grossCents: number | null;
  /** The driver's own figure for the load (the product's revenue), in cents; null: computed. */
  typedPayCents: number | null;
  extras: LoadExtras;
  /** Cancelled with TONU: no miles were driven, only its extras pay. */
  cancelled: boolean;
}

/** One step of a figure's explanation: what it is and the cents it adds. */
export interface PayLine {
  label: string;
  cents: number;
}

export interface BasePay {
  cents: number;
  /** True when the pay rests on an estimated gross (percentage pay without one). */
  estimated: boolean;
  /** True when the driver typed the figure. */
  typed: boolean;
  lines: PayLine[];
}

const miles = (n: number) => `${groupThousands(n)} mi`;

function perMilePay(load: PayableLoad, pay: PaySettings): PayLine[] {
  const rated = pay.extras?.emptyMileRateMilli != null ? load.loadedMiles : load.totalMiles;
  const tier = tierInForce(pay.tiers ?? [], rated);
  if (tier) {
    const from = tier.minMiles > 0 ? `, the rate from ${miles(tier.minMiles)}` : '';
    return [
      {
        label: `${miles(rated)} × ${perMileText(tier.rateMilli)}/mi (all miles${from})`,
        cents: divRound(rated * tier.rateMilli, 10),
      },
    ];
  }
  const first = Math.min(rated, pay.tier1MaxMiles);
  const beyond = Math.max(0, rated - pay.tier1MaxMiles);
  const lines = [
    {
      label: `${miles(first)} × ${perMileText(pay.tier1RateMilli)}/mi`,
      cents: divRound(first * pay.tier1RateMilli, 10),
    },
  ];
  if (beyond > 0)
    lines.push({
      label: `${miles(beyond)} beyond ${miles(pay.tier1MaxMiles)} × ${perMileText(pay.tier2RateMilli)}/mi`,
      cents: divRound(beyond * pay.tier2RateMilli, 10),
    });
  return lines;
}

/** A percentage driver's load: the percent of its gross, or of the gross its miles suggest. */
function percentagePay(load: PayableLoad, pay: PaySettings): BasePay {
  const percent = percentFor(pay, load.totalMiles);
  if (load.grossCents !== null) {
    const cents = percentagePayCents(load.grossCents, percent);
    const label = `${percentText(percent)} % of ${usd(load.grossCents)} (what the load pays)`;
    return { cents, estimated: false, typed: false, lines: [{ label, cents }] };
  }
  const market = pay.marketRateMilli ?? defaultMarketRateMilli;
  const gross = divRound(load.totalMiles * market, 10);
  const cents = percentagePayCents(gross, percent);
  const label = `${percentText(percent)} % of ${usd(gross)} estimated (${miles(load.totalMiles)} × ${perMileText(market)}/mi market rate)`;
  return { cents, estimated: true, typed: false, lines: [{ label, cents }] };
}

/** What the load itself pays the driver, extras apart (see the header). */
export function basePay(load: PayableLoad, pay: PaySettings): BasePay {
  if (load.typedPayCents !== null) {
    const cents = load.typedPayCents;
    return { cents, estimated: false, typed: true, lines: [{ label: 'My pay, typed', cents }] };
  }
  if (load.cancelled) return { cents: 0, estimated: false, typed: false, lines: [] };
  if (readPayType(pay.payType) === 'percentage') return percentagePay(load, pay);
  const lines = perMilePay(load, pay);
  const cents = lines.reduce((sum, line) => sum + line.cents, 0);
  return { cents, estimated: false, typed: false, lines };
}

export interface LoadPay {
  /** The load's pay and its extras: what the driver earns from the load. */
  cents: number;
  estimated: boolean;
  base: BasePay;
  extras: ExtraPay[];
}

/** Everything a load pays the driver: its pay and its extras. */
export function loadPay(load: PayableLoad, pay: PaySettings): LoadPay {
  const base = basePay(load, pay);
  const extras = extraPay(load, pay.extras ?? noExtraRates);
  const cents = extras.reduce((sum, extra) => sum + extra.cents, base.cents);
  return { cents, estimated: base.estimated, base, extras };
}

/** docs/product.md §9: the earnings calculator's examples, a $3,000 load of 1,500 mi and a $5,000 one of 2,500. */
export const calculatorExamples = [
  { grossCents: 300_000, miles: 1500 },
  { grossCents: 500_000, miles: 2500 },
] as const;

export interface CalculatorExample {
  grossCents: number;
  miles: number;
  /** What the rule reads: the load's gross for percentage pay, its miles per mile. */
  kind: 'loadAmount' | 'miles';
  earningsCents: number;
  lines: PayLine[];
}

/**
 * The calculator under the Pay Structure card: what each example load pays, computed exactly as a
 * load is (basePay), so it shows the rule in force, not a company default.
 */
export function earningsExamples(pay: PaySettings): CalculatorExample[] {
  const kind = readPayType(pay.payType) === 'percentage' ? 'loadAmount' : 'miles';
  return calculatorExamples.map(({ grossCents, miles: m }) => {
    const base = basePay(
      {
        totalMiles: m,
        loadedMiles: m,
        emptyMiles: 0,
        grossCents,
        typedPayCents: null,
        extras: noExtras,
        cancelled: false,
      },
      pay,
    );
    return { grossCents, miles: m, kind, earningsCents: base.cents, lines: base.lines };
  });
}
