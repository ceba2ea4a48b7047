/**
 * A synced table, registered once (api/src/sync/README.md): the database table, the key its rows
 * travel under in a pull, and how a row becomes what the device stores. The row access every synced
 * table needs (owner check for client-made ids, versioned reads, insert, update, delete) is written
 * here once, for all of them.
 */
import type { SyncedTable } from '@haulbook/sync-protocol';
import {
  sql,
  type Compilable,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import type { Db } from '../db/database.js';
import {
  deferInsert,
  deferUpdate,
  heldRow,
  holdsRows,
  keepDeleted,
  keepWritten,
  type HeldRow,
} from './batch-rows.js';
import { runPrepared } from '../db/prepared.js';
import { sliceRows, yieldToOthers } from '../lib/yield.js';
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

/**
 * What a new device's first answer carries of a table (sync-protocol sync-history.ts): all of it
 * (settings: a few rows the first screens need), or the rows whose `column` is one of `values`
 * (the loads still on the road); the rest comes newest first, a page at a time.
 */
export type FirstPull = { whole: true } | { column: string; values: readonly string[] };

export interface SyncedTableRegistration<T extends SyncedDbTable = SyncedDbTable> {
  /** The key of this table in a pull, and the name of its table on the device. */
  name: SyncedTable;
  table: T;
  toShape(row: Selectable<Database[T]>): { id: string; version: number };
  /** Left out: the whole table comes newest first in pages. */
  firstPull?: FirstPull;
}

export function syncedTable<T extends SyncedDbTable>(
  registration: SyncedTableRegistration<T>,
): SyncedTableRegistration {
  return registration as unknown as SyncedTableRegistration;
}

/** Reads up to `limit` rows in keyset slices of `sliceRows`, yielding between them. */
async function slices(
  limit: number,
  read: (after: SyncedRowBase | undefined, size: number) => Promise<SyncedRowBase[]>,
): Promise<SyncedRowBase[]> {
  const rows: SyncedRowBase[] = [];
  for (;;) {
    const size = Math.min(sliceRows, limit - rows.length);
    const slice = await read(rows[rows.length - 1], size);
    rows.push(...slice);
    if (slice.length < size || rows.length >= limit) return rows;
    await yieldToOthers();
  }
}

/** Kysely cannot type a query over "any of these tables"; this view names their shared columns. */
type AnySynced = Kysely<{ synced: SyncedRowBase }>;

/**
 * The row access every synced table shares. These run for every entry of a batched push, so each
 * is compiled once per table and shape (db/prepared.ts).
 */
export function syncedRows<T extends SyncedDbTable>(db: Db, table: T) {
  type Row = Selectable<Database[T]>;
  const any = db as unknown as AnySynced;
  const name = table as unknown as 'synced';
  const run = <R>(shape: string, values: unknown[], build: () => Compilable<R>) =>
    runPrepared(db as unknown as Kysely<unknown>, `${table}:${shape}`, values, build);
  const mine = (userId: string) => any.selectFrom(name).selectAll().where('userId', '=', userId);
  const defined = (row: object) => Object.entries(row).filter(([, v]) => v !== undefined);
  return {
    async find(userId: string, id: string): Promise<Row | undefined> {
      const known = await heldRow(db, table, userId, id);
      if (known) return known.row as Row | undefined;
      const rows = await run('find', [userId, id], () => mine(userId).where('id', '=', id));
      return rows[0] as Row | undefined;
    },
    /**
     * Who holds an id (ids are client-made, so a clash must not leak or overwrite) and whether
     * this driver deleted it: the two questions a create asks (create-once.ts), in one query, since
     * on PostgreSQL each query is a round trip.
     */
    async claim(userId: string, id: string): Promise<{ owner?: string; deleted: boolean }> {
      const known = await heldRow(db, table, userId, id);
      if (known) return { ...(known.owner ? { owner: known.owner } : {}), deleted: known.deleted };
      const rows = await run('claim', [id, userId, table, id], () =>
        any
          .selectFrom(name)
          .select(['userId', sql<number>`0`.as('deleted')])
          .where('id', '=', id)
          .unionAll(
            (db as unknown as AnySynced & Kysely<Pick<Database, 'tombstones'>>)
              .selectFrom('tombstones')
              .select(['userId', sql<number>`1`.as('deleted')])
              .where('userId', '=', userId)
              .where('tableName', '=', table)
              .where('rowId', '=', id),
          ),
      );
      const owner = rows.find((row) => Number(row.deleted) === 0)?.userId;
      return {
        ...(owner ? { owner } : {}),
        deleted: rows.some((row) => Number(row.deleted) === 1),
      };
    },
    // In a batch that holds rows (batch-rows.ts), a write waits in memory where it may
    // (write-behind.ts), else returns the row it leaves, kept there.
    async insert(row: Insertable<Database[T]>): Promise<void> {
      const held = row as unknown as HeldRow;
      if (await deferInsert(db, table, held)) return;
      const columns = defined(row);
      const keep = holdsRows(db);
      const written = await run(
        `insert:${columns.map(([k]) => k).join(',')}${keep ? ':kept' : ''}`,
        columns.map(([, v]) => v),
        () => {
          const insert = any.insertInto(name).values(row as unknown as SyncedRowBase);
          return keep ? insert.returningAll() : insert;
        },
      );
      const names = columns.map(([k]) => k);
      if (keep) keepWritten(db, table, held.id, names, written[0] as unknown as HeldRow);
    },
    async update(userId: string, id: string, changes: Updateable<Database[T]>): Promise<void> {
      const columns = defined(changes);
      if (await deferUpdate(db, table, userId, id, Object.fromEntries(columns))) return;
      const keep = holdsRows(db);
      const written = await run(
        `update:${columns.map(([k]) => k).join(',')}${keep ? ':kept' : ''}`,
        [...columns.map(([, v]) => v), userId, id],
        () => {
          const update = any
            .updateTable(name)
            .set(changes as Updateable<SyncedRowBase>)
            .where('userId', '=', userId)
            .where('id', '=', id);
          return keep ? update.returningAll() : update;
        },
      );
      const names = columns.map(([k]) => k);
      if (keep) keepWritten(db, table, id, names, written[0] as unknown as HeldRow | undefined);
    },
    async delete(userId: string, id: string): Promise<void> {
      await run('delete', [userId, id], () =>
        any.deleteFrom(name).where('userId', '=', userId).where('id', '=', id),
      );
      keepDeleted(db, table, id);
    },
    /**
     * Rows written after `since`, in (version, id) order, at most `limit`: read from the
     * (user, version, id) index in slices, letting other requests run between them.
     */
    async changedSince(userId: string, since: number, limit: number): Promise<Row[]> {
      return (await slices(limit, (after, size) => {
        let query = mine(userId).where('version', '>', since);
        if (after)
          query = query.where((eb) =>
            eb(eb.refTuple('version', 'id'), '>', eb.tuple(after.version, after.id)),
          );
        return query.orderBy('version').orderBy('id').limit(size).execute();
      })) as Row[];
    },
    /**
     * Every row written at exactly `version` (one write may touch several rows), leaving out the
     * rows a new device's first answer carried (`skip`).
     */
    async atVersion(userId: string, version: number, skip?: FirstPull): Promise<Row[]> {
      return (await slices(Infinity, (after, size) => {
        let query = leaveOut(mine(userId).where('version', '=', version), skip);
        if (after) query = query.where('id', '>', after.id);
        return query.orderBy('id').limit(size).execute();
      })) as Row[];
    },
    /** The rows a new device's first answer carries of this table: those `pick` picks, to `top`. */
    async firstPull(userId: string, top: number, pick: FirstPull): Promise<Row[]> {
      const base = mine(userId).where('version', '<=', top);
      const picked = 'whole' in pick ? base : base.where(sql.ref(pick.column), 'in', pick.values);
      return (await slices(Infinity, (after, size) => {
        const query = after ? picked.where('id', '>', after.id) : picked;
        return query.orderBy('id').limit(size).execute();
      })) as Row[];
    },
    /**
     * Rows written before `below`, newest first ((version, id) descending), at most `limit`,
     * leaving out the rows the first answer carried (`skip`).
     */
    async newestBelow(userId: string, below: number, limit: number, skip?: FirstPull) {
      return (await slices(limit, (after, size) => {
        let query = leaveOut(mine(userId).where('version', '<', below), skip);
        if (after)
          query = query.where((eb) =>
            eb(eb.refTuple('version', 'id'), '<', eb.tuple(after.version, after.id)),
          );
        return query.orderBy('version', 'desc').orderBy('id', 'desc').limit(size).execute();
      })) as Row[];
    },
    /** How many rows were written at or before `top`. */
    async countUpTo(userId: string, top: number): Promise<number> {
      const row = await any
        .selectFrom(name)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .where('version', '<=', top)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

/** A paged table's query without the rows a new device's first answer carried whole. */
function leaveOut<Q extends SelectQueryBuilder<{ synced: SyncedRowBase }, 'synced', object>>(
  query: Q,
  skip: FirstPull | undefined,
): Q {
  if (!skip || 'whole' in skip) return query;
  return query.where(sql.ref(skip.column), 'not in', skip.values) as Q;
}
