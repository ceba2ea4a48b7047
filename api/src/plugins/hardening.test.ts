/**
 * Smaller holes, each shut: no token in any log line, no authenticated reply cached, slow bodies
 * cut off, private files, and the maintenance job clearing what has expired or was left behind.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonTooDeep, jsonTooLarge } from '../lib/json-shape.js';
import { signIn, signUp, subscribedDriver } from '../test/accounts.js';
import { build, tokenOf, type TestApp } from '../test/build.js';

const sqlite = process.env.HB_TEST_DB !== 'postgres';

describe('logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ logLevel: 'info' });
  });
  afterAll(() => t.close());

  it('never carry a token, from a link, a page address or the dev mailbox', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/signup/step1',
      payload: { email: 'logs@example.com', displayName: 'Logs' },
    });
    const token = tokenOf(await t.linkSentTo('logs@example.com', '/signup/step2'));
    await t.app.inject({ method: 'GET', url: `/api/verify-email?token=${token}` });
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}&x=1` });
    await t.app.inject({ method: 'GET', url: `/login?token=${token}` });
    expect(t.logs.some((line) => line.includes('/api/verify-email'))).toBe(true);
    expect(t.logs.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe('replies and connections', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await build({ requestTimeout: 400, connectionTimeout: 400 });
    await signUp(t, 'cache@example.com');
    cookie = await signIn(t, 'cache@example.com');
  });
  afterAll(() => t.close());

  it.each(['/api/loads', '/api/loads/stats', '/api/fuel', '/api/fuel/stats', '/api/fuel/last'])(
    '%s is never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('the sign-in reply is never cached', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'cache@example.com', password: 'Haul1234' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers malformed multipart with 400, which the outbox does not retry', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/fuel',
      headers: { cookie, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/fuel',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload:
        '--XyZ\r\nContent-Disposition: form-data; name="date"\r\n\r\n2026-11-18\r\n--XyZ\r\nContent-Disp',
    });
    expect(truncated.statusCode).toBe(400);
  });

  it('refuses a JSON body nested past 32 levels or holding 10,000 values with 400, naming why', async () => {
    const json = (payload: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie, 'content-type': 'application/json' },
        payload,
      });
    const deep = await json(
      `{"displayName":"Dale","x":${'['.repeat(40_000)}${']'.repeat(40_000)}}`,
    );
    expect([deep.statusCode, deep.json().message]).toEqual([400, jsonTooDeep]);
    const wide = await json(`{"displayName":"Dale","x":[${'0,'.repeat(20_000)}0]}`);
    expect([wide.statusCode, wide.json().message]).toEqual([400, jsonTooLarge]);
  });

  it('cuts off a body that trickles in', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = net.connect(Number(port), '127.0.0.1');
    const started = Date.now();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => socket.write(' '), 100);
    const reply = await new Promise<string>((resolve) => {
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    clearInterval(drip);
    socket.destroy();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(reply === '' || reply.startsWith('HTTP/1.1 408')).toBe(true);
  });
});

describe('files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it.runIf(sqlite)('the database and the data folder are readable by the server only', () => {
    expect(mode(t.config.dataDir)).toBe(0o700);
    expect(mode(path.join(t.config.dataDir, 'test.db'))).toBe(0o600);
  });

  it('uploads are readable by the server only', async () => {
    const cookie = await subscribedDriver(t, 'files@example.com');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    const id = '01900000-0000-7000-8000-0000000000aa';
    for (const [k, v] of Object.entries({
      id,
      date: '2026-11-18',
      odometer: '5',
      gallons: '1',
      pricePerGallon: '3',
      fuelType: 'diesel',
    }))
      form.append(k, v);
    form.append('receipt', new Blob([png], { type: 'image/png' }), 'r.png');
    const encoded = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fuel',
      headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode).toBe(201);
    const receipts = path.join(t.config.dataDir, 'receipts');
    const [userDir] = fs.readdirSync(receipts);
    expect(mode(receipts)).toBe(0o700);
    expect(mode(path.join(receipts, userDir!))).toBe(0o700);
    expect(mode(path.join(receipts, userDir!, `${id}.png`))).toBe(0o600);
  });
});

describe('the maintenance job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('purges expired sessions and tokens, and receipts no entry owns', async () => {
    const user = await signUp(t, 'purge@example.com');
    const live = await signIn(t, user.email);
    await signIn(t, user.email);
    const past = new Date(Date.now() - 1000).toISOString();
    const [, stale] = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.userId)
      .orderBy('createdAt')
      .execute();
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: past })
      .where('id', '=', stale!.id)
      .execute();
    await t.app.db
      .insertInto('signInTokens')
      .values({
        tokenHash: 'old',
        userId: user.userId,
        purpose: 'email_link',
        expiresAt: past,
        usedAt: null,
        createdAt: past,
      })
      .execute();
    const folder = path.join(t.config.dataDir, 'receipts', user.userId);
    fs.mkdirSync(folder, { recursive: true });
    const orphan = path.join(folder, '01900000-0000-7000-8000-00000000dead.jpg');
    fs.writeFileSync(orphan, 'left by a crash');
    const hourAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(orphan, hourAgo, hourAgo);
    const fresh = path.join(folder, '01900000-0000-7000-8000-00000000beef.jpg');
    fs.writeFileSync(fresh, 'an upload in flight');

    await t.app.maintenance.run();

    expect(
      await t.app.db.selectFrom('sessions').selectAll().where('userId', '=', user.userId).execute(),
    ).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: live } }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.app.db
        .selectFrom('signInTokens')
        .selectAll()
        .where('tokenHash', '=', 'old')
        .execute(),
    ).toHaveLength(0);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });
});
