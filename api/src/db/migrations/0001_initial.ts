/**
 * Every entity of docs/product.md §3, plus sessions, sign-in tokens, idempotency keys and the per-user sync
 * version. Written with portable types only (text, integer) so it runs the same on SQLite and
 * PostgreSQL. Never edit a migration that has shipped: add the next one.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not today's types.
type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

const now = sql`CURRENT_TIMESTAMP`;

function synced(t: Table): Table {
  return t
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now));
}

const flag = (t: Table, name: string, value: 0 | 1) =>
  t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(value));

async function accounts(db: Db) {
  let users = db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('display_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('profile_image_url', 'text');
  users = flag(users, 'email_verified', 0);
  await flag(users, 'is_blocked', 0)
    .addColumn('verification_token_hash', 'text', (c) => c.unique())
    .addColumn('verification_expires_at', 'text')
    .addColumn('password_reset_token_hash', 'text', (c) => c.unique())
    .addColumn('password_reset_expires_at', 'text')
    .addColumn('stripe_customer_id', 'text', (c) => c.unique())
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('inactive'))
    .addColumn('subscription_tier', 'text')
    .addColumn('subscription_price_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('stripe_price_id', 'text')
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('sign_in_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function companies(db: Db) {
  let t = db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('pay_type', 'text', (c) => c.notNull())
    .addColumn('base_rate_milli', 'integer', (c) => c.notNull())
    .addColumn('pay_description', 'text');
  t = flag(t, 'has_bonus_program', 0);
  t = flag(t, 'has_pay_period_presets', 0);
  t = flag(t, 'is_active', 1);
  await t
    .addColumn('default_pay_period', 'text', (c) => c.notNull().defaultTo('weekly'))
    .addColumn('default_pay_period_start_day', 'text', (c) => c.notNull().defaultTo('monday'))
    .execute();

  await flag(
    db.schema
      .createTable('company_pay_period_presets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('pay_period', 'text', (c) => c.notNull())
      .addColumn('pay_period_start_day', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addUniqueConstraint('company_pay_period_presets_name_uq', ['company_id', 'name']),
    'is_active',
    1,
  ).execute();

  await flag(
    db.schema
      .createTable('company_pay_structures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_name', 'text', (c) => c.notNull().unique())
      .addColumn('pay_type', 'text', (c) => c.notNull())
      .addColumn('base_rate_milli', 'integer', (c) => c.notNull())
      .addColumn('description', 'text'),
    'is_active',
    1,
  ).execute();
}

async function work(db: Db) {
  let loads = synced(
    db.schema
      .createTable('loads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('load_number', 'text')
      .addColumn('pickup_city', 'text', (c) => c.notNull())
      .addColumn('pickup_state', 'text', (c) => c.notNull())
      .addColumn('delivery_city', 'text', (c) => c.notNull())
      .addColumn('delivery_state', 'text', (c) => c.notNull())
      .addColumn('pickup_date', 'text', (c) => c.notNull())
      .addColumn('delivery_date', 'text', (c) => c.notNull())
      .addColumn('weight', 'integer')
      .addColumn('loaded_miles', 'integer', (c) => c.notNull())
      .addColumn('empty_miles', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_miles', 'integer', (c) => c.notNull())
      .addColumn('company', 'text')
      .addColumn('notes', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('actual_pickup_date', 'text')
      .addColumn('revenue_cents', 'integer')
      .addColumn('document_url', 'text'),
  );
  loads = flag(loads, 'is_active', 0);
  await loads.execute();

  await synced(
    db.schema
      .createTable('bol_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('load_id', 'text', (c) => c.notNull().references('loads.id').onDelete('cascade'))
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('mimetype', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('uploaded_at', 'text', (c) => c.notNull()),
  ).execute();

  await flag(
    synced(
      db.schema
        .createTable('fuel_entries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('odometer', 'integer', (c) => c.notNull())
        .addColumn('gallons_milli', 'integer', (c) => c.notNull())
        .addColumn('price_per_gallon_milli', 'integer', (c) => c.notNull())
        .addColumn('total_cost_milli', 'integer', (c) => c.notNull())
        .addColumn('fuel_type', 'text', (c) => c.notNull().defaultTo('diesel'))
        .addColumn('mpg_centi', 'integer')
        .addColumn('receipt_url', 'text')
        .addColumn('assigned_load_id', 'text', (c) =>
          c.references('loads.id').onDelete('set null'),
        ),
    ),
    'missed_previous_entry',
    0,
  ).execute();
}

async function pay(db: Db) {
  await synced(
    db.schema
      .createTable('pay_configs')
      .addColumn('pay_period', 'text', (c) => c.notNull().defaultTo('weekly'))
      .addColumn('pay_period_start_day', 'text', (c) => c.notNull().defaultTo('monday'))
      .addColumn('pay_type', 'text', (c) => c.notNull().defaultTo('mileage'))
      .addColumn('tier1_rate_milli', 'integer', (c) => c.notNull().defaultTo(450))
      .addColumn('tier1_max_miles', 'integer', (c) => c.notNull().defaultTo(1000))
      .addColumn('tier2_rate_milli', 'integer', (c) => c.notNull().defaultTo(600))
      .addColumn('fixed_monthly_bonus_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('payment_basis', 'text', (c) => c.notNull().defaultTo('delivery'))
      .addColumn('pay_week_start', 'integer', (c) => c.notNull().defaultTo(0)),
  )
    .addPrimaryKeyConstraint('pay_configs_pk', ['user_id'])
    .execute();

  await synced(
    db.schema
      .createTable('pay_tiers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('min_miles', 'integer', (c) => c.notNull())
      .addColumn('max_miles', 'integer')
      .addColumn('rate_milli', 'integer', (c) => c.notNull())
      .addColumn('order_index', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await synced(
    db.schema
      .createTable('bonus_tiers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('trigger_miles', 'integer')
      .addColumn('bonus_type', 'text', (c) => c.notNull().defaultTo('flat'))
      .addColumn('bonus_amount_cents', 'integer', (c) => c.notNull())
      .addColumn('time_period', 'text', (c) => c.notNull().defaultTo('monthly'))
      .addColumn('min_miles', 'integer')
      .addColumn('max_miles', 'integer')
      .addColumn('description', 'text'),
  ).execute();

  await flag(
    synced(
      db.schema
        .createTable('user_preferences')
        .addColumn('distance_unit', 'text', (c) => c.notNull().defaultTo('miles'))
        .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC')),
    ),
    'push_notifications',
    1,
  )
    .addPrimaryKeyConstraint('user_preferences_pk', ['user_id'])
    .execute();
}

async function sync(db: Db) {
  await db.schema
    .createTable('sync_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    // Tombstones at or below this version have been purged: an older cursor needs a full resync.
    .addColumn('tombstone_floor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('tombstones')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tombstones_pk', ['table_name', 'row_id'])
    .execute();

  for (const table of [
    'loads',
    'bol_documents',
    'fuel_entries',
    'pay_tiers',
    'bonus_tiers',
    'tombstones',
  ]) {
    await db.schema
      .createIndex(`${table}_user_version_idx`)
      .on(table)
      .columns(['user_id', 'version'])
      .execute();
  }
}

export async function up(db: Db): Promise<void> {
  await accounts(db);
  await companies(db);
  await work(db);
  await pay(db);
  await sync(db);
}

export async function down(db: Db): Promise<void> {
  const tables = [
    'tombstones',
    'idempotency_keys',
    'sync_versions',
    'user_preferences',
    'bonus_tiers',
    'pay_tiers',
    'pay_configs',
    'fuel_entries',
    'bol_documents',
    'loads',
    'company_pay_structures',
    'company_pay_period_presets',
    'companies',
    'sign_in_tokens',
    'sessions',
    'subscriptions',
    'users',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
