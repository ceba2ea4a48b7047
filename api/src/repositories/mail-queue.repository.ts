/** SQL on the mail queue. A job is claimed with a lease, so two API processes never send it twice. */
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MailQueueTable } from '../db/schema.js';

export type MailJobRow = Pick<
  Selectable<MailQueueTable>,
  'id' | 'kind' | 'address' | 'payload' | 'attempts'
>;

export function mailQueueRepository(db: Db) {
  return {
    async add(row: Omit<MailQueueTable, 'attempts' | 'lockedUntil' | 'lastError'>): Promise<void> {
      await db.insertInto('mailQueue').values(row).execute();
    },
    due(now: string, limit: number): Promise<MailJobRow[]> {
      return db
        .selectFrom('mailQueue')
        .select(['id', 'kind', 'address', 'payload', 'attempts'])
        .where('nextAttemptAt', '<=', now)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute();
    },
    /** Takes the job for this process until `until`; false when another process holds it. */
    async claim(id: string, now: string, until: string): Promise<boolean> {
      const result = await db
        .updateTable('mailQueue')
        .set({ lockedUntil: until })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async remove(id: string): Promise<void> {
      await db.deleteFrom('mailQueue').where('id', '=', id).execute();
    },
    async retryLater(id: string, attempts: number, nextAttemptAt: string, lastError: string) {
      await db
        .updateTable('mailQueue')
        .set({ attempts, nextAttemptAt, lastError, lockedUntil: null })
        .where('id', '=', id)
        .execute();
    },
  };
}
