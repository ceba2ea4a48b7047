import { describe, expect, it } from 'vitest';
import { payMessages } from './pay-config.js';
import { numbersOnly } from './typed-number.js';
import {
  applyPayTierUpdate,
  newPayTierDefaults,
  newPayTierRecord,
  newPayTierSchema,
  payTierBodySchema,
  payTierBodySchemaFor,
  payTierFormSchemaFor,
  payTierSchema,
} from './pay-tiers.js';

const id = '0192f3a0-0000-7000-8000-0000000000a1';
const now = '2026-11-20T10:00:00.000Z';

const messageOf = (schema: typeof payTierBodySchema, body: object) => {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('a new pay tier (docs/product.md §9 defaults)', () => {
  it('starts percentage pay at 0 miles, no max, 75.000 %', () => {
    expect(newPayTierDefaults('percentage')).toEqual({
      minMiles: 0,
      maxMiles: null,
      rate: '75.000',
    });
  });

  it('starts per-mile pay at 0 to 1,000 miles, $0.500', () => {
    expect(newPayTierDefaults('per_mile')).toEqual({ minMiles: 0, maxMiles: 1000, rate: '0.500' });
  });

  it('from a percentage driver carries the rate only, and starts at 0 miles with no max', () => {
    const tier = newPayTierRecord(
      { ...newPayTierSchema.parse({ rate: 80 }), id },
      'percentage',
      now,
    );
    expect(tier).toEqual({
      id,
      minMiles: 0,
      maxMiles: null,
      rate: '80.000',
      orderIndex: 0,
      payType: 'percentage',
      version: 0,
      createdAt: now,
      updatedAt: now,
    });
    expect(payTierSchema.parse(tier)).toEqual(tier);
  });

  it('from a per-mile driver carries its miles', () => {
    const body = { id, minMiles: 1000, maxMiles: 2000, rate: '0.55', orderIndex: 1 };
    expect(newPayTierSchema.parse(body)).toEqual({ ...body, rate: '0.550' });
  });

  it('needs its client-made id', () => {
    expect(newPayTierSchema.safeParse({ id: 'x', rate: 75 }).error?.issues[0]?.message).toBe(
      'A pay tier needs an id',
    );
  });
});

describe('pay tier rules', () => {
  const perMile = payTierBodySchemaFor('per_mile');
  const percentage = payTierBodySchemaFor('percentage');

  it.each([
    [payTierBodySchema, { rate: 0 }, payMessages.rateInvalid],
    [payTierBodySchema, { rate: '100.5' }, payMessages.rateInvalid],
    [percentage, { rate: 100.001 }, payMessages.percentageInvalid],
    [percentage, { rate: -5 }, payMessages.percentageInvalid],
    [perMile, { rate: 10.5 }, payMessages.perMileRateInvalid],
    [perMile, { rate: '0.5555' }, payMessages.perMileRateInvalid],
    [perMile, { rate: '' }, payMessages.perMileRateInvalid],
    [perMile, { minMiles: -1, rate: 0.5 }, payMessages.tierMilesInvalid],
    [perMile, { minMiles: 100_001, rate: 0.5 }, payMessages.tierMilesInvalid],
    [perMile, { minMiles: 10.5, rate: 0.5 }, payMessages.tierMilesInvalid],
    [perMile, { minMiles: 1000, maxMiles: 1000, rate: 0.5 }, payMessages.maxBelowMin],
    [perMile, { minMiles: 1000, maxMiles: 500, rate: 0.5 }, payMessages.maxBelowMin],
    [perMile, { rate: 0.5, orderIndex: 1001 }, payMessages.orderInvalid],
    [perMile, { rate: 0.5, orderIndex: 1.5 }, payMessages.orderInvalid],
  ])('refuses %#: %j with "%s"', (schema, body, message) => {
    expect(messageOf(schema, body)).toBe(message);
  });

  it.each([
    [percentage, { rate: 100 }],
    [percentage, { rate: '0.001' }],
    [perMile, { rate: 10, minMiles: 0, maxMiles: null }],
    [perMile, { rate: 0.5, minMiles: 99_999, maxMiles: 100_000 }],
  ])('accepts %#: %j', (schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('keeps the id, version and creation time on PUT', () => {
    const tier = newPayTierRecord(
      { ...newPayTierSchema.parse({ rate: 0.5 }), id },
      'per_mile',
      now,
    );
    const later = '2026-11-21T10:00:00.000Z';
    const update = perMile.parse({ minMiles: 500, rate: '0.52', orderIndex: 2 });
    expect(applyPayTierUpdate({ ...tier, version: 7 }, update, later)).toEqual({
      ...tier,
      version: 7,
      minMiles: 500,
      maxMiles: null,
      rate: '0.520',
      orderIndex: 2,
      updatedAt: later,
    });
  });
});

describe('the tier editor', () => {
  const form = payTierFormSchemaFor('per_mile');
  it('reads miles as typed, with separators, and no max when empty', () => {
    expect(form.parse({ minMiles: '1,000', maxMiles: '', rate: '0.55' })).toMatchObject({
      minMiles: 1000,
      maxMiles: null,
      rate: '0.550',
    });
  });

  it('refuses stray characters rather than reading another number', () => {
    const parsed = form.safeParse({ minMiles: '1e3', maxMiles: '2,00', rate: '0.5o' });
    expect(parsed.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`)).toEqual([
      `minMiles: ${numbersOnly}`,
      `maxMiles: ${numbersOnly}`,
      `rate: ${numbersOnly}`,
    ]);
  });
});
