/**
 * Worked IFTA quarters (ifta.ts), every figure below worked out by hand from the return's rules
 * and written here, never produced by the function under test. The same table runs in
 * sync-protocol (ifta.test.ts), through the API's GET /api/ifta/report (api/src/routes/ifta) and
 * on the device (web/src/data/ifta.test.ts), so the phone and the server show one return.
 *
 * The rates are example figures chosen to exercise the rounding, not a published rate table.
 */
import type { FuelType } from './fuel.js';
import type { IftaInput } from './ifta.js';

export interface IftaCaseFillUp {
  date: string;
  odometer: number;
  gallons: string;
  fuelType: FuelType;
  jurisdiction: string;
  taxPaid: boolean;
}

export interface IftaCaseSegment {
  date: string;
  jurisdiction: string;
  miles?: number;
  odometerStart?: number;
  odometerEnd?: number;
}

export interface IftaCaseRow {
  jurisdiction: string;
  totalMiles: number;
  taxableGallons: number;
  taxPaidGallons: number;
  netTaxableGallons: number;
  tax: number | null;
  missing?: 'miles' | 'fuel';
}

export interface IftaCase {
  name: string;
  quarter: string;
  fillUps: IftaCaseFillUp[];
  segments: IftaCaseSegment[];
  rates: { jurisdiction: string; rate: string; surcharge?: string }[];
  expected: {
    totalMiles: number;
    totalGallons: number;
    fleetMpg: number;
    totalTax: number;
    rows: IftaCaseRow[];
    /** Surcharge tax by jurisdiction, where a surcharge rate was given. */
    surchargeTax?: Record<string, number>;
  };
}

const fill = (
  jurisdiction: string,
  gallons: string,
  odometer: number,
  extra: Partial<IftaCaseFillUp> = {},
): IftaCaseFillUp => ({
  date: '2026-08-10',
  odometer,
  gallons,
  fuelType: 'diesel',
  jurisdiction,
  taxPaid: true,
  ...extra,
});

