/**
 * Load writes as the driver makes them: each lands in Dexie at once (the screen updates through
 * useLiveQuery) and queues the REST call of docs/product.md §7 for the sync engine. The buttons' rules
 * (docs/product.md §4) are checked here too, so a stale screen cannot queue a backward move.
 */
import {
  canCorrectStatus,
  correctedLoadRecord,
  correctionRefusal,
  editedLoadRecord,
  loadActions,
  loadMessages,
  newLoadRecord,
  statusMoveRefusal,
  tonuLoadRecord,
  type CorrectedStatus,
  type Load,
  type LoadEdit,
  type LoadStatus,
  type NewLoad,
  type TonuRequest,
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

/** The server's own refusal of the move, or, for a repeat, that the load is there already. */
const refusalOf = (load: Load, to: LoadStatus) =>
  statusMoveRefusal(load.status, to) ??
  (to === 'delivered' ? loadMessages.alreadyDelivered : loadMessages.alreadyPickedUp);

export function loadWrites(db: HaulbookDb, afterWrite: () => void) {
  async function addLoad(input: LoadInput): Promise<Load> {
    const id = uuidv7();
    // Its pay is computed whenever shown, unless the driver typed one (docs/pay.md).
    const load = newLoadRecord({ ...input, id }, new Date().toISOString());
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
      throw new LoadActionError(refusalOf(load, 'picked_up'));
    const now = new Date().toISOString();
    await queueChange(
      db,
      db.loads,
      {
        method: 'PATCH',
        path: `/api/loads/${id}/pickup`,
        body: { at: now },
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
      throw new LoadActionError(refusalOf(load, 'delivered'));
    const now = new Date().toISOString();
    await queueChange(
      db,
      db.loads,
      {
        method: 'PATCH',
        path: `/api/loads/${id}`,
        body: { status: 'delivered', at: now },
        table: 'loads',
        rowId: id,
        failureTitle: 'Failed to mark load as delivered',
      },
      () =>
        db.loads.update(id, {
          status: 'delivered',
          isActive: false,
          actualDeliveryDate: now,
          updatedAt: now,
        }),
    );
    afterWrite();
  }

  /** Replaces the fields of the add form; the status stays, and a pay not typed stays computed. */
  async function editLoad(id: string, input: LoadEdit): Promise<void> {
    const load = await existing(db, id);
    const edited = editedLoadRecord(load, input, new Date().toISOString());
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
      throw new LoadActionError(refusalOf(load, 'cancelled'));
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

  /** Cancels a load the carrier still pays for (TONU): it stays, closed, paying its TONU. */
  async function cancelWithTonu(id: string, request: TonuRequest): Promise<void> {
    const load = await existing(db, id);
    if (!loadActions(load.status).canCancel) throw new LoadActionError(loadMessages.onlyOpenTonu);
    const now = new Date().toISOString();
    const tapped = { ...request, at: now };
    await queueChange(
      db,
      db.loads,
      {
        method: 'PATCH',
        path: `/api/loads/${id}/tonu`,
        body: tapped,
        table: 'loads',
        rowId: id,
        failureTitle: 'Failed to cancel load',
      },
      () => db.loads.put(tonuLoadRecord(load, tapped, now)),
    );
    afterWrite();
  }

  /**
   * The driver's correction: the load moves one step back (status-correction.ts). Its status is
   * checked in the transaction that queues it, so a second correction at once (Undo tapped twice)
   * sees the first's and is refused instead of queued.
   */
  async function correctStatus(id: string, to: CorrectedStatus): Promise<void> {
    await queueChange(
      db,
      db.loads,
      {
        method: 'POST',
        path: `/api/loads/${id}/status-correction`,
        body: { status: to },
        table: 'loads',
        rowId: id,
        failureTitle: 'Failed to move load back',
      },
      async () => {
        const load = await existing(db, id);
        if (!canCorrectStatus(load.status, to)) throw new LoadActionError(correctionRefusal(to));
        await db.loads.put(correctedLoadRecord(load, to, new Date().toISOString()));
      },
    );
    afterWrite();
  }

  return { addLoad, editLoad, pickUp, deliver, cancel, cancelWithTonu, correctStatus };
}
export type LoadWrites = ReturnType<typeof loadWrites>;
