/**
 * Expenses: what the truck and the road cost besides fuel and maintenance (tolls, scales, a
 * lumper...), synced like every table. Money is kept in cents; the load and the state or province
 * are optional, and a receipt photo is kept in the per-user file store.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('expenses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('load_id', 'text')
    .addColumn('jurisdiction', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('receipt_url', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('expenses_user_version_id_idx')
    .on('expenses')
    .columns(['user_id', 'version', 'id'])
    .execute();
  // GET /api/expenses reads a driver's month by day.
  await db.schema
    .createIndex('expenses_user_date_idx')
    .on('expenses')
    .columns(['user_id', 'date'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('expenses').execute();
}
