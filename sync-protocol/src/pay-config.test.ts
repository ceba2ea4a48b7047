import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  applyPayConfigUpdate,
  defaultPayConfig,
  payConfigSchema,
  payConfigUpdateSchema,
  payMessages,
  paySettingsOf,
  weekSettingsOf,
  type PayConfig,
} from './pay-config.js';
import { decimalToScaled } from './decimal.js';
import { defaultPaySettings } from './pay.js';

const config: PayConfig = {
  ...defaultPayConfig,
  id: 'user-1',
  version: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const messageOf = (body: object) => {
  const result = payConfigUpdateSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the pay config defaults (docs/product.md §9)', () => {
  it('are weekly from Monday, per mile at $0.450 up to 1,000 miles then $0.600, paid on delivery', () => {
    expect(defaultPayConfig).toEqual({
      payPeriod: 'weekly',
      payPeriodStartDay: 'monday',
      payType: 'per_mile',
      tier1Rate: '0.450',
      tier1MaxMiles: 1000,
      tier2Rate: '0.600',
      fixedMonthlyBonus: '0.00',
      paymentBasis: 'delivery',
      payWeekStart: 0,
      marketRate: '2.750',
      detentionFreeHours: '2.00',
      detentionRate: '0.00',
      layoverRate: '0.00',
      stopRate: '0.00',
      tarpPay: '0.00',
      breakdownRate: '0.00',
      emptyMileRate: null,
      tonuPay: '0.00',
    });
    expect(payConfigSchema.parse(config)).toEqual(config);
  });

  it('pay what the pay config has always paid, and nothing extra until a rate is set', () => {
    const { tiers, marketRateMilli, extras, ...settings } = paySettingsOf(config, []);
    expect(tiers).toEqual([]);
    expect(settings).toEqual({ ...defaultPaySettings, payType: 'per_mile' });
    expect(marketRateMilli).toBe(2750);
    expect(extras).toMatchObject({ detentionRateCents: 0, emptyMileRateMilli: null, tonuCents: 0 });
  });

  it('reads a config stored before the extra pay rates as their defaults', () => {
    const { marketRate: _m, tonuPay: _t, ...old } = config;
    expect(payConfigSchema.parse(old)).toMatchObject({ marketRate: '2.750', tonuPay: '0.00' });
  });
});

