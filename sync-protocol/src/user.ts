/** The current user as GET /api/auth/me returns it (docs/product.md §3 "Responses read by the client"). */
import * as z from 'zod/mini';
import { weekdays } from './companies.js';
import { deferred } from './deferred.js';

export const subscriptionTypes = ['monthly', 'annual', 'lifetime'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

export const currentUserSchema = deferred(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    company: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
    emailVerified: z.boolean(),
    hasActiveSubscription: z.boolean(),
    subscriptionStatus: z.string(),
    subscriptionTier: z.nullable(z.string()),
    subscriptionType: z.nullable(z.enum(subscriptionTypes)),
    stripeSubscriptionId: z.nullable(z.string()),
    isBlocked: z.boolean(),
    /** Where this driver's week starts and the zone their days are counted in (earnings periods). */
    payPeriodStartDay: z.enum(weekdays),
    timeZone: z.string(),
    /**
     * Whether the driver has seen their dashboard: until then it greets them with 'Welcome'. A
     * user cached by an earlier release reads as having seen it.
     */
    dashboardSeen: z._default(z.boolean(), true),
    /** When the free trial ends, while the plan is trialing; null otherwise (and when cached earlier). */
    trialEndsAt: z._default(z.nullable(z.string()), null),
  }),
);
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = deferred(() => z.object({ user: currentUserSchema }));

type SubscriptionFacts = Pick<
  CurrentUser,
  'hasActiveSubscription' | 'subscriptionStatus' | 'subscriptionTier' | 'subscriptionType'
>;

/**
 * docs/product.md §4: a user is an active subscriber when any one of these holds. The API sets
 * hasActiveSubscription from its own rows; the client re-checks all four the same way.
 */
export function isActiveSubscriber(user: Partial<SubscriptionFacts> | null | undefined): boolean {
  if (!user) return false;
  return (
    user.hasActiveSubscription === true ||
    user.subscriptionStatus === 'active' ||
    user.subscriptionTier === 'lifetime' ||
    (user.subscriptionType != null && subscriptionTypes.includes(user.subscriptionType))
  );
}

/** The dashboard's greeting word: 'Welcome' on the first visit, 'Welcome back' after. */
export const greetingWord = (returning: boolean) => (returning ? 'Welcome back' : 'Welcome');

/** docs/product.md §2 Dashboard: greet by display name, or 'Driver'. */
export function greetingName(user: Pick<CurrentUser, 'displayName'> | null | undefined): string {
  const name = user?.displayName?.trim();
  return name ? name : 'Driver';
}
