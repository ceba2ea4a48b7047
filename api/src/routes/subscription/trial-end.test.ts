/** GET /api/auth/me says when a free trial ends, so Profile can show it (issue 25). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, subscribe } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;

async function driverOn(email: string, plan: string) {
  await signUp(t, email);
  const cookie = await signIn(t, email);
  const before = Date.now();
  await subscribe(t, cookie, plan);
  return { cookie, before, after: Date.now() };
}

const day = 24 * 60 * 60 * 1000;

describe('the end of a free trial', () => {
  it("is the plan's trial days after the purchase, while the plan is trialing", async () => {
    const { cookie, before, after } = await driverOn('trial.monthly@example.com', 'monthly');
    const user = await me(cookie);
    expect(user.subscriptionStatus).toBe('trialing');
    const ends = Date.parse(user.trialEndsAt);
    expect(ends).toBeGreaterThanOrEqual(before + 3 * day - 1000);
    expect(ends).toBeLessThanOrEqual(after + 3 * day + 1000);
  });

  it('is null for a plan without a trial, and for a driver without a plan', async () => {
    const { cookie } = await driverOn('trial.lifetime@example.com', 'lifetime');
    expect((await me(cookie)).trialEndsAt).toBeNull();
    await signUp(t, 'trial.none@example.com');
    expect((await me(await signIn(t, 'trial.none@example.com'))).trialEndsAt).toBeNull();
  });

  it('is gone once it has passed: the plan reads active, never a trial that ended days ago', async () => {
    const { cookie } = await driverOn('trial.over@example.com', 'monthly');
    // Day 4 of a 3-day trial, before any event says the plan moved on.
    const ended = new Date(Date.now() - day).toISOString();
    await t.app.db
      .updateTable('users')
      .set({ trialEndsAt: ended })
      .where('email', '=', 'trial.over@example.com')
      .execute();
    const user = await me(cookie);
    expect(user.trialEndsAt).toBeNull();
    expect(user.subscriptionStatus).toBe('active');
    expect(user.hasActiveSubscription).toBe(true);
  });
});
