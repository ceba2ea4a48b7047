/** Maps a users row to the current user the client reads (docs/product.md §3). */
import {
  isPayingPlan,
  subscriptionTypes,
  type CurrentUser,
  type SubscriptionType,
  type WeekSettings,
} from '@haulbook/sync-protocol';
import type { UserRow } from '../../db/schema.js';

export function isPaying(row: UserRow): boolean {
  return isPayingPlan(row.subscriptionStatus, row.subscriptionTier);
}

/**
 * A trial whose end has passed is over, whether or not the payment provider has said so yet (the
 * demo never does; a Stripe event may be late): the plan reads active and no end date is shown.
 */
function trialOf(row: UserRow): { status: string; endsAt: string | null } {
  if (row.subscriptionStatus !== 'trialing')
    return { status: row.subscriptionStatus, endsAt: null };
  const over = row.trialEndsAt !== null && Date.parse(row.trialEndsAt) <= Date.now();
  return over
    ? { status: 'active', endsAt: null }
    : { status: 'trialing', endsAt: row.trialEndsAt };
}

export function toCurrentUser(row: UserRow, settings: WeekSettings): CurrentUser {
  const paying = isPaying(row);
  const trial = trialOf(row);
  const tier = row.subscriptionTier;
  // The type is only reported while the plan is in force: docs/product.md §4 reads any type as active.
  const subscriptionType =
    paying && tier && (subscriptionTypes as readonly string[]).includes(tier)
      ? (tier as SubscriptionType)
      : null;
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    phone: row.phone,
    company: row.company,
    profileImageUrl: row.profileImageUrl,
    emailVerified: row.emailVerified === 1,
    hasActiveSubscription: paying,
    subscriptionStatus: trial.status,
    subscriptionTier: tier,
    subscriptionType,
    stripeSubscriptionId: row.stripeSubscriptionId,
    isBlocked: row.isBlocked === 1,
    payPeriodStartDay: settings.payPeriodStartDay,
    timeZone: settings.timeZone,
    dashboardSeen: row.dashboardSeenAt !== null,
    trialEndsAt: trial.endsAt,
  };
}
