/** Card payments through Stripe: Checkout Sessions (embedded Payment Element or hosted page). */
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.js';
import {
  isoFromUnix,
  type CheckoutRequest,
  type CheckoutState,
  type PaymentProvider,
  type PlanState,
  type StartedCheckout,
} from './payments.js';

/** STRIPE_API_BASE points the SDK at another host (the tests' Stripe double). */
function hostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

export function stripeClient(config: PaymentsConfig): Stripe {
  return new Stripe(config.secretKey!, {
    ...hostOptions(config.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Haulbook' },
  });
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

function planStateOf(sub: Stripe.Subscription): PlanState {
  const item = sub.items.data[0];
  return {
    providerId: sub.id,
    recurring: true,
    status: sub.status,
    priceId: item?.price.id ?? null,
    customerId: idOf(sub.customer),
    startDate: isoFromUnix(sub.start_date)!,
    endDate: isoFromUnix(sub.ended_at ?? sub.cancel_at),
    trialEnd: sub.status === 'trialing' ? isoFromUnix(sub.trial_end) : null,
  };
}

function sessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const { plan, priceId, buyer, embedded } = request;
  const customer = buyer?.customerId
    ? { customer: buyer.customerId }
    : buyer
      ? { customer_email: buyer.email }
      : {};
  const billing: Partial<Stripe.Checkout.SessionCreateParams> = plan.recurring
    ? {
        mode: 'subscription',
        subscription_data: {
          metadata: { plan: plan.id },
          ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
        },
      }
    : { mode: 'payment', customer_creation: buyer?.customerId ? undefined : 'always' };
  const ui: Partial<Stripe.Checkout.SessionCreateParams> = embedded
    ? { ui_mode: 'elements', return_url: request.returnUrl }
    : { ui_mode: 'hosted_page', success_url: request.returnUrl, cancel_url: request.cancelUrl };
  return {
    line_items: [{ price: priceId, quantity: 1 }],
    metadata: { plan: plan.id },
    ...(buyer ? { client_reference_id: buyer.userId } : {}),
    ...customer,
    ...billing,
    ...ui,
  };
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  async function startCheckout(request: CheckoutRequest): Promise<StartedCheckout> {
    const session = await stripe.checkout.sessions.create(sessionParams(request));
    return {
      id: session.id,
      ...(session.client_secret ? { clientSecret: session.client_secret } : {}),
      ...(session.url ? { url: session.url } : {}),
    };
  }

  async function checkout(id: string): Promise<CheckoutState> {
    const session = await stripe.checkout.sessions.retrieve(id, {
      expand: ['subscription', 'payment_intent'],
    });
    const complete =
      session.status === 'complete' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
    const customerId = idOf(session.customer);
    const sub = session.subscription;
    const intent = session.payment_intent;
    const oneTime: PlanState | null = complete
      ? {
          providerId: session.id,
          recurring: false,
          status: 'active',
          priceId: null,
          customerId,
          startDate: isoFromUnix(session.created)!,
          endDate: null,
          trialEnd: null,
        }
      : null;
    return {
      id: session.id,
      complete,
      email: session.customer_details?.email ?? session.customer_email ?? null,
      name: session.customer_details?.name ?? null,
      customerId,
      plan: sub && typeof sub !== 'string' ? planStateOf(sub) : oneTime,
      failure:
        intent && typeof intent !== 'string' ? (intent.last_payment_error?.message ?? null) : null,
    };
  }

  return {
    mode: 'stripe',
    startCheckout,
    checkout,
    subscription: async (id) => planStateOf(await stripe.subscriptions.retrieve(id)),
    async portalUrl(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return portal.url;
    },
  };
}
