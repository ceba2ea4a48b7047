/** SQL for the sync bookkeeping: the per-user version counter, idempotency records, tombstones. */
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { runPrepared } from '../db/prepared.js';
import type { IdempotencyKeysTable } from '../db/schema.js';
import { heldTombstone, keepTombstone } from './batch-rows.js';

export function syncRepository(db: Db) {
  const raw = db as unknown as Kysely<unknown>;
  return {
    /**
     * Bumps the user's counter and returns the new version. On PostgreSQL the UPDATE keeps the
     * user's counter row locked until the transaction commits, so this user's writes commit in
     * version order and a pull never sees version n+1 without n.
     */
    async bumpVersion(userId: string): Promise<number> {
      const [row] = await runPrepared(raw, 'sync:bump', [userId, 1], () =>
        db
          .insertInto('syncVersions')
          .values({ userId, version: 1 })
          .onConflict((oc) =>
            oc.column('userId').doUpdateSet({ version: sql`sync_versions.version + 1` }),
          )
          .returning('version'),
      );
      return row!.version;
    },
    /** Sets the counter a batch counted up under the lock its first bump took (versioned-write.ts). */
    async setVersion(userId: string, version: number): Promise<void> {
      await db.updateTable('syncVersions').set({ version }).where('userId', '=', userId).execute();
    },
    counter(userId: string) {
      return db
        .selectFrom('syncVersions')
        .select(['version', 'tombstoneFloor'])
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
    findIdempotent(userId: string, key: string) {
      return db
        .selectFrom('idempotencyKeys')
        .select(['fingerprint', 'statusCode', 'responseBody'])
        .where('userId', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
    },
    async findIdempotentMany(userId: string, keys: readonly string[]) {
      if (keys.length === 0) return [];
      return db
        .selectFrom('idempotencyKeys')
        .select(['key', 'fingerprint', 'statusCode', 'responseBody'])
        .where('userId', '=', userId)
        .where('key', 'in', keys)
        .execute();
    },
    async saveIdempotent(row: IdempotencyKeysTable): Promise<void> {
      await db.insertInto('idempotencyKeys').values(row).execute();
    },
    async saveIdempotentMany(rows: readonly IdempotencyKeysTable[]): Promise<void> {
      // A multi-row insert, in chunks that stay under SQLite's bound-parameter limit.
      for (let i = 0; i < rows.length; i += 100)
        await db
          .insertInto('idempotencyKeys')
          .values(rows.slice(i, i + 100))
          .execute();
    },
    async addTombstone(
      userId: string,
      tableName: string,
      rowId: string,
      version: number,
      deletedAt: string,
    ) {
      const row = { userId, tableName, rowId, version, deletedAt };
      await runPrepared(raw, 'tombstones:add', Object.values(row), () =>
        db.insertInto('tombstones').values(row),
      );
      keepTombstone(db, tableName, rowId);
    },
    async hasTombstone(userId: string, tableName: string, rowId: string): Promise<boolean> {
      const held = await heldTombstone(db, userId, tableName, rowId);
      if (held !== undefined) return held;
      const rows = await runPrepared(raw, 'tombstones:has', [userId, tableName, rowId], () =>
        db
          .selectFrom('tombstones')
          .select('version')
          .where('userId', '=', userId)
          .where('tableName', '=', tableName)
          .where('rowId', '=', rowId),
      );
      return rows.length > 0;
    },
    tombstonesAfter(userId: string, since: number, limit: number) {
      return db
        .selectFrom('tombstones')
        .select(['tableName', 'rowId', 'version'])
        .where('userId', '=', userId)
        .where('version', '>', since)
        .orderBy('version')
        .limit(limit)
        .execute();
    },
    tombstonesAt(userId: string, version: number) {
      return db
        .selectFrom('tombstones')
        .select(['tableName', 'rowId', 'version'])
        .where('userId', '=', userId)
        .where('version', '=', version)
        .execute();
    },
    /** Drops tombstones older than `before` and raises each affected user's floor. */
    async purgeTombstones(before: string): Promise<void> {
      const floors = await db
        .selectFrom('tombstones')
        .select(['userId', (eb) => eb.fn.max('version').as('floor')])
        .where('deletedAt', '<', before)
        .groupBy('userId')
        .execute();
      for (const { userId, floor } of floors) {
        await db
          .updateTable('syncVersions')
          .set({ tombstoneFloor: Number(floor) })
          .where('userId', '=', userId)
          .execute();
        await db
          .deleteFrom('tombstones')
          .where('userId', '=', userId)
          .where('version', '<=', Number(floor))
          .execute();
      }
    },
    async purgeIdempotencyKeys(before: string): Promise<void> {
      await db.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute();
    },
  };
}
export type SyncRepository = ReturnType<typeof syncRepository>;
