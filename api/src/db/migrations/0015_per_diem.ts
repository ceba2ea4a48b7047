/**
 * Per diem and profit settings (docs/product.md §10): the driver's corrections of days away, one
 * row per tap (the newest for a day wins), and two preferences: what counts as income (what the
 * loads pay for an owner-operator, My pay for a company driver, the app's first users) and the
 * per diem daily rate in cents ($80, the IRS's transportation-worker rate from October 2024).
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('per_diem_days')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('per_diem_days_user_version_id_idx')
    .on('per_diem_days')
    .columns(['user_id', 'version', 'id'])
    .execute();
  await db.schema
    .createIndex('per_diem_days_user_date_idx')
    .on('per_diem_days')
    .columns(['user_id', 'date'])
    .execute();
  await db.schema
    .alterTable('user_preferences')
    .addColumn('income_basis', 'text', (c) => c.notNull().defaultTo('my_pay'))
    .execute();
  await db.schema
    .alterTable('user_preferences')
    .addColumn('per_diem_rate_cents', 'integer', (c) => c.notNull().defaultTo(8000))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('user_preferences').dropColumn('per_diem_rate_cents').execute();
  await db.schema.alterTable('user_preferences').dropColumn('income_basis').execute();
  await db.schema.dropTable('per_diem_days').execute();
}
