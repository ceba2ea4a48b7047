import { describe, expect, it } from 'vitest';
import { greetingName, isActiveSubscriber } from './user.js';

const inactive = {
  hasActiveSubscription: false,
  subscriptionStatus: 'inactive',
  subscriptionTier: null,
  subscriptionType: null,
};

describe('active subscriber (docs/product.md §4)', () => {
  it.each([
    [{ hasActiveSubscription: true }],
    [{ subscriptionStatus: 'active' }],
    [{ subscriptionTier: 'lifetime' }],
    [{ subscriptionType: 'monthly' as const }],
    [{ subscriptionType: 'annual' as const }],
    [{ subscriptionType: 'lifetime' as const }],
  ])('is active when %j', (change) => {
    expect(isActiveSubscriber({ ...inactive, ...change })).toBe(true);
  });

  it('is not active otherwise, nor with no user', () => {
    expect(isActiveSubscriber(inactive)).toBe(false);
    expect(
      isActiveSubscriber({
        ...inactive,
        subscriptionStatus: 'canceled',
        subscriptionTier: 'monthly',
      }),
    ).toBe(false);
    expect(isActiveSubscriber(null)).toBe(false);
  });
});

describe('greeting name', () => {
  it('uses the display name, or Driver', () => {
    expect(greetingName({ displayName: 'Dale' })).toBe('Dale');
    expect(greetingName({ displayName: '  ' })).toBe('Driver');
    expect(greetingName(null)).toBe('Driver');
  });
});
