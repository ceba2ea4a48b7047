/**
 * Sending paperwork to the office: the addresses a driver saves (confirmed once before anything
 * goes to them) and each send, synced like every table. A send keeps the address's name and email
 * as they were, and its documents' ids as JSON, so it outlives the address.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('office_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('office_addresses_user_version_id_idx')
    .on('office_addresses')
    .columns(['user_id', 'version', 'id'])
    .execute();
  await db.schema
    .createTable('paperwork_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('load_id', 'text', (c) => c.notNull())
    .addColumn('address_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('document_ids', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('failure', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('paperwork_sends_user_version_id_idx')
    .on('paperwork_sends')
    .columns(['user_id', 'version', 'id'])
    .execute();
  // The daily limit counts a driver's sends of the last 24 hours.
  await db.schema
    .createIndex('paperwork_sends_user_created_idx')
    .on('paperwork_sends')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('paperwork_sends').execute();
  await db.schema.dropTable('office_addresses').execute();
}
