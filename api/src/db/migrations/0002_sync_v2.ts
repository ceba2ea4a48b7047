/**
 * Sync core v2: an idempotency record remembers a fingerprint of the request it answered, so a
 * different request under a used key is refused; a tombstone is keyed by its user too (ids are
 * client-made); MPG neighbours are found through an index instead of reading every fill-up; and a
 * pull reads a synced table in (version, id) order straight from its index, a few hundred rows at
 * a time, without sorting.
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

async function tombstonesKeyedByUser(db: Db) {
  // SQLite cannot change a primary key in place: build the new table, copy, swap.
  await db.schema
    .createTable('tombstones_v2')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tombstones_v2_pk', ['user_id', 'table_name', 'row_id'])
    .execute();
  await sql`INSERT INTO tombstones_v2 (user_id, table_name, row_id, version, deleted_at)
    SELECT user_id, table_name, row_id, version, deleted_at FROM tombstones`.execute(db);
  await db.schema.dropTable('tombstones').execute();
  await db.schema.alterTable('tombstones_v2').renameTo('tombstones').execute();
  await db.schema
    .createIndex('tombstones_user_version_idx')
    .on('tombstones')
    .columns(['user_id', 'version'])
    .execute();
}

const syncedTables = ['loads', 'bol_documents', 'fuel_entries', 'pay_tiers', 'bonus_tiers'];

async function versionIdIndexes(db: Db) {
  for (const table of syncedTables) {
    await db.schema.dropIndex(`${table}_user_version_idx`).execute();
    await db.schema
      .createIndex(`${table}_user_version_id_idx`)
      .on(table)
      .columns(['user_id', 'version', 'id'])
      .execute();
  }
}

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'text').execute();
  await versionIdIndexes(db);
  await tombstonesKeyedByUser(db);
  await db.schema
    .createIndex('fuel_entries_user_type_odometer_idx')
    .on('fuel_entries')
    .columns(['user_id', 'fuel_type', 'odometer'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('fuel_entries_user_type_odometer_idx').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('fingerprint').execute();
}
