import { describe, expect, it } from 'vitest';
import { defaultPaySettings, estimateRevenueCents, type PaySettings } from './pay.js';

const percentage: PaySettings = {
  payType: 'percentage',
  tier1RateMilli: 75_000,
  tier1MaxMiles: 1000,
  tier2RateMilli: 600,
};

describe('revenue estimate (SPEC §9)', () => {
  it.each([
    [0, 0],
    [999, 449_55],
    [1000, 450_00],
    [1001, 450_60],
    [1500, 750_00],
    [2500, 1350_00],
  ])('per-mile defaults pay %i miles as %i cents', (miles, cents) => {
    expect(estimateRevenueCents(miles, defaultPaySettings)).toBe(cents);
  });

  it.each([
    [1000, 2062_50],
    [1500, 3093_75],
    [1, 2_06],
  ])('75%% pay estimates %i miles as %i cents (miles x 2.75 x 75%%)', (miles, cents) => {
    expect(estimateRevenueCents(miles, percentage)).toBe(cents);
  });

  it('treats the stored "mileage" type like per_mile', () => {
    expect(estimateRevenueCents(1200, { ...defaultPaySettings, payType: 'per_mile' })).toBe(
      estimateRevenueCents(1200, defaultPaySettings),
    );
  });
});
