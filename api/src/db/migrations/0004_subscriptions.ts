/**
 * Subscriptions: each checkout we start (its plan, who bought it, whom it was applied to, and
 * whether its one-time sign-in token was already given out), the payment provider's events already
 * applied (a replayed webhook changes nothing), and when a driver's plan lapsed (the 7-day grace of
 * gated writes).
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

const now = sql`CURRENT_TIMESTAMP`;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('buyer_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('email', 'text')
    .addColumn('display_name', 'text')
    .addColumn('last_error', 'text')
    .addColumn('account_created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_issued_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('subscription_lapsed_at', 'text').execute();
  await db.schema
    .createIndex('subscriptions_user_idx')
    .on('subscriptions')
    .column('user_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('subscriptions_user_idx').execute();
  await db.schema.alterTable('users').dropColumn('subscription_lapsed_at').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('checkouts').execute();
}
