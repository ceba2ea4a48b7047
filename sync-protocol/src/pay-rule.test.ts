import { describe, expect, it } from 'vitest';
import { defaultPayConfig, paySettingsOf, type PayConfig } from './pay-config.js';
import { marketRateText, payRuleText } from './pay-rule.js';

const config: PayConfig = {
  ...defaultPayConfig,
  id: 'u',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const tier = (minMiles: number, rate: string, payType?: 'per_mile' | 'percentage') => ({
  minMiles,
  rate,
  orderIndex: 0,
  payType,
});

describe('the pay rule in force, in words', () => {
  it('states the driver’s tiers, not the company default ($0.55 and $0.62, not $0.750)', () => {
    const pay = paySettingsOf(config, [tier(0, '0.550'), tier(2000, '0.620')]);
    expect(payRuleText(pay)).toBe(
      '$0.55/mi up to 2,000 mi per load, $0.62/mi beyond: the rate applies to all miles',
    );
  });

  it('states a lone tier and three tiers', () => {
    expect(payRuleText(paySettingsOf(config, [tier(0, '0.550')]))).toBe('$0.55/mi on all miles');
    const three = [tier(0, '0.500'), tier(1000, '0.555'), tier(2000, '0.620')];
    expect(payRuleText(paySettingsOf(config, three))).toBe(
      '$0.50/mi up to 1,000 mi per load, $0.555/mi from 1,000 mi, $0.62/mi beyond: the rate applies to all miles',
    );
  });

  it('states the pay config’s split when there is no tier, and below the lowest tier', () => {
    expect(payRuleText(paySettingsOf(config, []))).toBe(
      '$0.45/mi for the first 1,000 mi of a load, $0.60/mi beyond',
    );
    expect(payRuleText(paySettingsOf(config, [tier(500, '0.700')]))).toBe(
      '$0.70/mi on all miles; under 500 mi: $0.45/mi for the first 1,000 mi of a load, $0.60/mi beyond',
    );
  });

  it('says "of what the load pays" for percentage pay, never "per mile"', () => {
    const percentage = { ...config, payType: 'percentage' as const, tier1Rate: '75.000' };
    expect(payRuleText(paySettingsOf(percentage, []))).toBe('75 % of what the load pays');
    expect(payRuleText(paySettingsOf(percentage, [tier(0, '72.500', 'percentage')]))).toBe(
      '72.5 % of what the load pays',
    );
    // The per-mile tiers the driver made before switching wait for a switch back.
    expect(payRuleText(paySettingsOf(percentage, [tier(0, '0.550', 'per_mile')]))).toBe(
      '75 % of what the load pays',
    );
    expect(marketRateText(paySettingsOf(percentage, []))).toBe(
      'Loads without what they pay are estimated at $2.75/mi',
    );
  });
});
