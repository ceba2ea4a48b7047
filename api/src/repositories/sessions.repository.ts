/** All SQL on sessions and one-time sign-in tokens. */
import type { Db } from '../db/database.js';

export function sessionsRepository(db: Db) {
  return {
    async create(id: string, userId: string, createdAt: string, expiresAt: string): Promise<void> {
      await db.insertInto('sessions').values({ id, userId, createdAt, expiresAt }).execute();
    },
    find(id: string) {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async extend(id: string, expiresAt: string): Promise<void> {
      await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('userId', '=', userId).execute();
    },
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
    },

    async createSignInToken(row: {
      tokenHash: string;
      userId: string;
      purpose: string;
      expiresAt: string;
      createdAt: string;
    }): Promise<void> {
      await db
        .insertInto('signInTokens')
        .values({ ...row, usedAt: null })
        .execute();
    },
    /** Marks the token used and returns its owner, or nothing if it was unknown, used or expired. */
    async consumeSignInToken(tokenHash: string, now: string): Promise<string | undefined> {
      const row = await db
        .updateTable('signInTokens')
        .set({ usedAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('userId')
        .executeTakeFirst();
      return row?.userId;
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
