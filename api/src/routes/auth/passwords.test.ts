/**
 * One password policy for signup, reset and change (8+ characters, not on a common-password
 * list), and Argon2id at OWASP's parameters, with older hashes (a lower cost, or scrypt from before
 * Argon2id) upgraded at the next sign-in.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { messages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { goodPassword, signIn, signUp } from '../../test/accounts.js';
import { build, cookiesFrom, tokenOf, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie = '') =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

async function resetWith(email: string, password: string) {
  await post('/api/auth/forgot-password', { email });
  const token = tokenOf(await t.linkSentTo(email, '/reset-password'));
  return post('/api/auth/reset-password', { token, password, confirmPassword: password });
}

describe('password reset', () => {
  it.each([
    ['abcdef', messages.passwordMin],
    ['abc1234', messages.passwordMin],
    ['password1', messages.commonPassword],
    ['Qwerty123', messages.commonPassword],
    ['iloveyou1', messages.commonPassword],
  ])('refuses %s', async (password, message) => {
    const user = await signUp(t, `reset-${password.toLowerCase()}@example.com`);
    const res = await resetWith(user.email, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('signup step 2', () => {
  it('refuses a common password with its own message, and keeps docs/product.md §5 composition', async () => {
    await post('/api/signup/step1', { email: 'common@example.com', displayName: 'C' });
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/verify-email?token=${tokenOf(await t.linkSentTo('common@example.com', '/signup/step2'))}`,
    });
    const body = {
      userId: verify.json().userId,
      phone: '5551234567',
      company: 'landstar',
    };
    const step2 = (password: string) =>
      post(
        '/api/signup/step2',
        { ...body, password, confirmPassword: password },
        cookiesFrom(verify),
      );
    expect((await step2('Password1')).json()).toEqual({ message: messages.commonPassword });
    expect((await step2('nodigitsHere')).json()).toEqual({
      message: messages.signupPasswordStrength,
    });
    expect((await step2(goodPassword)).statusCode).toBe(200);
  });
});

describe('hashing', () => {
  const owasp = loadConfig({ NODE_ENV: 'production' }).passwordHashing;
  const argon2AtOwasp = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

  /** A hash as the scrypt era stored it: scrypt$N$r$p$salt$hash, N=2^14. */
  function scryptEraHash(password: string): string {
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  }

  it("uses OWASP's first choice by default: Argon2id, 19 MiB, 2 passes, 1 lane", () => {
    expect(owasp).toEqual({ memoryKiB: 19_456, passes: 2, parallelism: 1 });
  });

  it('verifies the right password only, whichever era made the hash', async () => {
    const argon = await hashPassword(goodPassword, owasp);
    expect(argon).toMatch(argon2AtOwasp);
    expect(await verifyPassword(goodPassword, argon)).toBe(true);
    expect(await verifyPassword(`${goodPassword}x`, argon)).toBe(false);
    const old = scryptEraHash(goodPassword);
    expect(await verifyPassword(goodPassword, old)).toBe(true);
    expect(await verifyPassword(`${goodPassword}x`, old)).toBe(false);
    expect(await verifyPassword(goodPassword, 'plain text')).toBe(false);
    // A stored hash cut short or garbled matches no password, and never throws.
    const [scheme, n, r, p, salt] = old.split('$');
    for (const broken of [
      [scheme, n, r, p, salt, '!!!!'].join('$'),
      [scheme, n, r, p, salt, ''].join('$'),
      [scheme, 3, r, p, salt, old.split('$')[5]].join('$'),
      '$argon2id$v=19$m=19456,t=2,p=1$garbled',
    ])
      expect(await verifyPassword(goodPassword, broken)).toBe(false);
  });

  it('stores new hashes at the configured cost and upgrades old hashes at the next sign-in', async () => {
    const strong = await build({ passwordHashing: owasp });
    try {
      const user = await signUp(strong, 'upgrade@example.com');
      const stored = async () =>
        (
          await strong.app.db
            .selectFrom('users')
            .select('passwordHash')
            .where('id', '=', user.userId)
            .executeTakeFirstOrThrow()
        ).passwordHash;
      const keep = (passwordHash: string) =>
        strong.app.db
          .updateTable('users')
          .set({ passwordHash })
          .where('id', '=', user.userId)
          .execute();
      expect(await stored()).toMatch(argon2AtOwasp);
      for (const old of [
        scryptEraHash(goodPassword),
        await hashPassword(goodPassword, { memoryKiB: 8192, passes: 1, parallelism: 1 }),
      ]) {
        await keep(old);
        await signIn(strong, user.email);
        expect(await stored()).toMatch(argon2AtOwasp);
        await signIn(strong, user.email);
      }
    } finally {
      await strong.close();
    }
  });
});
