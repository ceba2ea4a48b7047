/**
 * IFTA (docs/product.md §10): where each fill-up was bought and whether the fuel tax was in its
 * price; the miles driven in each jurisdiction (typed, or an odometer stretch a state line starts);
 * and the quarter's tax rates the driver imports or types. Fill-ups logged before this have no
 * jurisdiction and count as tax-paid, as pump fuel nearly always is.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

const syncedIndex = (db: Db, table: string) =>
  db.schema
    .createIndex(`${table}_user_version_id_idx`)
    .on(table)
    .columns(['user_id', 'version', 'id'])
    .execute();

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('fuel_entries').addColumn('jurisdiction', 'text').execute();
  await db.schema
    .alterTable('fuel_entries')
    .addColumn('tax_paid', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('jurisdiction_segments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('jurisdiction', 'text', (c) => c.notNull())
    .addColumn('miles', 'integer')
    .addColumn('odometer_start', 'integer')
    .addColumn('odometer_end', 'integer')
    .addColumn('load_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('jurisdiction_segments_user_date_idx')
    .on('jurisdiction_segments')
    .columns(['user_id', 'date'])
    .execute();
  await db.schema
    .createTable('ifta_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quarter', 'text', (c) => c.notNull())
    .addColumn('jurisdiction', 'text', (c) => c.notNull())
    .addColumn('rate_ten_thousandths', 'integer', (c) => c.notNull())
    .addColumn('surcharge_ten_thousandths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await syncedIndex(db, 'jurisdiction_segments');
  await syncedIndex(db, 'ifta_rates');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('ifta_rates').execute();
  await db.schema.dropTable('jurisdiction_segments').execute();
  await db.schema.alterTable('fuel_entries').dropColumn('tax_paid').execute();
  await db.schema.alterTable('fuel_entries').dropColumn('jurisdiction').execute();
}
