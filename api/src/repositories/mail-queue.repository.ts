/** SQL on the mail queue. A job is claimed with a lease, so two API processes never send it twice. */
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MailQueueTable } from '../db/schema.js';

export type MailJobRow = Pick<
  Selectable<MailQueueTable>,
  'id' | 'kind' | 'address' | 'payload' | 'attempts'
>;

/** A job as its claim took it; `claim` is the claim's end as written, which names this holder. */
export type ClaimedJob = MailJobRow & { claim: string };

export function mailQueueRepository(db: Db) {
  return {
    async add(row: Omit<MailQueueTable, 'attempts' | 'lockedUntil' | 'lastError'>): Promise<void> {
      await db.insertInto('mailQueue').values(row).execute();
    },
    /** The ids of jobs due at `now` that nobody holds, oldest first. */
    async due(now: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('mailQueue')
        .select('id')
        .where('nextAttemptAt', '<=', now)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    /**
     * Takes the job for this process until `until`, if it is still due and nobody holds it: the
     * job as it is now, or undefined when another process took it (or sent it, or put it back to
     * retry later) since `due` listed it. One conditional update, so of racing processes exactly
     * one gets it.
     */
    claim(id: string, now: string, until: string): Promise<ClaimedJob | undefined> {
      return db
        .updateTable('mailQueue')
        .set({ lockedUntil: until })
        .where('id', '=', id)
        .where('nextAttemptAt', '<=', now)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
        .returning(['id', 'kind', 'address', 'payload', 'attempts', 'lockedUntil as claim'])
        .executeTakeFirst() as Promise<ClaimedJob | undefined>;
    },
    /**
     * Keeps a claim going while its email is still being sent: `held` is the claim as this
     * process last wrote it, so a claim that ran out and went to another process stays theirs.
     * True while this process still holds it.
     */
    async extend(id: string, held: string, until: string): Promise<boolean> {
      const result = await db
        .updateTable('mailQueue')
        .set({ lockedUntil: until })
        .where('id', '=', id)
        .where('lockedUntil', '=', held)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Sent, or given up: gone, if this process still holds it. */
    async remove(id: string, held: string): Promise<void> {
      await db
        .deleteFrom('mailQueue')
        .where('id', '=', id)
        .where('lockedUntil', '=', held)
        .execute();
    },
    async retryLater(
      id: string,
      held: string,
      attempts: number,
      nextAttemptAt: string,
      lastError: string,
    ) {
      await db
        .updateTable('mailQueue')
        .set({ attempts, nextAttemptAt, lastError, lockedUntil: null })
        .where('id', '=', id)
        .where('lockedUntil', '=', held)
        .execute();
    },
  };
}
