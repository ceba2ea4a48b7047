/**
 * Each purchase flow against the local Stripe double (STRIPE_API_BASE): signed in, purchase first
 * then sign-in by the link mailed to the address, a declined card, a cancelled subscription reaching the gate, hosted checkout
 * and the customer portal.
 */
import { subscriptionMessages } from '@haulbook/sync-protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { days, isoIn } from '../../lib/tokens.js';
import { signIn, signUp } from '../../test/accounts.js';
import { build, cookiesFrom, tokenOf, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';
import { doublePrices, withStripeDouble } from '../../test/stripe-double.js';

const double = withStripeDouble();
const { stripe } = double;
let t: TestApp;
beforeAll(() => {
  t = double.app();
});

const inject = (method: 'GET' | 'POST', url: string, cookie = '', payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function checkout(priceId: string, cookie = '') {
  const res = await inject('POST', '/api/create-subscription', cookie, { priceId });
  expect(res.statusCode).toBe(200);
  return res.json<{ clientSecret: string; sessionId: string }>();
}

const success = (sessionId: string, cookie = '') =>
  inject('GET', `/api/checkout/success?session_id=${sessionId}`, cookie);
const me = async (cookie: string) => (await inject('GET', '/api/auth/me', cookie)).json().user;
const addLoad = (cookie: string) => inject('POST', '/api/loads', cookie, newLoadBody());

async function webhook(type: string, object: Record<string, unknown>) {
  const event = stripe.event(type, object);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  expect(res.statusCode).toBe(200);
}

describe('a signed-in driver buying a plan', () => {
  it('gets an embedded checkout for their account, and their loads open once it is paid', async () => {
    const { userId } = await signUp(t, 'signed-in@example.com');
    const cookie = await signIn(t, 'signed-in@example.com');
    expect((await addLoad(cookie)).statusCode).toBe(402);

    const { clientSecret, sessionId } = await checkout(doublePrices.monthly, cookie);
    const session = stripe.sessions.get(sessionId)!;
    expect(clientSecret).toBe(session.client_secret);
    expect(session).toMatchObject({
      mode: 'subscription',
      ui_mode: 'elements',
      customer_email: 'signed-in@example.com',
      client_reference_id: userId,
      trial_period_days: 3,
      return_url: `http://haulbook.test/dashboard?payment_success=true&session_id={CHECKOUT_SESSION_ID}`,
    });

    stripe.completeCheckout(sessionId);
    const res = await success(sessionId, cookie);
    expect(res.json()).toEqual({
      authToken: null,
      userId,
      customerEmail: 'signed-in@example.com',
      tier: 'monthly',
      planName: 'Monthly',
    });
    expect(await me(cookie)).toMatchObject({
      hasActiveSubscription: true,
      subscriptionStatus: 'trialing',
      subscriptionType: 'monthly',
      stripeSubscriptionId: session.subscription,
    });
    expect((await addLoad(cookie)).statusCode).toBe(201);
  });

  it('refuses a second renewing plan (the portal changes plans), but sells Lifetime', async () => {
    await signUp(t, 'twice@example.com');
    const cookie = await signIn(t, 'twice@example.com');
    const { sessionId } = await checkout(doublePrices.monthly, cookie);
    stripe.completeCheckout(sessionId);
    await success(sessionId, cookie);
    const again = await inject('POST', '/api/create-subscription', cookie, {
      priceId: doublePrices.annual,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(subscriptionMessages.alreadySubscribed);
    expect((await checkout(doublePrices.lifetime, cookie)).sessionId).toMatch(/^cs_/);
  });

  it('answers an unknown price with 400 and starts nothing at Stripe', async () => {
    const before = stripe.requests.length;
    const res = await inject('POST', '/api/create-subscription', '', { priceId: 'price_other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(subscriptionMessages.unknownPlan);
    expect(stripe.requests.length).toBe(before);
  });
});

describe('a purchase made before signing in', () => {
  it('creates the account from the checkout and mails its address a link that signs in once', async () => {
    const { sessionId } = await checkout(doublePrices.annual);
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      customer_email: null,
      client_reference_id: null,
    });
    stripe.completeCheckout(sessionId, { email: 'New.Driver@example.com', name: 'Rosa Diaz' });

    const first = (await success(sessionId)).json();
    expect(first).toEqual({
      authToken: null,
      userId: null,
      customerEmail: 'new.driver@example.com',
      tier: 'annual',
      planName: 'Annual',
    });
    expect((await success(sessionId)).json()).toEqual(first);

    const authToken = tokenOf(await t.linkSentTo('new.driver@example.com', '/login?token='));
    const login = await inject('POST', '/api/auth/token-login', '', { authToken });
    expect(login.statusCode).toBe(200);
    const cookie = cookiesFrom(login);
    expect(await me(cookie)).toMatchObject({
      email: 'new.driver@example.com',
      displayName: 'Rosa Diaz',
      subscriptionType: 'annual',
      hasActiveSubscription: true,
    });
    expect((await addLoad(cookie)).statusCode).toBe(201);
    const replay = await inject('POST', '/api/auth/token-login', '', { authToken });
    expect(replay.statusCode).toBe(401);
  });

  it("applies a purchase with an existing account's email to it, but signs nobody in", async () => {
    await signUp(t, 'has-account@example.com');
    const { sessionId } = await checkout(doublePrices.monthly);
    stripe.completeCheckout(sessionId, { email: 'has-account@example.com' });
    const res = (await success(sessionId)).json();
    expect(res).toMatchObject({ authToken: null, userId: null });
    expect(await me(await signIn(t, 'has-account@example.com'))).toMatchObject({
      hasActiveSubscription: true,
    });
  });

  it('answers a declined card with 402 and the bank words, and creates no account', async () => {
    const { sessionId } = await checkout(doublePrices.lifetime);
    expect(stripe.sessions.get(sessionId)).toMatchObject({ mode: 'payment' });
    stripe.declineCheckout(sessionId);
    const res = await success(sessionId);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: 'Your card was declined.' });
    const count = await t.app.db
      .selectFrom('checkouts')
      .select('userId')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(count.userId).toBeNull();
  });

  it('answers a session id it never started with 404', async () => {
    const res = await success('cs_made_up');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(subscriptionMessages.checkoutFailed);
  });
});

describe('a cancelled subscription', () => {
  it('reaches the gate: shown at once, writes accepted for 7 days, then 402, reads kept', async () => {
    const { userId } = await signUp(t, 'cancels@example.com');
    const cookie = await signIn(t, 'cancels@example.com');
    const { sessionId } = await checkout(doublePrices.monthly, cookie);
    const subId = stripe.completeCheckout(sessionId).subscription as string;
    await success(sessionId, cookie);
    expect((await addLoad(cookie)).statusCode).toBe(201);

    await webhook('customer.subscription.deleted', stripe.setStatus(subId, 'canceled'));
    expect(await me(cookie)).toMatchObject({
      hasActiveSubscription: false,
      subscriptionStatus: 'canceled',
      subscriptionType: null,
    });
    // Entries made while the app still showed the plan are accepted when they sync late.
    expect((await addLoad(cookie)).statusCode).toBe(201);

    await t.app.db
      .updateTable('users')
      .set({ subscriptionLapsedAt: isoIn(-days(8)) })
      .where('id', '=', userId)
      .execute();
    const refused = await addLoad(cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: subscriptionMessages.subscriptionRequired });
    const loads = await inject('GET', '/api/loads', cookie);
    expect(loads.statusCode).toBe(200);
    expect(loads.json()).toHaveLength(2);
  });
});

describe('hosted checkout and the customer portal', () => {
  it('sends the driver to Stripe Checkout when no publishable key is set', async () => {
    const hosted = await build({ payments: stripe.payments(false) });
    try {
      const res = await hosted.app.inject({
        method: 'POST',
        url: '/api/create-subscription',
        payload: { priceId: doublePrices.annual },
      });
      const body = res.json();
      expect(body).toMatchObject({ type: 'checkout_session' });
      const session = stripe.sessions.get(body.sessionId)!;
      expect(body.checkoutUrl).toBe(session.url);
      expect(session.success_url).toBe(
        'http://haulbook.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      );
    } finally {
      await hosted.close();
    }
  });

  it("opens Stripe's portal for a customer, and says there is none for a driver who never paid", async () => {
    await signUp(t, 'portal@example.com');
    const cookie = await signIn(t, 'portal@example.com');
    const none = await inject('POST', '/api/billing-portal', cookie);
    expect(none.statusCode).toBe(409);
    const { sessionId } = await checkout(doublePrices.monthly, cookie);
    stripe.completeCheckout(sessionId);
    await success(sessionId, cookie);
    const portal = await inject('POST', '/api/billing-portal', cookie);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\//);
  });
});

describe('the page policy', () => {
  it("lets the embedded Payment Element load Stripe.js and its frames, and nothing else's", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com;/,
    );
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com [^;]*https:\/\/hooks\.stripe\.com;/);
  });
});
