/**
 * Limits an attacker cannot step around: per IP (X-Forwarded-For is believed only from configured
 * proxies), per account for failed sign-ins, per address for account emails, and stored in the
 * database so every API process counts the same attempts.
 */
import { messages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { goodPassword, signUp } from '../../test/accounts.js';
import { build, tokenOf, type TestApp } from '../../test/build.js';

const defaults = loadConfig({ NODE_ENV: 'test' });
type App = TestApp['app'];

const send = (app: App, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const wrongLogin = (email: string) => ({ email, password: 'Wrong12345' });

describe('per IP, whatever X-Forwarded-For says', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ authRateLimit: defaults.authRateLimit });
    await signUp(t, 'ip@example.com');
  });
  afterAll(() => t.close());

  it('answers 429 to password guesses with a rotating header long before 200 of them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200 && !statuses.includes(429); i++) {
      const res = await send(t.app, '/api/auth/login', wrongLogin('ip@example.com'), {
        'x-forwarded-for': `203.0.113.${i % 250}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.length).toBeLessThanOrEqual(defaults.authRateLimit.max + 1);
  });

  it.each([
    ['/api/signup/step1', { email: 'b@example.com', displayName: 'B' }],
    ['/api/auth/forgot-password', { email: 'c@example.com' }],
    ['/api/auth/direct-login', { email: 'd@example.com' }],
    ['/api/auth/simple-login', { email: 'e@example.com' }],
    ['/api/auth/register', { email: 'f@example.com', displayName: 'F', password: 'Regist3red' }],
  ])('%s is limited per IP too', async (url, payload) => {
    const from = { remoteAddress: `198.51.100.${url.length}` };
    let last = 0;
    for (let i = 0; i <= defaults.authRateLimit.max && last !== 429; i++) {
      last = (
        await t.app.inject({
          method: 'POST',
          url,
          payload: { ...payload, email: `x${i}${payload.email}` },
          ...from,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('does not limit other calls', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

describe('behind a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ authRateLimit: { max: 2, timeWindow: 60_000 }, trustProxy: 1 });
  });
  afterAll(() => t.close());

  it('counts each client the proxy names on its own', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const body = { email: 'proxy@example.com' };
    for (let i = 0; i < 2; i++)
      await send(t.app, '/api/auth/forgot-password', body, from('192.0.2.1'));
    expect(
      (await send(t.app, '/api/auth/forgot-password', body, from('192.0.2.1'))).statusCode,
    ).toBe(429);
    expect(
      (
        await send(
          t.app,
          '/api/auth/forgot-password',
          { email: 'other@example.com' },
          from('192.0.2.2'),
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('per account: failed sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ signInLockout: { ...defaults.signInLockout, backoffMs: 0 } });
  });
  afterAll(() => t.close());

  it('locks the account for 15 minutes after 10 failures in a row, from any number of IPs', async () => {
    const { email } = await signUp(t, 'locked@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: wrongLogin(email),
        remoteAddress: `10.9.${i}.1`,
      });
      expect(res.statusCode).toBe(401);
    }
    const right = await send(t.app, '/api/auth/login', { email, password: goodPassword });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: messages.accountLocked });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('locks an unknown address the same way, so the lock reveals nothing', async () => {
    for (let i = 0; i < 10; i++)
      await send(t.app, '/api/auth/login', wrongLogin('ghost-lock@example.com'));
    const res = await send(t.app, '/api/auth/login', wrongLogin('ghost-lock@example.com'));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: messages.accountLocked });
  });

  it('lets the owner of a locked account reset the password by email and sign in', async () => {
    const { email } = await signUp(t, 'owner-locked@example.com');
    for (let i = 0; i < 10; i++) await send(t.app, '/api/auth/login', wrongLogin(email));
    expect((await send(t.app, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const token = tokenOf(await t.linkSentTo(email, '/reset-password'));
    const reset = await send(t.app, '/api/auth/reset-password', {
      token,
      password: 'Fresh-Start-77',
      confirmPassword: 'Fresh-Start-77',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await send(t.app, '/api/auth/login', { email, password: 'Fresh-Start-77' })).statusCode,
    ).toBe(200);
  });

  it('a success clears the count', async () => {
    const { email } = await signUp(t, 'clears@example.com');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) await send(t.app, '/api/auth/login', wrongLogin(email));
      expect(
        (await send(t.app, '/api/auth/login', { email, password: goodPassword })).statusCode,
      ).toBe(200);
    }
  });
});

describe('per account: back-off before the lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('makes the next guess wait after a few failures', async () => {
    const { email } = await signUp(t, 'backoff@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await send(t.app, '/api/auth/login', wrongLogin(email))).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe('per address: account emails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  /** The answers to `calls` for one address, each from another IP. */
  async function answers(email: string, calls: [string, object][]) {
    const statuses = [];
    for (const [i, [url, extra]] of calls.entries()) {
      const payload = { email, ...extra };
      statuses.push(
        (await t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.1.1.${i}` }))
          .statusCode,
      );
    }
    return statuses;
  }

  const fiveResets: [string, object][] = Array.from({ length: 5 }, () => [
    '/api/auth/forgot-password',
    {},
  ]);

  it('answers an address with an account exactly as one without, even the hour it signed up', async () => {
    // Its own verification email went out this hour.
    const { email } = await signUp(t, 'signed-up@example.com');
    const known = await answers(email, fiveResets);
    const unknown = await answers('nobody@example.com', fiveResets);
    expect(known).toEqual(unknown);
    expect(known).toEqual([200, 200, 200, 429, 429]);
  });

  it('sends at most 3 sign-in emails an hour to one address, whichever call and IP asks', async () => {
    const calls: [string, object][] = [
      ['/api/auth/forgot-password', {}],
      ['/api/auth/direct-login', {}],
      ['/api/auth/simple-login', {}],
      ['/api/auth/forgot-password', {}],
    ];
    expect(await answers('flooded@example.com', calls)).toEqual([200, 200, 200, 429]);
  });

  it('sends at most 3 signup emails an hour to one address, whichever call and IP asks', async () => {
    const signup = { displayName: 'Spam text of the attacker' };
    const calls: [string, object][] = [
      ['/api/signup/step1', signup],
      ['/api/auth/register', { ...signup, password: 'Regist3red!' }],
      ['/api/signup/step1', signup],
      ['/api/signup/step1', signup],
    ];
    expect(await answers('signup-flood@example.com', calls)).toEqual([200, 201, 200, 429]);
  });
});

describe('stored where every API process sees them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ authRateLimit: { max: 2, timeWindow: 60_000 } });
  });
  afterAll(() => t.close());

  it('counts attempts made on another process', async () => {
    const other = await t.twin();
    const body = { email: 'twin@example.com' };
    expect((await send(t.app, '/api/auth/forgot-password', body)).statusCode).toBe(200);
    expect((await send(other, '/api/auth/forgot-password', body)).statusCode).toBe(200);
    expect((await send(t.app, '/api/auth/forgot-password', body)).statusCode).toBe(429);
  });
});
