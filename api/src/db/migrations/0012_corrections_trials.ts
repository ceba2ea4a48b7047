/**
 * Issue 25:
 * - a load's status can be corrected back by the driver (sync-protocol status-correction.ts). Each
 *   load keeps, per device, the outbox sequence of the last status write that changed it (JSON),
 *   so a status write that device queued earlier, replayed late, cannot undo a correction;
 * - when a driver's free trial ends, as the payment provider says, for Profile to show.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('loads')
    .addColumn('status_marks', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('users').addColumn('trial_ends_at', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('users').dropColumn('trial_ends_at').execute();
  await db.schema.alterTable('loads').dropColumn('status_marks').execute();
}
