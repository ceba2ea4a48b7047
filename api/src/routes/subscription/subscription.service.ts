/**
 * Selling and applying plans (docs/product.md §4 Subscription purchase, Checkout success; docs/architecture.md).
 *
 * Invariants:
 * - A plan is applied from what the provider says now (payments.ts), in one transaction with the
 *   record of the event that asked for it, so a replayed event changes nothing and late events
 *   cannot undo newer ones.
 * - A purchase made before signing in is applied to the account with the checkout's email, created
 *   if there is none, and a sign-in link is mailed to that address (queued in the same
 *   transaction). The purchase signs nobody in: the address may not be the buyer's, and no session
 *   exists on an address before its mailbox is proven. Its confirmation answers the same shape
 *   whether or not the address had an account, and names the account only to its own session.
 * - An older subscription ending never takes a driver off a newer plan, and nothing recurring takes
 *   a driver off Lifetime.
 */
import {
  declinedTestCard,
  isPayingPlan,
  planById,
  planFeatures,
  plans,
  subscriptionMessages,
  type CheckoutSuccess,
  type CreateSubscriptionResponse,
  type DemoPaymentInput,
  type PlanFacts,
  type PlansResponse,
} from '@haulbook/sync-protocol';
import type Stripe from 'stripe';
import { v7 as uuidv7 } from 'uuid';
import type { PaymentsConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.js';
import { isoNow } from '../../lib/tokens.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { signupRepository } from '../signup/signup.repository.js';
import { payDefaults } from '../signup/signup.service.js';
import { demoPrefix } from './demo-provider.js';
import type { CheckoutState, PaymentProvider, PlanState } from './payments.js';
import { subscriptionRepository, type CheckoutRow } from './subscription.repository.js';

export interface SubscriptionDeps {
  db: Db;
  provider: PaymentProvider;
  payments: PaymentsConfig;
  appUrl: string;
  /** Mails a purchase made signed out its sign-in link (auth.service.ts composes it). */
  mailQueue: MailQueue;
}

/** docs/product.md §2: the embedded form returns to the dashboard; the hosted page to the success screen. */
const embeddedReturn = (appUrl: string) =>
  `${appUrl}/dashboard?payment_success=true&session_id={CHECKOUT_SESSION_ID}`;
const hostedReturn = (appUrl: string) =>
  `${appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;

export function subscriptionService({
  db,
  provider,
  payments,
  appUrl,
  mailQueue,
}: SubscriptionDeps) {
  const repo = subscriptionRepository(db);
  const users = usersRepository(db);
  const planOfPrice = (priceId: string | null) =>
    plans.find((p) => payments.prices[p.id] === priceId);

  function planList(): PlansResponse {
    return {
      paymentMode: provider.mode,
      publishableKey: payments.publishableKey ?? null,
      plans: plans.map(({ trialDays: _days, recurring: _recurring, ...plan }) => ({
        ...plan,
        features: [...planFeatures],
        priceId: payments.prices[plan.id],
      })),
    };
  }

  async function startCheckout(
    priceId: string,
    userId: string | null,
  ): Promise<CreateSubscriptionResponse> {
    const plan = planOfPrice(priceId);
    if (!plan) throw badRequest(subscriptionMessages.unknownPlan);
    const user = userId ? await users.findById(userId) : undefined;
    // A second renewing plan at the provider would bill the driver twice: the portal changes it.
    const renewing = user?.stripeSubscriptionId && isPayingPlan(user.subscriptionStatus, null);
    if (provider.mode === 'stripe' && plan.recurring && renewing)
      throw conflict(subscriptionMessages.alreadySubscribed);
    const embedded = provider.mode === 'demo' || payments.publishableKey !== undefined;
    const started = await provider.startCheckout({
      plan,
      priceId,
      buyer: user
        ? { userId: user.id, email: user.email, customerId: user.stripeCustomerId }
        : null,
      embedded,
      returnUrl: embedded ? embeddedReturn(appUrl) : hostedReturn(appUrl),
      cancelUrl: `${appUrl}/subscribe`,
    });
    await repo.insertCheckout({
      id: started.id,
      plan: plan.id,
      priceId,
      buyerUserId: user?.id ?? null,
      createdAt: isoNow(),
      updatedAt: isoNow(),
    });
    if (started.clientSecret) return { clientSecret: started.clientSecret, sessionId: started.id };
    return { type: 'checkout_session', checkoutUrl: started.url!, sessionId: started.id };
  }

  /** Puts a plan's state on its driver (see the invariants above). */
  async function applyPlan(trx: Db, userId: string, plan: PlanFacts, state: PlanState) {
    const now = isoNow();
    await subscriptionRepository(trx).upsertSubscription({
      id: state.providerId,
      userId,
      subscriptionType: plan.id,
      status: state.status,
      stripeSubscriptionId: state.recurring ? state.providerId : null,
      stripePriceId: state.priceId,
      features: JSON.stringify(planFeatures),
      startDate: state.startDate,
      endDate: state.endDate,
      createdAt: now,
      updatedAt: now,
    });
    const userRepo = usersRepository(trx);
    const user = (await userRepo.findById(userId))!;
    const paying = isPayingPlan(state.status, plan.id);
    const current = !user.stripeSubscriptionId || user.stripeSubscriptionId === state.providerId;
    if (!paying && !current) return;
    if (user.subscriptionTier === 'lifetime' && plan.id !== 'lifetime') return;
    const wasPaying = isPayingPlan(user.subscriptionStatus, user.subscriptionTier);
    await userRepo.update(userId, {
      subscriptionStatus: state.status,
      subscriptionTier: plan.id,
      subscriptionPriceId: state.priceId,
      stripeSubscriptionId: state.recurring ? state.providerId : null,
      stripeCustomerId: state.customerId ?? user.stripeCustomerId,
      subscriptionLapsedAt: paying ? null : wasPaying ? now : user.subscriptionLapsedAt,
      trialEndsAt: state.status === 'trialing' ? state.trialEnd : null,
      updatedAt: now,
    });
  }

  /**
   * The account a purchase made before signing in belongs to, created (unverified, without a
   * password) when there is none; its sign-in link is owed to the address either way.
   */
  async function accountFor(trx: Db, email: string, name: string | null): Promise<string> {
    const now = isoNow();
    const id = uuidv7();
    const created = await usersRepository(trx).insertIfNewEmail({
      id,
      email,
      displayName: name,
      createdAt: now,
      updatedAt: now,
    });
    await mailQueue.enqueue('purchase-sign-in', email, {}, trx);
    if (!created) return (await usersRepository(trx).findByEmail(email))!.id;
    const signup = signupRepository(trx);
    await signup.createAccountRows(id, await payDefaults(signup, null), undefined, now);
    return id;
  }

  /** Applies a completed checkout to its driver; the row as it stands afterwards. */
  async function applyCheckout(trx: Db, row: CheckoutRow, state: CheckoutState) {
    const plan = planById(row.plan);
    if (!state.complete || !state.plan || !plan) return row;
    let userId = row.userId ?? row.buyerUserId;
    const email = (state.email ?? row.email)?.trim().toLowerCase();
    if (!userId) {
      if (!email) throw new HttpError(502, subscriptionMessages.checkoutFailed);
      userId = await accountFor(trx, email, state.name ?? row.displayName);
    }
    await applyPlan(trx, userId, plan, {
      ...state.plan,
      priceId: state.plan.priceId ?? row.priceId,
      customerId: state.plan.customerId ?? state.customerId,
    });
    const changes = {
      userId,
      status: 'complete',
      email: email ?? null,
      updatedAt: isoNow(),
    };
    await subscriptionRepository(trx).updateCheckout(row.id, changes);
    return { ...row, ...changes };
  }

  async function knownCheckout(id: string): Promise<CheckoutRow> {
    const row = await repo.findCheckout(id);
    if (!row) throw notFound(subscriptionMessages.checkoutFailed);
    return row;
  }

  /**
   * GET /api/checkout/success: verified with the provider, applied, and answered. `requesterId`
   * is whoever asks (signed in or not): only the account's own session is told its id.
   */
  async function confirmCheckout(
    sessionId: string,
    requesterId: string | null,
  ): Promise<CheckoutSuccess> {
    await knownCheckout(sessionId);
    const state = await provider.checkout(sessionId);
    if (!state.complete)
      throw new HttpError(402, state.failure ?? subscriptionMessages.paymentNotCompleted);
    const row = await db.transaction().execute(async (trx) => {
      const fresh = (await subscriptionRepository(trx).findCheckout(sessionId))!;
      return applyCheckout(trx, fresh, state);
    });
    const user = (await users.findById(row.userId!))!;
    const plan = planById(row.plan)!;
    return {
      authToken: null,
      userId: requesterId === user.id ? user.id : null,
      customerEmail: row.email ?? user.email,
      tier: plan.id,
      planName: plan.name,
    };
  }

  /** The demo payment form: Stripe's declined test card is declined, any other card pays. */
  async function payDemo(input: DemoPaymentInput): Promise<{ returnUrl: string }> {
    if (provider.mode !== 'demo' || !input.sessionId.startsWith(demoPrefix))
      throw notFound(subscriptionMessages.checkoutFailed);
    const row = await knownCheckout(input.sessionId);
    const returnUrl = `/dashboard?payment_success=true&session_id=${encodeURIComponent(row.id)}`;
    if (row.status === 'complete') return { returnUrl };
    if (!row.buyerUserId && !input.email) throw badRequest(subscriptionMessages.emailRequired);
    if (input.cardNumber === declinedTestCard) {
      await repo.updateCheckout(row.id, {
        lastError: subscriptionMessages.cardDeclined,
        updatedAt: isoNow(),
      });
      throw new HttpError(402, subscriptionMessages.cardDeclined);
    }
    await repo.updateCheckout(row.id, {
      status: 'complete',
      email: row.buyerUserId ? null : (input.email ?? null),
      displayName: input.name || null,
      lastError: null,
      updatedAt: isoNow(),
    });
    // Applied at once, as the provider's webhook would.
    const state = await provider.checkout(row.id);
    await db.transaction().execute(async (trx) => {
      await applyCheckout(trx, (await subscriptionRepository(trx).findCheckout(row.id))!, state);
    });
    return { returnUrl };
  }

  /** Demo mode's stand-in for the provider's portal: ends the plan now. */
  async function cancelDemo(userId: string): Promise<void> {
    const user = (await users.findById(userId))!;
    const plan = planById(user.subscriptionTier);
    if (provider.mode !== 'demo' || !plan || !user.stripeSubscriptionId)
      throw conflict(subscriptionMessages.noPortal);
    const now = isoNow();
    await db.transaction().execute((trx) =>
      applyPlan(trx, userId, plan, {
        providerId: user.stripeSubscriptionId!,
        recurring: true,
        status: 'canceled',
        priceId: user.subscriptionPriceId,
        customerId: null,
        startDate: now,
        endDate: now,
        trialEnd: null,
      }),
    );
  }

  async function portalUrl(userId: string): Promise<string> {
    const user = (await users.findById(userId))!;
    const url = user.stripeCustomerId
      ? await provider.portalUrl(user.stripeCustomerId, `${appUrl}/profile`)
      : null;
    if (!url) throw conflict(subscriptionMessages.noPortal);
    return url;
  }

  /** What an event asks to apply, read fresh from the provider; null for events we do not use. */
  async function updateFor(event: Stripe.Event): Promise<((trx: Db) => Promise<void>) | null> {
    const object = event.data.object as { id?: string };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const row = await repo.findCheckout(object.id!);
        if (!row) return null;
        const state = await provider.checkout(row.id);
        return async (trx) => {
          await applyCheckout(
            trx,
            (await subscriptionRepository(trx).findCheckout(row.id))!,
            state,
          );
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        return subscriptionUpdate(object.id!);
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const id = subscriptionOfInvoice(event.data.object);
        return id ? subscriptionUpdate(id) : null;
      }
      default:
        return null;
    }
  }

  async function subscriptionUpdate(id: string) {
    const state = await provider.subscription(id);
    return async (trx: Db) => {
      const owner = await subscriptionRepository(trx).findPlanOwner(id, state.customerId);
      const plan = planOfPrice(state.priceId);
      // Unknown yet: its checkout's completion applies it, with the state read then.
      if (owner && plan) await applyPlan(trx, owner, plan, state);
    };
  }

  /** Applies a verified provider event once; false when it was a replay. */
  async function handleEvent(event: Stripe.Event): Promise<boolean> {
    if (await repo.hasEvent(event.id)) return false;
    const update = await updateFor(event);
    return db.transaction().execute(async (trx) => {
      if (!(await subscriptionRepository(trx).recordEvent(event.id, event.type, isoNow())))
        return false;
      await update?.(trx);
      return true;
    });
  }

  return {
    planList,
    startCheckout,
    confirmCheckout,
    payDemo,
    cancelDemo,
    portalUrl,
    handleEvent,
  };
}
export type SubscriptionService = ReturnType<typeof subscriptionService>;

/** An invoice names its subscription under parent (API 2025+) or, before that, directly. */
function subscriptionOfInvoice(invoice: unknown): string | null {
  const i = invoice as {
    parent?: { subscription_details?: { subscription?: string | { id: string } } | null } | null;
    subscription?: string | { id: string } | null;
  };
  const ref = i.parent?.subscription_details?.subscription ?? i.subscription ?? null;
  return ref === null ? null : typeof ref === 'string' ? ref : ref.id;
}
