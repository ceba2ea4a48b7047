/**
 * A real Haulbook API for sync tests: the Fastify app on a SQLite file, reached through inject
 * (no sockets), that can be restarted on the same file, plus a signed-up driver's session.
 */
import { afterAll, beforeAll } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../../api/src/app';
import { loadConfig, type AppConfig } from '../../../api/src/config';
import type { Db } from '../../../api/src/db/database';
import { hashToken } from '../../../api/src/lib/tokens';
import { findLink, readMailbox } from '../../../api/src/mail/mailbox';
import { sessionCookie } from '../../../api/src/plugins/sessions';
import type { Transport } from '../data/sync/transport';

const password = 'Haul1234';

/** A FormData body (multipart calls) becomes bytes and its boundary header, as fetch would send. */
async function encodeBody(body: string | FormData | undefined, headers: Record<string, string>) {
  if (!(body instanceof FormData)) return { body, headers: {} };
  const encoded = new Response(body);
  const type = encoded.headers.get('content-type') ?? headers['Content-Type'] ?? '';
  return { body: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': type } };
}

export class TestServer {
  app!: App;
  private config: AppConfig;

  constructor() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-sync-'));
    this.config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${path.join(dataDir, 'test.db')}`,
        APP_URL: 'http://haulbook.test',
      }),
      // A cheap Argon2id: these tests are about sync, not password hashing.
      passwordHashing: { memoryKiB: 1024, passes: 1, parallelism: 1 },
    };
  }

  /** The database of the app running now (a restart opens it again). */
  get db(): Db {
    return this.app.db;
  }

  async start(): Promise<this> {
    this.app = await buildApp(this.config);
    return this;
  }

  async restart(): Promise<void> {
    await this.app.close();
    await this.start();
  }

  async stop(): Promise<void> {
    await this.app.close();
    fs.rmSync(this.config.dataDir, { recursive: true, force: true });
  }

  /** Signs a new driver up through the real signup calls and returns their session cookie. */
  async driver(email: string): Promise<string> {
    const inject = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
      this.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: cookie ? { cookie } : {},
      });
    await inject('POST', '/api/signup/step1', { email, displayName: 'Sync Driver' });
    await this.app.mailQueue.runDue();
    const mail = (await readMailbox(this.config.dataDir)).find((m) => m.to === email)!;
    const token = new URL(
      findLink(mail.text, 'http://haulbook.test/signup/step2')!,
    ).searchParams.get('token');
    const verified = await inject('GET', `/api/verify-email?token=${token}`);
    const signupCookie = verified.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const { userId } = verified.json<{ userId: string }>();
    await inject(
      'POST',
      '/api/signup/step2',
      { phone: '5551234567', company: 'landstar', password, confirmPassword: password, userId },
      signupCookie,
    );
    const login = await inject('POST', '/api/auth/login', { email, password });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // Loads and fuel entries need a plan in force: bought in demo mode, as the subscribe screen does.
    const checkout = await inject(
      'POST',
      '/api/create-subscription',
      { priceId: 'demo_monthly' },
      cookie,
    );
    const { sessionId } = checkout.json<{ sessionId: string }>();
    await inject('POST', '/api/demo/checkout/pay', { sessionId, cardNumber: '4242424242424242' });
    return cookie;
  }

  /** The driver's plan ended `daysAgo` days ago (past the server's 7-day grace when over 7). */
  async lapse(email: string, daysAgo: number): Promise<void> {
    await this.app.db
      .updateTable('users')
      .set({
        subscriptionStatus: 'canceled',
        subscriptionLapsedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      })
      .where('email', '=', email)
      .execute();
  }

  /** The driver's plan is in force again. */
  async renew(email: string): Promise<void> {
    await this.app.db
      .updateTable('users')
      .set({ subscriptionStatus: 'active', subscriptionLapsedAt: null })
      .where('email', '=', email)
      .execute();
  }

  /** A subscribed driver made straight in the database, with a session (see `quickDriver`). */
  quickDriver(email: string): Promise<{ userId: string; cookie: string }> {
    return quickDriver(this.db, email);
  }

  /** A transport through inject carrying `cookie`; `fault()` decides per call what goes wrong. */
  transport(cookie: string, fault: () => 'none' | 'offline' | 'lose-response'): Transport {
    return async ({ method, path: url, headers, body }) => {
      const mode = fault();
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      const payload = await encodeBody(body, headers);
      const res = await this.app.inject({
        method: method as 'GET',
        url,
        headers: { ...headers, ...payload.headers, cookie },
        ...(payload.body !== undefined ? { payload: payload.body } : {}),
      });
      if (mode === 'lose-response')
        throw new TypeError('Connection reset after the server answered');
      return { status: res.statusCode, text: res.body };
    };
  }
}

/**
 * A subscribed driver made straight in `db`, with a session: for tests that sign up hundreds of
 * drivers and are about sync, not signup (the real flow is `TestServer.driver`).
 */
export async function quickDriver(
  db: Db,
  email: string,
): Promise<{ userId: string; cookie: string }> {
  const userId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 86_400_000).toISOString();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      emailVerified: 1,
      subscriptionStatus: 'active',
      subscriptionTier: 'monthly',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('sessions')
    .values({ id: hashToken(token), userId, createdAt: now, expiresAt: later })
    .execute();
  return { userId, cookie: `${sessionCookie}=${token}` };
}

/**
 * A file's server and one signed-in driver: started before its tests, stopped after them. The
 * fields are there once the tests run.
 */
export function serverWithDriver(email: string) {
  const setup = { server: undefined as unknown as TestServer, cookie: '' };
  beforeAll(async () => {
    setup.server = await new TestServer().start();
    setup.cookie = await setup.server.driver(email);
  });
  afterAll(() => setup.server.stop());
  return setup;
}
