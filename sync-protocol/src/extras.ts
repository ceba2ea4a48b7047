/**
 * Extra pay on a load (accessorials): detention, layover, extra stops, tarp, breakdown, empty-mile
 * pay and TONU (truck ordered, not used: a cancelled load that still pays). The driver sets each
 * rate once in Pay Config; a load records the counts (hours, days, stops, a tarp) and may type the
 * amount of any extra instead, which then replaces what the rate gives.
 *
 * Money is in integer cents, hours in hundredths (2.50 h -> 250) and the empty-mile rate in
 * thousandths of a dollar, so both sides reach the same cent.
 */
import * as z from 'zod/mini';
import { decimalToScaled, divRound } from './decimal.js';
import { decimalField } from './fields.js';
import { deferred } from './deferred.js';

export const extraKinds = [
  'detention',
  'layover',
  'stops',
  'tarp',
  'breakdown',
  'emptyMiles',
  'tonu',
] as const;
export type ExtraKind = (typeof extraKinds)[number];

export const extraLabels: Record<ExtraKind, string> = {
  detention: 'Detention',
  layover: 'Layover',
  stops: 'Extra stops',
  tarp: 'Tarp',
  breakdown: 'Breakdown',
  emptyMiles: 'Empty miles',
  tonu: 'TONU',
};

export const extraMessages = {
  hoursInvalid: 'Hours must be from 0 to 999, with up to 2 decimal places',
  countInvalid: 'Enter a whole number from 0 to 99',
  amountInvalid: 'Amount must be from $0 to $100,000, with up to 2 decimal places',
  rateInvalid: 'Rate must be from $0 to $10,000, with up to 2 decimal places',
  emptyRateInvalid: 'Empty-mile rate must be from $0 to $10 a mile, with up to 3 decimal places',
} as const;

const hours = () =>
  z.nullish(decimalField({ places: 2, min: '0', max: '999', message: extraMessages.hoursInvalid }));
const count = () =>
  z._default(
    z
      .number({ error: extraMessages.countInvalid })
      .check(
        z.int(extraMessages.countInvalid),
        z.minimum(0, extraMessages.countInvalid),
        z.maximum(99, extraMessages.countInvalid),
      ),
    0,
  );
export const extraAmountField = () =>
  decimalField({ places: 2, min: '0', max: '100000', message: extraMessages.amountInvalid });

/** What a load records of its extras (a field of POST and PUT /api/loads). */
export const loadExtrasSchema = deferred(() =>
  z.object({
    detentionHours: z.pipe(
      hours(),
      z.transform((v) => v ?? null),
    ),
    layoverDays: count(),
    extraStops: count(),
    tarp: z._default(z.boolean(), false),
    breakdownHours: z.pipe(
      hours(),
      z.transform((v) => v ?? null),
    ),
    /** Amounts the driver typed, in dollars ("125.00"), replacing what the rates give. */
    overrides: z._default(z.partialRecord(z.enum(extraKinds), extraAmountField()), {}),
  }),
);
export type LoadExtras = z.output<typeof loadExtrasSchema>;

/** The extras as a stored load record holds them (already checked by loadExtrasSchema). */
export const loadExtrasRecordSchema = deferred(() =>
  z.object({
    detentionHours: z.nullable(z.string()),
    layoverDays: z.number(),
    extraStops: z.number(),
    tarp: z.boolean(),
    breakdownHours: z.nullable(z.string()),
    overrides: z.partialRecord(z.enum(extraKinds), z.string()),
  }),
);

export const noExtras: LoadExtras = {
  detentionHours: null,
  layoverDays: 0,
  extraStops: 0,
  tarp: false,
  breakdownHours: null,
  overrides: {},
};

