import { messages, profileMessages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, signIn, signUp } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { tinyPng as png } from '../../test/fixtures.js';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const me = async (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

async function driver(email: string): Promise<string> {
  await signUp(t, email);
  return signIn(t, email);
}

const patch = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload });

async function upload(cookie: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('profileImage', new Blob([bytes], { type }), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/upload-image',
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('PATCH /api/profile', () => {
  it('changes the name, phone and company at once', async () => {
    const cookie = await driver('profile-name@example.com');
    const res = await patch(cookie, {
      displayName: '  Rosa Diaz ',
      email: 'profile-name@example.com',
      phone: '',
      company: 'Diaz Hauling',
    });
    expect(res.json()).toEqual({ success: true, pendingEmail: null });
    expect((await me(cookie)).json().user).toMatchObject({
      displayName: 'Rosa Diaz',
      phone: null,
      company: 'Diaz Hauling',
    });
  });

  it.each([
    [{ displayName: '   ' }, messages.displayNameRequired],
    [{ email: 'not-an-email' }, messages.invalidEmail],
    [{ phone: '12' }, messages.phoneMin],
  ])('refuses %j with docs/product.md §5 "%s"', async (change, message) => {
    const email = `profile-bad-${Object.keys(change)[0]}@example.com`.toLowerCase();
    const cookie = await driver(email);
    const res = await patch(cookie, {
      displayName: 'Dale',
      email,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { displayName: 'X', email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing the email', () => {
  it('mails a link to the new address and changes it only when the link is opened', async () => {
    const cookie = await driver('old-address@example.com');
    const res = await patch(cookie, { displayName: 'Dale', email: 'New-Address@Example.com' });
    expect(res.json()).toEqual({ success: true, pendingEmail: 'new-address@example.com' });
    const link = await t.linkSentTo('new-address@example.com', '/api/profile/confirm-email');
    expect((await me(cookie)).json().user.email).toBe('old-address@example.com');

    // Opened on the same device: its session stays (every other one ends, sessions.test.ts).
    const opened = await t.app.inject({
      method: 'GET',
      url: link.replace(/^https?:\/\/[^/]+/, ''),
      headers: { cookie },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/profile?email=changed');
    expect((await me(cookie)).json().user.email).toBe('new-address@example.com');
    await expect(signIn(t, 'new-address@example.com')).resolves.toContain('hb_session');

    const again = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(again.headers.location).toBe('/profile?email=invalid');
  });

  it('never hands over an address that has an account, and answers the same', async () => {
    await signUp(t, 'taken-address@example.com');
    const cookie = await driver('wants-taken@example.com');
    const res = await patch(cookie, { displayName: 'Dale', email: 'taken-address@example.com' });
    expect(res.json()).toEqual({ success: true, pendingEmail: 'taken-address@example.com' });
    await t.flushMail();
    const last = await t.lastEmailTo('taken-address@example.com');
    expect(last.subject).not.toMatch(/new email/i);
    expect((await me(cookie)).json().user.email).toBe('wants-taken@example.com');
  });

  it('holds email changes to the per-address limit, and saving the same email is not one', async () => {
    const cookie = await driver('limit-owner@example.com');
    for (let i = 0; i < 3; i++)
      expect(
        (await patch(cookie, { displayName: 'Dale', email: 'limit-target@example.com' }))
          .statusCode,
      ).toBe(200);
    const fourth = await patch(cookie, { displayName: 'Dale', email: 'limit-target@example.com' });
    expect(fourth.statusCode).toBe(429);
    for (let i = 0; i < 4; i++)
      expect(
        (await patch(cookie, { displayName: 'Dale', email: 'limit-owner@example.com' })).statusCode,
      ).toBe(200);
  });
});

describe('profile photo', () => {
  it('stores a PNG read by its bytes and serves it back to its owner only', async () => {
    const cookie = await driver('photo-owner@example.com');
    const res = await upload(cookie, png, 'me.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const url = res.json().profileImageUrl as string;
    expect((await me(cookie)).json().user.profileImageUrl).toBe(url);
    const image = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    const other = await driver('photo-other@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: other } })).statusCode,
    ).toBe(404);
  });

  it('refuses a PDF named .jpg with docs/product.md §5 type text', async () => {
    const cookie = await driver('photo-pdf@example.com');
    const res = await upload(cookie, pdf, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(profileMessages.photoType);
    expect((await me(cookie)).json().user.profileImageUrl).toBeNull();
  });

  it('refuses a photo of 2 MB with docs/product.md §5 size text', async () => {
    const cookie = await driver('photo-big@example.com');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]);
    const res = await upload(cookie, big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(profileMessages.photoSize);
  });
});

describe('changing the password', () => {
  const change = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/profile/password', headers: { cookie }, payload });

  it('needs the current password, and a wrong one keeps the device signed in', async () => {
    const cookie = await driver('pw-wrong@example.com');
    const res = await change(cookie, {
      currentPassword: 'Wrong1234',
      newPassword: 'Trucking99',
      confirmPassword: 'Trucking99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(profileMessages.currentPasswordWrong);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'short', confirmPassword: 'short' }, messages.passwordMin],
    [{ newPassword: 'password1', confirmPassword: 'password1' }, messages.commonPassword],
    [{ newPassword: 'Trucking99', confirmPassword: 'Trucking98' }, messages.passwordsDontMatch],
  ])('applies the one password policy: %j', async (body, message) => {
    const cookie = await driver(
      `pw-policy-${body.newPassword}-${body.confirmPassword}@example.com`.toLowerCase(),
    );
    const res = await change(cookie, { currentPassword: goodPassword, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('changes it and signs out every other device, not this one', async () => {
    const email = 'pw-change@example.com';
    const here = await driver(email);
    const elsewhere = await signIn(t, email);
    const res = await change(here, {
      currentPassword: goodPassword,
      newPassword: 'Trucking99',
      confirmPassword: 'Trucking99',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await expect(signIn(t, email)).rejects.toThrow(/401/);
    await expect(signIn(t, email, 'Trucking99')).resolves.toContain('hb_session');
  });
});

describe('signing out on every device', () => {
  it('ends every session of the account', async () => {
    const email = 'everywhere@example.com';
    const one = await driver(email);
    const two = await signIn(t, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/sign-out-everywhere',
      headers: { cookie: one },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(one)).statusCode).toBe(401);
    expect((await me(two)).statusCode).toBe(401);
  });
});
