/**
 * Maintenance tracker writes: each lands in Dexie at once and queues its call for the sync engine,
 * a cost's receipt photo kept as a blob until the server has it (like a fill-up's).
 */
import {
  maintenanceCostRecord,
  type MaintenanceCost,
  type MaintenanceItem,
  type MaintenanceItemFields,
  type NewMaintenanceCost,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { HaulbookDb } from './db';
import { queueChange } from './sync/outbox';

export type CostInput = Omit<NewMaintenanceCost, 'id'>;

export function maintenanceWrites(db: HaulbookDb, afterWrite: () => void) {
  /** `id` is new unless the item comes back from an export (backup/restorers.ts). */
  async function addItem(fields: MaintenanceItemFields, id = uuidv7()): Promise<MaintenanceItem> {
    const now = new Date().toISOString();
    const item: MaintenanceItem = { id, ...fields, version: 0, createdAt: now, updatedAt: now };
    await queueChange(
      db,
      db.maintenanceItems,
      {
        method: 'POST',
        path: '/api/maintenance/items',
        body: { id, ...fields },
        table: 'maintenanceItems',
        rowId: id,
        failureTitle: 'Failed to add service item',
      },
      () => db.maintenanceItems.add(item),
    );
    afterWrite();
    return item;
  }

  async function editItem(id: string, fields: MaintenanceItemFields): Promise<void> {
    await queueChange(
      db,
      db.maintenanceItems,
      {
        method: 'PUT',
        path: `/api/maintenance/items/${id}`,
        body: fields,
        table: 'maintenanceItems',
        rowId: id,
        failureTitle: 'Failed to update service item',
      },
      () => db.maintenanceItems.update(id, { ...fields, updatedAt: new Date().toISOString() }),
    );
    afterWrite();
  }

  async function deleteItem(id: string): Promise<void> {
    await queueChange(
      db,
      db.maintenanceItems,
      {
        method: 'DELETE',
        path: `/api/maintenance/items/${id}`,
        table: 'maintenanceItems',
        rowId: id,
        failureTitle: 'Failed to delete service item',
      },
      () => db.maintenanceItems.delete(id),
    );
    afterWrite();
  }

  async function addCost(
    input: CostInput,
    receipt?: File,
    id = uuidv7(),
  ): Promise<MaintenanceCost> {
    const cost = maintenanceCostRecord(input, {
      id,
      itemId: input.itemId ?? null,
      receiptUrl: null,
      version: 0,
      now: new Date().toISOString(),
    });
    await queueChange(
      db,
      db.maintenanceCosts,
      {
        method: 'POST',
        path: '/api/maintenance/costs',
        body: { id, ...input },
        files: receipt ? [{ field: 'receipt', name: receipt.name, blob: receipt }] : [],
        table: 'maintenanceCosts',
        rowId: id,
        failureTitle: 'Failed to add maintenance cost',
      },
      () => db.maintenanceCosts.add(cost),
    );
    afterWrite();
    return cost;
  }

  async function deleteCost(id: string): Promise<void> {
    await queueChange(
      db,
      db.maintenanceCosts,
      {
        method: 'DELETE',
        path: `/api/maintenance/costs/${id}`,
        table: 'maintenanceCosts',
        rowId: id,
        failureTitle: 'Failed to delete maintenance cost',
      },
      () => db.maintenanceCosts.delete(id),
    );
    afterWrite();
  }

  return { addItem, editItem, deleteItem, addCost, deleteCost };
}
