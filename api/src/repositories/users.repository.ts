/** All SQL on users. Returns rows; the rules live in the services. */
import type { Db } from '../db/database.js';
import type { NewUser, UserRow, UserUpdate } from '../db/schema.js';

export function usersRepository(db: Db) {
  return {
    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    findByVerificationHash(hash: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('verificationTokenHash', '=', hash)
        .executeTakeFirst();
    },
    findByResetHash(hash: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('passwordResetTokenHash', '=', hash)
        .executeTakeFirst();
    },
    /** Records the driver's first sight of their dashboard; later calls change nothing. */
    async markDashboardSeen(id: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ dashboardSeenAt: now })
        .where('id', '=', id)
        .where('dashboardSeenAt', 'is', null)
        .execute();
    },
    /** The pay week start and time zone, from the rows every completed account has. */
    async periodSettings(id: string) {
      const [pay, prefs] = await Promise.all([
        db
          .selectFrom('payConfigs')
          .select('payPeriodStartDay')
          .where('userId', '=', id)
          .executeTakeFirst(),
        db
          .selectFrom('userPreferences')
          .select('timeZone')
          .where('userId', '=', id)
          .executeTakeFirst(),
      ]);
      return { payPeriodStartDay: pay?.payPeriodStartDay, timeZone: prefs?.timeZone };
    },
    async insert(user: NewUser): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },
    /** Inserts unless the email is taken: true when this call made the account. */
    async insertIfNewEmail(user: NewUser): Promise<boolean> {
      const result = await db
        .insertInto('users')
        .values(user)
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
    /** What the subscription gate reads. */
    planFacts(id: string) {
      return db
        .selectFrom('users')
        .select(['subscriptionStatus', 'subscriptionTier', 'subscriptionLapsedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async update(id: string, changes: UserUpdate): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
    /** Forgets reset and verification links whose time has passed. */
    async clearExpiredLinks(now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ passwordResetTokenHash: null, passwordResetExpiresAt: null })
        .where('passwordResetExpiresAt', '<=', now)
        .execute();
      await db
        .updateTable('users')
        .set({ verificationTokenHash: null, verificationExpiresAt: null })
        .where('verificationExpiresAt', '<=', now)
        .execute();
    },
    /** Clears a token only if it is still the one presented: two racing uses cannot both win. */
    async consumeVerification(id: string, hash: string, changes: UserUpdate): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ ...changes, verificationTokenHash: null, verificationExpiresAt: null })
        .where('id', '=', id)
        .where('verificationTokenHash', '=', hash)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async consumeReset(id: string, hash: string, changes: UserUpdate): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ ...changes, passwordResetTokenHash: null, passwordResetExpiresAt: null })
        .where('id', '=', id)
        .where('passwordResetTokenHash', '=', hash)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
