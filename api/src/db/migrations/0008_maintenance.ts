/**
 * The maintenance tracker: service items (intervals by miles, days or both, counted from the last
 * service) and the costs logged against them, both synced like loads and fill-ups. Money is kept
 * in cents. A cost outlives the item it was for (the item id is then cleared on the device's next
 * pull, as the server sets it to null).
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('maintenance_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('interval_miles', 'integer')
    .addColumn('interval_days', 'integer')
    .addColumn('last_service_odometer', 'integer')
    .addColumn('last_service_date', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('maintenance_costs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('odometer', 'integer')
    .addColumn('receipt_url', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const table of ['maintenance_items', 'maintenance_costs'])
    await db.schema
      .createIndex(`${table}_user_version_id_idx`)
      .on(table)
      .columns(['user_id', 'version', 'id'])
      .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('maintenance_costs').execute();
  await db.schema.dropTable('maintenance_items').execute();
}
