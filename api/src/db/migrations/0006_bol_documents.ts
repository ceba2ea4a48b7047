/**
 * BOL documents (issue 11): a load's documents are listed and counted (20 a load) by the driver and
 * the load, so they are indexed that way.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('bol_documents_user_load_idx')
    .on('bol_documents')
    .columns(['user_id', 'load_id', 'uploaded_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('bol_documents_user_load_idx').execute();
}
