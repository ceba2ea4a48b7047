/**
 * Settlements as the driver records them (docs/pay.md, the settlement check): each lands in Dexie
 * at once, built with the same sync-protocol function the server applies, and queues its REST
 * call. The check itself is worked out on the device from Dexie (features/pay/settlements).
 */
import { settlementRecord, type Settlement, type SettlementEdit } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { HaulbookDb } from './db';
import { queueChange } from './sync/outbox';

export function settlementWrites(db: HaulbookDb, afterWrite: () => void) {
  /** A new settlement's id is `newId`: made here, or the exported one (backup/restorers.ts). */
  async function save(
    id: string | null,
    body: SettlementEdit,
    newId = uuidv7(),
  ): Promise<Settlement> {
    const now = new Date().toISOString();
    const existing = id ? await db.settlements.get(id) : undefined;
    const rowId = existing?.id ?? newId;
    const record = settlementRecord(rowId, body, existing?.createdAt ?? now, now);
    await queueChange(
      db,
      db.settlements,
      existing
        ? {
            method: 'PUT',
            path: `/api/settlements/${rowId}`,
            body,
            table: 'settlements',
            rowId,
            failureTitle: 'Failed to save settlement',
          }
        : {
            method: 'POST',
            path: '/api/settlements',
            body: { ...body, id: rowId },
            table: 'settlements',
            rowId,
            failureTitle: 'Failed to save settlement',
          },
      () => db.settlements.put({ ...record, version: existing?.version ?? 0 }),
    );
    afterWrite();
    return record;
  }

  async function remove(id: string): Promise<void> {
    await queueChange(
      db,
      db.settlements,
      {
        method: 'DELETE',
        path: `/api/settlements/${id}`,
        table: 'settlements',
        rowId: id,
        failureTitle: 'Failed to delete settlement',
      },
      () => db.settlements.delete(id),
    );
    afterWrite();
  }

  return { save, remove };
}
export type SettlementWrites = ReturnType<typeof settlementWrites>;
