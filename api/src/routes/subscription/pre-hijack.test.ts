/**
 * No session on an address before its mailbox is proven (issue 28). An attacker, signed out, buys a
 * plan naming the victim's address and follows every step a buyer can: the checkout's answer,
 * token-login, the sign-in link calls. They must end with no session on the account, before and
 * after the victim signs up on the same account and adds loads; the victim keeps the plan, and the
 * sign-in link went to the victim's mailbox. In demo mode and against the Stripe double.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { signIn, signUp } from '../../test/accounts.js';
import { build, cookiesFrom, tokenOf, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';
import { doublePrices, withStripeDouble, type StripeDouble } from '../../test/stripe-double.js';

/** A signed-out purchase of Monthly naming `email`, paid on the demo form: its session id. */
async function demoPurchase(t: TestApp, email: string): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    payload: { priceId: 'demo_monthly' },
  });
  const { sessionId } = started.json<{ sessionId: string }>();
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/demo/checkout/pay',
    payload: { sessionId, email, cardNumber: '4242424242424242' },
  });
  expect(paid.statusCode).toBe(200);
  return sessionId;
}

/** The same, paid at the Stripe double. */
async function stripePurchase(t: TestApp, stripe: StripeDouble, email: string): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    payload: { priceId: doublePrices.monthly },
  });
  const { sessionId } = started.json<{ sessionId: string }>();
  stripe.completeCheckout(sessionId, { email });
  return sessionId;
}

function preHijack(
  name: string,
  app: () => TestApp,
  purchase: (t: TestApp, email: string) => Promise<string>,
) {
  describe(`${name}: a purchase made signed out, naming someone else's address`, () => {
    it('leaves the buyer with no session on that account, before or after its owner signs up', async () => {
      const t = app();
      const victim = `victim-${name}@example.com`;
      const sessionId = await purchase(t, victim);
      const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
        t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

      // Every step the attacker can take, keeping every cookie the server hands out.
      const replies: LightMyRequestResponse[] = [];
      const success = await call('GET', `/api/checkout/success?session_id=${sessionId}`, '');
      replies.push(success);
      expect(success.statusCode).toBe(200);
      const authToken = success.json<{ authToken: string | null }>().authToken ?? 'x'.repeat(43);
      replies.push(
        await call('POST', '/api/auth/token-login', '', { authToken }),
        await call('POST', '/api/auth/direct-login', '', { email: victim }),
      );
      const attacker = cookiesFrom(...replies);
      expect((await call('GET', '/api/auth/me', attacker)).statusCode).toBe(401);

      // The sign-in link went to the address itself, which only its owner reads.
      expect(await t.linkSentTo(victim, '/login?token=')).toMatch(/token=/);

      // The owner signs up on the same account: the purchase stays theirs.
      const owner = await signUp(t, victim);
      const cookie = await signIn(t, victim);
      const me = (await call('GET', '/api/auth/me', cookie)).json().user;
      expect(me).toMatchObject({ id: owner.userId, hasActiveSubscription: true });
      expect((await call('POST', '/api/loads', cookie, newLoadBody())).statusCode).toBe(201);

      expect((await call('GET', '/api/auth/me', attacker)).statusCode).toBe(401);
      expect((await call('GET', '/api/loads', attacker)).statusCode).toBe(401);
    });

    it('answers the same shape whether or not the address had an account', async () => {
      const t = app();
      const first = await purchase(t, `fresh-${name}@example.com`);
      await signUp(t, `owner-${name}@example.com`);
      const second = await purchase(t, `owner-${name}@example.com`);
      const answer = async (id: string) =>
        (
          await t.app.inject({ method: 'GET', url: `/api/checkout/success?session_id=${id}` })
        ).json();
      const [fresh, existing] = [await answer(first), await answer(second)];
      expect(fresh).toEqual({
        authToken: null,
        userId: null,
        customerEmail: `fresh-${name}@example.com`,
        tier: 'monthly',
        planName: 'Monthly',
      });
      expect(existing).toEqual({ ...fresh, customerEmail: `owner-${name}@example.com` });
    });
  });
}

describe('in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  preHijack('demo', () => t, demoPurchase);

  it('mails the buyer a link that signs them in once, as the owner of the mailbox', async () => {
    await demoPurchase(t, 'link-buyer@example.com');
    const link = await t.linkSentTo('link-buyer@example.com', '/login?token=');
    const tokenLogin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/token-login',
        payload: { authToken: tokenOf(link) },
      });
    const login = await tokenLogin();
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      email: 'link-buyer@example.com',
      hasActiveSubscription: true,
    });
    expect((await tokenLogin()).statusCode).toBe(401);
  });
});

describe('against the Stripe double', () => {
  const double = withStripeDouble();
  preHijack('stripe', double.app, (t, email) => stripePurchase(t, double.stripe, email));
});
