/** SQL on fuel entries beyond what every synced table shares (sync/synced-table.ts). */
import type { Db } from '../../db/database.js';
import { heldNote, keepNote } from '../../sync/batch-rows.js';

/**
 * A batch's note of the highest diesel reading (batch-rows.ts): a phone's queued fill-ups mostly
 * climb the odometer, so each new one's neighbours are known without asking the database: the
 * last one below, none above. Any write of a fill-up's reading or type lets it go.
 */
const dieselTop = 'fuel:dieselTop';

export function fuelRepository(db: Db) {
  const mine = (userId: string) =>
    db.selectFrom('fuelEntries').selectAll().where('userId', '=', userId);
  return {
    listForUser: (userId: string) =>
      mine(userId).orderBy('date', 'desc').orderBy('odometer', 'desc').execute(),
    /** Newest first, `limit` rows after the (date, odometer, id) key `after`. */
    listPage: (
      userId: string,
      after: readonly [string, number, string] | undefined,
      limit: number,
    ) => {
      let query = mine(userId);
      if (after) {
        const [date, odometer, id] = after;
        query = query.where((eb) =>
          eb(eb.refTuple('date', 'odometer', 'id'), '<', eb.tuple(date, odometer, id)),
        );
      }
      return query
        .orderBy('date', 'desc')
        .orderBy('odometer', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    find: (userId: string, id: string) => mine(userId).where('id', '=', id).executeTakeFirst(),
    latest: (userId: string) =>
      mine(userId).orderBy('date', 'desc').orderBy('odometer', 'desc').executeTakeFirst(),
    /**
     * The diesel fill-ups right below and above an odometer reading: MPG is measured between these
     * neighbours (sync-protocol fuel.ts). Found through the (user, type, odometer) index.
     */
    dieselBelow: (userId: string, odometer: number) =>
      mine(userId)
        .where('fuelType', '=', 'diesel')
        .where('odometer', '<', odometer)
        .orderBy('odometer', 'desc')
        .limit(1)
        .executeTakeFirst(),
    dieselAbove: (userId: string, odometer: number) =>
      mine(userId)
        .where('fuelType', '=', 'diesel')
        .where('odometer', '>', odometer)
        .orderBy('odometer')
        .limit(1)
        .executeTakeFirst(),
    /**
     * Both neighbours in one query (a round trip on PostgreSQL): what a new fill-up at `odometer`
     * is measured from, and the one it re-measures; none when the batch knows the reading is the
     * highest yet.
     */
    dieselAround: async (userId: string, odometer: number) => {
      const top = heldNote<number | null>(db, userId, dieselTop);
      if (top && (top.value === null || odometer > top.value))
        return {
          below: top.value === null ? undefined : { odometer: top.value },
          above: undefined,
        };
      const side = (op: '<' | '>') =>
        mine(userId)
          .where('fuelType', '=', 'diesel')
          .where('odometer', op, odometer)
          .orderBy('odometer', op === '<' ? 'desc' : 'asc')
          .limit(1);
      const rows = await db
        .selectFrom(side('<').as('below'))
        .selectAll()
        .unionAll(db.selectFrom(side('>').as('above')).selectAll())
        .execute();
      return {
        below: rows.find((row) => row.odometer < odometer),
        above: rows.find((row) => row.odometer > odometer),
      };
    },
    /** In a batch: a new diesel fill-up at `odometer` has none above it, so it is the highest. */
    keepDieselTop: (odometer: number) =>
      keepNote(db, dieselTop, 'fuelEntries', ['odometer', 'fuelType', 'userId'], odometer),
    /** Every diesel fill-up at exactly this reading (two logged at one odometer share a previous). */
    dieselAt: (userId: string, odometer: number) =>
      mine(userId).where('fuelType', '=', 'diesel').where('odometer', '=', odometer).execute(),
    /** Ids of the user's entries that have a receipt on disk. */
    idsWithReceipt: async (userId: string) =>
      new Set(
        (
          await db
            .selectFrom('fuelEntries')
            .select('id')
            .where('userId', '=', userId)
            .where('receiptUrl', 'is not', null)
            .execute()
        ).map((row) => row.id),
      ),
  };
}
