import { describe, expect, it } from 'vitest';
import { companyInfoFor, companyInfoSchema, payPeriodPresetsFor } from './companies.js';

describe('company pay data (docs/product.md §9 fallback)', () => {
  it.each([
    ['landstar', 'Landstar', 'percentage', '75.000', false],
    ['super_ego', 'Super Ego', 'percentage', '70.000', false],
    ['hirschbach', 'Hirschbach', 'per_mile', '0.750', true],
    [null, 'Other carrier', 'per_mile', '0.650', false],
    ['other', 'Other carrier', 'per_mile', '0.650', false],
    ['Acme Freight', 'Acme Freight', 'per_mile', '0.650', false],
  ] as const)('%j: %s, %s at %s, bonus program %s', (company, name, payType, rate, bonus) => {
    const info = companyInfoSchema.parse(companyInfoFor(company));
    expect(info).toMatchObject({
      displayName: name,
      payType,
      baseRate: rate,
      hasBonusProgram: bonus,
    });
    expect(info.hasPayPeriodPresets).toBe(info.payPeriodPresets.length > 0);
  });

  it('gives Hirschbach its presets: OTR Wednesday to Tuesday, Dedicated Saturday to Friday', () => {
    expect(payPeriodPresetsFor('hirschbach')).toEqual([
      {
        name: 'otr',
        displayName: 'OTR',
        payPeriod: 'weekly',
        payPeriodStartDay: 'wednesday',
        description: 'Wednesday to Tuesday',
      },
      {
        name: 'dedicated',
        displayName: 'Dedicated',
        payPeriod: 'weekly',
        payPeriodStartDay: 'saturday',
        description: 'Saturday to Friday',
      },
    ]);
    expect(companyInfoFor('hirschbach').payPeriodPresets).toEqual(
      payPeriodPresetsFor('hirschbach'),
    );
    expect(payPeriodPresetsFor('landstar')).toEqual([]);
  });
});
