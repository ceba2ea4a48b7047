/**
 * Plans, the subscription calls' bodies and the gate rule (docs/product.md §2 Subscribe, §4, §6, §7
 * Subscription, §9 Plans; docs/architecture.md Subscriptions). The plans are fixed product facts, so the
 * gate can show them offline; only their price ids at the payment provider come from the server.
 */
import * as z from 'zod/mini';
import { emailField } from './auth.js';
import { tooLong } from './messages.js';
import { subscriptionTypes, type SubscriptionType } from './user.js';
import { deferred } from './deferred.js';

export type PlanId = SubscriptionType;
export const planIds = subscriptionTypes;

export interface PlanFacts {
  id: PlanId;
  name: string;
  /** As shown: '$9.99'. */
  price: string;
  period: string;
  description: string;
  /** Free trial days before the first charge (none for a one-time purchase). */
  trialDays: number;
  trial?: string;
  popular: boolean;
  /** A short line under the price: 'save $105/year'. */
  highlight?: string;
  badge?: string;
  /** Charged again each period (monthly, annual) or once (lifetime). */
  recurring: boolean;
}

export const planFeatures = [
  'Unlimited load tracking',
  'Fuel tracking with MPG',
  'Advanced pay calculations',
  'BOL document storage',
  'Detailed earnings reports',
  'Works offline at the truck stop',
] as const;

export const plans: readonly PlanFacts[] = [
  {
    id: 'monthly',
    name: 'Monthly',
    price: '$9.99',
    period: 'per month',
    description: 'Full access, billed every month. Cancel anytime.',
    trialDays: 3,
    trial: '3-day free trial',
    popular: false,
    recurring: true,
  },
  {
    id: 'annual',
    name: 'Annual',
    price: '$14.99',
    period: 'per year',
    description: 'Full access for a whole year.',
    trialDays: 7,
    trial: '7-day free trial',
    popular: true,
    highlight: 'save $105/year',
    badge: '2 months free',
    recurring: true,
  },
  {
    id: 'lifetime',
    name: 'Lifetime',
    price: '$25.00',
    period: 'one-time',
    description: 'Pay once, keep every feature for good.',
    trialDays: 0,
    popular: false,
    recurring: false,
  },
];

export function planById(id: string | null | undefined): PlanFacts | undefined {
  return plans.find((p) => p.id === id);
}

/** docs/product.md §3 Plan, as GET /api/subscription/plans returns it: the facts plus the provider's price id. */
export const planSchema = deferred(() =>
  z.object({
    id: z.enum(planIds),
    name: z.string(),
    price: z.string(),
    period: z.string(),
    description: z.string(),
    trial: z.optional(z.string()),
    features: z.array(z.string()),
    popular: z.boolean(),
    highlight: z.optional(z.string()),
    badge: z.optional(z.string()),
    priceId: z.string(),
  }),
);
export type Plan = z.infer<typeof planSchema>;

export const paymentModes = ['stripe', 'demo'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const plansResponseSchema = deferred(() =>
  z.object({
    /** demo: no provider keys; the same screens, and no card is charged. */
    paymentMode: z.enum(paymentModes),
    /** Loads the embedded Payment Element; null: checkout happens on the provider's hosted page. */
    publishableKey: z.nullable(z.string()),
    plans: z.array(planSchema),
  }),
);
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const createSubscriptionSchema = deferred(() =>
  z.object({
    priceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  }),
);
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

/** docs/product.md §7: hosted checkout (follow checkoutUrl) or an embedded form (clientSecret). */
export const createSubscriptionResponseSchema = deferred(() =>
  z.union([
    z.object({
      type: z.literal('checkout_session'),
      checkoutUrl: z.string(),
      sessionId: z.string(),
    }),
    z.object({ clientSecret: z.string(), sessionId: z.string() }),
  ]),
);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const checkoutSuccessQuerySchema = deferred(() =>
  z.object({
    session_id: z.string().check(z.trim(), z.minLength(1, 'No session ID found'), z.maxLength(300)),
  }),
);

/**
 * GET /api/checkout/success, with docs/product.md §7's fields. A purchase signs nobody in: no session exists
 * on an address before its mailbox is proven, so authToken is always null and a buyer who was
 * signed out gets a sign-in link mailed to the address instead. userId is given only to the
 * account's own session, so the answer is the same whether or not the address had an account.
 */
export const checkoutSuccessResponseSchema = deferred(() =>
  z.object({
    authToken: z.null(),
    userId: z.nullable(z.string()),
    customerEmail: z.string(),
    tier: z.enum(planIds),
    planName: z.string(),
  }),
);
export type CheckoutSuccess = z.infer<typeof checkoutSuccessResponseSchema>;

/** The demo payment form: what a card form would send, with Stripe's test card numbers. */
export const demoPaymentSchema = deferred(() =>
  z.object({
    sessionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    /** Required when signed out: the account is created or matched by it. */
    email: z.optional(emailField()),
    name: z.optional(z.string().check(z.trim(), z.maxLength(100, tooLong(100)))),
    cardNumber: z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) => v.replace(/[\s-]/g, '')),
      ),
      z.string().check(z.regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
    ),
  }),
);
export type DemoPaymentInput = z.infer<typeof demoPaymentSchema>;

/** Stripe's test card that is always declined, honoured by the demo mode too. */
export const declinedTestCard = '4000000000000002';

export const billingPortalResponseSchema = deferred(() => z.object({ url: z.string() }));

export const subscriptionMessages = {
  subscriptionRequired:
    'Your subscription is not active. Choose a plan to keep adding loads and fuel entries.',
  unknownPlan: 'That plan is not available. Choose one of the plans on this page.',
  cardDeclined: 'Your card was declined.',
  emailRequired: 'Enter the email for your account.',
  paymentNotCompleted: 'Your payment has not been completed.',
  noSessionId: 'No session ID found',
  checkoutFailed: 'Failed to process checkout',
  paymentError: 'An error occurred while processing your payment',
  noPortal: 'There is no billing account to manage yet.',
  alreadySubscribed:
    'You already have a plan that renews. Change or cancel it with Manage Plan on your profile.',
} as const;

/** Provider statuses (Stripe's) under which a plan is in force. */
export const payingStatuses = ['active', 'trialing'] as const;

export function isPayingPlan(status: string, tier: string | null): boolean {
  return (payingStatuses as readonly string[]).includes(status) || tier === 'lifetime';
}

/**
 * docs/architecture.md: entries made while the app showed a driver as subscribed are never lost, so the
 * server keeps accepting gated writes for this long after a plan lapses; the device's gate stops
 * new ones as soon as it learns of the lapse.
 */
export const gatedWriteGraceDays = 7;

export function mayWriteGated(paying: boolean, lapsedAt: string | null, now: Date): boolean {
  if (paying) return true;
  if (!lapsedAt) return false;
  return now.getTime() - Date.parse(lapsedAt) <= gatedWriteGraceDays * 24 * 60 * 60 * 1000;
}
