/**
 * Fuel entries as the driver logs them at the pump: stored in Dexie at once with the same totals
 * and MPG the server will compute (the shared rules over this device's entries), and queued as the
 * multipart calls of docs/product.md §7, the receipt photo kept as a blob in IndexedDB until the server has
 * it. An edit or a delete measures again every fill-up whose previous one it changed, as the
 * server does (sync-protocol remeasuredMpg), in the same transaction.
 */
import {
  fillUpRecord,
  loadForFillUp,
  previousDiesel,
  type FuelEntry,
  type FuelFields,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { HaulbookDb } from './db';
import { remeasureFuel } from './sync/derived';
import { queueChange } from './sync/outbox';
import { deviceTimeZone } from '../ui/format';

/** The form's fields as the calls carry them: text, the location only when given. */
const fieldsBody = (fields: FuelFields): Record<string, string> => ({
  date: fields.date,
  odometer: fields.odometer,
  gallons: fields.gallons,
  pricePerGallon: fields.pricePerGallon,
  fuelType: fields.fuelType,
  missedPreviousEntry: fields.missedPreviousEntry,
  ...(fields.location ? { location: fields.location } : {}),
  // Always sent, '' when none: an edit that clears the state must say so.
  jurisdiction: fields.jurisdiction ?? '',
  taxPaid: fields.taxPaid ?? 'true',
});

/** What happens to a fill-up's receipt photo in an edit. */
export type ReceiptChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: File };

export class FuelActionError extends Error {}

export function fuelWrites(db: HaulbookDb, afterWrite: () => void) {
  async function existing(id: string): Promise<FuelEntry> {
    const entry = await db.fuelEntries.get(id);
    if (!entry) throw new FuelActionError('This fill-up is no longer on this device');
    return entry;
  }

  async function addFuelEntry(fields: FuelFields, receipt?: File): Promise<FuelEntry> {
    const id = uuidv7();
    const onTheRoad = await db.loads.where('status').equals('picked_up').toArray();
    // The pump's calendar day is the device's: the zone the driver is in when logging it.
    const loadId = loadForFillUp(onTheRoad, fields.date, deviceTimeZone())?.id ?? null;
    const earlier = await db.fuelEntries.toArray();
    const entry = fillUpRecord(fields, {
      id,
      previous: previousDiesel(earlier, Number(fields.odometer)),
      assignedLoadId: loadId,
      receiptUrl: null,
      version: 0,
      now: new Date().toISOString(),
    });
    await queueChange(
      db,
      db.fuelEntries,
      {
        method: 'POST',
        path: '/api/fuel',
        body: { id, ...fieldsBody(fields), ...(loadId ? { assignedLoadId: loadId } : {}) },
        // Multipart even without a photo: that is the call docs/product.md §7 describes.
        files: receipt ? [{ field: 'receipt', name: receipt.name, blob: receipt }] : [],
        table: 'fuelEntries',
        rowId: id,
        failureTitle: 'Error adding fuel entry',
      },
      async () => {
        await db.fuelEntries.add(entry);
        await remeasureFuel(db.fuelEntries);
      },
    );
    afterWrite();
    return entry;
  }

  async function editFuelEntry(id: string, fields: FuelFields, receipt: ReceiptChange) {
    const entry = await existing(id);
    const now = new Date().toISOString();
    // The MPG is measured again with the fill-ups around it once the edit is in (remeasureFuel).
    const edited: FuelEntry = {
      ...fillUpRecord(fields, {
        id,
        previous: undefined,
        assignedLoadId: entry.assignedLoadId,
        receiptUrl: receipt.kind === 'remove' ? null : entry.receiptUrl,
        version: entry.version,
        now,
      }),
      mpg: entry.mpg,
      createdAt: entry.createdAt,
    };
    const replace = receipt.kind === 'replace' ? receipt.file : undefined;
    await queueChange(
      db,
      db.fuelEntries,
      {
        method: 'PUT',
        path: `/api/fuel/${id}`,
        body: { ...fieldsBody(fields), removeReceipt: String(receipt.kind === 'remove') },
        files: replace ? [{ field: 'receipt', name: replace.name, blob: replace }] : [],
        table: 'fuelEntries',
        rowId: id,
        failureTitle: 'Failed to update fuel entry',
      },
      async () => {
        await db.fuelEntries.put(edited);
        await remeasureFuel(db.fuelEntries);
      },
    );
    afterWrite();
  }

  async function deleteFuelEntry(id: string): Promise<void> {
    await existing(id);
    await queueChange(
      db,
      db.fuelEntries,
      {
        method: 'DELETE',
        path: `/api/fuel/${id}`,
        table: 'fuelEntries',
        rowId: id,
        failureTitle: 'Failed to delete fuel entry',
      },
      async () => {
        await db.fuelEntries.delete(id);
        await remeasureFuel(db.fuelEntries);
      },
    );
    afterWrite();
  }

  return { addFuelEntry, editFuelEntry, deleteFuelEntry };
}
export type FuelWrites = ReturnType<typeof fuelWrites>;
