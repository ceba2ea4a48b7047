import { describe, expect, it } from 'vitest';
import { iftaReport, type IftaReport } from './ifta.js';
import { caseInput, iftaCases } from './ifta-cases.js';
import { iftaFileName, iftaReportCsv } from './ifta-export.js';

describe('the IFTA return as CSV', () => {
  it('writes the schedule and the totals of a worked quarter', () => {
    const csv = iftaReportCsv(iftaReport(caseInput(iftaCases[0]!)));
    expect(csv).toBe(
      [
        'Jurisdiction,Total miles,Taxable miles,Taxable gallons,Tax-paid gallons,Net taxable gallons,Tax rate,Tax,Surcharge rate,Surcharge',
        'AR,0,0,0,75,-75,0.2850,-21.38,,',
        'IL,1105,1105,165,0,165,0.6720,110.88,,',
        'IN,310,310,46,80,-34,0.6100,-20.74,0.1100,5.06',
        'KS,988,988,148,0,148,0.2600,38.48,,',
        'MO,640,640,96,150.25,-54.25,0.2450,-13.29,,',
        'OH,845,845,126,120.75,5.25,0.4700,2.47,,',
        'OK,1212,1212,181,220.5,-39.5,0.1900,-7.51,,',
        'PA,400,400,60,0,60,0.7410,44.46,,',
        'TX,2500,2500,374,450,-76,0.2000,-15.20,,',
        '',
        'Total miles,8000',
        'Total gallons,1196.5',
        'Fleet MPG,6.69',
        'Total tax,123.23',
        '',
      ].join('\r\n'),
    );
  });

  it('leaves the tax cells blank before the rates are in, and pads the MPG', () => {
    const lines = iftaReportCsv(iftaReport(caseInput(iftaCases[2]!))).split('\r\n');
    expect(lines.slice(1, 3)).toEqual(['AZ,498,498,125,125,0,,,,', 'NM,502,502,126,125,1,,,,']);
    expect(lines).toContain('Fleet MPG,4.00');
    expect(lines).toContain('Total tax,0.00');
  });

  it('leaves the gallon cells and the MPG blank in a quarter with no diesel', () => {
    const report: IftaReport = {
      quarter: '2026-Q4',
      totalMiles: 300,
      totalGallons: 0,
      fleetMpg: null,
      unassignedGallons: 0,
      totalTax: 0,
      rows: [
        {
          jurisdiction: 'OK',
          totalMiles: 300,
          taxableMiles: 300,
          taxableGallons: null,
          taxPaidGallons: 0,
          netTaxableGallons: null,
          taxRate: 0.19,
          surchargeRate: null,
          tax: null,
          surchargeTax: null,
          missing: 'fuel',
        },
      ],
      segmentIssues: [],
      missingRates: [],
    };
    const lines = iftaReportCsv(report).split('\r\n');
    expect(lines[1]).toBe('OK,300,300,,0,,0.1900,,,');
    expect(lines).toContain('Fleet MPG,');
  });

  it('quotes a field holding a comma or a quote', () => {
    const report = iftaReport(caseInput(iftaCases[1]!));
    report.rows[0]!.jurisdiction = 'U"T, X';
    expect(iftaReportCsv(report).split('\r\n')[1]).toMatch(/^"U""T, X",668,/);
  });

  it('names the file by its quarter', () => {
    expect(iftaFileName('2026-Q3')).toBe('haulbook-ifta-2026-Q3.csv');
  });
});
