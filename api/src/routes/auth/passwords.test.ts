/**
 * One password policy for signup, reset and change (8+ characters, not on a common-password
 * list), and scrypt at OWASP's parameters, with older hashes upgraded at the next sign-in.
 */
import { messages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { hashPassword } from '../../lib/passwords.js';
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

  it("uses OWASP's scrypt parameters by default", () => {
    expect(owasp).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  it('stores new hashes at the configured cost and upgrades an old hash at the next sign-in', async () => {
    const strong = await build({ passwordHashing: owasp });
    try {
      const user = await signUp(strong, 'upgrade@example.com');
      const stored = () =>
        strong.app.db
          .selectFrom('users')
          .select('passwordHash')
          .where('id', '=', user.userId)
          .executeTakeFirstOrThrow();
      expect((await stored()).passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      const old = await hashPassword(goodPassword, { N: 2 ** 14, r: 8, p: 1 });
      await strong.app.db
        .updateTable('users')
        .set({ passwordHash: old })
        .where('id', '=', user.userId)
        .execute();
      await signIn(strong, user.email);
      expect((await stored()).passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      await signIn(strong, user.email);
    } finally {
      await strong.close();
    }
  });
});
