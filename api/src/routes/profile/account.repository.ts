/** SQL of an account as a whole: what it is known by, and removing every row of it. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';

/** Per-user tables outside the sync, keyed by user_id. */
const userTables = [
  'tombstones',
  'idempotencyKeys',
  'sessions',
  'signInTokens',
  'subscriptions',
  'emailChanges',
] as const;

/** Kysely cannot type "any table with a user_id"; this view names that one column. */
type ByUser = Kysely<Record<string, { userId: string }>>;

export function accountRepository(db: Db) {
  return {
    owner(userId: string) {
      return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    },
    async pendingEmail(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('emailChanges')
        .select('newEmail')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.newEmail;
    },
    /** Every row of the user in `syncedTables` and the account tables, by id and by address. */
    async deleteEverything(userId: string, addresses: string[], syncedTables: string[]) {
      const byUser = db as unknown as ByUser;
      // The version row first: every write of the driver's takes its lock before anything else
      // (sync/versioned-write.ts), so a push running meanwhile ends first or finds nothing after,
      // where taking it last could deadlock with one on PostgreSQL.
      for (const t of ['syncVersions', ...syncedTables, ...userTables])
        await byUser.deleteFrom(t).where('userId', '=', userId).execute();
      await db
        .deleteFrom('checkouts')
        .where((eb) =>
          eb.or([
            eb('userId', '=', userId),
            eb('buyerUserId', '=', userId),
            eb('email', 'in', addresses),
          ]),
        )
        .execute();
      await db
        .deleteFrom('mailQueue')
        .where((eb) =>
          eb.or([eb('address', 'in', addresses), eb('payload', 'like', `%${userId}%`)]),
        )
        .execute();
      await db.deleteFrom('signInFailures').where('email', 'in', addresses).execute();
      for (const address of addresses)
        await db.deleteFrom('rateLimits').where('key', 'like', `%:${address}`).execute();
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },
  };
}
