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
