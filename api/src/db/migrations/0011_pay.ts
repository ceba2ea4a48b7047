/**
 * Pay a driver can trust (docs/pay.md):
 * - a load keeps what it pays (gross_amount_cents) apart from what the driver earns from it; the
 *   latter (revenue_cents) is now only the driver's typed override, computed otherwise whenever
 *   shown. Estimates stored by earlier releases are cleared, so they are computed again.
 * - a load's extra pay (detention, layover, stops, tarp, breakdown, TONU), as JSON;
 * - the pay config's market rate and extra pay rates;
 * - the pay type each pay tier was made under, so a percentage driver's tiers are never read as
 *   dollars a mile, nor the other way round;
 * - settlements, a synced table: what a pay period's settlement paid, to check against the pay;
 * - when a driver first saw their dashboard (the first visit says 'Welcome').
 * A percentage config whose rate is under 1 % (a per-mile rate carried over a switch of pay type)
 * pays 75 % again, docs/product.md §9's percentage default.
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('loads').addColumn('gross_amount_cents', 'integer').execute();
  await db.schema
    .alterTable('loads')
    .addColumn('extras', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await sql`UPDATE loads SET revenue_cents = NULL WHERE revenue_estimated = 1`.execute(db);
  await db.schema.dropIndex('loads_user_delivered_idx').execute();
  await db.schema.alterTable('loads').dropColumn('revenue_estimated').execute();
  await sql`CREATE INDEX loads_user_closed_idx ON loads (user_id, status,
    (COALESCE(actual_delivery_date, delivery_date)))`.execute(db);

  const payColumns: [string, number | null][] = [
    ['market_rate_milli', 2750],
    ['detention_free_hundredths', 200],
    ['detention_rate_cents', 0],
    ['layover_rate_cents', 0],
    ['stop_rate_cents', 0],
    ['tarp_cents', 0],
    ['breakdown_rate_cents', 0],
    ['tonu_cents', 0],
  ];
  for (const [column, value] of payColumns)
    await db.schema
      .alterTable('pay_configs')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(value))
      .execute();
  await db.schema.alterTable('pay_configs').addColumn('empty_mile_rate_milli', 'integer').execute();
  await sql`UPDATE pay_configs SET tier1_rate_milli = 75000
    WHERE pay_type = 'percentage' AND tier1_rate_milli < 1000`.execute(db);

  await db.schema.alterTable('pay_tiers').addColumn('pay_type', 'text').execute();
  await sql`UPDATE pay_tiers SET pay_type = (
      SELECT CASE WHEN c.pay_type = 'percentage' THEN 'percentage' ELSE 'per_mile' END
      FROM pay_configs c WHERE c.user_id = pay_tiers.user_id)`.execute(db);

  await db.schema
    .createTable('settlements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('paid_cents', 'integer', (c) => c.notNull())
    .addColumn('deductions', 'text', (c) => c.notNull())
    .addColumn('loads', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('settlements_user_version_id_idx')
    .on('settlements')
    .columns(['user_id', 'version', 'id'])
    .execute();

  await db.schema.alterTable('users').addColumn('dashboard_seen_at', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('users').dropColumn('dashboard_seen_at').execute();
  await db.schema.dropTable('settlements').execute();
  await db.schema.alterTable('pay_tiers').dropColumn('pay_type').execute();
  for (const column of [
    'market_rate_milli',
    'detention_free_hundredths',
    'detention_rate_cents',
    'layover_rate_cents',
    'stop_rate_cents',
    'tarp_cents',
    'breakdown_rate_cents',
    'tonu_cents',
    'empty_mile_rate_milli',
  ])
    await db.schema.alterTable('pay_configs').dropColumn(column).execute();
  await db.schema.dropIndex('loads_user_closed_idx').execute();
  await db.schema
    .alterTable('loads')
    .addColumn('revenue_estimated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE INDEX loads_user_delivered_idx ON loads (user_id, status,
    (COALESCE(actual_delivery_date, delivery_date)), total_miles, revenue_estimated,
    revenue_cents, actual_delivery_date, delivery_date)`.execute(db);
  await db.schema.alterTable('loads').dropColumn('extras').execute();
  await db.schema.alterTable('loads').dropColumn('gross_amount_cents').execute();
}
