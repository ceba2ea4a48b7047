import { describe, expect, it } from 'vitest';
import type { EarningsLoad, EarningsSettings } from './earnings.js';
import { noExtras } from './extras.js';
import { defaultPaySettings } from './pay.js';
import { profitFor, type ProfitInput } from './profit.js';

const settings: EarningsSettings = {
  payPeriod: 'weekly',
  payPeriodStartDay: 'monday',
  payWeekStart: 0,
  timeZone: 'UTC',
  pay: defaultPaySettings,
  fixedMonthlyBonusCents: 0,
  bonusRules: [],
};

const load = (
  id: string,
  day: string,
  miles: number,
  grossCents: number | null,
  typedPayCents: number | null,
): EarningsLoad => ({
  id,
  loadNumber: id,
  closedAt: `${day}T12:00:00Z`,
  totalMiles: miles,
  loadedMiles: miles - 100,
  emptyMiles: 100,
  grossCents,
  typedPayCents,
  extras: noExtras,
  cancelled: false,
});

/*
 * November 2026. Loads delivered: A $2,500 gross (my pay $1,000), 1,000 mi; B $1,800 ($720),
 * 600 mi; C no gross, the driver's own $900, 400 mi; D on Dec 2 is December's. 2,000 miles.
 * Fuel: 399.900 (A) + 509.750 (B) + 35.555 (DEF, no load) = 945.205 -> $945.21; Dec 3's is out.
 * Expenses: tolls 18.50 (A), scales 12.00 (B), insurance 450.00 = $480.50; Oct 31's parking is out.
 * Costs 945.21 + 480.50 = $1,425.71, or $0.712855 a mile -> $0.71.
 */
const november: Omit<ProfitInput, 'basis'> = {
  range: { start: '2026-11-01', end: '2026-12-01' },
  settings,
  loads: [
    load('A', '2026-11-10', 1000, 250_000, 100_000),
    load('B', '2026-11-20', 600, 180_000, 72_000),
    load('C', '2026-11-25', 400, null, 90_000),
    load('D', '2026-12-02', 500, 150_000, 60_000),
  ],
  fillUps: [
    // Each as its pump charged: 100 x 3.999 = 399.90; 123.456 x 4.129 = 509.749824 -> 509.75;
    // 11.111 x 3.200 = 35.5552 -> 35.56; 25 x 4.000 = 100.00.
    { date: '2026-11-09', gallons: '100.000', pricePerGallon: '3.999', assignedLoadId: 'A' },
    { date: '2026-11-19', gallons: '123.456', pricePerGallon: '4.129', assignedLoadId: 'B' },
    { date: '2026-11-21', gallons: '11.111', pricePerGallon: '3.200', assignedLoadId: null },
    { date: '2026-12-03', gallons: '25.000', pricePerGallon: '4.000', assignedLoadId: 'D' },
  ],
  expenses: [
    { date: '2026-11-10', category: 'tolls', amount: '18.50', loadId: 'A' },
    { date: '2026-11-20', category: 'scales', amount: '12.00', loadId: 'B' },
    { date: '2026-11-01', category: 'insurance', amount: '450.00', loadId: null },
    { date: '2026-10-31', category: 'parking', amount: '20.00', loadId: null },
  ],
};

describe('profit for a window', () => {
  it("an owner-operator's: what the loads pay, less fuel and expenses", () => {
    // Income 2,500 + 1,800 + 900 = 5,200; net 5,200 - 1,425.71 = 3,774.29.
    // Per mile: 5,200 / 2,000 = 2.60; 3,774.29 / 2,000 = 1.887145 -> 1.89.
    const profit = profitFor({ ...november, basis: 'load_pays' });
    expect(profit).toMatchObject({
      miles: 2000,
      income: 5200,
      fuel: 945.21,
      expenses: 480.5,
      expensesByCategory: { tolls: 18.5, scales: 12, insurance: 450 },
      net: 3774.29,
      revenuePerMile: 2.6,
      costPerMile: 0.71,
      profitPerMile: 1.89,
    });
    // A: 2,500 - 399.90 - 18.50 = 2,081.60; B: 1,800 - 509.75 - 12 = 1,278.25; C: 900.
    expect(profit.loads.map((l) => [l.loadId, l.income, l.fuel, l.expenses, l.net])).toEqual([
      ['A', 2500, 399.9, 18.5, 2081.6],
      ['B', 1800, 509.75, 12, 1278.25],
      ['C', 900, 0, 0, 900],
    ]);
  });

  it("a company driver's: My pay, less the same costs", () => {
    // Income 1,000 + 720 + 900 = 2,620; net 2,620 - 1,425.71 = 1,194.29.
    // Per mile: 2,620 / 2,000 = 1.31; 1,194.29 / 2,000 = 0.597145 -> 0.60.
    const profit = profitFor({ ...november, basis: 'my_pay' });
    expect(profit).toMatchObject({
      income: 2620,
      net: 1194.29,
      revenuePerMile: 1.31,
      costPerMile: 0.71,
      profitPerMile: 0.6,
    });
    expect(profit.loads.find((l) => l.loadId === 'A')?.net).toBe(581.6);
  });

  it('has no per-mile figures in a window without miles, and a loss when costs came alone', () => {
    const profit = profitFor({
      ...november,
      basis: 'load_pays',
      range: { start: '2026-10-01', end: '2026-11-01' },
    });
    expect(profit).toMatchObject({
      miles: 0,
      income: 0,
      expenses: 20,
      net: -20,
      revenuePerMile: null,
      profitPerMile: null,
    });
  });
});
