/**
 * Nobody can learn who has an account, or who pays, from the account calls: the status, the body
 * and the time are the same for a known and an unknown address, because the mail goes out from a
 * queue after the reply. A mail server that fails never turns into a 500: the send is retried.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { signUp } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';

const unlimited = { max: 100_000, timeWindow: 60_000 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('known and unknown addresses get the same answer in the same time', () => {
  let t: TestApp;
  let known: string;
  beforeAll(async () => {
    t = await build({ accountEmailLimit: unlimited });
    known = (await signUp(t, 'known@example.com')).email;
    await t.app.db
      .updateTable('users')
      .set({ subscriptionStatus: 'active', subscriptionTier: 'monthly' })
      .where('email', '=', known)
      .execute();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it.each([
    ['/api/auth/forgot-password', {}],
    ['/api/auth/direct-login', {}],
    ['/api/auth/simple-login', {}],
    ['/api/signup/step1', { displayName: 'Dale' }],
    ['/api/auth/register', { displayName: 'Dale', password: 'Regist3red!' }],
  ])('%s', async (url, extra) => {
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 50; i++) {
      for (const who of ['known', 'unknown'] as const) {
        const email = who === 'known' ? known : `ghost${i}@example.com`;
        const started = performance.now();
        const res = await post(url, { email, ...extra });
        times[who].push(performance.now() - started);
        expect(res.statusCode).toBeLessThan(300);
        if (i === 0 && who === 'unknown') {
          const first = await post(url, { email: known, ...extra });
          expect(res.statusCode).toBe(first.statusCode);
          expect(res.body).toBe(first.body);
        }
      }
    }
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(10);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('a mail server that fails', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: string[] = [];
  let refusals = 2;

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (refusals-- > 0) return callback(new Error('mailbox busy, try later'));
          received.push(Buffer.concat(chunks).toString());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    t = await build({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailRetryMs: 20,
      logLevel: 'info',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('still answers 200, retries the send, and logs each failure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup/step1',
      payload: { email: 'queued@example.com', displayName: 'Queued' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => received.some((m) => m.includes('queued@example.com'))).toBe(true);
    const failures = t.logs.filter((line) => line.includes('email not sent'));
    expect(failures.length).toBeGreaterThanOrEqual(1);
    expect(failures.join('\n')).not.toMatch(/token=/);
  });
});
