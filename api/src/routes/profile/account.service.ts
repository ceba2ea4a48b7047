/**
 * Everything a driver owns, taken together: the export of every synced table and the deletion of
 * the account. Both walk the synced-table registrations (sync/README.md), so a table another area
 * registers is exported and deleted with no change here; files go with the driver's folder of
 * every collection of the file store (lib/user-files.ts), where every upload is kept.
 */
import { messages, syncedTables } from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';
import { HttpError, unauthorized } from '../../lib/errors.js';
import type { UserFiles } from '../../lib/user-files.js';
import { syncedRows, type SyncedTableRegistration } from '../../sync/synced-table.js';
import { accountRepository } from './account.repository.js';

/** Cancels the driver's recurring plan at the payment provider (absent in demo mode). */
export type CancelPlan = (subscriptionId: string) => Promise<void>;

export interface AccountDeps {
  db: Db;
  files: UserFiles;
  tables: readonly SyncedTableRegistration[];
  cancelPlan: CancelPlan | undefined;
}

export function accountService({ db, files, tables, cancelPlan }: AccountDeps) {
  const accounts = accountRepository(db);
  /** Every row of every synced table of the driver, in the shape a pull gives it. */
  async function exportRows(userId: string): Promise<Record<string, unknown[]>> {
    const out: Record<string, unknown[]> = Object.fromEntries(syncedTables.map((t) => [t, []]));
    for (const t of tables) {
      const rows = await syncedRows(db, t.table).changedSince(userId, 0, Number.MAX_SAFE_INTEGER);
      out[t.name] = rows.map((row) => t.toShape(row as never));
    }
    return out;
  }

  /**
   * Removes the driver's every row and file and ends every session. A paid plan is cancelled at
   * the provider first: if that fails nothing is deleted, so nobody is billed for a gone account.
   */
  async function deleteAccount(userId: string): Promise<void> {
    const user = await accounts.owner(userId);
    if (!user) throw unauthorized(messages.notSignedIn);
    if (user.stripeSubscriptionId && cancelPlan) {
      await cancelPlan(user.stripeSubscriptionId).catch(() => {
        throw new HttpError(502, 'Could not cancel your subscription. Please try again.');
      });
    }
    const pending = await accounts.pendingEmail(userId);
    // The addresses the account was known by: its own, and one it was moving to.
    const addresses = [user.email, ...(pending ? [pending] : [])];
    await db.transaction().execute((trx) =>
      accountRepository(trx).deleteEverything(
        userId,
        addresses,
        tables.map((t) => t.table),
      ),
    );
    await files.removeUser(userId);
  }

  return { exportRows, deleteAccount };
}
