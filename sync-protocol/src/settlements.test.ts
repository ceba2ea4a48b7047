import { describe, expect, it } from 'vitest';
import { dashboardSettingsOf } from './dashboard.js';
import type { EarningsLoad } from './earnings.js';
import { noExtras } from './extras.js';
import { defaultPayConfig, type PayConfig } from './pay-config.js';
import {
  newSettlementSchema,
  settlementCheck,
  settlementDataWindow,
  settlementMessages,
  settlementPeriod,
  settlementRecord,
} from './settlements.js';

const stamp = '2026-11-01T00:00:00.000Z';
const config: PayConfig = {
  ...defaultPayConfig,
  id: 'u',
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
};
const tier = (minMiles: number, rate: string) => ({ minMiles, rate, orderIndex: 0 });

const load = (id: string, loadNumber: string, closedAt: string, fields: Partial<EarningsLoad>) => ({
  id,
  loadNumber,
  closedAt,
  loadedMiles: 0,
  emptyMiles: 0,
  totalMiles: 0,
  grossCents: null,
  typedPayCents: null,
  extras: noExtras,
  cancelled: false,
  ...fields,
});

const settlement = (body: object) =>
  settlementRecord('s-1', newSettlementSchema.parse(body), stamp, stamp);

describe('the settlement check', () => {
  it('explains a percentage driver’s $62.00 short settlement by the load', () => {
    const settings = dashboardSettingsOf(
      { ...config, payType: 'percentage', tier1Rate: '75.000' },
      [],
      [],
      'America/Chicago',
    );
    const loads = [
      load('a', 'HB-1', '2026-11-17T18:00:00.000Z', {
        loadedMiles: 1000,
        totalMiles: 1000,
        grossCents: 3000_00,
      }),
    ];
    const check = settlementCheck(
      settlement({
        periodStart: '2026-11-18',
        paid: '2188.00',
        loads: [{ loadId: '0192f0a4-0000-7000-8000-000000000001', paid: 0 }],
      }),
      loads,
      settings,
    );
    expect(check).toMatchObject({ expectedPay: '2250.00', paid: '2188.00', difference: '-62.00' });

    const named = settlementCheck(
      {
        ...settlement({ periodStart: '2026-11-18', paid: '2188.00' }),
        loads: [{ loadId: 'a', paid: '2188.00' }],
      },
      loads,
      settings,
    );
    expect(named.period).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(named.unexplained).toBe('0.00');
    expect(named.lines).toEqual([
      {
        kind: 'load',
        loadId: 'a',
        label: 'Load HB-1',
        expected: '2250.00',
        paid: '2188.00',
        difference: '-62.00',
        explanation: 'HB-1: paid $2,188.00, expected $2,250.00: −$62.00',
      },
    ]);
  });

  it('says a per-mile load was paid for fewer miles than driven', () => {
    const settings = dashboardSettingsOf(
      config,
      [tier(0, '0.550'), tier(2000, '0.620')],
      [],
      'UTC',
    );
    const loads = [
      load('a', 'HB-1004', '2026-11-17T18:00:00.000Z', { loadedMiles: 2050, totalMiles: 2050 }),
      load('b', 'HB-1005', '2026-11-19T18:00:00.000Z', { loadedMiles: 500, totalMiles: 500 }),
    ];
    const check = settlementCheck(
      {
        ...settlement({ periodStart: '2026-11-16', paid: '1484.00' }),
        loads: [{ loadId: 'a', paid: '1209.00' }],
      },
      loads,
      settings,
    );
    // Expected: 2,050 × 0.62 = 1,271.00 and 500 × 0.55 = 275.00.
    expect(check).toMatchObject({
      expectedPay: '1546.00',
      difference: '-62.00',
      unexplained: '0.00',
    });
    expect(check.lines[0]!.explanation).toBe(
      'HB-1004: paid for 1,950 mi at $0.62/mi, driven 2,050: −$62.00',
    );
    expect(check.lines[1]).toMatchObject({ label: 'Load HB-1005', expected: '275.00', paid: null });
  });

  it('lists extras and bonuses as lines of their own, and deducts to the net', () => {
    const settings = dashboardSettingsOf(
      { ...config, detentionRate: '20.00' },
      [tier(0, '0.500')],
      [
        {
          id: 'b',
          bonusType: 'flat',
          bonusAmount: '150.00',
          timePeriod: 'weekly',
          minMiles: 2000,
          maxMiles: null,
          description: null,
          version: 1,
          createdAt: stamp,
          updatedAt: stamp,
        },
      ],
      'UTC',
    );
    const loads = [
      load('a', 'HB-1', '2026-11-16T18:00:00.000Z', {
        loadedMiles: 2100,
        totalMiles: 2100,
        extras: { ...noExtras, detentionHours: '3.00' },
      }),
    ];
    const check = settlementCheck(
      settlement({
        periodStart: '2026-11-20',
        paid: '1220.00',
        deductions: [{ name: 'Fuel advance', amount: '200' }],
      }),
      loads,
      settings,
    );
    // 2,100 × 0.50 = 1,050 + detention 1 h × 20 + bonus 150.
    expect(check.lines.map((l) => [l.kind, l.label, l.expected])).toEqual([
      ['load', 'Load HB-1', '1050.00'],
      ['extra', 'Load HB-1 · Detention', '20.00'],
      ['bonus', 'Bonus reached at 2,100 mi (with Load HB-1)', '150.00'],
    ]);
    expect(check).toMatchObject({
      expectedPay: '1220.00',
      difference: '0.00',
      deductions: '200.00',
      net: '1020.00',
    });
  });

  it('finds its pay period from any day inside it, and reads loads from the bonus periods', () => {
    const settings = dashboardSettingsOf(
      { ...config, payPeriod: 'biweekly', payPeriodStartDay: 'wednesday' },
      [],
      [],
      'America/Chicago',
    );
    const fortnight = { start: '2026-11-11', end: '2026-11-25' };
    expect(settlementPeriod('2026-11-12', settings)).toEqual(fortnight);
    expect(settlementPeriod('2026-11-24', settings)).toEqual(fortnight);
    expect(settlementDataWindow('2026-11-20', settings).from).toMatch(/T06:00:00.000Z$/);
  });

  it('refuses a bad date, a negative paid figure and a load listed twice', () => {
    const wrong = (body: object) =>
      newSettlementSchema.safeParse({ periodStart: '2026-11-20', paid: '10', ...body }).error
        ?.issues[0]?.message;
    expect(wrong({ periodStart: '20/11/2026' })).toBe(settlementMessages.periodStartInvalid);
    expect(wrong({ paid: -1 })).toBe(settlementMessages.paidInvalid);
    const id = '0192f0a4-0000-7000-8000-000000000001';
    expect(
      wrong({
        loads: [
          { loadId: id, paid: 1 },
          { loadId: id, paid: 2 },
        ],
      }),
    ).toBe(settlementMessages.duplicateLoad);
  });
});
