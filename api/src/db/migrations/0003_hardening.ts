/**
 * Issue 8 (accounts and API hardened): the abuse counters every API process shares, the mail
 * queue, indexes for paging lists and purging, and no password on an account whose address was
 * never verified (a password is only ever chosen at signup step 2, by whoever opened the link).
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_reset_idx')
    .on('rate_limits')
    .column('reset_at')
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('retry_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_queue_due_idx')
    .on('mail_queue')
    .column('next_attempt_at')
    .execute();

  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
  await db.schema
    .createIndex('sign_in_tokens_user_idx')
    .on('sign_in_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
  await db.schema
    .createIndex('sign_in_tokens_expires_idx')
    .on('sign_in_tokens')
    .column('expires_at')
    .execute();

  await db.schema
    .createIndex('loads_user_pickup_idx')
    .on('loads')
    .columns(['user_id', 'pickup_date', 'id'])
    .execute();
  await db.schema
    .createIndex('fuel_entries_user_date_idx')
    .on('fuel_entries')
    .columns(['user_id', 'date', 'odometer', 'id'])
    .execute();

  await sql`UPDATE users SET password_hash = NULL WHERE email_verified = 0`.execute(db);
}

export async function down(db: Db): Promise<void> {
  for (const index of [
    'fuel_entries_user_date_idx',
    'loads_user_pickup_idx',
    'sign_in_tokens_expires_idx',
    'sign_in_tokens_user_idx',
    'sessions_expires_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const table of ['mail_queue', 'sign_in_failures', 'rate_limits']) {
    await db.schema.dropTable(table).execute();
  }
}
