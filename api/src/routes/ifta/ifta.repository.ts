/** SQL for IFTA's reads: one quarter's fill-ups, segments and rates of one driver. */
import { addDays, quarterRange } from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';

export function iftaRepository(db: Db) {
  return {
    /**
     * Fill-ups dated within a day of the quarter: a date with a time is placed in its local day
     * by the report (sync-protocol periods.ts), which may be the day before or after in UTC.
     */
    fillUpsAround(userId: string, quarter: string) {
      const { start, end } = quarterRange(quarter);
      return db
        .selectFrom('fuelEntries')
        .selectAll()
        .where('userId', '=', userId)
        .where('date', '>=', addDays(start, -1))
        .where('date', '<', addDays(end, 1))
        .execute();
    },
    segmentsIn(userId: string, quarter: string) {
      const { start, end } = quarterRange(quarter);
      return db
        .selectFrom('jurisdictionSegments')
        .selectAll()
        .where('userId', '=', userId)
        .where('date', '>=', start)
        .where('date', '<', end)
        .orderBy('date')
        .orderBy('id')
        .execute();
    },
    /** The quarter's rates, the most recently written last, so it wins for its jurisdiction. */
    ratesOf(userId: string, quarter: string) {
      return db
        .selectFrom('iftaRates')
        .selectAll()
        .where('userId', '=', userId)
        .where('quarter', '=', quarter)
        .orderBy('updatedAt')
        .orderBy('id')
        .execute();
    },
  };
}
