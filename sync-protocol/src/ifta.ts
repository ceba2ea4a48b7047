/**
 * IFTA (docs/product.md §10): the quarter's miles and motor fuel by jurisdiction, and the tax each
 * jurisdiction is owed or owes back, computed the way the quarterly return's schedule is filled:
 *
 * - total miles: every mile of the quarter, loaded or not, in any jurisdiction;
 * - total gallons: the diesel bought in the quarter (DEF and reefer fuel are not motor fuel);
 * - fleet MPG = total miles / total gallons, rounded to 2 places;
 * - taxable gallons = taxable miles / fleet MPG, rounded to the whole gallon;
 * - net taxable gallons = taxable gallons - tax-paid gallons (diesel bought there with the tax in
 *   the price); negative is a credit;
 * - tax = net taxable gallons x the quarter's rate, to the cent; a surcharge (IN, KY, VA in some
 *   quarters) is charged on the taxable gallons, with no credit for fuel bought.
 *
 * Rounding is half away from zero. Gallons are carried as thousandths and rates as ten-thousandths
 * of a dollar, so no figure goes through a binary fraction before it is rounded.
 */
import { decimalToScaled, divRound, scaledToDecimal } from './decimal.js';
import type { FuelEntry } from './fuel.js';
import { isIftaMember } from './jurisdictions.js';
import { inRange, type DateRange } from './periods.js';
import { quarterRange } from './quarters.js';
import type { IftaRate, JurisdictionSegment } from './ifta-records.js';

export type SegmentMiles = Pick<
  JurisdictionSegment,
  'id' | 'date' | 'jurisdiction' | 'miles' | 'odometerStart' | 'odometerEnd'
>;

/** A fill-up as IFTA reads it; one a device stored before IFTA lacks the last two. */
export type IftaFillUp = Pick<FuelEntry, 'date' | 'fuelType' | 'gallons'> & {
  jurisdiction?: string | null;
  taxPaid?: boolean;
};

export interface SegmentIssue {
  /** 'pastQuarter': a stretch closed by a state line of a later quarter, all counted in this one. */
  kind: 'gap' | 'overlap' | 'open' | 'pastQuarter';
  /** The segment before the gap or overlap (or the open one), then the one after it. */
  segmentIds: string[];
  /** The miles no segment covers, or covered twice; null for an open segment. */
  miles: number | null;
  /** Odometer where the issue starts. */
  odometer: number;
}

const byOdometer = (segments: readonly SegmentMiles[]) =>
  segments
    .filter((s) => s.miles === null && s.odometerStart !== null)
    .sort((a, b) => a.odometerStart! - b.odometerStart! || (a.id < b.id ? -1 : 1));

/**
 * The miles of each segment: typed miles, else odometer end - start. A state line leaves its
 * segment open (no end) until the next one: it then ends where the next begins. The last open one
 * has no miles yet.
 */
export function segmentMiles(segments: readonly SegmentMiles[]): Map<string, number | null> {
  const miles = new Map<string, number | null>();
  for (const s of segments) if (s.miles !== null) miles.set(s.id, s.miles);
  const measured = byOdometer(segments);
  measured.forEach((s, i) => {
    const end = s.odometerEnd ?? measured[i + 1]?.odometerStart ?? null;
    miles.set(s.id, end === null ? null : Math.max(0, end - s.odometerStart!));
  });
  return miles;
}

/**
 * Where the odometer segments disagree with the odometer: a stretch no segment covers (a gap:
 * deadhead nobody logged), a stretch two segments both claim (an overlap) and a segment still open
 * at the end. Segments typed as miles only (a per-load split) cannot be checked.
 */
export function segmentIssues(segments: readonly SegmentMiles[]): SegmentIssue[] {
  const measured = byOdometer(segments);
  const issues: SegmentIssue[] = [];
  measured.forEach((s, i) => {
    const next = measured[i + 1];
    const end = s.odometerEnd ?? next?.odometerStart ?? null;
    if (end === null) {
      issues.push({ kind: 'open', segmentIds: [s.id], miles: null, odometer: s.odometerStart! });
      return;
    }
    if (!next || s.odometerEnd === null) return;
    const gap = next.odometerStart! - s.odometerEnd;
    if (gap === 0) return;
    issues.push({
      kind: gap > 0 ? 'gap' : 'overlap',
      segmentIds: [s.id, next.id],
      miles: Math.abs(gap),
      odometer: Math.min(s.odometerEnd, next.odometerStart!),
    });
  });
  return issues;
}

