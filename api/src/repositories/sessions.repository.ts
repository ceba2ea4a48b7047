/** All SQL on sessions and one-time sign-in tokens. */
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { runPrepared } from '../db/prepared.js';

export function sessionsRepository(db: Db) {
  const raw = db as unknown as Kysely<unknown>;
  return {
    async create(id: string, userId: string, createdAt: string, expiresAt: string): Promise<void> {
      await db.insertInto('sessions').values({ id, userId, createdAt, expiresAt }).execute();
    },
    /** The session and whether its account is blocked (every signed-in request asks). */
    async find(id: string) {
      const [row] = await runPrepared(raw, 'sessions:find', [id], () =>
        db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.userId')
          .select([
            'sessions.id',
            'sessions.userId',
            'sessions.createdAt',
            'sessions.expiresAt',
            'users.isBlocked',
          ])
          .where('sessions.id', '=', id),
      );
      return row;
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
    /** Every session of the user but `keepId` (null: all of them). */
    async deleteOthers(userId: string, keepId: string | null): Promise<void> {
      let query = db.deleteFrom('sessions').where('userId', '=', userId);
      if (keepId) query = query.where('id', '!=', keepId);
      await query.execute();
    },
    /** Sessions past their idle deadline, or signed in before `signedInBefore`. */
    async deleteExpired(now: string, signedInBefore: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('createdAt', '<=', signedInBefore)]))
        .execute();
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
    /** Spends every unused token of this purpose: a newer link voids the older ones. */
    async voidSignInTokens(userId: string, purpose: string, now: string): Promise<void> {
      await db
        .updateTable('signInTokens')
        .set({ usedAt: now })
        .where('userId', '=', userId)
        .where('purpose', '=', purpose)
        .where('usedAt', 'is', null)
        .execute();
    },
    async purgeSignInTokens(now: string): Promise<void> {
      await db
        .deleteFrom('signInTokens')
        .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('usedAt', 'is not', null)]))
        .execute();
    },
    /** Marks the token used and returns its owner, or nothing if it was unknown, used or expired. */
    async consumeSignInToken(
      tokenHash: string,
      purpose: string,
      now: string,
    ): Promise<string | undefined> {
      const row = await db
        .updateTable('signInTokens')
        .set({ usedAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('userId')
        .executeTakeFirst();
      return row?.userId;
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
