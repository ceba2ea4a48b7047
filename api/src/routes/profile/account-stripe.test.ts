/** Deleting an account cancels its paid plan at Stripe (the local double), and only then. */
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../test/accounts.js';
import type { TestApp } from '../../test/build.js';
import { doublePrices, withStripeDouble } from '../../test/stripe-double.js';

const double = withStripeDouble();
const { stripe } = double;
let t: TestApp;
beforeAll(() => {
  t = double.app();
});

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('deleting a paying account', () => {
  it('cancels its subscription at Stripe and signs it out', async () => {
    await signUp(t, 'paying-leaver@example.com');
    const cookie = await signIn(t, 'paying-leaver@example.com');
    const started = await inject('POST', '/api/create-subscription', cookie, {
      priceId: doublePrices.monthly,
    });
    const { sessionId } = started.json<{ sessionId: string }>();
    const subId = stripe.completeCheckout(sessionId).subscription as string;
    await inject('GET', `/api/checkout/success?session_id=${sessionId}`, cookie);
    expect((await inject('GET', '/api/auth/me', cookie)).json().user.hasActiveSubscription).toBe(
      true,
    );

    const res = await inject('DELETE', '/api/profile', cookie, {
      email: 'paying-leaver@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(stripe.requests).toContain(`DELETE /v1/subscriptions/${subId}`);
    expect(stripe.subscriptions.get(subId)?.status).toBe('canceled');
    expect((await inject('GET', '/api/auth/me', cookie)).statusCode).toBe(401);
  });
});
