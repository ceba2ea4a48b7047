/**
 * Pay worked out by hand: each case gives the pay settings, the loads and what the week's and the
 * month's earnings must be, in cents, with the arithmetic beside it. The engine's tests
 * (earnings.test.ts) and the API's (routes/dashboard/pay-examples.test.ts, on SQLite and
 * PostgreSQL, device and server) read the same table, so every side is held to these figures,
 * never to each other.
 *
 * Unless a case says otherwise: the driver is in UTC, the pay week starts on Monday, "now" is
 * Wednesday 2026-11-25 12:00 UTC (week Mon 23 – Sun 29 November), and a load is delivered on
 * Tuesday 2026-11-24 at 12:00 UTC.
 */
import type { BonusTimePeriod, BonusType } from './bonus-tiers.js';
import type { PayType, Weekday } from './companies.js';
import type { LoadExtras } from './extras.js';

export interface ExampleLoad {
  loadNumber: string;
  /** When it was delivered (or cancelled with TONU). */
  closedAt?: string;
  loadedMiles: number;
  emptyMiles?: number;
  /** What the load pays, dollars. */
  grossAmount?: number;
  /** The driver's typed pay (an override), dollars. */
  revenue?: number;
  extras?: Partial<LoadExtras>;
  /** Cancelled with TONU pay instead of delivered. */
  tonu?: boolean;
}

export interface ExampleTier {
  minMiles: number;
  rate: string;
  orderIndex?: number;
  /** The pay type the tier was made under; the config's by default. */
  payType?: PayType;
}

export interface ExampleBonus {
  bonusType: BonusType;
  bonusAmount: string;
  timePeriod: BonusTimePeriod;
  minMiles: number | null;
  maxMiles: number | null;
}

export interface PayExample {
  name: string;
  now?: string;
  timeZone?: string;
  config: {
    payType: PayType;
    payPeriodStartDay?: Weekday;
    tier1Rate?: string;
    tier1MaxMiles?: number;
    tier2Rate?: string;
    fixedMonthlyBonus?: string;
    marketRate?: string;
    detentionFreeHours?: string;
    detentionRate?: string;
    layoverRate?: string;
    stopRate?: string;
    tarpPay?: string;
    breakdownRate?: string;
    emptyMileRate?: string | null;
    tonuPay?: string;
  };
  tiers?: ExampleTier[];
  bonusTiers?: ExampleBonus[];
  loads: ExampleLoad[];
  weekCents: number;
  monthCents: number;
}

export const exampleNow = '2026-11-25T12:00:00.000Z';
export const exampleDelivery = '2026-11-24T12:00:00.000Z';

const perMile = { payType: 'per_mile' } as const;
const percent75 = { payType: 'percentage', tier1Rate: '75.000' } as const;
const ladder = [
  { minMiles: 0, rate: '0.550' },
  { minMiles: 2000, rate: '0.620' },
];
const flat060 = [{ minMiles: 0, rate: '0.600' }];
const flat050 = [{ minMiles: 0, rate: '0.500' }];
const extraRates = {
  detentionFreeHours: '2.00',
  detentionRate: '20.00',
  layoverRate: '100.00',
  stopRate: '25.00',
  tarpPay: '50.00',
  breakdownRate: '15.00',
  tonuPay: '150.00',
};
const one = (load: Omit<ExampleLoad, 'loadNumber'>): ExampleLoad[] => [
  { loadNumber: 'HB-1', ...load },
];
const weekly150at2000: ExampleBonus = {
  bonusType: 'flat',
  bonusAmount: '150.00',
  timePeriod: 'weekly',
  minMiles: 2000,
  maxMiles: null,
};

