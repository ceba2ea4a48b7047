/**
 * The payment provider as the subscription service needs it: start a checkout, and read back what
 * the provider knows now. Stripe (stripe-provider.ts) or, without keys, the demo mode
 * (demo-provider.ts), behind the same interface so both walk the same screens and rules.
 *
 * State is always read fresh from the provider, never taken from a webhook's payload: events can
 * arrive late, twice or out of order, and applying what the provider says now leaves the right
 * final state whatever their order.
 */
import type { PaymentMode, PlanFacts } from '@haulbook/sync-protocol';

export interface CheckoutRequest {
  plan: PlanFacts;
  priceId: string;
  /** The signed-in driver buying, or null for a purchase made before signing in. */
  buyer: { userId: string; email: string; customerId: string | null } | null;
  /** true: an embedded form (client secret); false: the provider's hosted page (URL). */
  embedded: boolean;
  /** Where the driver comes back, with {CHECKOUT_SESSION_ID} for the provider to fill in. */
  returnUrl: string;
  cancelUrl: string;
}

export interface StartedCheckout {
  id: string;
  clientSecret?: string;
  url?: string;
}

/** A subscription (or a one-time purchase) as the provider holds it now. */
export interface PlanState {
  /** sub_… for a subscription; the checkout's id for a one-time purchase. */
  providerId: string;
  recurring: boolean;
  /** trialing, active, past_due, canceled, unpaid, incomplete, … (Stripe's words). */
  status: string;
  priceId: string | null;
  customerId: string | null;
  startDate: string;
  endDate: string | null;
  /** When the free trial ends (null: none, or over). */
  trialEnd: string | null;
}

export interface CheckoutState {
  id: string;
  complete: boolean;
  email: string | null;
  name: string | null;
  customerId: string | null;
  plan: PlanState | null;
  /** The provider's words for a payment that failed (a declined card), if it did. */
  failure: string | null;
}

export interface PaymentProvider {
  mode: PaymentMode;
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  checkout(id: string): Promise<CheckoutState>;
  subscription(id: string): Promise<PlanState>;
  /** The provider's page where a customer changes or cancels their plan; null: none here. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
}

export const isoFromUnix = (seconds: number | null | undefined): string | null =>
  seconds == null ? null : new Date(seconds * 1000).toISOString();
