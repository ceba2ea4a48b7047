/**
 * build(): a fresh API for one test file, on a new SQLite file, or, when the api-postgres project
 * runs (HB_TEST_DB=postgres), in a PostgreSQL schema of its own on TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type App } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { findLink, readMailbox } from '../mail/mailbox.js';

export const appUrl = 'http://haulbook.test';

export interface TestApp {
  app: App;
  config: AppConfig;
  /** The newest email to `to`, waiting briefly for it to be written. */
  lastEmailTo(to: string): Promise<{ subject: string; text: string }>;
  /** The first link in the newest email to `to` that starts with APP_URL + `path`. */
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

export async function build(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-test-'));
  const pgUrl = process.env.HB_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (pgUrl && schema) await withPg(pgUrl, (c) => c.query(`CREATE SCHEMA ${schema}`));

  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: pgUrl ?? `sqlite:${path.join(dataDir, 'test.db')}`,
      APP_URL: appUrl,
    }),
    authRateLimit: { max: 1000, timeWindow: 60_000 },
    ...overrides,
  };
  const app = await buildApp(config, schema ? { searchPath: schema } : {});

  async function lastEmailTo(to: string) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const found = (await readMailbox(dataDir)).find((e) => e.to === to);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`No email to ${to}`);
  }

  return {
    app,
    config,
    lastEmailTo,
    async linkSentTo(to, linkPath) {
      const link = findLink((await lastEmailTo(to)).text, `${appUrl}${linkPath}`);
      if (!link) throw new Error(`No ${linkPath} link in the email to ${to}`);
      return link;
    },
    async close() {
      await app.close();
      if (pgUrl && schema) await withPg(pgUrl, (c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
      fs.rmSync(dataDir, { recursive: true, force: true });
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
