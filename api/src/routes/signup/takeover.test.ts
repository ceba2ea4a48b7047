/**
 * Register and signup step 1 never set or replace a password: only the browser that opened the
 * verification link chooses one, at step 2. An attacker who knows an address can neither take over
 * an unfinished signup nor plant a password before the owner signs up.
 */
import { messages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, signUp } from '../../test/accounts.js';
import { build, cookiesFrom, tokenOf, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build({ accountEmailLimit: { max: 1000, timeWindow: 60_000 } });
});
afterAll(() => t.close());

const attackerPassword = 'Attack3r!x';
const post = (url: string, payload: object, cookie = '') =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const register = (email: string, displayName = 'Mallory') =>
  post('/api/auth/register', { email, displayName, password: attackerPassword });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

async function openLink(email: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/verify-email?token=${encodeURIComponent(tokenOf(await t.linkSentTo(email, '/signup/step2')))}`,
  });
  expect(res.statusCode).toBe(200);
  return { ...res.json<{ userId: string; profileComplete: boolean }>(), cookie: cookiesFrom(res) };
}

const step2 = (userId: string, cookie: string) =>
  post(
    '/api/signup/step2',
    {
      userId,
      phone: '(555) 123-4567',
      company: 'landstar',
      password: goodPassword,
      confirmPassword: goodPassword,
    },
    cookie,
  );

async function userRow(email: string) {
  await t.flushMail();
  return t.app.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

describe('an unfinished signup cannot be taken over', () => {
  it('register over a verified, unfinished signup sets no password and step 2 still works', async () => {
    const email = 'victim1@example.com';
    await post('/api/signup/step1', { email, displayName: 'Victor' });
    const victim = await openLink(email);

    expect((await register(email)).statusCode).toBe(201);
    expect((await login(email, attackerPassword)).statusCode).not.toBe(200);
    expect((await userRow(email)).passwordHash).toBeNull();
    expect((await userRow(email)).displayName).toBe('Victor');

    expect((await step2(victim.userId, victim.cookie)).statusCode).toBe(200);
    expect((await login(email, goodPassword)).statusCode).toBe(200);
    expect((await login(email, attackerPassword)).statusCode).toBe(401);
  });

  it('register before the owner signs up plants no password: the owner sets it at step 2', async () => {
    const email = 'early@example.com';
    expect((await register(email)).statusCode).toBe(201);
    expect((await userRow(email)).passwordHash).toBeNull();
    const owner = await openLink(email);
    expect(owner.profileComplete).toBe(false);
    expect((await login(email, attackerPassword)).statusCode).not.toBe(200);
    expect((await step2(owner.userId, owner.cookie)).statusCode).toBe(200);
    expect((await login(email, attackerPassword)).statusCode).toBe(401);
  });

  it('step 1 again over a pending signup only re-sends the verification', async () => {
    const email = 'pending@example.com';
    await post('/api/signup/step1', { email, displayName: 'Pat' });
    await post('/api/signup/step1', { email, displayName: 'Someone Else' });
    const row = await userRow(email);
    expect(row.displayName).toBe('Pat');
    expect(row.passwordHash).toBeNull();
    expect((await openLink(email)).profileComplete).toBe(false);
  });
});

describe('the same answer whether or not the address has an account', () => {
  it.each([
    ['/api/signup/step1', { displayName: 'Dale' }],
    ['/api/auth/register', { displayName: 'Dale', password: 'Another9x' }],
  ])('%s', async (url, body) => {
    await signUp(t, 'has-account@example.com').catch(() => undefined);
    const known = await post(url, { email: 'has-account@example.com', ...body });
    const unknown = await post(url, { email: `nobody-${url.length}@example.com`, ...body });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.statusCode).toBeLessThan(300);
    expect(known.json()).toEqual(unknown.json());
    expect(JSON.stringify(known.json())).not.toContain(messages.emailTaken);
    expect((await login('has-account@example.com', goodPassword)).statusCode).toBe(200);
  });
});
