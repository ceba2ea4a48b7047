import { describe, expect, it } from 'vitest';
import { demoPaymentSchema, isPayingPlan, mayWriteGated, planById, plans } from './subscription.js';

describe('plans (docs/product.md §9)', () => {
  it('sells Monthly, Annual and Lifetime at their prices and trials', () => {
    expect(plans.map((p) => [p.name, p.price, p.trialDays])).toEqual([
      ['Monthly', '$9.99', 3],
      ['Annual', '$14.99', 7],
      ['Lifetime', '$25.00', 0],
    ]);
  });

  it('marks Annual as the most popular, saving $105/year with 2 months free', () => {
    const annual = planById('annual')!;
    expect(plans.filter((p) => p.popular)).toEqual([annual]);
    expect([annual.highlight, annual.badge]).toEqual(['save $105/year', '2 months free']);
  });

  it('charges Lifetime once and the others every period', () => {
    expect(plans.map((p) => p.recurring)).toEqual([true, true, false]);
    expect(planById('weekly')).toBeUndefined();
  });
});

describe('a plan in force', () => {
  it.each([
    ['active', 'monthly', true],
    ['trialing', 'annual', true],
    ['past_due', 'monthly', false],
    ['canceled', 'annual', false],
    ['unpaid', 'monthly', false],
    ['inactive', null, false],
    ['canceled', 'lifetime', true],
  ])('status %s on %s: %s', (status, tier, paying) => {
    expect(isPayingPlan(status, tier)).toBe(paying);
  });
});

describe('gated writes after a lapse (docs/architecture.md)', () => {
  const lapsed = '2026-11-01T12:00:00.000Z';
  const after = (days: number) => new Date(Date.parse(lapsed) + days * 86_400_000);

  it('are accepted while paying, whatever the past', () => {
    expect(mayWriteGated(true, null, after(0))).toBe(true);
    expect(mayWriteGated(true, lapsed, after(30))).toBe(true);
  });

  it('are accepted for 7 days after the plan lapsed, then refused', () => {
    expect(mayWriteGated(false, lapsed, after(6.9))).toBe(true);
    expect(mayWriteGated(false, lapsed, after(7))).toBe(true);
    expect(mayWriteGated(false, lapsed, after(7.01))).toBe(false);
  });

  it('are refused to a driver who never subscribed', () => {
    expect(mayWriteGated(false, null, after(0))).toBe(false);
  });
});

describe('the demo payment form', () => {
  it('reads a card number with spaces, and refuses a short one', () => {
    const ok = demoPaymentSchema.parse({ sessionId: 'demo_1', cardNumber: '4242 4242 4242 4242' });
    expect(ok.cardNumber).toBe('4242424242424242');
    const short = demoPaymentSchema.safeParse({ sessionId: 'demo_1', cardNumber: '4242' });
    expect(short.error?.issues[0]?.message).toBe('Your card number is incomplete.');
  });
});
