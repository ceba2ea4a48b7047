/** SQL of the profile: pending email changes. Returns rows; the rules live in the services. */
import type { Db } from '../../db/database.js';

export function profileRepository(db: Db) {
  return {
    /** One pending change per driver: a newer request replaces the older one. */
    async saveEmailChange(userId: string, newEmail: string, expiresAt: string, now: string) {
      await db.deleteFrom('emailChanges').where('userId', '=', userId).execute();
      await db
        .insertInto('emailChanges')
        .values({ userId, newEmail, tokenHash: null, expiresAt, createdAt: now })
        .execute();
    },
    findEmailChange(userId: string) {
      return db
        .selectFrom('emailChanges')
        .selectAll()
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
    async setEmailChangeToken(userId: string, tokenHash: string) {
      await db
        .updateTable('emailChanges')
        .set({ tokenHash })
        .where('userId', '=', userId)
        .execute();
    },
    /** Spends the link: true with its change when it was unused and in time. */
    async takeEmailChange(tokenHash: string, now: string) {
      const row = await db
        .deleteFrom('emailChanges')
        .where('tokenHash', '=', tokenHash)
        .returningAll()
        .executeTakeFirst();
      return row && row.expiresAt > now ? row : undefined;
    },
  };
}
