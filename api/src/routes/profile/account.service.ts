/**
 * Everything a driver owns, taken together: the export of every synced table and the deletion of
 * the account. Both walk the synced-table registrations (sync/README.md), so a table another area
 * registers is exported and deleted with no change here; files are found the same way, under
 * DATA_DIR/<area>/<user id>/, the layout every upload store keeps.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { messages, syncedTables } from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';
import { HttpError, unauthorized } from '../../lib/errors.js';
import { syncedRows, type SyncedTableRegistration } from '../../sync/synced-table.js';
import { accountRepository } from './account.repository.js';

/** Cancels the driver's recurring plan at the payment provider (absent in demo mode). */
export type CancelPlan = (subscriptionId: string) => Promise<void>;

export interface AccountDeps {
  db: Db;
  dataDir: string;
  tables: readonly SyncedTableRegistration[];
  cancelPlan: CancelPlan | undefined;
}

export function accountService({ db, dataDir, tables, cancelPlan }: AccountDeps) {
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
    await removeFiles(userId);
  }

  return { exportRows, deleteAccount };
}
