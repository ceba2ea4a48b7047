/**
 * What tells whether a driver's kept dashboard still holds (dashboard.service.ts); the loads it
 * counts are read by loads.repository.ts (earningLoads).
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { runPrepared } from '../../db/prepared.js';

export function dashboardRepository(db: Db) {
  const raw = db as unknown as Kysely<unknown>;
  return {
    /** What the stats depend on besides the clock: the user's sync version and time zone. */
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
