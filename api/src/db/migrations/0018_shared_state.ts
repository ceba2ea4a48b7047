/**
 * What several API processes on one database must agree on beyond the records
 * (docs/architecture.md, Configuration): the generated cookie-signing secret, kept here so every
 * process signs and checks cookies alike, and leases, so a job meant to run once (the daily
 * maintenance) runs on one process at a time.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('leases').execute();
  await db.schema.dropTable('server_secrets').execute();
}