/** The rates of Pay Config's extra pay, as the rules compute with them. */
export interface ExtraRates {
  /** Hours of waiting that pay nothing, in hundredths. */
  detentionFreeHundredths: number;
  detentionRateCents: number;
  layoverRateCents: number;
  stopRateCents: number;
  tarpCents: number;
  breakdownRateCents: number;
  /** Dollars a mile in thousandths; null: empty miles are paid like loaded miles (per mile). */
  emptyMileRateMilli: number | null;
  tonuCents: number;
}

export const noExtraRates: ExtraRates = {
  detentionFreeHundredths: 200,
  detentionRateCents: 0,
  layoverRateCents: 0,
  stopRateCents: 0,
  tarpCents: 0,
  breakdownRateCents: 0,
  emptyMileRateMilli: null,
  tonuCents: 0,
};

/** One extra that pays on a load, and how its amount was reached. */
export interface ExtraPay {
  kind: ExtraKind;
  cents: number;
  /** True when the driver typed the amount. */
  typed: boolean;
  /** What the rate was applied to, in words ("3.50 h − 2.00 free × $20.00/h"); '' when typed. */
  basis: string;
}

const hundredths = (text: string | null) => (text === null ? 0 : decimalToScaled(text, 2));

/** "$20.00", built from cents without any locale. */
export function usd(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** 12345 -> "12,345", without any locale. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const hoursText = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')} h`;

interface ExtraLoad {
  emptyMiles: number;
  extras: LoadExtras;
  /** A cancelled load pays TONU; a delivered one never does. */
  cancelled: boolean;
}

function computed(kind: ExtraKind, load: ExtraLoad, rates: ExtraRates) {
  const { extras } = load;
  switch (kind) {
    case 'detention': {
      const waited = hundredths(extras.detentionHours);
      const billable = Math.max(0, waited - rates.detentionFreeHundredths);
      if (waited === 0) return null;
      return {
        cents: divRound(billable * rates.detentionRateCents, 100),
        basis: `${hoursText(waited)} − ${hoursText(rates.detentionFreeHundredths)} free × ${usd(rates.detentionRateCents)}/h`,
      };
    }
    case 'layover':
      if (extras.layoverDays === 0) return null;
      return {
        cents: extras.layoverDays * rates.layoverRateCents,
        basis: `${extras.layoverDays} d × ${usd(rates.layoverRateCents)}/day`,
      };
    case 'stops':
      if (extras.extraStops === 0) return null;
      return {
        cents: extras.extraStops * rates.stopRateCents,
        basis: `${extras.extraStops} × ${usd(rates.stopRateCents)}/stop`,
      };
    case 'tarp':
      return extras.tarp ? { cents: rates.tarpCents, basis: 'flat' } : null;
    case 'breakdown': {
      const h = hundredths(extras.breakdownHours);
      if (h === 0) return null;
      return {
        cents: divRound(h * rates.breakdownRateCents, 100),
        basis: `${hoursText(h)} × ${usd(rates.breakdownRateCents)}/h`,
      };
    }
    case 'emptyMiles': {
      const rate = rates.emptyMileRateMilli;
      if (rate === null || load.emptyMiles === 0 || load.cancelled) return null;
      return {
        cents: divRound(load.emptyMiles * rate, 10),
        basis: `${groupThousands(load.emptyMiles)} mi × $${(rate / 1000).toFixed(3)}/mi`,
      };
    }
    case 'tonu':
      return load.cancelled ? { cents: rates.tonuCents, basis: 'flat' } : null;
  }
}

/** Every extra that pays on a load, in extraKinds order (see the header). */
export function extraPay(load: ExtraLoad, rates: ExtraRates): ExtraPay[] {
  const paid: ExtraPay[] = [];
  for (const kind of extraKinds) {
    const typed = load.extras.overrides[kind];
    if (typed !== undefined && (kind !== 'tonu' || load.cancelled)) {
      paid.push({ kind, cents: decimalToScaled(typed, 2), typed: true, basis: '' });
      continue;
    }
    const made = computed(kind, load, rates);
    if (made) paid.push({ kind, typed: false, ...made });
  }
  return paid;
}
