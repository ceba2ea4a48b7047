import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noExtras } from './extras.js';
import {
  basePay,
  defaultPaySettings,
  earningsExamples,
  readPayType,
  tierInForce,
  type PaySettings,
  type TierRate,
} from './pay.js';

/** The pay of a load of `miles` without a gross, as the rules compute it. */
const estimateRevenueCents = (miles: number, pay: PaySettings) =>
  basePay(
    {
      totalMiles: miles,
      loadedMiles: miles,
      emptyMiles: 0,
      grossCents: null,
      typedPayCents: null,
      extras: noExtras,
      cancelled: false,
    },
    pay,
  ).cents;

const percentage: PaySettings = {
  payType: 'percentage',
  tier1RateMilli: 75_000,
  tier1MaxMiles: 1000,
  tier2RateMilli: 600,
};

/** 0-999 miles at $0.500, 1,000-1,999 at $0.550, 2,000 and up at $0.600. */
const ladder: TierRate[] = [
  { minMiles: 0, rateMilli: 500, orderIndex: 0 },
  { minMiles: 1000, rateMilli: 550, orderIndex: 1 },
  { minMiles: 2000, rateMilli: 600, orderIndex: 2 },
];
const perMileTiers: PaySettings = { ...defaultPaySettings, payType: 'per_mile', tiers: ladder };

describe('pay from the pay config (docs/product.md §9)', () => {
  it.each([
    [0, 0],
    [999, 449_55],
    [1000, 450_00],
    [1001, 450_60],
    [1500, 750_00],
    [2500, 1350_00],
  ])('per-mile defaults pay %i miles as %i cents', (miles, cents) => {
    expect(estimateRevenueCents(miles, defaultPaySettings)).toBe(cents);
  });

  it.each([
    [1000, 2062_50],
    [1500, 3093_75],
    [1, 2_06],
  ])('75%% pay estimates %i miles as %i cents (miles x 2.75 x 75%%)', (miles, cents) => {
    expect(estimateRevenueCents(miles, percentage)).toBe(cents);
  });

  it('marks a percentage driver’s pay without a gross as an estimate, and says how it was made', () => {
    const load = {
      totalMiles: 1000,
      loadedMiles: 1000,
      emptyMiles: 0,
      grossCents: null,
      typedPayCents: null,
      extras: noExtras,
      cancelled: false,
    };
    expect(basePay(load, percentage)).toEqual({
      cents: 2062_50,
      estimated: true,
      typed: false,
      lines: [
        {
          label: '75 % of $2,750.00 estimated (1,000 mi × $2.75/mi market rate)',
          cents: 2062_50,
        },
      ],
    });
    expect(basePay({ ...load, grossCents: 3000_00 }, percentage)).toMatchObject({
      cents: 2250_00,
      estimated: false,
      lines: [{ label: '75 % of $3,000.00 (what the load pays)', cents: 2250_00 }],
    });
  });

  it('treats the stored "mileage" type like per_mile', () => {
    expect(estimateRevenueCents(1200, { ...defaultPaySettings, payType: 'per_mile' })).toBe(
      estimateRevenueCents(1200, defaultPaySettings),
    );
  });
});

describe('the two readings of the pay type', () => {
  it.each([
    ['percentage', 'percentage'],
    ['per_mile', 'per_mile'],
    ['mileage', 'per_mile'],
    ['', 'per_mile'],
  ])('stored %j reads as %s', (stored, shown) => {
    expect(readPayType(stored)).toBe(shown);
  });
});

describe('the tier in force', () => {
  it.each([
    [0, 500],
    [999, 500],
    [1000, 550],
    [1999, 550],
    [2000, 600],
    [50_000, 600],
  ])('at %i miles is the one paying %i', (miles, rateMilli) => {
    expect(tierInForce(ladder, miles)?.rateMilli).toBe(rateMilli);
    expect(tierInForce([...ladder].reverse(), miles)?.rateMilli).toBe(rateMilli);
  });

  it('is none below every minimum', () => {
    expect(tierInForce([{ minMiles: 100, rateMilli: 500 }], 99)).toBeUndefined();
  });

  it('is the later tier when two start at the same miles', () => {
    const tiers = [
      { minMiles: 0, rateMilli: 80_000, orderIndex: 1 },
      { minMiles: 0, rateMilli: 75_000, orderIndex: 0 },
    ];
    expect(tierInForce(tiers, 0)?.rateMilli).toBe(80_000);
  });

  it.each([
    [999, 499_50],
    [1000, 550_00],
    [1500, 825_00],
    [2500, 1500_00],
  ])('pays all %i miles at its rate: %i cents', (miles, cents) => {
    expect(estimateRevenueCents(miles, perMileTiers)).toBe(cents);
  });

  it('reads a percentage tier as percent of miles x $2.75', () => {
    const tiers = [{ minMiles: 0, rateMilli: 70_000 }];
    expect(estimateRevenueCents(1000, { ...percentage, tiers })).toBe(1925_00);
  });

  it('leaves loads below every tier to the pay config', () => {
    const tiers = [{ minMiles: 500, rateMilli: 900 }];
    expect(estimateRevenueCents(400, { ...defaultPaySettings, tiers })).toBe(180_00);
    expect(estimateRevenueCents(500, { ...defaultPaySettings, tiers })).toBe(450_00);
  });

  it('pays a whole number of cents that grows with the miles on a rising ladder', () => {
    fc.assert(
      fc.property(fc.nat(50_000), fc.nat(50_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const cents = estimateRevenueCents(low, perMileTiers);
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBeLessThanOrEqual(estimateRevenueCents(high, perMileTiers));
      }),
    );
  });
});

describe('the earnings calculator (docs/product.md §9 examples)', () => {
  const earnings = (pay: PaySettings) => earningsExamples(pay).map((e) => e.earningsCents);

  it('shows what a $3,000 and a $5,000 load pay at the percentage in force', () => {
    const pay = { ...percentage, tiers: [{ minMiles: 0, rateMilli: 75_000 }] };
    expect(earningsExamples(pay)).toMatchObject([
      { kind: 'loadAmount', grossCents: 3000_00, miles: 1500, earningsCents: 2250_00 },
      { kind: 'loadAmount', grossCents: 5000_00, miles: 2500, earningsCents: 3750_00 },
    ]);
  });

  it('uses the pay config percentage when there is no tier', () => {
    expect(earnings({ ...percentage, tier1RateMilli: 70_000 })).toEqual([2100_00, 3500_00]);
  });

  it('shows what 1,500 and 2,500 miles pay at the tier in force for each', () => {
    expect(earningsExamples(perMileTiers)).toMatchObject([
      { kind: 'miles', miles: 1500, earningsCents: 825_00 },
      { kind: 'miles', miles: 2500, earningsCents: 1500_00 },
    ]);
    expect(earningsExamples(perMileTiers)[1]!.lines[0]!.label).toBe(
      '2,500 mi × $0.60/mi (all miles, the rate from 2,000 mi)',
    );
  });

  it('pays all miles at a lone tier, even past its max', () => {
    const pay = { ...perMileTiers, tiers: [{ minMiles: 0, rateMilli: 500 }] };
    expect(earnings(pay)).toEqual([750_00, 1250_00]);
  });

  it('shows the pay config rates when there is no tier', () => {
    expect(earnings(defaultPaySettings)).toEqual([750_00, 1350_00]);
    expect(earningsExamples(defaultPaySettings)[1]!.lines.map((l) => l.label)).toEqual([
      '1,000 mi × $0.45/mi',
      '1,500 mi beyond 1,000 mi × $0.60/mi',
    ]);
  });
});
