/**
 * The dashboard counts a load in the week it was delivered, the driver's tap where one was kept
 * and its schedule otherwise, as the Loads counters do (0009). Its one query reads that instant
 * from this index, which holds every column the query needs, in place of 0005's on the schedule.
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await sql`CREATE INDEX loads_user_delivered_idx ON loads (user_id, status,
    (COALESCE(actual_delivery_date, delivery_date)), total_miles, revenue_estimated,
    revenue_cents, actual_delivery_date, delivery_date)`.execute(db);
  await db.schema.dropIndex('loads_user_delivery_idx').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema
    .createIndex('loads_user_delivery_idx')
    .on('loads')
    .columns([
      'user_id',
      'status',
      'delivery_date',
      'total_miles',
      'revenue_estimated',
      'revenue_cents',
    ])
    .execute();
  await db.schema.dropIndex('loads_user_delivered_idx').execute();
}
