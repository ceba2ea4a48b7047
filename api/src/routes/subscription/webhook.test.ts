/**
 * POST /api/stripe/webhook against the Stripe double, with signatures made by the stripe package's
 * test helper: bad signatures refused, replays applied once, out-of-order events leaving the state
 * Stripe holds now.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../test/accounts.js';
import { readMailbox } from '../../mail/mailbox.js';
import type { TestApp } from '../../test/build.js';
import { doublePrices, withStripeDouble } from '../../test/stripe-double.js';

const double = withStripeDouble();
const { stripe } = double;
let t: TestApp;
beforeAll(() => {
  t = double.app();
});

const send = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });

async function deliver(event: { payload: string; signature: string }) {
  const res = await send(event.payload, event.signature);
  expect(res.statusCode).toBe(200);
}

/** Starts a checkout of `price`, for the driver of `cookie` (or nobody): its session id. */
async function startCheckout(price: string, cookie = ''): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie },
    payload: { priceId: price },
  });
  return started.json<{ sessionId: string }>().sessionId;
}

let n = 0;
/** A signed-in driver who bought `plan` through the double; their session and subscription id. */
async function subscriber(price = doublePrices.monthly) {
  n += 1;
  const email = `hook${n}@example.com`;
  const { userId } = await signUp(t, email);
  const cookie = await signIn(t, email);
  const sessionId = await startCheckout(price, cookie);
  const session = stripe.completeCheckout(sessionId);
  await deliver(stripe.event('checkout.session.completed', session));
  return { userId, cookie, sessionId, subId: session.subscription as string };
}

const plan = async (userId: string) =>
  t.app.db
    .selectFrom('users')
    .select(['subscriptionStatus', 'subscriptionTier', 'subscriptionLapsedAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

const calls = (path: string) => stripe.requests.filter((r) => r === `GET ${path}`).length;

beforeEach(() => {
  stripe.requests.length = 0;
});

describe('the signature', () => {
  it('refuses a bad, missing or re-signed payload with 400 and applies nothing', async () => {
    const { userId, subId } = await subscriber();
    const event = stripe.event(
      'customer.subscription.deleted',
      stripe.setStatus(subId, 'canceled'),
    );
    expect((await send(event.payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect((await send(event.payload)).statusCode).toBe(400);
    expect((await send(event.payload, stripe.sign(event.payload, 'whsec_other'))).statusCode).toBe(
      400,
    );
    const tampered = event.payload.replace('canceled', 'active');
    expect((await send(tampered, event.signature)).statusCode).toBe(400);
    expect(calls(`/v1/subscriptions/${subId}`)).toBe(0);
    expect((await plan(userId)).subscriptionStatus).toBe('trialing');
  });

  it('takes a verified event from any origin: the signature is its authentication', async () => {
    const { userId, subId } = await subscriber();
    const event = stripe.event('customer.subscription.updated', stripe.setStatus(subId, 'active'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': event.signature,
        origin: 'https://hooks.stripe.com',
        'sec-fetch-site': 'cross-site',
      },
      payload: event.payload,
    });
    expect(res.json()).toEqual({ received: true });
    expect((await plan(userId)).subscriptionStatus).toBe('active');
  });
});

describe('a replayed event', () => {
  it('is answered 200 and applied once, even after newer events', async () => {
    const { userId, subId } = await subscriber();
    const pastDue = stripe.event('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: subId } },
    });
    stripe.setStatus(subId, 'past_due');
    await deliver(pastDue);
    const lapsedAt = (await plan(userId)).subscriptionLapsedAt;
    expect(lapsedAt).not.toBeNull();

    stripe.setStatus(subId, 'active');
    await deliver(
      stripe.event('invoice.paid', { id: 'in_2', object: 'invoice', subscription: subId }),
    );
    expect(await plan(userId)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionLapsedAt: null,
    });

    const before = calls(`/v1/subscriptions/${subId}`);
    await deliver(pastDue);
    expect(calls(`/v1/subscriptions/${subId}`)).toBe(before);
    expect((await plan(userId)).subscriptionStatus).toBe('active');
    const stored = await t.app.db
      .selectFrom('paymentEvents')
      .select('id')
      .where('id', '=', pastDue.id)
      .execute();
    expect(stored).toHaveLength(1);
  });
});

describe('events out of order', () => {
  it('leave the state Stripe holds now: deleted first, then an old created and updated', async () => {
    const { userId, cookie, subId } = await subscriber();
    const created = stripe.event(
      'customer.subscription.created',
      stripe.setStatus(subId, 'trialing'),
    );
    const updated = stripe.event(
      'customer.subscription.updated',
      stripe.setStatus(subId, 'active'),
    );
    const deleted = stripe.event(
      'customer.subscription.deleted',
      stripe.setStatus(subId, 'canceled'),
    );
    for (const event of [deleted, created, updated]) await deliver(event);
    expect(await plan(userId)).toMatchObject({ subscriptionStatus: 'canceled' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user.hasActiveSubscription).toBe(false);
  });

  it('never take a driver off a newer plan when an older subscription ends', async () => {
    const { userId, subId: older } = await subscriber();
    // A second subscription for the same customer (made in Stripe's dashboard, say).
    const customer = stripe.subscriptions.get(older)!.customer as string;
    const newer = stripe.newSubscription(customer, doublePrices.annual, 'active');
    await deliver(stripe.event('customer.subscription.created', newer));
    await deliver(
      stripe.event('customer.subscription.deleted', stripe.setStatus(older, 'canceled')),
    );
    expect(await plan(userId)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'annual',
    });
  });

  it('never take a driver off Lifetime', async () => {
    const { userId, cookie, subId } = await subscriber();
    const sessionId = await startCheckout(doublePrices.lifetime, cookie);
    await deliver(stripe.event('checkout.session.completed', stripe.completeCheckout(sessionId)));
    await deliver(
      stripe.event('customer.subscription.deleted', stripe.setStatus(subId, 'canceled')),
    );
    expect(await plan(userId)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'lifetime',
    });
  });

  it('apply a checkout completed before the driver came back, and mail its sign-in link once', async () => {
    const sessionId = await startCheckout(doublePrices.monthly);
    const session = stripe.completeCheckout(sessionId, { email: 'webhook-first@example.com' });
    await deliver(
      stripe.event(
        'customer.subscription.created',
        stripe.subscriptions.get(session.subscription as string)!,
      ),
    );
    await deliver(stripe.event('checkout.session.completed', session));
    const success = () =>
      t.app.inject({ method: 'GET', url: `/api/checkout/success?session_id=${sessionId}` });
    expect((await success()).json()).toMatchObject({ authToken: null, tier: 'monthly' });
    expect((await success()).statusCode).toBe(200);
    await t.flushMail();
    const mails = (await readMailbox(t.config.dataDir)).filter(
      (m) => m.to === 'webhook-first@example.com',
    );
    expect(mails.map((m) => m.subject)).toEqual(['Your Haulbook plan is active']);
  });

  it('answer 200 to events Haulbook has no use for', async () => {
    await deliver(stripe.event('customer.created', { id: 'cus_x', object: 'customer' }));
  });
});
