/**
 * Pay settings and the earnings dashboard: the pay config becomes a synced row like the tiers
 * (its id is its owner's user id, one per driver), a load remembers whether its revenue is the pay
 * config's estimate (shown as one, and re-estimated on a pay change, until the driver enters the
 * real amount), and the dashboard's GROUP BY over a driver's deliveries reads one index range
 * holding every column it needs instead of the loads themselves.
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('pay_configs').addColumn('id', 'text').execute();
  await sql`UPDATE pay_configs SET id = user_id`.execute(db);
  await db.schema
    .createIndex('pay_configs_user_version_id_idx')
    .on('pay_configs')
    .columns(['user_id', 'version', 'id'])
    .execute();
  await db.schema
    .alterTable('loads')
    .addColumn('revenue_estimated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
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
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('loads_user_delivery_idx').execute();
  await db.schema.alterTable('loads').dropColumn('revenue_estimated').execute();
  await db.schema.dropIndex('pay_configs_user_version_id_idx').execute();
  await db.schema.alterTable('pay_configs').dropColumn('id').execute();
}
