/**
 * What tells whether an answer kept for a driver still holds: their sync version, which every
 * write to their records bumps, and their time zone (the dashboard's kept stats,
 * dashboard.service.ts, and sync/kept-answers.ts).
 */
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { runPrepared } from '../db/prepared.js';

export function freshnessRepository(db: Db) {
  const raw = db as unknown as Kysely<unknown>;
  return {
    /** What kept answers depend on besides the clock: the user's sync version and time zone. */
    async freshness(userId: string) {
      const [row] = await runPrepared(raw, 'dashboard:freshness', [userId], () =>
        db
          .selectFrom('syncVersions')
          .leftJoin('userPreferences', 'userPreferences.userId', 'syncVersions.userId')
          .select(['syncVersions.version', 'userPreferences.timeZone'])
          .where('syncVersions.userId', '=', userId),
      );
      return row;
    },
  };
}
