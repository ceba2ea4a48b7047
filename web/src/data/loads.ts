/**
 * Load writes as the driver makes them: each lands in Dexie at once (the screen updates through
 * useLiveQuery) and queues the REST call of SPEC §7 for the sync engine. The buttons' rules
 * (SPEC §4) are checked here too, so a stale screen cannot queue a backward move.
 */
import {
  editedLoadRecord,
  loadActions,
  newLoadRecord,
  type Load,
  type LoadEdit,
  type NewLoad,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { HaulbookDb } from './db';
import { queueChange } from './sync/outbox';

export type LoadInput = Omit<NewLoad, 'id'>;

export class LoadActionError extends Error {}

async function existing(db: HaulbookDb, id: string): Promise<Load> {
  const load = await db.loads.get(id);
  if (!load) throw new LoadActionError('This load is no longer on this device');
  return load;
}

export function loadWrites(db: HaulbookDb, afterWrite: () => void) {
  async function addLoad(input: LoadInput): Promise<Load> {
    const id = uuidv7();
    // Without a revenue the server estimates it from the pay config; the sync brings it back.
    const load = newLoadRecord({ ...input, id }, input.revenue ?? null, new Date().toISOString());
    await queueChange(
      db,
      db.loads,
      {
        method: 'POST',
        path: '/api/loads',
        body: { ...input, id },
        table: 'loads',
        rowId: id,
        failureTitle: 'Error Adding Load',
      },
      () => db.loads.add(load),
    );
    afterWrite();
    return load;
  }

  async function pickUp(id: string): Promise<void> {
    const load = await existing(db, id);
    if (!loadActions(load.status).canPickUp)
      throw new LoadActionError('This load is already picked up');
    const now = new Date().toISOString();
    await queueChange(
      db,
      db.loads,
      {
        method: 'PATCH',
        path: `/api/loads/${id}/pickup`,
        table: 'loads',
        rowId: id,
        failureTitle: 'Failed to mark load as picked up',
      },
      () =>
        db.loads.update(id, {
          status: 'picked_up',
          isActive: true,
          actualPickupDate: load.actualPickupDate ?? now,
          updatedAt: now,
        }),
    );
    afterWrite();
  }

  async function deliver(id: string): Promise<void> {
    const load = await existing(db, id);
    if (!loadActions(load.status).canDeliver)
      throw new LoadActionError('Only a picked-up load can be delivered');
    await queueChange(
      db,
      db.loads,
      {
        method: 'PATCH',
        path: `/api/loads/${id}`,
        body: { status: 'delivered' },
        table: 'loads',
        rowId: id,
        failureTitle: 'Failed to mark load as delivered',
      },
      () => {
        const now = new Date().toISOString();
        return db.loads.update(id, {
          status: 'delivered',
          isActive: false,
          actualDeliveryDate: now,
          updatedAt: now,
        });
      },
    );
    afterWrite();
  }

  /**
   * Replaces the fields of the add form; the status stays. Without a revenue the load shows
   * "Estimating…" until the server's estimate for the new miles comes back.
   */
  async function editLoad(id: string, input: LoadEdit): Promise<void> {
    const load = await existing(db, id);
    const edited = editedLoadRecord(load, input, input.revenue ?? null, new Date().toISOString());
    await queueChange(
      db,
      db.loads,
      {
        method: 'PUT',
        path: `/api/loads/${id}`,
        body: input,
        table: 'loads',
        rowId: id,
        failureTitle: 'Failed to update load',
      },
      () => db.loads.put(edited),
    );
    afterWrite();
  }

  async function cancel(id: string): Promise<void> {
    const load = await existing(db, id);
    if (!loadActions(load.status).canCancel)
      throw new LoadActionError('A delivered load cannot be cancelled');
    await queueChange(
      db,
      db.loads,
      {
        method: 'DELETE',
        path: `/api/loads/${id}`,
        table: 'loads',
        rowId: id,
        failureTitle: 'Failed to cancel load',
      },
      () => db.loads.delete(id),
    );
    afterWrite();
  }

  return { addLoad, editLoad, pickUp, deliver, cancel };
}
export type LoadWrites = ReturnType<typeof loadWrites>;
