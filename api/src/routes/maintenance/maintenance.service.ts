/**
 * The maintenance tracker on the server: service items and the costs logged against them. Not a
 * subscriber feature (the gate covers Loads and Fuel only). Conflicts as everywhere: a delete wins
 * over later edits, which answer 404; otherwise the last call applied wins. Deleting an item keeps
 * its costs, which then belong to no item.
 */
import {
  decimalToScaled,
  maintenanceCostRecord,
  maintenanceMessages,
  scaledToDecimal,
  type MaintenanceCost,
  type MaintenanceItem,
  type MaintenanceItemFields,
  type NewMaintenanceCost,
  type NewMaintenanceItem,
} from '@haulbook/sync-protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MaintenanceCostsTable, MaintenanceItemsTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { isoNow } from '../../lib/tokens.js';
import { priorCreate } from '../../sync/create-once.js';
import { maintenanceRepository } from './maintenance.repository.js';
import { syncedRows } from '../../sync/synced-table.js';
import {
  versionedWrite,
  type Work,
  type WriteContext,
  type WriteResult,
} from '../../sync/versioned-write.js';
import type { Receipt, ReceiptStore } from '../fuel/receipts.js';
import { deleteOnce } from '../../sync/delete-once.js';

type ItemRow = Selectable<MaintenanceItemsTable>;
type CostRow = Selectable<MaintenanceCostsTable>;

export const toMaintenanceItem = (row: ItemRow): MaintenanceItem => ({
  id: row.id,
  name: row.name,
  intervalMiles: row.intervalMiles,
  intervalDays: row.intervalDays,
  lastServiceOdometer: row.lastServiceOdometer,
  lastServiceDate: row.lastServiceDate,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const toMaintenanceCost = (row: CostRow): MaintenanceCost => ({
  id: row.id,
  itemId: row.itemId,
  date: row.date,
  description: row.description,
  amount: scaledToDecimal(row.amountCents, 2),
  odometer: row.odometer,
  receiptUrl: row.receiptUrl,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const answer = (body: unknown, statusCode = 200): WriteResult => ({ statusCode, body });
const deleted = answer({ success: true, message: 'Deleted' });

/** The fields of an item as stored. */
const itemFields = (input: MaintenanceItemFields) => ({
  name: input.name,
  intervalMiles: input.intervalMiles,
  intervalDays: input.intervalDays,
  lastServiceOdometer: input.lastServiceOdometer,
  lastServiceDate: input.lastServiceDate,
});

export function maintenanceService(receipts: ReceiptStore) {
  const createItem =
    (userId: string, input: NewMaintenanceItem): Work =>
    async (trx, version) => {
      const earlier = await priorCreate(trx, 'maintenanceItems', userId, input.id, {
        taken: 'An item with this id already exists',
        deleted: 'This service item was deleted',
      });
      if (earlier) return answer(toMaintenanceItem(earlier));
      const rows = syncedRows(trx, 'maintenanceItems');
      const now = isoNow();
      const row: ItemRow = {
        id: input.id,
        userId,
        version,
        ...itemFields(input),
        createdAt: now,
        updatedAt: now,
      };
      await rows.insert(row);
      return answer(toMaintenanceItem(row), 201);
    };

  const editItem =
    (userId: string, id: string, input: MaintenanceItemFields): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'maintenanceItems');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(maintenanceMessages.itemNotFound);
      const changes = { ...itemFields(input), version, updatedAt: isoNow() };
      await rows.update(userId, id, changes);
      return answer(toMaintenanceItem({ ...row, ...changes }));
    };

  const deleteItem =
    (userId: string, id: string): Work =>
    async (trx, version) => {
      const gone = await deleteOnce(trx, 'maintenanceItems', userId, id, version);
      if (!gone) throw notFound(maintenanceMessages.itemNotFound);
      if (gone !== 'already')
        await maintenanceRepository(trx).unfileCosts(userId, id, version, isoNow());
      return deleted;
    };

  const createCost =
    (
      userId: string,
      input: NewMaintenanceCost,
      receipt?: Receipt,
      onSaved?: (file: string) => void,
    ): Work =>
    async (trx, version) => {
      const earlier = await priorCreate(trx, 'maintenanceCosts', userId, input.id, {
        taken: 'A cost with this id already exists',
        deleted: 'This cost was deleted',
      });
      if (earlier) return answer(toMaintenanceCost(earlier));
      const rows = syncedRows(trx, 'maintenanceCosts');
      const item = input.itemId
        ? await syncedRows(trx, 'maintenanceItems').find(userId, input.itemId)
        : undefined;
      const cost = maintenanceCostRecord(input, {
        id: input.id,
        itemId: item ? item.id : null,
        receiptUrl: receipt ? `/api/maintenance/costs/${input.id}/receipt` : null,
        version,
        now: isoNow(),
      });
      const { amount, ...columns } = cost;
      const row: CostRow = { ...columns, userId, amountCents: decimalToScaled(amount, 2) };
      await rows.insert(row);
      if (receipt) onSaved?.(await receipts.save(userId, input.id, receipt));
      return answer(toMaintenanceCost(row), 201);
    };

  const deleteCost =
    (userId: string, id: string): Work =>
    async (trx, version) => {
      if (!(await deleteOnce(trx, 'maintenanceCosts', userId, id, version)))
        throw notFound(maintenanceMessages.costNotFound);
      return deleted;
    };

  /** POST /api/maintenance/costs with its receipt: a file left by a call that did not commit is removed. */
  async function createCostWithReceipt(
    db: Db,
    ctx: WriteContext,
    input: NewMaintenanceCost,
    receipt: Receipt | undefined,
  ): Promise<WriteResult> {
    let saved: string | undefined;
    try {
      return await versionedWrite(
        db,
        ctx,
        createCost(ctx.userId, input, receipt, (file) => (saved = file)),
      );
    } catch (error) {
      if (saved) await receipts.remove(saved);
      throw error;
    }
  }

  async function receipt(db: Db, userId: string, id: string) {
    const row = await syncedRows(db, 'maintenanceCosts').find(userId, id);
    return row?.receiptUrl ? receipts.find(userId, id) : undefined;
  }

  return {
    createItem,
    editItem,
    deleteItem,
    createCost,
    deleteCost,
    createCostWithReceipt,
    receipt,
  };
}
export type MaintenanceService = ReturnType<typeof maintenanceService>;
