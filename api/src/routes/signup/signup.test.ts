import { messages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, signIn, signUp } from '../../test/accounts.js';
import { build, cookiesFrom, tokenOf, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const step1 = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/signup/step1', payload });
const verify = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/verify-email?token=${encodeURIComponent(token)}` });

async function verifiedBrowser(email: string) {
  await step1({ email, displayName: 'Rosa Diaz' });
  const res = await verify(tokenOf(await t.linkSentTo(email, '/signup/step2')));
  expect(res.statusCode).toBe(200);
  return { userId: res.json<{ userId: string }>().userId, cookie: cookiesFrom(res) };
}

const step2Body = {
  phone: '+1 (555) 123-4567',
  company: 'landstar',
  password: goodPassword,
  confirmPassword: goodPassword,
};
const step2 = (payload: object, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup/step2',
    payload,
    headers: cookie ? { cookie } : {},
  });

describe('signup step 1', () => {
  it.each([
    [{ email: 'not-an-email', displayName: 'Rosa' }, messages.invalidEmail],
    [{ email: 'rosa@example.com', displayName: '  ' }, messages.nameRequired],
    [{ displayName: 'Rosa' }, messages.invalidEmail],
  ])('rejects %j with "%s"', async (payload, message) => {
    const res = await step1(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('emails a verification link to step 2 that carries APP_URL', async () => {
    const res = await step1({ email: ' New.Driver@Example.com ', displayName: 'New Driver' });
    expect(res.statusCode).toBe(200);
    const mail = await t.lastEmailTo('new.driver@example.com');
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.text).toContain('http://haulbook.test/signup/step2?token=');
  });
});

describe('email verification', () => {
  it('works once only', async () => {
    await step1({ email: 'once@example.com', displayName: 'Once' });
    const token = tokenOf(await t.linkSentTo('once@example.com', '/signup/step2'));
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.invalidVerificationToken);
  });

  it('expires after 24 hours', async () => {
    await step1({ email: 'late@example.com', displayName: 'Late' });
    const token = tokenOf(await t.linkSentTo('late@example.com', '/signup/step2'));
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db
      .updateTable('users')
      .set({ verificationExpiresAt: past })
      .where('email', '=', 'late@example.com')
      .execute();
    expect((await verify(token)).statusCode).toBe(400);
  });

  it('sets the expiry 24 hours out and stores only a hash of the token', async () => {
    await step1({ email: 'hash@example.com', displayName: 'Hash' });
    const token = tokenOf(await t.linkSentTo('hash@example.com', '/signup/step2'));
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'hash@example.com')
      .executeTakeFirstOrThrow();
    expect(row.verificationTokenHash).not.toBe(token);
    const hoursLeft = (Date.parse(row.verificationExpiresAt!) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('rejects an empty or unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/verify-email' })).json().message).toBe(
      messages.verificationTokenRequired,
    );
    expect((await verify('nope')).statusCode).toBe(400);
  });
});

describe('signup step 2', () => {
  it.each([
    [{ phone: '12345' }, messages.phoneMin],
    [{ phone: '555-123-4567 ext' }, messages.phoneFormat],
    [{ company: 'acme' }, messages.companyRequired],
    [{ password: 'Short1', confirmPassword: 'Short1' }, messages.passwordMin],
    [
      { password: 'alllowercase1', confirmPassword: 'alllowercase1' },
      messages.signupPasswordStrength,
    ],
    [{ confirmPassword: 'Different1' }, messages.passwordsDontMatch],
    [{ company: 'other' }, messages.customCompanyRequired],
    [{ company: 'hirschbach' }, messages.hirschbachAccountRequired],
  ])('rejects %j with "%s"', async (change, message) => {
    const { userId, cookie } = await verifiedBrowser(
      `v${Math.random().toString(36).slice(2)}@example.com`,
    );
    const res = await step2({ ...step2Body, userId, ...change }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a user id whose link was not opened in this browser', async () => {
    const victim = await verifiedBrowser('victim@example.com');
    const attacker = await verifiedBrowser('attacker@example.com');
    const noCookie = await step2({ ...step2Body, userId: victim.userId });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json().message).toBe(messages.verificationRequired);
    const otherCookie = await step2({ ...step2Body, userId: victim.userId }, attacker.cookie);
    expect(otherCookie.statusCode).toBe(403);
    const forged = await step2(
      { ...step2Body, userId: victim.userId },
      `hb_signup=${victim.userId}|9999999999999`,
    );
    expect(forged.statusCode).toBe(403);
    const row = await t.app.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', victim.userId)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toBeNull();
  });

  it('completes the account, which can then sign in, and cannot be completed twice', async () => {
    const { userId, cookie } = await verifiedBrowser('complete@example.com');
    expect((await step2({ ...step2Body, userId }, cookie)).statusCode).toBe(200);
    expect((await step2({ ...step2Body, userId }, cookie)).statusCode).toBe(409);
    const session = await signIn(t, 'complete@example.com');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: session },
    });
    expect(me.json().user).toMatchObject({
      email: 'complete@example.com',
      displayName: 'Rosa Diaz',
      company: 'landstar',
      phone: '+1 (555) 123-4567',
    });
  });

  it('starts a Hirschbach OTR driver on the Wednesday pay week and per-mile pay', async () => {
    const { userId } = await signUp(t, 'otr@example.com', {
      company: 'hirschbach',
      hirschbachAccount: 'otr',
    });
    const pay = await t.app.db
      .selectFrom('payConfigs')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(pay).toMatchObject({
      payPeriod: 'weekly',
      payPeriodStartDay: 'wednesday',
      payType: 'per_mile',
      tier1RateMilli: 750,
    });
  });

  it("counts the driver's weeks in the time zone sent at signup, and refuses an unknown zone", async () => {
    const { userId } = await signUp(t, 'tz@example.com', {
      company: 'hirschbach',
      hirschbachAccount: 'dedicated',
      timeZone: 'America/Chicago',
    });
    const session = await signIn(t, 'tz@example.com');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: session },
    });
    expect(me.json().user).toMatchObject({
      id: userId,
      payPeriodStartDay: 'saturday',
      timeZone: 'America/Chicago',
    });
    const bad = await verifiedBrowser('badtz@example.com');
    const res = await step2(
      { ...step2Body, userId: bad.userId, timeZone: 'Mars/Olympus' },
      bad.cookie,
    );
    expect(res.json()).toEqual({ message: 'Unknown time zone' });
  });

  it('keeps the carrier name a driver typed for "other"', async () => {
    const { userId } = await signUp(t, 'other@example.com', {
      company: 'other',
      customCompany: 'Blue Ridge Freight',
    });
    const row = await t.app.db
      .selectFrom('users')
      .select('company')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.company).toBe('Blue Ridge Freight');
  });
});

describe('register', () => {
  it('starts an unfinished account whose password is chosen at step 2', async () => {
    const payload = { email: 'reg@example.com', displayName: 'Reg', password: goodPassword };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode,
    ).toBe(201);
    const res = await verify(tokenOf(await t.linkSentTo('reg@example.com', '/signup/step2')));
    expect(res.json()).toMatchObject({ profileComplete: false });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'reg@example.com', password: goodPassword },
    });
    expect(login.statusCode).toBe(401);
    const done = await step2({ ...step2Body, userId: res.json().userId }, cookiesFrom(res));
    expect(done.statusCode).toBe(200);
    expect((await signIn(t, 'reg@example.com')).length).toBeGreaterThan(0);
  });

  it('refuses a common password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'weak@example.com', displayName: 'Weak', password: 'Password123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.commonPassword });
  });
});