export const iftaCases: readonly IftaCase[] = [
  {
    /*
     * Miles: TX 2,500 (odometer 100,000 to 102,500), OK 1,212 (a state line at 102,500 left
     * open, closed by the KS line at 103,712), KS 988 (103,712 to 104,700), MO 640, IL 1,105,
     * IN 310, OH 845, PA 400 typed as a per-load split; AR none. Total 8,000. A TX segment dated
     * October 2 is the next quarter's.
     * Diesel: 450 + 220.5 + 150.25 + 100 + 80 + 120.75 + 75 = 1,196.5 gallons; IL's 100 were
     * bought without the tax; the DEF in OK, the reefer fuel in TX and the fill-ups of June 30
     * and October 1 stay out.
     * Fleet MPG: 8,000 / 1,196.5 = 6.6862, to 2 places 6.69.
     * Taxable gallons = miles / 6.69, to the whole gallon:
     *   TX 373.69 -> 374; OK 181.17 -> 181; KS 147.68 -> 148; MO 95.67 -> 96; IL 165.17 -> 165;
     *   IN 46.34 -> 46; OH 126.31 -> 126; PA 59.79 -> 60; AR 0.
     * Net = taxable - tax-paid; tax = net x rate, half a cent away from zero:
     *   TX 374 - 450 = -76 x 0.20 = -15.20 (a credit)
     *   OK 181 - 220.5 = -39.5 x 0.19 = -7.505 -> -7.51
     *   KS 148 - 0 = 148 x 0.26 = 38.48 (miles, no fuel)
     *   MO 96 - 150.25 = -54.25 x 0.245 = -13.29125 -> -13.29
     *   IL 165 - 0 = 165 x 0.672 = 110.88 (its 100 gallons were not tax-paid)
     *   IN 46 - 80 = -34 x 0.61 = -20.74; surcharge 46 x 0.11 = 5.06, no credit
     *   OH 126 - 120.75 = 5.25 x 0.47 = 2.4675 -> 2.47
     *   PA 60 - 0 = 60 x 0.741 = 44.46 (miles, no fuel)
     *   AR 0 - 75 = -75 x 0.285 = -21.375 -> -21.38 (fuel, no miles)
     * Total: -15.20 - 7.51 + 38.48 - 13.29 + 110.88 - 20.74 + 5.06 + 2.47 + 44.46 - 21.38 = 123.23.
     */
    name: 'a quarter in nine jurisdictions, with credits, untaxed fuel, DEF and a surcharge',
    quarter: '2026-Q3',
    fillUps: [
      fill('TX', '450', 101_000),
      fill('OK', '220.5', 103_000),
      fill('OK', '10', 103_001, { fuelType: 'def' }),
      fill('TX', '30', 101_001, { fuelType: 'reefer' }),
      fill('MO', '150.25', 105_000),
      fill('IL', '100', 105_600, { taxPaid: false }),
      fill('IN', '80', 106_500),
      fill('OH', '120.75', 107_000),
      fill('AR', '75', 108_000),
      fill('TX', '100', 99_000, { date: '2026-06-30' }),
      fill('TX', '100', 109_000, { date: '2026-10-01' }),
    ],
    segments: [
      { date: '2026-07-06', jurisdiction: 'TX', odometerStart: 100_000, odometerEnd: 102_500 },
      { date: '2026-07-07', jurisdiction: 'OK', odometerStart: 102_500 },
      { date: '2026-07-08', jurisdiction: 'KS', odometerStart: 103_712, odometerEnd: 104_700 },
      { date: '2026-08-03', jurisdiction: 'MO', miles: 640 },
      { date: '2026-08-04', jurisdiction: 'IL', miles: 1105 },
      { date: '2026-08-05', jurisdiction: 'IN', miles: 310 },
      { date: '2026-08-06', jurisdiction: 'OH', miles: 845 },
      { date: '2026-09-30', jurisdiction: 'PA', miles: 400 },
      { date: '2026-10-02', jurisdiction: 'TX', miles: 900 },
    ],
    rates: [
      { jurisdiction: 'TX', rate: '0.20' },
      { jurisdiction: 'OK', rate: '0.19' },
      { jurisdiction: 'KS', rate: '0.26' },
      { jurisdiction: 'MO', rate: '0.245' },
      { jurisdiction: 'IL', rate: '0.672' },
      { jurisdiction: 'IN', rate: '0.61', surcharge: '0.11' },
      { jurisdiction: 'OH', rate: '0.47' },
      { jurisdiction: 'PA', rate: '0.741' },
      { jurisdiction: 'AR', rate: '0.285' },
    ],
    expected: {
      totalMiles: 8000,
      totalGallons: 1196.5,
      fleetMpg: 6.69,
      totalTax: 123.23,
      surchargeTax: { IN: 5.06 },
      rows: [
        {
          jurisdiction: 'AR',
          totalMiles: 0,
          taxableGallons: 0,
          taxPaidGallons: 75,
          netTaxableGallons: -75,
          tax: -21.38,
          missing: 'miles',
        },
        {
          jurisdiction: 'IL',
          totalMiles: 1105,
          taxableGallons: 165,
          taxPaidGallons: 0,
          netTaxableGallons: 165,
          tax: 110.88,
        },
        {
          jurisdiction: 'IN',
          totalMiles: 310,
          taxableGallons: 46,
          taxPaidGallons: 80,
          netTaxableGallons: -34,
          tax: -20.74,
        },
        {
          jurisdiction: 'KS',
          totalMiles: 988,
          taxableGallons: 148,
          taxPaidGallons: 0,
          netTaxableGallons: 148,
          tax: 38.48,
          missing: 'fuel',
        },
        {
          jurisdiction: 'MO',
          totalMiles: 640,
          taxableGallons: 96,
          taxPaidGallons: 150.25,
          netTaxableGallons: -54.25,
          tax: -13.29,
        },
        {
          jurisdiction: 'OH',
          totalMiles: 845,
          taxableGallons: 126,
          taxPaidGallons: 120.75,
          netTaxableGallons: 5.25,
          tax: 2.47,
        },
        {
          jurisdiction: 'OK',
          totalMiles: 1212,
          taxableGallons: 181,
          taxPaidGallons: 220.5,
          netTaxableGallons: -39.5,
          tax: -7.51,
        },
        {
          jurisdiction: 'PA',
          totalMiles: 400,
          taxableGallons: 60,
          taxPaidGallons: 0,
          netTaxableGallons: 60,
          tax: 44.46,
          missing: 'fuel',
        },
        {
          jurisdiction: 'TX',
          totalMiles: 2500,
          taxableGallons: 374,
          taxPaidGallons: 450,
          netTaxableGallons: -76,
          tax: -15.2,
        },
      ],
    },
  },
  {
    /*
     * MPG at its rounding edge: 1,337 miles / 200 gallons = 6.685 exactly, which is 6.69 (a
     * binary float makes it 6.68499...). Taxable gallons: WY 669 / 6.69 = 100 exactly; UT
     * 668 / 6.69 = 99.85 -> 100. Tax: WY (100 - 120) x 0.24 = -4.80; UT (100 - 80) x 0.3650 = 7.30.
     */
    name: 'fleet MPG exactly half a hundredth',
    quarter: '2026-Q1',
    fillUps: [
      fill('WY', '120', 200_400, { date: '2026-02-02' }),
      fill('UT', '80', 201_000, { date: '2026-03-31' }),
    ],
    segments: [
      { date: '2026-01-01', jurisdiction: 'WY', miles: 669 },
      { date: '2026-03-31', jurisdiction: 'UT', miles: 668 },
    ],
    rates: [
      { jurisdiction: 'WY', rate: '0.24' },
      { jurisdiction: 'UT', rate: '0.3650' },
    ],
    expected: {
      totalMiles: 1337,
      totalGallons: 200,
      fleetMpg: 6.69,
      totalTax: 2.5,
      rows: [
        {
          jurisdiction: 'UT',
          totalMiles: 668,
          taxableGallons: 100,
          taxPaidGallons: 80,
          netTaxableGallons: 20,
          tax: 7.3,
        },
        {
          jurisdiction: 'WY',
          totalMiles: 669,
          taxableGallons: 100,
          taxPaidGallons: 120,
          netTaxableGallons: -20,
          tax: -4.8,
        },
      ],
    },
  },
  {
    /*
     * Taxable gallons at half a gallon: 1,000 miles / 250 gallons = 4.00 MPG; NM 502 / 4 = 125.5
     * -> 126 and AZ 498 / 4 = 124.5 -> 125, so the rows' taxable gallons (251) exceed the gallons
     * bought, as rounding allows. No rates: every gallon figure, no tax.
     */
    name: 'taxable gallons exactly half a gallon, and no rates yet',
    quarter: '2026-Q2',
    fillUps: [
      fill('NM', '125', 300_500, { date: '2026-04-15' }),
      fill('AZ', '125', 301_000, { date: '2026-06-30' }),
    ],
    segments: [
      { date: '2026-04-14', jurisdiction: 'NM', odometerStart: 300_000, odometerEnd: 300_502 },
      { date: '2026-04-15', jurisdiction: 'AZ', odometerStart: 300_502, odometerEnd: 301_000 },
    ],
    rates: [],
    expected: {
      totalMiles: 1000,
      totalGallons: 250,
      fleetMpg: 4,
      totalTax: 0,
      rows: [
        {
          jurisdiction: 'AZ',
          totalMiles: 498,
          taxableGallons: 125,
          taxPaidGallons: 125,
          netTaxableGallons: 0,
          tax: null,
        },
        {
          jurisdiction: 'NM',
          totalMiles: 502,
          taxableGallons: 126,
          taxPaidGallons: 125,
          netTaxableGallons: 1,
          tax: null,
        },
      ],
    },
  },
];

/** A worked case as the report function takes it. */
export function caseInput(c: IftaCase): IftaInput {
  return {
    quarter: c.quarter,
    timeZone: 'America/Chicago',
    fillUps: c.fillUps,
    segments: c.segments.map((s, i) => ({
      id: `s${String(i).padStart(2, '0')}`,
      date: s.date,
      jurisdiction: s.jurisdiction,
      miles: s.miles ?? null,
      odometerStart: s.odometerStart ?? null,
      odometerEnd: s.odometerEnd ?? null,
    })),
    rates: c.rates.map((r) => ({
      quarter: c.quarter,
      jurisdiction: r.jurisdiction,
      rate: r.rate,
      surcharge: r.surcharge ?? '0',
    })),
  };
}
