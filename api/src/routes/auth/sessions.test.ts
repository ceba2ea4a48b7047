/**
 * Sessions end when they should: on blocking, after 30 days idle or 90 days in all, and when the
 * same browser signs in again. A newer sign-in link voids the older ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../test/accounts.js';
import { build, cookiesFrom, tokenOf, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const post = (url: string, payload: object, cookie = '') =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const setSessions = (userId: string, changes: { expiresAt?: string; createdAt?: string }) =>
  t.app.db.updateTable('sessions').set(changes).where('userId', '=', userId).execute();
const sessionsOf = (userId: string) =>
  t.app.db.selectFrom('sessions').selectAll().where('userId', '=', userId).execute();

describe('sessions', () => {
  it('ends every session of an account when it is blocked', async () => {
    const user = await signUp(t, 'blocked@example.com');
    const cookie = await signIn(t, user.email);
    await t.app.db
      .updateTable('users')
      .set({ isBlocked: 1 })
      .where('id', '=', user.userId)
      .execute();
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await sessionsOf(user.userId)).toHaveLength(0);
  });

  it('ends after 30 days without use', async () => {
    const user = await signUp(t, 'idle@example.com');
    const cookie = await signIn(t, user.email);
    await setSessions(user.userId, { expiresAt: daysAgo(0.001) });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('slides while used, but ends 90 days after sign-in whatever the use', async () => {
    const user = await signUp(t, 'absolute@example.com');
    const cookie = await signIn(t, user.email);
    const cookieAge = (
      await post('/api/auth/login', { email: user.email, password: 'Haul1234' })
    ).cookies.find((c) => c.name === 'hb_session')?.maxAge;
    expect(cookieAge).toBeLessThanOrEqual(90 * 86_400);
    await setSessions(user.userId, { createdAt: daysAgo(89) });
    expect((await me(cookie)).statusCode).toBe(200);
    await setSessions(user.userId, { createdAt: daysAgo(90.01) });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a new sign-in in the same browser ends the session it replaces', async () => {
    const user = await signUp(t, 'again@example.com');
    const first = await signIn(t, user.email);
    const second = await post(
      '/api/auth/login',
      { email: user.email, password: 'Haul1234' },
      first,
    );
    expect(second.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(cookiesFrom(second))).statusCode).toBe(200);
    expect(await sessionsOf(user.userId)).toHaveLength(1);
  });
});

describe('sign-in links', () => {
  it('a new link voids the older unused ones', async () => {
    const user = await signUp(t, 'links@example.com');
    await t.app.db
      .updateTable('users')
      .set({ subscriptionStatus: 'active' })
      .where('id', '=', user.userId)
      .execute();
    await post('/api/auth/direct-login', { email: user.email });
    const older = tokenOf(await t.linkSentTo(user.email, '/login?token='));
    await post('/api/auth/direct-login', { email: user.email });
    await expect
      .poll(async () => tokenOf(await t.linkSentTo(user.email, '/login?token=')))
      .not.toBe(older);
    const newer = tokenOf(await t.linkSentTo(user.email, '/login?token='));
    expect((await post('/api/auth/token-login', { authToken: older })).statusCode).toBe(401);
    expect((await post('/api/auth/token-login', { authToken: newer })).statusCode).toBe(200);
  });

  it('does not sign in a blocked account', async () => {
    const user = await signUp(t, 'blocked-link@example.com');
    await t.app.db
      .updateTable('users')
      .set({ subscriptionStatus: 'active' })
      .where('id', '=', user.userId)
      .execute();
    await post('/api/auth/direct-login', { email: user.email });
    const token = tokenOf(await t.linkSentTo(user.email, '/login?token='));
    await t.app.db
      .updateTable('users')
      .set({ isBlocked: 1 })
      .where('id', '=', user.userId)
      .execute();
    expect((await post('/api/auth/token-login', { authToken: token })).statusCode).toBe(403);
  });
});

describe('proving the mailbox ends every other session of the account', () => {
  const get = (url: string, cookie = '') =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** A plan bought signed out for `email`, and a session from the way its buyer signs in. */
  async function boughtAndSignedIn(email: string): Promise<string> {
    const started = await post('/api/create-subscription', { priceId: 'demo_monthly' });
    const { sessionId } = started.json<{ sessionId: string }>();
    await post('/api/demo/checkout/pay', { sessionId, email, cardNumber: '4242424242424242' });
    const success = await get(`/api/checkout/success?session_id=${sessionId}`);
    const authToken =
      success.json<{ authToken: string | null }>().authToken ??
      tokenOf(await t.linkSentTo(email, '/login?token='));
    return cookiesFrom(await post('/api/auth/token-login', { authToken }));
  }

  async function signInByLink(email: string): Promise<string> {
    await post('/api/auth/direct-login', { email });
    const link = await t.linkSentTo(email, '/login?token=');
    return cookiesFrom(await post('/api/auth/token-login', { authToken: tokenOf(link) }));
  }

  it('when the address is verified, and when the first password is set', async () => {
    const email = 'proven@example.com';
    const bought = await boughtAndSignedIn(email);
    expect((await me(bought)).statusCode).toBe(200);

    await post('/api/signup/step1', { email, displayName: 'Rosa' });
    const verifyLink = await t.linkSentTo(email, '/signup/step2?token=');
    const verified = await get(`/api/verify-email?token=${tokenOf(verifyLink)}`);
    expect(verified.statusCode).toBe(200);
    expect((await me(bought)).statusCode).toBe(401);

    const byLink = await signInByLink(email);
    expect((await me(byLink)).statusCode).toBe(200);
    const step2 = await post(
      '/api/signup/step2',
      {
        userId: verified.json<{ userId: string }>().userId,
        phone: '(555) 123-4567',
        company: 'landstar',
        password: 'Haul1234',
        confirmPassword: 'Haul1234',
      },
      cookiesFrom(verified),
    );
    expect(step2.statusCode).toBe(200);
    expect((await me(byLink)).statusCode).toBe(401);
    expect((await me(await signIn(t, email))).statusCode).toBe(200);
  });

  it('when the email changes, keeping the device that opened the link', async () => {
    const user = await signUp(t, 'moving@example.com');
    const phone = await signIn(t, user.email);
    const desktop = await signIn(t, user.email);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: desktop },
      payload: { displayName: 'Dale', email: 'moved@example.com' },
    });
    expect(patched.statusCode).toBe(200);
    const link = await t.linkSentTo('moved@example.com', '/api/profile/confirm-email?token=');
    const confirmed = await get(new URL(link).pathname + new URL(link).search, desktop);
    expect(confirmed.headers.location).toBe('/profile?email=changed');
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(desktop)).statusCode).toBe(200);
  });
});
