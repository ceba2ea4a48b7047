/** SQL on failed sign-ins in a row, per address (known or not). */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export function signInFailuresRepository(db: Db) {
  return {
    find(email: string) {
      return db
        .selectFrom('signInFailures')
        .select(['failures', 'retryAt'])
        .where('email', '=', email)
        .executeTakeFirst();
    },
    /**
     * Counts one more failure and returns the count, in one upsert so racing guesses all count.
     * A streak whose lock has run out (`restartBelow`) starts again at 1.
     */
    async add(email: string, now: string, lockedAt: number): Promise<number> {
      const row = await db
        .insertInto('signInFailures')
        .values({ email, failures: 1, retryAt: now, updatedAt: now })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            failures: sql<number>`CASE WHEN sign_in_failures.failures >= ${lockedAt} AND sign_in_failures.retry_at <= ${now} THEN 1 ELSE sign_in_failures.failures + 1 END`,
            updatedAt: now,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },
    async setRetryAt(email: string, retryAt: string): Promise<void> {
      await db.updateTable('signInFailures').set({ retryAt }).where('email', '=', email).execute();
    },
    async clear(email: string): Promise<void> {
      await db.deleteFrom('signInFailures').where('email', '=', email).execute();
    },
    async purge(before: string): Promise<void> {
      await db
        .deleteFrom('signInFailures')
        .where('retryAt', '<=', before)
        .where('updatedAt', '<=', before)
        .execute();
    },
  };
}
