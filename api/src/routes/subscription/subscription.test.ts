/**
 * Subscriptions in demo mode (no Stripe keys, the embedded default) and the gate on every gated
 * write path: REST, batched push and the multipart fill-up.
 */
import { messages, subscriptionMessages } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { days, isoIn } from '../../lib/tokens.js';
import { signIn, signUp, subscribe } from '../../test/accounts.js';
import { build, cookiesFrom, tokenOf, type TestApp } from '../../test/build.js';
import { multipartBody, newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, cookie = '', payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const me = async (cookie: string) => (await inject('GET', '/api/auth/me', cookie)).json().user;

async function startDemo(plan: string, cookie = '') {
  const res = await inject('POST', '/api/create-subscription', cookie, { priceId: `demo_${plan}` });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ clientSecret: string; sessionId: string }>();
  expect(body.clientSecret).toBe(body.sessionId);
  return body.sessionId;
}

const pay = (sessionId: string, fields: object = {}) =>
  inject('POST', '/api/demo/checkout/pay', '', {
    sessionId,
    cardNumber: '4242 4242 4242 4242',
    ...fields,
  });

describe('plans', () => {
  it("lists the product's three plans with demo price ids when no Stripe key is set", async () => {
    const res = (await inject('GET', '/api/subscription/plans')).json();
    expect(res.paymentMode).toBe('demo');
    expect(res.publishableKey).toBeNull();
    expect(res.plans.map((p: { name: string; priceId: string }) => [p.name, p.priceId])).toEqual([
      ['Monthly', 'demo_monthly'],
      ['Annual', 'demo_annual'],
      ['Lifetime', 'demo_lifetime'],
    ]);
  });
});

describe('the demo payment mode', () => {
  it('sells a plan before sign-in: the account is made, its emailed link signs in, loads open', async () => {
    const sessionId = await startDemo('annual');
    const paid = await pay(sessionId, { email: 'first@example.com', name: 'Lee Park' });
    expect(paid.json()).toEqual({
      returnUrl: `/dashboard?payment_success=true&session_id=${sessionId}`,
    });
    const success = (await inject('GET', `/api/checkout/success?session_id=${sessionId}`)).json();
    expect(success).toEqual({
      authToken: null,
      userId: null,
      customerEmail: 'first@example.com',
      tier: 'annual',
      planName: 'Annual',
    });
    const link = await t.linkSentTo('first@example.com', '/login?token=');
    const login = await inject('POST', '/api/auth/token-login', '', { authToken: tokenOf(link) });
    const cookie = cookiesFrom(login);
    expect(await me(cookie)).toMatchObject({
      email: 'first@example.com',
      displayName: 'Lee Park',
      subscriptionStatus: 'trialing',
      subscriptionType: 'annual',
    });
    expect((await inject('POST', '/api/loads', cookie, newLoadBody())).statusCode).toBe(201);
  });

  it("declines Stripe's declined test card with its words, and applies nothing", async () => {
    const sessionId = await startDemo('monthly');
    const res = await pay(sessionId, {
      email: 'declined@example.com',
      cardNumber: '4000 0000 0000 0002',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: subscriptionMessages.cardDeclined });
    const success = await inject('GET', `/api/checkout/success?session_id=${sessionId}`);
    expect(success.statusCode).toBe(402);
    expect(success.json().message).toBe(subscriptionMessages.cardDeclined);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'declined@example.com')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('needs an email from a buyer who is not signed in', async () => {
    const res = await pay(await startDemo('monthly'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(subscriptionMessages.emailRequired);
  });

  it('holds demo purchases naming one address to its per-address email limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await pay(await startDemo('monthly'), { email: 'mailbox@example.com' })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('cancels a demo plan: the driver is shown the gate, and the server accepts writes 7 days', async () => {
    const { userId } = await signUp(t, 'demo-cancel@example.com');
    const cookie = await signIn(t, 'demo-cancel@example.com');
    await subscribe(t, cookie);
    const cancelled = await inject('POST', '/api/demo/subscription/cancel', cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({
      hasActiveSubscription: false,
      subscriptionStatus: 'canceled',
    });
    expect((await inject('POST', '/api/loads', cookie, newLoadBody())).statusCode).toBe(201);
    await t.app.db
      .updateTable('users')
      .set({ subscriptionLapsedAt: isoIn(-days(7) - 60_000) })
      .where('id', '=', userId)
      .execute();
    expect((await inject('POST', '/api/loads', cookie, newLoadBody())).statusCode).toBe(402);
  });
});

describe('the gate on every gated write path', () => {
  let cookie: string;
  beforeAll(async () => {
    await signUp(t, 'never-paid@example.com');
    cookie = await signIn(t, 'never-paid@example.com');
  });

  it('answers a load call with 402 and a clear message, and stores nothing', async () => {
    const res = await inject('POST', '/api/loads', cookie, newLoadBody());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: subscriptionMessages.subscriptionRequired });
    expect((await inject('GET', '/api/loads', cookie)).json()).toEqual([]);
  });

  it('answers each entry of a batched push with 402 alone', async () => {
    const load = newLoadBody();
    const res = await inject('POST', '/api/sync/push', cookie, {
      deviceId: 'gate-device',
      entries: [
        { seq: 1, method: 'POST', path: '/api/loads', body: load },
        { seq: 2, method: 'PATCH', path: `/api/loads/${load.id}/pickup` },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([402, 402]);
  });

  it('answers a multipart fill-up with 402 as plain text', async () => {
    const body = await multipartBody({
      id: uuidv7(),
      date: '2026-11-20T10:00:00.000Z',
      odometer: '150000',
      gallons: '100',
      pricePerGallon: '3.899',
      fuelType: 'diesel',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fuel',
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(402);
    expect(res.body).toBe(subscriptionMessages.subscriptionRequired);
  });

  it('leaves the dashboard, the pull and the pay settings open', async () => {
    expect((await inject('GET', '/api/sync/changes?since=0', cookie)).statusCode).toBe(200);
    expect((await inject('GET', '/api/loads/stats', cookie)).statusCode).toBe(200);
    expect((await inject('GET', '/api/fuel/stats', cookie)).statusCode).toBe(200);
  });
});

describe('email-only sign-in with subscriptions', () => {
  it('emails a link to an account made by a purchase, and it signs in', async () => {
    const sessionId = await startDemo('monthly');
    await pay(sessionId, { email: 'bought-first@example.com' });
    const res = await inject('POST', '/api/auth/simple-login', '', {
      email: 'bought-first@example.com',
    });
    expect(res.json()).toEqual({ success: true, message: messages.emailOnlySignInSent });
    const link = await t.linkSentTo('bought-first@example.com', '/login?token=');
    const login = await inject('POST', '/api/auth/token-login', '', { authToken: tokenOf(link) });
    expect(login.statusCode).toBe(200);
  });

  it('answers before any mail goes out: a failing mailer changes nothing in the answer', async () => {
    const sessionId = await startDemo('monthly');
    await pay(sessionId, { email: 'mail-down@example.com' });
    // The purchase's own sign-in link goes out first.
    await t.flushMail();
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    try {
      const answers = await Promise.all(
        ['mail-down@example.com', 'never-paid@example.com', 'nobody@example.com'].map((email) =>
          inject('POST', '/api/auth/direct-login', '', { email }),
        ),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, message: messages.emailOnlySignInSent });
      }
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    } finally {
      send.mockRestore();
    }
  });
});
