/**
 * Everything a driver owns, taken together: the export of every synced table and the deletion of
 * the account. Both walk the synced-table registrations (sync/README.md), so a table another area
 * registers is exported and deleted with no change here; files are found the same way, under
 * DATA_DIR/<area>/<user id>/, the layout every upload store keeps.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { messages, syncedTables } from '@haulbook/sync-protocol';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { HttpError, unauthorized } from '../../lib/errors.js';
import { syncedRows, type SyncedTableRegistration } from '../../sync/synced-table.js';

/** Cancels the driver's recurring plan at the payment provider (absent in demo mode). */
export type CancelPlan = (subscriptionId: string) => Promise<void>;

export interface AccountDeps {
  db: Db;
  dataDir: string;
  tables: readonly SyncedTableRegistration[];
  cancelPlan: CancelPlan | undefined;
}

/** Per-user tables outside the sync, keyed by user_id. */
const userTables = [
  'tombstones',
  'idempotencyKeys',
  'syncVersions',
  'sessions',
  'signInTokens',
  'subscriptions',
  'emailChanges',
] as const;

type ByUser = Kysely<Record<string, { userId: string }>>;

export function accountService({ db, dataDir, tables, cancelPlan }: AccountDeps) {
  /** Every row of every synced table of the driver, in the shape a pull gives it. */
  async function exportRows(userId: string): Promise<Record<string, unknown[]>> {
    const out: Record<string, unknown[]> = Object.fromEntries(syncedTables.map((t) => [t, []]));
    for (const t of tables) {
      const rows = await syncedRows(db, t.table).changedSince(userId, 0, Number.MAX_SAFE_INTEGER);
      out[t.name] = rows.map((row) => t.toShape(row as never));
    }
    return out;
  }

  async function removeFiles(userId: string): Promise<void> {
    const areas = await fs.readdir(dataDir, { withFileTypes: true });
    for (const area of areas.filter((a) => a.isDirectory()))
      await fs.rm(path.join(dataDir, area.name, userId), { recursive: true, force: true });
  }

  /**
   * Removes the driver's every row and file and ends every session. A paid plan is cancelled at
   * the provider first: if that fails nothing is deleted, so nobody is billed for a gone account.
   */
  async function deleteAccount(userId: string): Promise<void> {
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw unauthorized(messages.notSignedIn);
    if (user.stripeSubscriptionId && cancelPlan) {
      await cancelPlan(user.stripeSubscriptionId).catch(() => {
        throw new HttpError(502, 'Could not cancel your subscription. Please try again.');
      });
    }
    await db.transaction().execute(async (trx) => {
      const byUser = trx as unknown as ByUser;
      for (const t of tables)
        await byUser.deleteFrom(t.table).where('userId', '=', userId).execute();
      for (const t of userTables) await byUser.deleteFrom(t).where('userId', '=', userId).execute();
      await trx
        .deleteFrom('checkouts')
        .where((eb) =>
          eb.or([
            eb('userId', '=', userId),
            eb('buyerUserId', '=', userId),
            eb('email', '=', user.email),
          ]),
        )
        .execute();
      await trx
        .deleteFrom('mailQueue')
        .where((eb) =>
          eb.or([eb('address', '=', user.email), eb('payload', 'like', `%${userId}%`)]),
        )
        .execute();
      await trx.deleteFrom('signInFailures').where('email', '=', user.email).execute();
      await trx.deleteFrom('rateLimits').where('key', 'like', `%:${user.email}`).execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    });
    await removeFiles(userId);
  }

  return { exportRows, deleteAccount };
}
