/**
 * A synced table, registered once (api/src/sync/README.md): the database table, the key its rows
 * travel under in a pull, and how a row becomes what the device stores. The row access every synced
 * table needs (owner check for client-made ids, versioned reads, insert, update, delete) is written
 * here once, for all of them.
 */
import type { SyncedTable } from '@haulbook/sync-protocol';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

interface SyncedRowBase {
  id: string;
  userId: string;
  version: number;
}

/** Tables whose rows carry a client-made id, their user and the version they were written at. */
export type SyncedDbTable = {
  [K in keyof Database]: Database[K] extends SyncedRowBase ? K : never;
}[keyof Database];

export interface SyncedTableRegistration<T extends SyncedDbTable = SyncedDbTable> {
  /** The key of this table in a pull, and the name of its table on the device. */
  name: SyncedTable;
  table: T;
  toShape(row: Selectable<Database[T]>): { id: string; version: number };
}

export function syncedTable<T extends SyncedDbTable>(
  registration: SyncedTableRegistration<T>,
): SyncedTableRegistration {
  return registration as unknown as SyncedTableRegistration;
}

/** Kysely cannot type a query over "any of these tables"; this view names their shared columns. */
type AnySynced = Kysely<{ synced: SyncedRowBase }>;

export function syncedRows<T extends SyncedDbTable>(db: Db, table: T) {
  type Row = Selectable<Database[T]>;
  const any = db as unknown as AnySynced;
  const name = table as unknown as 'synced';
  const mine = (userId: string) => any.selectFrom(name).selectAll().where('userId', '=', userId);
  return {
    async find(userId: string, id: string): Promise<Row | undefined> {
      return (await mine(userId).where('id', '=', id).executeTakeFirst()) as Row | undefined;
    },
    /** Whoever owns an id, if anyone: ids are client-made, so a clash must not leak or overwrite. */
    findAnyOwner(id: string) {
      return any.selectFrom(name).select('userId').where('id', '=', id).executeTakeFirst();
    },
    async insert(row: Insertable<Database[T]>): Promise<void> {
      await any
        .insertInto(name)
        .values(row as unknown as SyncedRowBase)
        .execute();
    },
    async update(userId: string, id: string, changes: Updateable<Database[T]>): Promise<void> {
      await any
        .updateTable(name)
        .set(changes as Updateable<SyncedRowBase>)
        .where('userId', '=', userId)
        .where('id', '=', id)
        .execute();
    },
    async delete(userId: string, id: string): Promise<void> {
      await any.deleteFrom(name).where('userId', '=', userId).where('id', '=', id).execute();
    },
    /** Rows written after `since`, oldest version first, at most `limit`. */
    async changedSince(userId: string, since: number, limit: number): Promise<Row[]> {
      return (await mine(userId)
        .where('version', '>', since)
        .orderBy('version')
        .orderBy('id')
        .limit(limit)
        .execute()) as Row[];
    },
    /** Every row written at exactly `version` (one write may touch several rows). */
    async atVersion(userId: string, version: number): Promise<Row[]> {
      return (await mine(userId).where('version', '=', version).execute()) as Row[];
    },
  };
}