/**
 * The quarter's stretches that the next state line closed in a later quarter: IFTA counts miles in
 * the quarter they were driven, but with no reading at the quarter's end all of them count here.
 */
function stretchesPastQuarter(
  all: readonly SegmentMiles[],
  inQuarter: readonly SegmentMiles[],
  range: DateRange,
  miles: Map<string, number | null>,
): SegmentIssue[] {
  const issues: SegmentIssue[] = [];
  for (const s of byOdometer(inQuarter)) {
    if (s.odometerEnd === null) continue;
    const next = all.find(
      (n) =>
        n.miles === null && n.odometerStart === s.odometerEnd && n.date.slice(0, 10) >= range.end,
    );
    if (next)
      issues.push({
        kind: 'pastQuarter',
        segmentIds: [s.id, next.id],
        miles: miles.get(s.id) ?? null,
        odometer: s.odometerStart!,
      });
  }
  return issues;
}

export interface IftaRow {
  jurisdiction: string;
  totalMiles: number;
  taxableMiles: number;
  /** Null while the quarter has no diesel to give a fleet MPG. */
  taxableGallons: number | null;
  taxPaidGallons: number;
  netTaxableGallons: number | null;
  /** Dollars per gallon; null until the quarter's rate is imported or typed. */
  taxRate: number | null;
  surchargeRate: number | null;
  /** Dollars, negative for a credit; null without a rate or a fleet MPG. */
  tax: number | null;
  surchargeTax: number | null;
  /** What the row lacks that a driver most likely forgot: miles where fuel was bought, or fuel. */
  missing: 'miles' | 'fuel' | null;
}

export interface IftaReport {
  quarter: string;
  totalMiles: number;
  totalGallons: number;
  /** Null when the quarter has no diesel, or no miles yet. */
  fleetMpg: number | null;
  /** Diesel gallons bought with no jurisdiction recorded: in the total, credited nowhere. */
  unassignedGallons: number;
  /** Sum of the rows' tax and surcharge, for the rows that have a rate. */
  totalTax: number;
  rows: IftaRow[];
  segmentIssues: SegmentIssue[];
  /** Jurisdictions with miles or fuel that have no rate for the quarter. */
  missingRates: string[];
}

export interface IftaInput {
  quarter: string;
  timeZone: string;
  fillUps: readonly IftaFillUp[];
  segments: readonly SegmentMiles[];
  rates: readonly Pick<IftaRate, 'quarter' | 'jurisdiction' | 'rate' | 'surcharge'>[];
}

interface Tally {
  miles: number;
  taxPaidMilli: number;
  boughtMilli: number;
}

function tallyByJurisdiction(input: IftaInput, range: DateRange) {
  const tally = new Map<string, Tally>();
  const at = (code: string) => {
    let t = tally.get(code);
    if (!t) tally.set(code, (t = { miles: 0, taxPaidMilli: 0, boughtMilli: 0 }));
    return t;
  };
  const inQuarter = input.segments.filter((s) => inRange(s.date, range, input.timeZone));
  const miles = segmentMiles(inQuarter);
  for (const s of inQuarter) at(s.jurisdiction).miles += miles.get(s.id) ?? 0;
  let gallonsMilli = 0;
  let unassignedMilli = 0;
  for (const f of input.fillUps) {
    if (f.fuelType !== 'diesel' || !inRange(f.date, range, input.timeZone)) continue;
    const milli = decimalToScaled(f.gallons, 3);
    gallonsMilli += milli;
    if (!f.jurisdiction) {
      unassignedMilli += milli;
      continue;
    }
    const t = at(f.jurisdiction);
    t.boughtMilli += milli;
    if (f.taxPaid !== false) t.taxPaidMilli += milli;
  }
  const issues = [
    ...segmentIssues(inQuarter),
    ...stretchesPastQuarter(input.segments, inQuarter, range, miles),
  ];
  return { tally, gallonsMilli, unassignedMilli, issues };
}

