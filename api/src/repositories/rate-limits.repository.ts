/** SQL on the shared abuse counters: fixed windows per key, counted atomically. */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export function rateLimitsRepository(db: Db) {
  return {
    /**
     * Counts one hit on `key` and returns the hits in its window. One upsert, so racing processes
     * never lose a hit; a window that has passed starts again at 1.
     */
    async hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }> {
      const now = new Date().toISOString();
      const resetAt = new Date(Date.now() + windowMs).toISOString();
      const row = await db
        .insertInto('rateLimits')
        .values({ key, hits: 1, resetAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.hits + 1 END`,
            resetAt: sql<string>`CASE WHEN rate_limits.reset_at <= ${now} THEN ${resetAt} ELSE rate_limits.reset_at END`,
          }),
        )
        .returning(['hits', 'resetAt'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), resetAt: Date.parse(row.resetAt) };
    },
    async purge(now: string): Promise<void> {
      await db.deleteFrom('rateLimits').where('resetAt', '<=', now).execute();
    },
  };
}
