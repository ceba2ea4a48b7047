import { messages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, signIn, signUp } from '../../test/accounts.js';
import { build, cookiesFrom, tokenOf, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
  await signUp(t, 'dale@example.com');
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie = '') =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('login and the current user', () => {
  it('signs in with the right password and /me returns the user', async () => {
    const res = await post('/api/auth/login', {
      email: ' DALE@example.com',
      password: goodPassword,
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'hb_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const current = await me(cookiesFrom(res));
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('no-store');
    expect(current.json().user).toMatchObject({
      email: 'dale@example.com',
      displayName: 'Dale Trucker',
      hasActiveSubscription: false,
      subscriptionStatus: 'inactive',
    });
    expect(current.json().user).not.toHaveProperty('passwordHash');
  });

  it.each([
    ['a wrong password', { email: 'dale@example.com', password: 'Wrong1234' }],
    ['an unknown email', { email: 'nobody@example.com', password: goodPassword }],
  ])('answers 401 for %s', async (_, payload) => {
    const res = await post('/api/auth/login', payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.invalidCredentials });
    expect(res.cookies).toHaveLength(0);
  });

  it.each([
    [{ email: 'dale', password: goodPassword }, messages.invalidEmail],
    [{ email: 'dale@example.com', password: '12345' }, messages.loginPasswordMin],
    [{}, messages.invalidEmail],
  ])('answers 400 for %j with "%s"', async (payload, message) => {
    const res = await post('/api/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('answers 401 to /me without a session or with a made-up one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('hb_session=forged')).statusCode).toBe(401);
  });

  it('logout ends the session on the server, not just in the browser', async () => {
    const cookie = await signIn(t, 'dale@example.com');
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails, and emails only the known one', async () => {
    const known = await post('/api/auth/forgot-password', { email: 'dale@example.com' });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect(t.lastEmailTo('ghost@example.com')).rejects.toThrow();
    expect((await t.lastEmailTo('dale@example.com')).subject).toMatch(/reset/i);
  });

  it('rejects a bad email with the docs/product.md text', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'nope' });
    expect(res.json()).toEqual({ message: messages.forgotInvalidEmail });
  });

  it('resets once, signs out every device, and the old password stops working', async () => {
    const user = await signUp(t, 'reset@example.com');
    const oldSession = await signIn(t, user.email);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenOf(await t.linkSentTo(user.email, '/reset-password'));
    const body = { token, password: 'NewPass99', confirmPassword: 'NewPass99' };
    expect((await post('/api/auth/reset-password', body)).statusCode).toBe(200);
    expect((await me(oldSession)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: goodPassword })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'NewPass99' })).statusCode,
    ).toBe(200);
    const again = await post('/api/auth/reset-password', {
      ...body,
      password: 'Other999',
      confirmPassword: 'Other999',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.invalidResetToken);
  });

  it('expires the reset link after an hour', async () => {
    const user = await signUp(t, 'slow@example.com');
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenOf(await t.linkSentTo(user.email, '/reset-password'));
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    const minutesLeft = (Date.parse(row.passwordResetExpiresAt!) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);
    await t.app.db
      .updateTable('users')
      .set({ passwordResetExpiresAt: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const res = await post('/api/auth/reset-password', {
      token,
      password: 'NewPass99',
      confirmPassword: 'NewPass99',
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [{ password: 'Road-Train-8', confirmPassword: 'Road-Train-8' }, messages.resetTokenRequired],
    [{ token: 'x', password: 'abcdef', confirmPassword: 'abcdef' }, messages.passwordMin],
    [{ token: 'x', password: 'Road-Train-8', confirmPassword: '' }, messages.resetConfirmRequired],
    [
      { token: 'x', password: 'Road-Train-8', confirmPassword: 'Road-Train-9' },
      messages.passwordsDontMatch,
    ],
  ])('rejects %j with "%s"', async (payload, message) => {
    const res = await post('/api/auth/reset-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('email-only sign-in', () => {
  async function subscribe(email: string) {
    await t.app.db
      .updateTable('users')
      .set({ subscriptionStatus: 'active', subscriptionTier: 'monthly' })
      .where('email', '=', email)
      .execute();
  }

  it.each(['/api/auth/direct-login', '/api/auth/simple-login'])(
    '%s never signs in from an address alone',
    async (url) => {
      const user = await signUp(t, `sub${url.length}${url.at(-7)}@example.com`);
      await subscribe(user.email);
      const res = await post(url, { email: user.email });
      expect(res.statusCode).toBe(200);
      expect(res.cookies).toHaveLength(0);
      expect(res.json()).toEqual({ success: true, message: messages.emailOnlySignInSent });
      const link = await t.linkSentTo(user.email, '/login?token=');
      const signedIn = await post('/api/auth/token-login', { authToken: tokenOf(link) });
      expect(signedIn.statusCode).toBe(200);
      expect((await me(cookiesFrom(signedIn))).json().user.email).toBe(user.email);
      const replay = await post('/api/auth/token-login', { authToken: tokenOf(link) });
      expect(replay.statusCode).toBe(401);
    },
  );

  it('sends nothing to an account without an active subscription, and says the same', async () => {
    const res = await post('/api/auth/simple-login', { email: 'dale@example.com' });
    expect(res.json()).toEqual({ success: true, message: messages.emailOnlySignInSent });
    const mails = await t.lastEmailTo('dale@example.com').catch(() => undefined);
    expect(mails?.subject ?? '').not.toMatch(/sign-in link/i);
  });

  it('expires a sign-in link after 15 minutes', async () => {
    const user = await signUp(t, 'expire-link@example.com');
    await subscribe(user.email);
    await post('/api/auth/direct-login', { email: user.email });
    const token = tokenOf(await t.linkSentTo(user.email, '/login?token='));
    await t.app.db
      .updateTable('signInTokens')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where('userId', '=', user.userId)
      .execute();
    expect((await post('/api/auth/token-login', { authToken: token })).statusCode).toBe(401);
  });

  it('requires an email', async () => {
    const res = await post('/api/auth/direct-login', { email: '  ' });
    expect(res.json()).toEqual({ message: messages.emailRequired });
  });
});
