/**
 * Paperwork that follows the load (docs/product.md §7): a document no longer goes with its load
 * when the load is cancelled (a cancelled load can still pay, and the office may still ask for its
 * BOL), and each document says what it is (bill of lading, proof of delivery, ...). Dropping a
 * foreign key is a table rebuild on SQLite, written the same way for PostgreSQL: a new table, the
 * rows copied, the old one dropped and the new one renamed, its indexes made again.
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

const columns = [
  'id',
  'user_id',
  'load_id',
  'filename',
  'original_name',
  'mimetype',
  'size',
  'path',
  'uploaded_at',
  'version',
  'created_at',
  'updated_at',
];

async function rebuild(db: Db, withLoadKey: boolean, kind: boolean) {
  const now = sql`CURRENT_TIMESTAMP`;
  let table = db.schema
    .createTable('bol_documents_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('load_id', 'text', (c) =>
      withLoadKey ? c.notNull().references('loads.id').onDelete('cascade') : c.notNull(),
    )
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mimetype', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now));
  if (kind) table = table.addColumn('kind', 'text', (c) => c.notNull().defaultTo('bill_of_lading'));
  await table.execute();
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`insert into bol_documents_next (${list}) select ${list} from bol_documents`.execute(db);
  await db.schema.dropTable('bol_documents').execute();
  await db.schema.alterTable('bol_documents_next').renameTo('bol_documents').execute();
  await db.schema
    .createIndex('bol_documents_user_version_id_idx')
    .on('bol_documents')
    .columns(['user_id', 'version', 'id'])
    .execute();
  await db.schema
    .createIndex('bol_documents_user_load_idx')
    .on('bol_documents')
    .columns(['user_id', 'load_id', 'uploaded_at'])
    .execute();
}

export async function up(db: Db): Promise<void> {
  await rebuild(db, false, true);
}

/** Back to documents that go with their load; those of loads already gone go with it. */
export async function down(db: Db): Promise<void> {
  await sql`delete from bol_documents where load_id not in (select id from loads)`.execute(db);
  await rebuild(db, true, false);
}
