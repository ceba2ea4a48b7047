import type { IftaReport } from '@haulbook/sync-protocol';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ReportTable } from './ReportTable';

// Kentucky: 60 taxable gallons at $0.2460 ($14.76) plus a $0.1050 surcharge on them ($6.30).
const kentucky = {
  jurisdiction: 'KY',
  totalMiles: 399,
  taxableMiles: 399,
  taxableGallons: 60,
  taxPaidGallons: 0,
  netTaxableGallons: 60,
  taxRate: 0.246,
  surchargeRate: 0.105,
  tax: 14.76,
  surchargeTax: 6.3,
  missing: null,
};

const report: IftaReport = {
  quarter: '2026-Q4',
  totalMiles: 399,
  totalGallons: 60,
  fleetMpg: 6.65,
  unassignedGallons: 0,
  totalTax: 21.06,
  rows: [kentucky],
  segmentIssues: [],
  missingRates: [],
};

describe('the return on screen', () => {
  it('shows a surcharge beside the rate and inside the tax, so 60 x $0.2460 can be checked', () => {
    renderWithProviders(<ReportTable report={report} />);
    const row = within(screen.getByRole('row', { name: /^KY/ }));
    expect(row.getByText('$0.2460')).toBeTruthy();
    expect(row.getByText('+ $0.1050 surcharge')).toBeTruthy();
    expect(row.getByText('$21.06')).toBeTruthy();
    expect(row.getByText('incl. $6.30 surcharge')).toBeTruthy();
  });
});