export const payExamples: PayExample[] = [
  // Per mile from the pay config (docs/product.md §9): $0.450 up to 1,000 mi, $0.600 beyond.
  {
    name: 'config rates, 500 mi',
    config: perMile,
    loads: one({ loadedMiles: 500 }),
    weekCents: 225_00,
    monthCents: 225_00,
  }, // 500 × 0.45
  {
    name: 'config rates, exactly 1,000 mi',
    config: perMile,
    loads: one({ loadedMiles: 1000 }),
    weekCents: 450_00,
    monthCents: 450_00,
  }, // 1,000 × 0.45
  {
    name: 'config rates, 1,001 mi',
    config: perMile,
    loads: one({ loadedMiles: 1001 }),
    weekCents: 450_60,
    monthCents: 450_60,
  }, // 450 + 1 × 0.60
  {
    name: 'config rates, 2,500 mi',
    config: perMile,
    loads: one({ loadedMiles: 2500 }),
    weekCents: 1350_00,
    monthCents: 1350_00,
  }, // 450 + 1,500 × 0.60
  // Pay tiers: the last tier whose minimum is reached pays all miles (docs/product.md §9).
  {
    name: 'tier edge: 1,999 mi below the $0.62 tier',
    config: perMile,
    tiers: ladder,
    loads: one({ loadedMiles: 1999 }),
    weekCents: 1099_45,
    monthCents: 1099_45,
  }, // 1,999 × 0.55
  {
    name: 'tier edge: exactly 2,000 mi',
    config: perMile,
    tiers: ladder,
    loads: one({ loadedMiles: 2000 }),
    weekCents: 1240_00,
    monthCents: 1240_00,
  }, // 2,000 × 0.62
  {
    name: 'tier: 2,050 mi all at $0.62',
    config: perMile,
    tiers: ladder,
    loads: one({ loadedMiles: 2000, emptyMiles: 50 }),
    weekCents: 1271_00,
    monthCents: 1271_00,
  }, // 2,050 × 0.62
  {
    name: 'below every tier: the config rates pay',
    config: perMile,
    tiers: [{ minMiles: 500, rate: '0.700' }],
    loads: one({ loadedMiles: 400 }),
    weekCents: 180_00,
    monthCents: 180_00,
  }, // 400 × 0.45
  {
    name: 'a tier reached at its minimum',
    config: perMile,
    tiers: [{ minMiles: 500, rate: '0.700' }],
    loads: one({ loadedMiles: 500 }),
    weekCents: 350_00,
    monthCents: 350_00,
  }, // 500 × 0.70
  {
    name: 'two tiers from the same miles: the later order wins',
    config: perMile,
    tiers: [
      { minMiles: 0, rate: '0.500', orderIndex: 0 },
      { minMiles: 0, rate: '0.520', orderIndex: 1 },
    ],
    loads: one({ loadedMiles: 1000 }),
    weekCents: 520_00,
    monthCents: 520_00,
  }, // 1,000 × 0.52
  {
    name: 'a half cent rounds away from zero',
    config: perMile,
    tiers: [{ minMiles: 0, rate: '0.555' }],
    loads: one({ loadedMiles: 333 }),
    weekCents: 184_82,
    monthCents: 184_82,
  }, // 333 × 0.555 = 184.815
  // Percentage of what the load pays.
  {
    name: '75 % tier of a $3,000 load',
    config: percent75,
    tiers: [{ minMiles: 0, rate: '75.000' }],
    loads: one({ loadedMiles: 1000, grossAmount: 3000 }),
    weekCents: 2250_00,
    monthCents: 2250_00,
  }, // 3,000 × 0.75
  {
    name: '75 % before any tier',
    config: percent75,
    loads: one({ loadedMiles: 1000, grossAmount: 3000 }),
    weekCents: 2250_00,
    monthCents: 2250_00,
  }, // 3,000 × 0.75
  {
    name: '70 % of $2,345.67',
    config: { payType: 'percentage', tier1Rate: '70.000' },
    loads: one({ loadedMiles: 900, grossAmount: 2345.67 }),
    weekCents: 1641_97,
    monthCents: 1641_97,
  }, // 2,345.67 × 0.70 = 1,641.969
  {
    name: 'no gross: estimated at the $2.75 default',
    config: percent75,
    loads: one({ loadedMiles: 1000 }),
    weekCents: 2062_50,
    monthCents: 2062_50,
  }, // 1,000 × 2.75 = 2,750 × 0.75
  {
    name: 'no gross: estimated at a $3.10 market rate',
    config: { ...percent75, marketRate: '3.100' },
    loads: one({ loadedMiles: 1000 }),
    weekCents: 2325_00,
    monthCents: 2325_00,
  }, // 1,000 × 3.10 = 3,100 × 0.75
  {
    name: 'percentage tiers by miles: 1,200 mi at 75 %',
    config: percent75,
    tiers: [
      { minMiles: 0, rate: '70.000' },
      { minMiles: 1000, rate: '75.000' },
    ],
    loads: one({ loadedMiles: 1200, grossAmount: 3000 }),
    weekCents: 2250_00,
    monthCents: 2250_00,
  }, // 3,000 × 0.75
  {
    name: 'percentage tiers by miles: 800 mi at 70 %',
    config: percent75,
    tiers: [
      { minMiles: 0, rate: '70.000' },
      { minMiles: 1000, rate: '75.000' },
    ],
    loads: one({ loadedMiles: 800, grossAmount: 3000 }),
    weekCents: 2100_00,
    monthCents: 2100_00,
  }, // 3,000 × 0.70
  {
    name: 'per-mile tiers do not pay a percentage driver',
    config: percent75,
    tiers: [{ minMiles: 0, rate: '0.750', payType: 'per_mile' }],
    loads: one({ loadedMiles: 1000, grossAmount: 3000 }),
    weekCents: 2250_00,
    monthCents: 2250_00,
  }, // 3,000 × 0.75, not 0.75 %
  // The driver's own figure overrides.
  {
    name: 'typed pay overrides per-mile pay',
    config: perMile,
    loads: one({ loadedMiles: 1000, revenue: 999.99 }),
    weekCents: 999_99,
    monthCents: 999_99,
  },
  {
    name: 'typed pay overrides percentage pay',
    config: percent75,
    loads: one({ loadedMiles: 1000, grossAmount: 3000, revenue: 2000 }),
    weekCents: 2000_00,
    monthCents: 2000_00,
  },
  // Extra pay, at the rates above (detention after 2 h at $20/h, layover $100/day, stop $25,
  // tarp $50, breakdown $15/h, TONU $150), on a 500 mi load that pays 500 × 0.45 = $225.
  {
    name: 'detention: 3.50 h, 2 free, $20/h',
    config: { ...perMile, ...extraRates },
    loads: one({ loadedMiles: 500, extras: { detentionHours: '3.50' } }),
    weekCents: 255_00,
    monthCents: 255_00,
  }, // 225 + 1.5 × 20
  {
    name: 'detention within the free hours pays nothing',
    config: { ...perMile, ...extraRates },
    loads: one({ loadedMiles: 500, extras: { detentionHours: '1.75' } }),
    weekCents: 225_00,
    monthCents: 225_00,
  },
  {
    name: 'layover: 2 days at $100',
    config: { ...perMile, ...extraRates },
    loads: one({ loadedMiles: 500, extras: { layoverDays: 2 } }),
    weekCents: 425_00,
    monthCents: 425_00,
  }, // 225 + 200
  {
    name: 'extra stops: 3 at $25',
    config: { ...perMile, ...extraRates },
    loads: one({ loadedMiles: 500, extras: { extraStops: 3 } }),
    weekCents: 300_00,
    monthCents: 300_00,
  }, // 225 + 75
  {
    name: 'tarp: $50 flat',
    config: { ...perMile, ...extraRates },
    loads: one({ loadedMiles: 500, extras: { tarp: true } }),
    weekCents: 275_00,
    monthCents: 275_00,
  }, // 225 + 50
  {
    name: 'breakdown: 2.25 h at $15',
    config: { ...perMile, ...extraRates },
    loads: one({ loadedMiles: 500, extras: { breakdownHours: '2.25' } }),
    weekCents: 258_75,
    monthCents: 258_75,
  }, // 225 + 33.75
  {
    name: 'empty miles at $0.30 beside loaded miles at $0.45',
    config: { ...perMile, emptyMileRate: '0.300' },
    loads: one({ loadedMiles: 500, emptyMiles: 100 }),
    weekCents: 255_00,
    monthCents: 255_00,
  }, // 500 × 0.45 + 100 × 0.30
  {
    name: 'without an empty-mile rate all miles pay alike',
    config: perMile,
    loads: one({ loadedMiles: 500, emptyMiles: 100 }),
    weekCents: 270_00,
    monthCents: 270_00,
  }, // 600 × 0.45
  {
    name: 'empty-mile pay beside a percentage',
    config: { ...percent75, emptyMileRate: '0.300' },
    loads: one({ loadedMiles: 1000, emptyMiles: 100, grossAmount: 3000 }),
    weekCents: 2280_00,
    monthCents: 2280_00,
  }, // 2,250 + 100 × 0.30
  {
    name: 'a typed extra replaces its rate',
    config: { ...perMile, ...extraRates },
    loads: one({
      loadedMiles: 500,
      extras: { detentionHours: '3.50', overrides: { detention: '75.00' } },
    }),
    weekCents: 300_00,
    monthCents: 300_00,
  }, // 225 + 75
  {
    name: 'every extra on one load',
    config: { ...perMile, ...extraRates, emptyMileRate: '0.300' },
    loads: one({
      loadedMiles: 500,
      emptyMiles: 100,
      extras: {
        detentionHours: '4.00',
        layoverDays: 1,
        extraStops: 2,
        tarp: true,
        breakdownHours: '1.00',
      },
    }),
    weekCents: 510_00,
    monthCents: 510_00,
  }, // 225 + 30 + 40 + 100 + 50 + 50 + 15
  {
    name: 'a cancelled load pays its TONU',
    config: { ...perMile, ...extraRates },
    loads: one({ loadedMiles: 500, tonu: true }),
    weekCents: 150_00,
    monthCents: 150_00,
  },
  {
    name: 'a TONU the carrier paid differently',
    config: { ...perMile, ...extraRates },
    loads: one({ loadedMiles: 500, tonu: true, extras: { overrides: { tonu: '200.00' } } }),
    weekCents: 200_00,
    monthCents: 200_00,
  },
  // Bonuses, dated on the delivery that reaches them.
  {
    name: 'weekly $150 at 2,000 mi in the week and the month',
    config: perMile,
    tiers: flat060,
    bonusTiers: [weekly150at2000],
    loads: [
      { loadNumber: 'HB-1', closedAt: '2026-11-23T15:00:00.000Z', loadedMiles: 1100 },
      { loadNumber: 'HB-2', loadedMiles: 1040 },
    ],
    weekCents: 1434_00,
    monthCents: 1434_00,
  }, // 2,140 × 0.60 + 150
  {
    name: 'a weekly bonus reached in December counts in December',
    now: '2026-12-02T12:00:00.000Z',
    config: perMile,
    tiers: flat060,
    bonusTiers: [weekly150at2000],
    loads: [
      { loadNumber: 'HB-1', closedAt: '2026-11-30T15:00:00.000Z', loadedMiles: 1500 },
      { loadNumber: 'HB-2', closedAt: '2026-12-01T15:00:00.000Z', loadedMiles: 600 },
    ],
    weekCents: 1410_00,
    monthCents: 510_00,
  }, // week 2,100 × 0.60 + 150; December 600 × 0.60 + 150
  {
    name: 'a weekly bonus reached in November stays in November',
    now: '2026-12-02T12:00:00.000Z',
    config: perMile,
    tiers: flat060,
    bonusTiers: [weekly150at2000],
    loads: [
      { loadNumber: 'HB-1', closedAt: '2026-11-30T15:00:00.000Z', loadedMiles: 2100 },
      { loadNumber: 'HB-2', closedAt: '2026-12-01T15:00:00.000Z', loadedMiles: 300 },
    ],
    weekCents: 1590_00,
    monthCents: 180_00,
  }, // week 2,400 × 0.60 + 150; December 300 × 0.60
  {
    name: 'weekly per-mile bonus of $0.02 from 2,000 mi',
    config: perMile,
    tiers: flat050,
    bonusTiers: [
      {
        bonusType: 'per_mile',
        bonusAmount: '0.02',
        timePeriod: 'weekly',
        minMiles: 2000,
        maxMiles: null,
      },
    ],
    loads: [
      { loadNumber: 'HB-1', closedAt: '2026-11-23T10:00:00.000Z', loadedMiles: 1500 },
      { loadNumber: 'HB-2', loadedMiles: 700 },
      { loadNumber: 'HB-3', closedAt: '2026-11-25T08:00:00.000Z', loadedMiles: 300 },
    ],
    weekCents: 1300_00,
    monthCents: 1300_00,
  }, // 2,500 × 0.50 + 2,500 × 0.02
  {
    name: 'a ladder of bands pays one step',
    config: perMile,
    tiers: flat050,
    bonusTiers: [
      {
        bonusType: 'flat',
        bonusAmount: '100.00',
        timePeriod: 'weekly',
        minMiles: 2000,
        maxMiles: 2499,
      },
      {
        bonusType: 'flat',
        bonusAmount: '200.00',
        timePeriod: 'weekly',
        minMiles: 2500,
        maxMiles: null,
      },
    ],
    loads: [
      { loadNumber: 'HB-1', closedAt: '2026-11-23T10:00:00.000Z', loadedMiles: 1500 },
      { loadNumber: 'HB-2', loadedMiles: 1100 },
    ],
    weekCents: 1500_00,
    monthCents: 1500_00,
  }, // 2,600 × 0.50 + 200
  {
    name: 'monthly $500 at 8,000 mi, reached before this week',
    config: perMile,
    tiers: flat050,
    bonusTiers: [
      {
        bonusType: 'flat',
        bonusAmount: '500.00',
        timePeriod: 'monthly',
        minMiles: 8000,
        maxMiles: null,
      },
    ],
    loads: [
      { loadNumber: 'HB-1', closedAt: '2026-11-03T12:00:00.000Z', loadedMiles: 4000 },
      { loadNumber: 'HB-2', closedAt: '2026-11-17T12:00:00.000Z', loadedMiles: 4100 },
    ],
    weekCents: 0,
    monthCents: 4550_00,
  }, // 8,100 × 0.50 + 500
  {
    name: 'yearly $1,000 at 100,000 mi reached this week',
    config: perMile,
    tiers: flat050,
    bonusTiers: [
      {
        bonusType: 'flat',
        bonusAmount: '1000.00',
        timePeriod: 'yearly',
        minMiles: 100000,
        maxMiles: null,
      },
    ],
    loads: [
      { loadNumber: 'HB-1', closedAt: '2026-03-10T12:00:00.000Z', loadedMiles: 50000 },
      { loadNumber: 'HB-2', loadedMiles: 50000 },
    ],
    weekCents: 26000_00,
    monthCents: 26000_00,
  }, // 50,000 × 0.50 + 1,000
  {
    name: "fixed monthly bonus on the month's first delivery",
    config: { ...perMile, fixedMonthlyBonus: '300.00' },
    loads: [
      { loadNumber: 'HB-1', closedAt: '2026-11-05T12:00:00.000Z', loadedMiles: 1000 },
      { loadNumber: 'HB-2', loadedMiles: 1000 },
    ],
    weekCents: 450_00,
    monthCents: 1200_00,
  }, // week 450; month 450 + 450 + 300
  {
    name: 'percentage pay with a weekly bonus',
    config: percent75,
    bonusTiers: [weekly150at2000],
    loads: one({ loadedMiles: 2100, grossAmount: 3000 }),
    weekCents: 2400_00,
    monthCents: 2400_00,
  }, // 3,000 × 0.75 + 150
  // Time zones and pay weeks.
  {
    name: "a Sunday-night delivery in Chicago counts in Chicago's week",
    now: '2026-11-30T05:45:00.000Z',
    timeZone: 'America/Chicago',
    config: perMile,
    loads: [
      { loadNumber: 'HB-1', closedAt: '2026-11-23T05:30:00.000Z', loadedMiles: 1000 },
      { loadNumber: 'HB-2', closedAt: '2026-11-30T05:30:00.000Z', loadedMiles: 500 },
    ],
    weekCents: 225_00,
    monthCents: 675_00,
  }, // week: HB-2 (Sun 29th 23:30 CST); month: 450 + 225
  {
    name: 'a week from Wednesday (Hirschbach OTR)',
    config: { ...perMile, payPeriodStartDay: 'wednesday' },
    loads: [
      { loadNumber: 'HB-1', loadedMiles: 1000 },
      { loadNumber: 'HB-2', closedAt: '2026-11-25T08:00:00.000Z', loadedMiles: 500 },
    ],
    weekCents: 225_00,
    monthCents: 675_00,
  }, // week Wed 25th –: HB-2 only
];
