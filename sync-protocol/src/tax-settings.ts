/**
 * The two tax-time settings a driver keeps in Profile (synced preferences): what profit counts as
 * income, and the per diem daily rate. Apart from profit.ts and per-diem.ts, so the preferences,
 * which every screen reads, carry no tax-time computation with them.
 */
import { decimalField } from './fields.js';

export const incomeBases = ['load_pays', 'my_pay'] as const;
export type IncomeBasis = (typeof incomeBases)[number];

export const incomeBasisLabels: Record<IncomeBasis, string> = {
  load_pays: 'What the loads pay (owner-operator)',
  my_pay: 'My pay (company driver)',
};

/** The IRS's M&IE rate for transportation workers in the continental US from October 1, 2024. */
export const defaultPerDiemRate = '80.00';

export const perDiemRateMessage =
  'The daily rate must be from $0 to $500, with at most 2 decimal places';

export const perDiemRateField = () =>
  decimalField({ places: 2, min: '0', max: '500', message: perDiemRateMessage });
