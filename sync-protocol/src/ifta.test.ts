import { describe, expect, it } from 'vitest';
import { iftaReport, segmentIssues, type SegmentMiles } from './ifta.js';
import { caseInput, iftaCases } from './ifta-cases.js';
import { nextQuarter, previousQuarter, quarterOf, quarterRange } from './quarters.js';

describe('the IFTA return, from worked quarters', () => {
  it.each(iftaCases)('$name', (c) => {
    const report = iftaReport(caseInput(c));
    expect(report.totalMiles).toBe(c.expected.totalMiles);
    expect(report.totalGallons).toBe(c.expected.totalGallons);
    expect(report.fleetMpg).toBe(c.expected.fleetMpg);
    expect(report.totalTax).toBe(c.expected.totalTax);
    expect(
      report.rows.map((r) => ({
        jurisdiction: r.jurisdiction,
        totalMiles: r.totalMiles,
        taxableGallons: r.taxableGallons,
        taxPaidGallons: r.taxPaidGallons,
        netTaxableGallons: r.netTaxableGallons,
        tax: r.tax,
        ...(r.missing ? { missing: r.missing } : {}),
      })),
    ).toEqual(c.expected.rows);
    for (const [code, tax] of Object.entries(c.expected.surchargeTax ?? {}))
      expect(report.rows.find((r) => r.jurisdiction === code)?.surchargeTax).toBe(tax);
  });

  it('gives every gallon figure but no MPG or taxable gallons in a quarter with no diesel', () => {
    const report = iftaReport({
      quarter: '2026-Q4',
      timeZone: 'UTC',
      fillUps: [
        { date: '2026-11-02', fuelType: 'def', gallons: '5', jurisdiction: 'OK', taxPaid: true },
      ],
      segments: [
        {
          id: 'a',
          date: '2026-11-02',
          jurisdiction: 'OK',
          miles: 300,
          odometerStart: null,
          odometerEnd: null,
        },
      ],
      rates: [],
    });
    expect(report.totalGallons).toBe(0);
    expect(report.fleetMpg).toBeNull();
    expect(report.rows).toMatchObject([
      { jurisdiction: 'OK', totalMiles: 300, taxableGallons: null, tax: null, missing: 'fuel' },
    ]);
    expect(report.missingRates).toEqual(['OK']);
  });

  it('has no MPG or taxable gallons, never NaN, while the quarter has fuel but no miles yet', () => {
    const report = iftaReport({
      quarter: '2026-Q3',
      timeZone: 'UTC',
      fillUps: [
        {
          date: '2026-07-02',
          fuelType: 'diesel',
          gallons: '100',
          jurisdiction: 'OK',
          taxPaid: true,
        },
      ],
      segments: [],
      rates: [{ quarter: '2026-Q3', jurisdiction: 'OK', rate: '0.19', surcharge: '0' }],
    });
    expect(report.fleetMpg).toBeNull();
    expect(report.totalTax).toBe(0);
    expect(report.rows).toMatchObject([
      {
        jurisdiction: 'OK',
        taxableGallons: null,
        taxPaidGallons: 100,
        tax: null,
        missing: 'miles',
      },
    ]);
  });

  it('counts miles outside IFTA (Alaska) in the total but owes no tax there', () => {
    const report = iftaReport({
      quarter: '2026-Q3',
      timeZone: 'UTC',
      fillUps: [
        {
          date: '2026-07-02',
          fuelType: 'diesel',
          gallons: '100',
          jurisdiction: 'BC',
          taxPaid: true,
        },
      ],
      segments: [
        {
          id: 'a',
          date: '2026-07-01',
          jurisdiction: 'AK',
          miles: 300,
          odometerStart: null,
          odometerEnd: null,
        },
        {
          id: 'b',
          date: '2026-07-02',
          jurisdiction: 'BC',
          miles: 300,
          odometerStart: null,
          odometerEnd: null,
        },
      ],
      rates: [],
    });
    // 600 miles / 100 gallons = 6.00; BC 300 / 6 = 50 taxable gallons, AK none.
    expect(report.fleetMpg).toBe(6);
    expect(
      report.rows.map((r) => [r.jurisdiction, r.totalMiles, r.taxableMiles, r.taxableGallons]),
    ).toEqual([
      ['AK', 300, 0, 0],
      ['BC', 300, 300, 50],
    ]);
    expect(report.missingRates).toEqual(['BC']);
  });

  it('keeps diesel with no jurisdiction in the total gallons and says how much', () => {
    const report = iftaReport({
      quarter: '2026-Q3',
      timeZone: 'UTC',
      fillUps: [
        {
          date: '2026-07-02',
          fuelType: 'diesel',
          gallons: '60.5',
          jurisdiction: null,
          taxPaid: true,
        },
        {
          date: '2026-07-03',
          fuelType: 'diesel',
          gallons: '39.5',
          jurisdiction: 'OK',
          taxPaid: true,
        },
      ],
      segments: [
        {
          id: 'a',
          date: '2026-07-01',
          jurisdiction: 'OK',
          miles: 650,
          odometerStart: null,
          odometerEnd: null,
        },
      ],
      rates: [],
    });
    expect(report.totalGallons).toBe(100);
    expect(report.unassignedGallons).toBe(60.5);
    expect(report.fleetMpg).toBe(6.5);
  });
});