const rateOf = (text: string | null | undefined) =>
  text === null || text === undefined ? null : decimalToScaled(text, 4);
const dollarsOfCents = (cents: number) => Number(scaledToDecimal(cents, 2));
const gallonsOfMilli = (milli: number) => Number(scaledToDecimal(milli, 3));

function reportRow(code: string, t: Tally, mpgCenti: number | null, rate?: RateFigures): IftaRow {
  const taxableMiles = isIftaMember(code) ? t.miles : 0;
  const taxableGallons = mpgCenti === null ? null : divRound(taxableMiles * 100, mpgCenti);
  const netMilli = taxableGallons === null ? null : taxableGallons * 1000 - t.taxPaidMilli;
  // Gallons in thousandths times a rate in ten-thousandths of a dollar: cents are / 100,000.
  const taxCents = netMilli === null || !rate ? null : divRound(netMilli * rate.rate, 100_000);
  const surchargeCents =
    taxableGallons === null || !rate?.surcharge
      ? null
      : divRound(taxableGallons * rate.surcharge, 100);
  return {
    jurisdiction: code,
    totalMiles: t.miles,
    taxableMiles,
    taxableGallons,
    taxPaidGallons: gallonsOfMilli(t.taxPaidMilli),
    netTaxableGallons: netMilli === null ? null : gallonsOfMilli(netMilli),
    taxRate: rate ? rate.rate / 10_000 : null,
    surchargeRate: rate?.surcharge ? rate.surcharge / 10_000 : null,
    tax: taxCents === null ? null : dollarsOfCents(taxCents),
    surchargeTax: surchargeCents === null ? null : dollarsOfCents(surchargeCents),
    missing:
      t.miles === 0 && t.boughtMilli > 0
        ? 'miles'
        : t.miles > 0 && t.boughtMilli === 0
          ? 'fuel'
          : null,
  };
}

interface RateFigures {
  rate: number;
  surcharge: number;
}

function quarterRates(input: IftaInput): Map<string, RateFigures> {
  const rates = new Map<string, RateFigures>();
  for (const r of input.rates) {
    if (r.quarter !== input.quarter) continue;
    rates.set(r.jurisdiction, { rate: rateOf(r.rate)!, surcharge: rateOf(r.surcharge) ?? 0 });
  }
  return rates;
}

/** The quarter's return, one row per jurisdiction with miles or fuel, in code order. */
export function iftaReport(input: IftaInput): IftaReport {
  const { tally, gallonsMilli, unassignedMilli, issues } = tallyByJurisdiction(
    input,
    quarterRange(input.quarter),
  );
  let totalMiles = 0;
  for (const t of tally.values()) totalMiles += t.miles;
  // No MPG without both: a quarter with fuel but no miles yet has no gallons to tax anywhere.
  const measured = gallonsMilli > 0 ? divRound(totalMiles * 100_000, gallonsMilli) : 0;
  const mpgCenti = measured > 0 ? measured : null;
  const rates = quarterRates(input);
  const codes = [...tally.keys()].sort();
  const rows = codes.map((code) => reportRow(code, tally.get(code)!, mpgCenti, rates.get(code)));
  let totalCents = 0;
  for (const row of rows)
    totalCents += Math.round(((row.tax ?? 0) + (row.surchargeTax ?? 0)) * 100);
  return {
    quarter: input.quarter,
    totalMiles,
    totalGallons: gallonsOfMilli(gallonsMilli),
    fleetMpg: mpgCenti === null ? null : mpgCenti / 100,
    unassignedGallons: gallonsOfMilli(unassignedMilli),
    totalTax: dollarsOfCents(totalCents),
    rows,
    segmentIssues: issues,
    missingRates: codes.filter((code) => isIftaMember(code) && !rates.has(code)),
  };
}
