import { messages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword } from '../../test/accounts.js';
import { build, cookiesFrom, tokenOf, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const status = (cookie = '') =>
  t.app.inject({
    method: 'GET',
    url: '/api/signup/verification',
    headers: cookie ? { cookie } : {},
  });

async function openLink(email: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/signup/step1',
    payload: { email, displayName: 'Lena Park' },
  });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/verify-email?token=${tokenOf(await t.linkSentTo(email, '/signup/step2'))}`,
  });
  return { userId: res.json<{ userId: string }>().userId, cookie: cookiesFrom(res), res };
}

/** The proof as the server writes it, but whose 30 minutes ran out a minute ago. */
const lapsedProof = (userId: string) =>
  `hb_signup=${t.app.signCookie(`${userId}|${Date.now() - 60_000}`)}`;

describe('the verification proof of step 2', () => {
  it('says verified, and until when, right after the link is opened', async () => {
    const { cookie, userId } = await openLink('fresh@example.com');
    const res = await status(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; userId: string; expiresAt: string }>();
    expect(body).toMatchObject({ status: 'verified', userId });
    const minutesLeft = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });

  it('keeps the cookie past the proof, so a lapsed proof still names its address', async () => {
    const { res } = await openLink('keep@example.com');
    const maxAge = Number(/Max-Age=(\d+)/.exec(String(res.headers['set-cookie']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(24 * 3600);
  });

  it('says lapsed with the address and name, so a fresh link goes to the same address', async () => {
    const { userId } = await openLink('dock@example.com');
    const res = await status(lapsedProof(userId));
    expect(res.json()).toEqual({
      status: 'lapsed',
      email: 'dock@example.com',
      displayName: 'Lena Park',
    });
    const step2 = await t.app.inject({
      method: 'POST',
      url: '/api/signup/step2',
      headers: { cookie: lapsedProof(userId) },
      payload: {
        userId,
        phone: '555 123 4567',
        company: 'landstar',
        password: goodPassword,
        confirmPassword: goodPassword,
      },
    });
    expect(step2.statusCode).toBe(403);
    expect(step2.json().message).toBe(messages.verificationRequired);
  });

  it('says none without a proof, or with a forged one', async () => {
    const { userId } = await openLink('forge@example.com');
    expect((await status()).json()).toEqual({ status: 'none' });
    expect((await status(`hb_signup=${userId}|9999999999999`)).json()).toEqual({
      status: 'none',
    });
  });

  it('says none once the account is set up, so nobody is invited to verify it again', async () => {
    const { userId, cookie } = await openLink('done@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/signup/step2',
      headers: { cookie },
      payload: {
        userId,
        phone: '555 123 4567',
        company: 'landstar',
        password: goodPassword,
        confirmPassword: goodPassword,
      },
    });
    expect((await status(lapsedProof(userId))).json()).toEqual({ status: 'none' });
  });
});