describe('segments checked against the odometer', () => {
  const seg = (id: string, start: number, end: number | null): SegmentMiles => ({
    id,
    date: '2026-07-01',
    jurisdiction: 'OK',
    miles: null,
    odometerStart: start,
    odometerEnd: end,
  });

  it('flags a gap with its miles, an overlap with its miles, and the open last one', () => {
    expect(
      segmentIssues([
        seg('c', 1500, 1700),
        seg('a', 1000, 1200),
        seg('b', 1350, 1550),
        seg('d', 1700, null),
      ]),
    ).toEqual([
      { kind: 'gap', segmentIds: ['a', 'b'], miles: 150, odometer: 1200 },
      { kind: 'overlap', segmentIds: ['b', 'c'], miles: 50, odometer: 1500 },
      { kind: 'open', segmentIds: ['d'], miles: null, odometer: 1700 },
    ]);
  });

  it('finds nothing wrong with state lines that follow each other', () => {
    expect(
      segmentIssues([seg('a', 1000, null), seg('b', 1200, null), seg('c', 1300, 1400)]),
    ).toEqual([]);
  });
});

describe('a stretch that runs into the next quarter', () => {
  // TX entered Sep 28 at 100,000; KS entered Oct 3 at 101,500, which closed the TX stretch.
  const line = (
    id: string,
    date: string,
    jurisdiction: string,
    start: number,
    end: number | null,
  ) => ({
    id,
    date,
    jurisdiction,
    miles: null,
    odometerStart: start,
    odometerEnd: end,
  });
  const segments = [
    line('tx', '2026-09-28', 'TX', 100_000, 101_500),
    line('ks', '2026-10-03', 'KS', 101_500, null),
  ];
  const report = (quarter: string) =>
    iftaReport({ quarter, timeZone: 'UTC', fillUps: [], segments, rates: [] });

  it('is counted whole in the quarter it began, and says so there', () => {
    expect(report('2026-Q3').rows).toMatchObject([{ jurisdiction: 'TX', totalMiles: 1500 }]);
    expect(report('2026-Q3').segmentIssues).toEqual([
      { kind: 'pastQuarter', segmentIds: ['tx', 'ks'], miles: 1500, odometer: 100_000 },
    ]);
    expect(report('2026-Q4').segmentIssues.map((i) => i.kind)).toEqual(['open']);
  });
});

describe('quarters', () => {
  it('runs from the 1st of its first month to the 1st after its last', () => {
    expect(quarterRange('2026-Q1')).toEqual({ start: '2026-01-01', end: '2026-04-01' });
    expect(quarterRange('2026-Q4')).toEqual({ start: '2026-10-01', end: '2027-01-01' });
  });

  it('is found from a day and steps across a year', () => {
    expect(quarterOf('2026-09-30')).toBe('2026-Q3');
    expect(quarterOf('2026-10-01')).toBe('2026-Q4');
    expect(previousQuarter('2026-Q1')).toBe('2025-Q4');
    expect(nextQuarter('2026-Q4')).toBe('2027-Q1');
  });
});
