/** SQL on BOL documents beyond what every synced table shares (sync/synced-table.ts). */
import type { Db } from '../../db/database.js';

export function bolRepository(db: Db) {
  const mine = (userId: string) =>
    db.selectFrom('bolDocuments').selectAll().where('userId', '=', userId);
  return {
    /** A load's documents, oldest first: the order they were added in. */
    listForLoad: (userId: string, loadId: string) =>
      mine(userId).where('loadId', '=', loadId).orderBy('uploadedAt').orderBy('id').execute(),
    countForLoad: async (userId: string, loadId: string) => {
      const row = await db
        .selectFrom('bolDocuments')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('userId', '=', userId)
        .where('loadId', '=', loadId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    hasLoad: async (userId: string, loadId: string) =>
      (await db
        .selectFrom('loads')
        .select('id')
        .where('userId', '=', userId)
        .where('id', '=', loadId)
        .executeTakeFirst()) !== undefined,
    /** Ids of the user's documents: files on disk that none of them owns are leftovers. */
    ids: async (userId: string) =>
      new Set(
        (
          await db.selectFrom('bolDocuments').select('id').where('userId', '=', userId).execute()
        ).map((row) => row.id),
      ),
  };
}
