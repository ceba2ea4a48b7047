/** SQL for the sync bookkeeping: the per-user version counter, idempotency records, tombstones. */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { IdempotencyKeysTable } from '../db/schema.js';

export function syncRepository(db: Db) {
  return {
    /**
     * Bumps the user's counter and returns the new version. On PostgreSQL the UPDATE keeps the
     * user's counter row locked until the transaction commits, so this user's writes commit in
     * version order and a pull never sees version n+1 without n.
     */
    async bumpVersion(userId: string): Promise<number> {
      const row = await db
        .insertInto('syncVersions')
        .values({ userId, version: 1 })
        .onConflict((oc) =>
          oc.column('userId').doUpdateSet({ version: sql`sync_versions.version + 1` }),
        )
        .returning('version')
        .executeTakeFirstOrThrow();
      return row.version;
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
        .select(['statusCode', 'responseBody'])
        .where('userId', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
    },
    async saveIdempotent(row: IdempotencyKeysTable): Promise<void> {
      await db.insertInto('idempotencyKeys').values(row).execute();
    },
    async addTombstone(
      userId: string,
      tableName: string,
      rowId: string,
      version: number,
      deletedAt: string,
    ) {
      await db
        .insertInto('tombstones')
        .values({ userId, tableName, rowId, version, deletedAt })
        .execute();
    },
    hasTombstone(userId: string, tableName: string, rowId: string) {
      return db
        .selectFrom('tombstones')
        .select('version')
        .where('userId', '=', userId)
        .where('tableName', '=', tableName)
        .where('rowId', '=', rowId)
        .executeTakeFirst();
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
