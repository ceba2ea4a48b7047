/**
 * Two API processes on one PostgreSQL database behind a round-robin proxy (two-processes.ts): the
 * limits on guessing hold across them, a session or a signup begun on one process carries on at
 * the other, and a payment event delivered to both is applied once, its email sent once. The sync
 * engine's convergence through the same harness is web/src/data/sync/engine.two-processes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { PaymentsConfig } from '../config.js';
import { findLink, readMailbox } from '../mail/mailbox.js';
import { doublePrices, StripeDouble } from './stripe-double.js';
import { call, startTwoProcesses, type Answer, type ApiProcesses } from './two-processes.js';

const json = { 'content-type': 'application/json' };
const password = 'Haul1234';

/** The environment that points both processes at the Stripe double. */
function stripeEnv(payments: PaymentsConfig): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: payments.secretKey!,
    STRIPE_WEBHOOK_SECRET: payments.webhookSecret!,
    STRIPE_PRICE_MONTHLY: payments.prices.monthly!,
    STRIPE_PRICE_ANNUAL: payments.prices.annual!,
    STRIPE_PRICE_LIFETIME: payments.prices.lifetime!,
    STRIPE_API_BASE: payments.apiBase!,
  };
}

/** The Cookie header a browser would send back after these answers. */
const cookieOf = (...answers: Answer[]) =>
  answers
    .flatMap((a) => a.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

describe.runIf(process.env.HB_TEST_DB === 'postgres')('two API processes, one database', () => {
  const stripe = new StripeDouble();
  let api: ApiProcesses;
  beforeAll(async () => {
    await stripe.start();
    api = await startTwoProcesses({
      serverUrl: inject('testDatabaseUrl'),
      env: stripeEnv(stripe.payments()),
    });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await stripe.stop();
  });

  const post = (base: string, path: string, body: object, headers = {}, from?: string) =>
    call(`${base}${path}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
      ...(from ? { from } : {}),
    });

  /** The emails sent to `to`, once one is and none waits (mail leaves after the reply). */
  async function emailsTo(to: string) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const waiting = await api.db
        .selectFrom('mailQueue')
        .select('id')
        .where('address', '=', to)
        .execute();
      const sent = (await readMailbox(api.dataDir)).filter((e) => e.to === to);
      if (waiting.length === 0 && sent.length > 0) return sent;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`No email to ${to}`);
  }

  describe('limits on guessing', () => {
    /** A sign-in to an address with no account, from the client address `from`. */
    const guess = (base: string, email: string, from: string, headers = {}) =>
      post(base, '/api/auth/login', { email, password }, headers, from);

    /** Wrong sign-ins from `from`, each naming a new address, until one is refused: its number. */
    async function refusedAt(base: string, from: string) {
      const servedBy: string[] = [];
      for (let n = 1; n <= 20; n++) {
        const answer = await guess(base, `nobody-${from}-${n}@example.com`, from);
        servedBy.push(String(answer.headers['x-served-by']));
        if (answer.status === 429) return { n, servedBy };
        expect(answer.status).toBe(401);
      }
      throw new Error('never refused');
    }

    it('refuse a client at the same attempt whether one process or two answer', async () => {
      // Side by side, so the two processes' password checks share the machine's cores.
      const [alone, proxied] = await Promise.all([
        refusedAt(api.direct[0]!, '127.0.0.4'),
        refusedAt(api.url, '127.0.0.2'),
      ]);
      expect(proxied.n).toBe(alone.n);
      expect(new Set(proxied.servedBy)).toEqual(new Set(['0', '1']));
      // The limit is the client's, not the proxy's, and a forged address does not escape it.
      const forged = { 'x-forwarded-for': '203.0.113.9' };
      expect((await guess(api.url, 'a@example.com', '127.0.0.2', forged)).status).toBe(429);
      expect((await guess(api.url, 'a@example.com', '127.0.0.3')).status).toBe(401);
    });

    it('slow down guesses at one address whichever process each reaches', async () => {
      const answers: number[] = [];
      for (let n = 0; n < 6; n++)
        answers.push((await guess(api.url, 'guessed@example.com', '127.0.0.5')).status);
      expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  describe('a driver moving between processes', () => {
    it('signs up on both, and a session from one is honoured and ended on the other', async () => {
      const email = 'between@example.com';
      const [a, b] = api.direct as [string, string];
      await post(api.url, '/api/signup/step1', { email, displayName: 'Dale Trucker' });
      const [mail] = await emailsTo(email);
      const link = new URL(findLink(mail!.text, `${api.url}/signup/step2`)!);
      const verified = await call(`${a}/api/verify-email${link.search}`);
      const { userId } = JSON.parse(verified.text) as { userId: string };
      // The proof that this browser opened the link is a cookie signed by process A.
      const step2 = await post(
        b,
        '/api/signup/step2',
        { phone: '5551234567', company: 'landstar', password, confirmPassword: password, userId },
        { cookie: cookieOf(verified) },
      );
      expect(step2.status).toBe(200);

      const session = { cookie: cookieOf(await post(a, '/api/auth/login', { email, password })) };
      const me = await call(`${b}/api/auth/me`, { headers: session });
      expect(me.status).toBe(200);
      expect(JSON.parse(me.text)).toMatchObject({ user: { email } });
      expect((await post(a, '/api/auth/logout', {}, session)).status).toBe(200);
      expect((await call(`${b}/api/auth/me`, { headers: session })).status).toBe(401);
    });
  });

  describe('a payment event delivered to both processes', () => {
    it('is applied once: one account, one sign-in email', async () => {
      const email = 'bought-signed-out@example.com';
      const started = await post(api.url, '/api/create-subscription', {
        priceId: doublePrices.monthly,
      });
      const { sessionId } = JSON.parse(started.text) as { sessionId: string };
      const event = stripe.event(
        'checkout.session.completed',
        stripe.completeCheckout(sessionId, { email }),
      );
      const deliver = (base: string) =>
        call(`${base}/api/stripe/webhook`, {
          method: 'POST',
          headers: { ...json, 'stripe-signature': event.signature },
          body: event.payload,
        });
      const answers = await Promise.all(api.direct.map(deliver));
      answers.push(await deliver(api.url));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);

      const users = await api.db
        .selectFrom('users')
        .select('subscriptionStatus')
        .where('email', '=', email)
        .execute();
      // Monthly starts with its trial.
      expect(users).toEqual([{ subscriptionStatus: 'trialing' }]);
      expect(await emailsTo(email)).toHaveLength(1);
    });
  });
});
