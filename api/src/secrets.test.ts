/** The cookie-signing secret: the configured one, or one kept in the database for every process. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionSecret } from './secrets.js';
import { build, type TestApp } from './test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

it('is the same on every process of one database, from their first start', async () => {
  const other = await t.twin();
  const [a, b] = await Promise.all([
    sessionSecret(undefined, t.app.db),
    sessionSecret(undefined, t.app.db),
  ]);
  expect(a).toBe(b);
  expect(a.length).toBeGreaterThanOrEqual(32);
  expect(other.unsignCookie(t.app.signCookie('verified-user'))).toMatchObject({ valid: true });
});

it('is SESSION_SECRET when one is configured', async () => {
  const configured = 'a-configured-secret-of-forty-characters!';
  expect(await sessionSecret(configured, t.app.db)).toBe(configured);
});
