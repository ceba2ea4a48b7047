/**
 * SQL on loads beyond what every synced table shares (sync/synced-table.ts). Rows in, rows out;
 * the rules are in loads.service.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** When a load closed: the driver's tap (delivered or TONU), else its schedule (deliveredAt). */
const closedAt = sql<string>`COALESCE(actual_delivery_date, delivery_date)`;

export interface EarningRow {
  id: string;
  loadNumber: string | null;
  status: string;
  closedAt: string;
  loadedMiles: number;
  emptyMiles: number;
  totalMiles: number;
  grossAmountCents: number | null;
  revenueCents: number | null;
  extras: string;
}

export function loadsRepository(db: Db) {
  return {
    /** Newest pickup first, `limit` rows after the (pickupDate, id) key `after`. */
    listPage(userId: string, after: readonly [string, string] | undefined, limit: number) {
      let query = db.selectFrom('loads').selectAll().where('userId', '=', userId);
      if (after) {
        const [pickupDate, id] = after;
        query = query.where((eb) =>
          eb(eb.refTuple('pickupDate', 'id'), '<', eb.tuple(pickupDate, id)),
        );
      }
      return query.orderBy('pickupDate', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    /** Loads picked up or delivered since `since`: the counters only look at recent ones. */
    datesForStats(userId: string, since: string) {
      return db
        .selectFrom('loads')
        .select(['status', 'pickupDate', 'deliveryDate', 'actualPickupDate', 'actualDeliveryDate'])
        .where('userId', '=', userId)
        .where((eb) =>
          eb.or([
            eb('pickupDate', '>=', since),
            eb('deliveryDate', '>=', since),
            eb('actualDeliveryDate', '>=', since),
          ]),
        )
        .execute();
    },
    /**
     * A driver's loads that earn (delivered, or cancelled with TONU pay) closed in [from, to), with
     * what the earnings engine reads, from the (user, status, closed at) index of migration 0011.
     * Closing instants are stored as toISOString writes them, so comparing their text with the
     * window's is comparing instants.
     */
    async earningLoads(
      userId: string,
      window: { from: string; to: string },
    ): Promise<EarningRow[]> {
      return db
        .selectFrom('loads')
        .select([
          'id',
          'loadNumber',
          'status',
          closedAt.as('closedAt'),
          'loadedMiles',
          'emptyMiles',
          'totalMiles',
          'grossAmountCents',
          'revenueCents',
          'extras',
        ])
        .where('userId', '=', userId)
        .where('status', 'in', ['delivered', 'cancelled'])
        .where(closedAt, '>=', window.from)
        .where(closedAt, '<', window.to)
        .execute();
    },
  };
}
