/**
 * build(): a fresh API for one test file, on a new SQLite file, or, when the api-postgres project
 * runs (HB_TEST_DB=postgres), in a PostgreSQL schema of its own on the run's server
 * (TEST_DATABASE_URL's or an embedded one: postgres-setup.ts). Uploaded files go to the data
 * folder, or, when the api-s3 project runs (HB_TEST_FILES=s3), to a bucket of an S3 server of
 * the test's own (s3-server.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { FileStore } from '../lib/file-store.js';
import { openFileStore, type FileStoreConfig } from '../lib/open-file-store.js';
import { findLink, readMailbox, type StoredEmail } from '../mail/mailbox.js';
import { startS3Server } from './s3-server.js';

export const appUrl = 'http://haulbook.test';

export interface TestApp {
  app: App;
  config: AppConfig;
  /** The store the app keeps uploads in, to look at what it holds. */
  files: FileStore;
  /** Makes a stored file look `ms` older, as one stored that long ago would. */
  backdate(key: string, ms: number): Promise<void>;
  /** Sends every queued email now (the queue otherwise runs after the reply). */
  flushMail(): Promise<void>;
  /** Every log line the app wrote (only with `logLevel` set in the overrides). */
  logs: string[];
  /** A second API process on the same database and data folder, closed with this one. */
  twin(overrides?: Partial<AppConfig>): Promise<App>;
  /** The newest email to `to`, waiting briefly for it to be sent. */
  lastEmailTo(to: string): Promise<{ subject: string; text: string }>;
  /** The first link starting with APP_URL + `path` in the newest email to `to` that has one. */
  linkSentTo(to: string, path: string): Promise<string>;
  close(): Promise<void>;
}

async function withPg<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

interface TestFileStore {
  config: FileStoreConfig;
  backdate(key: string, ms: number): Promise<void>;
  stop(): Promise<void>;
}

/** The data folder, or in the api-s3 project a bucket of an S3 server of the test's own. */
async function testFileStore(dataDir: string): Promise<TestFileStore> {
  if (process.env.HB_TEST_FILES === 's3') {
    const { backdate, stop, ...settings } = await startS3Server();
    return { config: { kind: 's3', ...settings }, backdate, stop };
  }
  return {
    config: { kind: 'disk' },
    async backdate(key, ms) {
      const when = new Date(Date.now() - ms);
      await fs.promises.utimes(path.join(dataDir, key), when, when);
    },
    stop: async () => {},
  };
}

/** The names of a driver's stored files of one collection ('receipts', 'bol', ...), sorted. */
export async function storedNames(t: TestApp, collection: string, userId: string) {
  const objects = await t.files.list(`${collection}/${userId}/`);
  return objects.map((o) => o.key.slice(o.key.lastIndexOf('/') + 1)).sort();
}

export async function build(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-test-'));
  const pgUrl = process.env.HB_TEST_DB === 'postgres' ? inject('testDatabaseUrl') : undefined;
  const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const store = await testFileStore(dataDir);
  if (pgUrl && schema) await withPg(pgUrl, (c) => c.query(`CREATE SCHEMA ${schema}`));

  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: pgUrl ?? `sqlite:${path.join(dataDir, 'test.db')}`,
      APP_URL: appUrl,
    }),
    fileStore: store.config,
    authRateLimit: { max: 1000, timeWindow: 60_000 },
    // A cheap Argon2id keeps the suite fast; passwords.test.ts checks the real cost.
    passwordHashing: { memoryKiB: 1024, passes: 1, parallelism: 1 },
    ...overrides,
  };
  const logs: string[] = [];
  const open = (c: AppConfig) =>
    buildApp(c, {
      ...(schema ? { searchPath: schema } : {}),
      logStream: { write: (line) => void logs.push(line.trim()) },
    });
  const files = openFileStore(config.fileStore, dataDir);
  const dropStorage = async () => {
    if (pgUrl && schema) await withPg(pgUrl, (c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
    files.close();
    await store.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // An app that fails to build (a broken plugin) leaves no folder or schema behind either.
  const app = await open(config).catch(async (error: unknown) => {
    await dropStorage();
    throw error;
  });
  const twins: App[] = [];

  /** The newest email to `to` that `accept` takes, waiting a while: mail leaves after the reply. */
  async function waitForEmail(to: string, accept: (e: StoredEmail) => boolean = () => true) {
    await app.mailQueue.runDue();
    for (let attempt = 0; attempt < 100; attempt++) {
      const found = (await readMailbox(dataDir)).find((e) => e.to === to && accept(e));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`No such email to ${to}`);
  }

  return {
    app,
    config,
    files,
    backdate: store.backdate,
    logs,
    flushMail: () => app.mailQueue.runDue(),
    async twin(more = {}) {
      const other = await open({ ...config, ...more });
      twins.push(other);
      return other;
    },
    lastEmailTo: (to) => waitForEmail(to),
    async linkSentTo(to, linkPath) {
      const prefix = `${appUrl}${linkPath}`;
      const email = await waitForEmail(to, (e) => findLink(e.text, prefix) !== undefined);
      return findLink(email.text, prefix)!;
    },
    async close() {
      for (const other of twins) await other.close();
      await app.close();
      await dropStorage();
    },
  };
}

/** The Cookie header a browser would send back after this response. */
export function cookiesFrom(...responses: LightMyRequestResponse[]): string {
  return responses
    .flatMap((r) => r.cookies)
    .filter((c) => c.value !== '' && (c.maxAge === undefined || c.maxAge > 0))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
