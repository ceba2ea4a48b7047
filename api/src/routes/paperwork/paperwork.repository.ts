/** SQL on office addresses and paperwork sends beyond what every synced table shares. */
import type { Db } from '../../db/database.js';

const countOf = (row: { count: string | number } | undefined) => Number(row?.count ?? 0);

export function paperworkRepository(db: Db) {
  return {
    addresses: (userId: string) =>
      db
        .selectFrom('officeAddresses')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('label')
        .execute(),
    /** A load's sends, oldest first. */
    sendsOfLoad: (userId: string, loadId: string) =>
      db
        .selectFrom('paperworkSends')
        .selectAll()
        .where('userId', '=', userId)
        .where('loadId', '=', loadId)
        .orderBy('createdAt')
        .execute(),
    countAddresses: async (userId: string) =>
      countOf(
        await db
          .selectFrom('officeAddresses')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('userId', '=', userId)
          .executeTakeFirst(),
      ),
    /** A driver's sends made at or after `since`: what the daily limit counts. */
    countSendsSince: async (userId: string, since: string) =>
      countOf(
        await db
          .selectFrom('paperworkSends')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('userId', '=', userId)
          .where('createdAt', '>=', since)
          .executeTakeFirst(),
      ),
    /** Which of `ids` are documents of this driver's load. */
    documentsOfLoad: async (userId: string, loadId: string, ids: readonly string[]) =>
      (
        await db
          .selectFrom('bolDocuments')
          .select('id')
          .where('userId', '=', userId)
          .where('loadId', '=', loadId)
          .where('id', 'in', ids)
          .execute()
      ).map((row) => row.id),
  };
}