describe('POST /api/pay-config', () => {
  it('takes the Pay Period Settings alone (docs/product.md §7)', () => {
    expect(
      payConfigUpdateSchema.parse({ payPeriod: 'biweekly', payPeriodStartDay: 'wednesday' }),
    ).toEqual({ payPeriod: 'biweekly', payPeriodStartDay: 'wednesday' });
  });

  it('reads the stored "mileage" as per_mile and writes rates exactly', () => {
    expect(
      payConfigUpdateSchema.parse({
        payType: 'mileage',
        tier1Rate: 0.45,
        tier2Rate: '0.6',
        fixedMonthlyBonus: 250,
      }),
    ).toEqual({
      payType: 'per_mile',
      tier1Rate: '0.450',
      tier2Rate: '0.600',
      fixedMonthlyBonus: '250.00',
    });
  });

  it.each([
    [{ payPeriod: 'daily' }, payMessages.payPeriodInvalid],
    [{ payPeriodStartDay: 'funday' }, payMessages.startDayInvalid],
    [{ payType: 'hourly' }, payMessages.payTypeInvalid],
    [{ tier1Rate: 0 }, payMessages.rateInvalid],
    [{ tier1Rate: '0.4505' }, payMessages.rateInvalid],
    [{ tier1Rate: '100.001' }, payMessages.rateInvalid],
    [{ tier2Rate: -0.5 }, payMessages.rateInvalid],
    [{ tier2Rate: 'abc' }, payMessages.rateInvalid],
    [{ tier2Rate: Number.NaN }, payMessages.rateInvalid],
    [{ tier1Rate: '1e3' }, payMessages.rateInvalid],
    [{ tier1Rate: '9'.repeat(30) }, payMessages.rateInvalid],
    [{ tier1Rate: 9007199254740.992 }, payMessages.rateInvalid],
    [{ tier1MaxMiles: 100_001 }, payMessages.tierMilesInvalid],
    [{ tier1MaxMiles: 10.5 }, payMessages.tierMilesInvalid],
    [{ tier1MaxMiles: -1 }, payMessages.tierMilesInvalid],
    [{ fixedMonthlyBonus: -1 }, payMessages.monthlyBonusInvalid],
    [{ fixedMonthlyBonus: '1.234' }, payMessages.monthlyBonusInvalid],
    [{ fixedMonthlyBonus: 100_000.01 }, payMessages.monthlyBonusInvalid],
    [{ paymentBasis: 'pickup' }, payMessages.paymentBasisInvalid],
    [{ payWeekStart: 2 }, payMessages.payWeekStartInvalid],
  ])('refuses %j with "%s"', (body, message) => {
    expect(messageOf(body)).toBe(message);
  });

  it('changes what it carries and keeps the rest', () => {
    const now = '2026-11-20T10:00:00.000Z';
    const next = applyPayConfigUpdate(
      config,
      payConfigUpdateSchema.parse({ payType: 'percentage', tier1Rate: 75 }),
      now,
    );
    expect(next).toEqual({
      ...config,
      payType: 'percentage',
      tier1Rate: '75.000',
      updatedAt: now,
    });
  });

  it('starts a switch to percentage at 75 %, never reading $0.750 a mile as 0.750 %', () => {
    const now = '2026-11-20T10:00:00.000Z';
    const hirschbach = { ...config, tier1Rate: '0.750' };
    const next = applyPayConfigUpdate(
      hirschbach,
      payConfigUpdateSchema.parse({ payType: 'percentage' }),
      now,
    );
    expect(next.tier1Rate).toBe('75.000');
    const back = applyPayConfigUpdate(
      next,
      payConfigUpdateSchema.parse({ payType: 'per_mile' }),
      now,
    );
    expect(back).toMatchObject({ tier1Rate: '0.450', tier1MaxMiles: 1000, tier2Rate: '0.600' });
    // A save that names the type it already has changes no rate.
    expect(
      applyPayConfigUpdate(hirschbach, payConfigUpdateSchema.parse({ payType: 'per_mile' }), now)
        .tier1Rate,
    ).toBe('0.750');
  });

  it('takes the market rate and the extra pay rates as exact decimals', () => {
    const update = payConfigUpdateSchema.parse({
      marketRate: 3.1,
      detentionRate: '20',
      emptyMileRate: null,
      tonuPay: 150,
    });
    expect(update).toEqual({
      marketRate: '3.100',
      detentionRate: '20.00',
      emptyMileRate: null,
      tonuPay: '150.00',
    });
    expect(payConfigUpdateSchema.safeParse({ marketRate: 0 }).success).toBe(false);
  });

  it('accepts nothing that would not fit its column (32-bit integers, 3-place rates)', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            tier1Rate: fc.oneof(fc.double(), fc.string()),
            tier1MaxMiles: fc.oneof(fc.integer(), fc.double()),
            fixedMonthlyBonus: fc.oneof(fc.double(), fc.string()),
          },
          { requiredKeys: [] },
        ),
        (body) => {
          const result = payConfigUpdateSchema.safeParse(body);
          if (!result.success) return;
          const next = applyPayConfigUpdate(config, result.data, config.updatedAt);
          const columns = [
            decimalToScaled(next.tier1Rate, 3),
            next.tier1MaxMiles,
            decimalToScaled(next.fixedMonthlyBonus, 2),
          ];
          for (const n of columns) expect(n >= 0 && n < 2 ** 31).toBe(true);
        },
      ),
    );
  });
});

describe('weekSettingsOf', () => {
  it("keeps the driver's stored start day and zone", () => {
    expect(weekSettingsOf({ payPeriodStartDay: 'thursday', timeZone: 'America/Chicago' })).toEqual({
      payPeriodStartDay: 'thursday',
      timeZone: 'America/Chicago',
    });
  });

  it("reads what is missing or unusable as Monday and UTC, never the machine's own zone", () => {
    vi.stubEnv('TZ', 'America/Chicago');
    try {
      expect(weekSettingsOf({})).toEqual({ payPeriodStartDay: 'monday', timeZone: 'UTC' });
      expect(weekSettingsOf({ payPeriodStartDay: 'someday', timeZone: 'Mars/Olympus' })).toEqual({
        payPeriodStartDay: 'monday',
        timeZone: 'UTC',
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
