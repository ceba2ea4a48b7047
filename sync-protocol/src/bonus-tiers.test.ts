import { describe, expect, it } from 'vitest';
import {
  bonusCents,
  bonusMessages,
  bonusRuleOf,
  bonusTierFormSchema,
  bonusTierSchema,
  bonusTierSummary,
  newBonusTierRecord,
  newBonusTierSchema,
  periodBonusCents,
  type BonusRule,
} from './bonus-tiers.js';
import { numbersOnly } from './typed-number.js';
import { messages } from './messages.js';
import { payMessages } from './pay-config.js';

const id = '0192f3a0-0000-7000-8000-0000000000b1';
const messageOf = (body: object) => {
  const result = newBonusTierSchema.safeParse({ id, bonusAmount: 100, ...body });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('POST /api/bonus-tiers (docs/product.md §5 Bonus tier)', () => {
  it('defaults to a flat monthly bonus, and sends empty optional fields as null', () => {
    const input = newBonusTierSchema.parse({
      id,
      bonusAmount: '250',
      minMiles: null,
      description: '  ',
    });
    expect(input).toEqual({
      id,
      bonusType: 'flat',
      bonusAmount: '250.00',
      timePeriod: 'monthly',
      minMiles: null,
      maxMiles: null,
      description: null,
    });
    const now = '2026-11-20T10:00:00.000Z';
    const record = newBonusTierRecord({ ...input, id }, now);
    expect(bonusTierSchema.parse(record)).toEqual({
      ...input,
      version: 0,
      createdAt: now,
      updatedAt: now,
    });
  });

  it.each([
    [{ bonusAmount: undefined }, bonusMessages.amountInvalid],
    [{ bonusAmount: null }, bonusMessages.amountInvalid],
    [{ bonusAmount: '' }, bonusMessages.amountInvalid],
    [{ bonusAmount: 0 }, bonusMessages.amountInvalid],
    [{ bonusAmount: -50 }, bonusMessages.amountInvalid],
    [{ bonusAmount: 'fifty' }, bonusMessages.amountInvalid],
    [{ bonusAmount: 10.005 }, bonusMessages.amountInvalid],
    [{ bonusAmount: 100_000.01 }, bonusMessages.amountInvalid],
    [{ bonusType: 'per_mile', bonusAmount: 10.01 }, bonusMessages.perMileTooLarge],
    [{ bonusType: 'percent' }, bonusMessages.typeInvalid],
    [{ timePeriod: 'daily' }, bonusMessages.timePeriodInvalid],
    [{ minMiles: -1 }, bonusMessages.milesInvalid],
    [{ maxMiles: 1_000_001 }, bonusMessages.milesInvalid],
    [{ minMiles: 8000, maxMiles: 8000 }, payMessages.maxBelowMin],
    [{ description: 'a'.repeat(201) }, 'Description must be at most 200 characters'],
    [{ description: 'safe\u0000driving' }, messages.controlCharacters],
    [{ description: 'line\nbreak' }, messages.controlCharacters],
  ])('refuses %j with "%s"', (body, message) => {
    expect(messageOf(body)).toBe(message);
  });

  it('accepts a per-mile bonus of $0.02 a mile over a yearly band', () => {
    expect(
      newBonusTierSchema.parse({
        id,
        bonusType: 'per_mile',
        bonusAmount: 0.02,
        timePeriod: 'yearly',
        minMiles: 100_000,
        maxMiles: 1_000_000,
        description: 'Safe miles',
      }),
    ).toMatchObject({ bonusAmount: '0.02', description: 'Safe miles' });
  });
});

describe('what a bonus pays', () => {
  const flat: BonusRule = {
    bonusType: 'flat',
    bonusAmountCents: 300_00,
    timePeriod: 'monthly',
    minMiles: 8000,
    maxMiles: 9999,
  };
  const perMile: BonusRule = { ...flat, bonusType: 'per_mile', bonusAmountCents: 2 };

  it.each([
    [7999, 0, 0],
    [8000, 300_00, 160_00],
    [9999, 300_00, 199_98],
    [10_000, 0, 0],
  ])('at %i miles: flat %i cents, per mile %i cents', (miles, flatCents, perMileCents) => {
    expect(bonusCents(flat, miles)).toBe(flatCents);
    expect(bonusCents(perMile, miles)).toBe(perMileCents);
  });

  it('without a min or max pays from the first mile with no ceiling', () => {
    const open = { ...flat, minMiles: null, maxMiles: null };
    expect([0, 1, 1_000_000].map((m) => bonusCents(open, m))).toEqual([300_00, 300_00, 300_00]);
  });

  it('counts only the tiers of the period asked, each whose band holds the miles', () => {
    const rules = [
      flat,
      { ...flat, minMiles: 10_000, maxMiles: null, bonusAmountCents: 500_00 },
      {
        ...flat,
        timePeriod: 'weekly' as const,
        minMiles: 2500,
        maxMiles: null,
        bonusAmountCents: 50_00,
      },
      { ...perMile, timePeriod: 'yearly' as const, minMiles: 100_000, maxMiles: null },
    ];
    expect(periodBonusCents(rules, 'monthly', 9000)).toBe(300_00);
    expect(periodBonusCents(rules, 'monthly', 12_000)).toBe(500_00);
    expect(periodBonusCents(rules, 'weekly', 2500)).toBe(50_00);
    expect(periodBonusCents(rules, 'weekly', 2499)).toBe(0);
    expect(periodBonusCents(rules, 'yearly', 120_000)).toBe(2400_00);
  });

  it('reads the stored tier exactly', () => {
    const tier = newBonusTierSchema.parse({ id, bonusType: 'per_mile', bonusAmount: '0.03' });
    expect(bonusRuleOf(tier)).toEqual({
      bonusType: 'per_mile',
      bonusAmountCents: 3,
      timePeriod: 'monthly',
      minMiles: null,
      maxMiles: null,
    });
  });
});

describe('the profile summary (docs/product.md §9)', () => {
  it.each([
    [2, 2, null],
    [3, 3, null],
    [5, 3, '+2 more'],
  ])('of %i bonus tiers shows %i and %j', (count, shown, more) => {
    const summary = bonusTierSummary(Array.from({ length: count }, (_, i) => i));
    expect(summary.shown).toHaveLength(shown);
    expect(summary.more).toBe(more);
  });
});

describe('the bonus tier form', () => {
  const typed = {
    id: '0192f0a4-0000-7000-8000-000000000001',
    bonusAmount: '1,500',
    minMiles: '10,000',
    maxMiles: '',
    description: '',
  };
  it('reads amount and miles as typed', () => {
    expect(bonusTierFormSchema.parse(typed)).toMatchObject({
      bonusAmount: '1500.00',
      minMiles: 10000,
      maxMiles: null,
    });
  });

  it("refuses stray characters, the amount with the product's message", () => {
    const parsed = bonusTierFormSchema.safeParse({ ...typed, bonusAmount: '15o', minMiles: '1,0' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      bonusMessages.amountInvalid,
      numbersOnly,
    ]);
  });
});

describe('docs/product.md §7 POST /api/bonus-tiers (no id in its payload)', () => {
  it('is taken without an id, docs/product.md §5’s amount message first', () => {
    const noAmount = newBonusTierSchema.safeParse({ bonusType: 'flat', timePeriod: 'weekly' });
    expect(noAmount.error?.issues[0]?.message).toBe('Please enter a valid bonus amount');
    const parsed = newBonusTierSchema.parse({
      bonusType: 'flat',
      bonusAmount: 150,
      timePeriod: 'weekly',
      minMiles: 2000,
      maxMiles: null,
      description: null,
    });
    expect(parsed).toMatchObject({ bonusAmount: '150.00', minMiles: 2000 });
    expect(parsed.id).toBeUndefined();
  });
});
