import { describe, expect, it } from 'vitest';
import { planChangeNotice } from './plan-change.js';
import { planById, type PlanFacts } from './subscription.js';

const plan = (id: string) => planById(id) as PlanFacts;

describe('what changes when a subscriber chooses another plan', () => {
  it('tells a Lifetime owner that a renewing plan adds a charge and nothing else', () => {
    expect(planChangeNotice(plan('lifetime'), plan('monthly'))).toBe(
      'You already own Lifetime: every feature is yours for good, with nothing more to pay. ' +
        'Monthly would charge $9.99 per month on top of it and open nothing new.',
    );
  });

  it('tells a renewing subscriber that Lifetime replaces their plan, which keeps renewing until cancelled', () => {
    expect(planChangeNotice(plan('monthly'), plan('lifetime'))).toBe(
      'Lifetime ($25.00 one-time) becomes your plan. Monthly keeps renewing until you cancel it ' +
        'with Manage Plan on your profile.',
    );
  });

  it('tells a renewing subscriber that a second renewing plan would bill them twice', () => {
    expect(planChangeNotice(plan('annual'), plan('monthly'))).toBe(
      'You are on Annual ($14.99 per year). Monthly would be a second plan that renews on its ' +
        'own: to switch, use Manage Plan on your profile, so you are not billed for both.',
    );
  });

  it('has nothing to say about the plan already in force', () => {
    expect(planChangeNotice(plan('annual'), plan('annual'))).toBeUndefined();
  });
});
