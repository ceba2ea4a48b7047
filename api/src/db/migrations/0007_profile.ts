/**
 * Issue 12 (profile and account): preferences become a synced table (a synced row needs the id it
 * travels under: the owner's id, one row per driver), and an email change waits in a table of its
 * own until the new address opens its link, so the account's address never changes unproven.
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('user_preferences').addColumn('id', 'text').execute();
  await sql`UPDATE user_preferences SET id = user_id`.execute(db);
  await db.schema
    .createIndex('user_preferences_id_idx')
    .on('user_preferences')
    .column('id')
    .unique()
    .execute();

  await db.schema
    .createTable('email_changes')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropIndex('user_preferences_id_idx').execute();
  await db.schema.alterTable('user_preferences').dropColumn('id').execute();
}
