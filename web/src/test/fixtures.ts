import type { CurrentUser } from '@haulbook/sync-protocol';

/** A verified driver without a subscription, as GET /api/auth/me returns one. */
export const driver: CurrentUser = {
  id: 'u1',
  email: 'jane@example.com',
  displayName: 'Jane Driver',
  phone: '5551234567',
  company: 'landstar',
  profileImageUrl: null,
  emailVerified: true,
  hasActiveSubscription: false,
  subscriptionStatus: 'inactive',
  subscriptionTier: null,
  subscriptionType: null,
  stripeSubscriptionId: null,
  isBlocked: false,
  payPeriodStartDay: 'monday',
  timeZone: 'America/Chicago',
  dashboardSeen: false,
  trialEndsAt: null,
};

/** The same driver on a monthly plan in force. */
export const subscriber: CurrentUser = {
  ...driver,
  hasActiveSubscription: true,
  subscriptionStatus: 'active',
  subscriptionTier: 'monthly',
  subscriptionType: 'monthly',
  stripeSubscriptionId: 'sub_1',
};

/** A load as the Add Load form sends it: Joplin to Dallas, 420 miles, no revenue typed. */
export const joplinToDallas = {
  pickupCity: 'Joplin',
  pickupState: 'MO' as const,
  deliveryCity: 'Dallas',
  deliveryState: 'TX' as const,
  pickupDate: '2026-11-18T14:00:00.000Z',
  deliveryDate: '2026-11-19T20:00:00.000Z',
  loadedMiles: 420,
  emptyMiles: 0,
};
