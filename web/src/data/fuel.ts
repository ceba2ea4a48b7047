/**
 * Fuel entries as the driver logs them at the pump: stored in Dexie at once with the same totals
 * and MPG the server will compute (the shared rules over this device's entries), and queued as the
 * multipart POST /api/fuel of SPEC §7, the receipt photo kept as a blob in IndexedDB until the
 * server has it.
 */
import {
  decimalToScaled,
  mpgCenti,
  previousDiesel,
  scaledToDecimal,
  totalCostMilli,
  type FuelEntry,
  type FuelFields,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { HaulbookDb } from './db';
import { queueChange } from './sync/outbox';

function localEntry(id: string, fields: FuelFields, earlier: FuelEntry[], now: string): FuelEntry {
  const odometer = Number(fields.odometer);
  const missedPreviousEntry = fields.missedPreviousEntry === 'true';
  const gallonsMilli = decimalToScaled(fields.gallons, 3);
  const priceMilli = decimalToScaled(fields.pricePerGallon, 3);
  const mpg = mpgCenti(
    { fuelType: fields.fuelType, odometer, missedPreviousEntry, gallons: fields.gallons },
    previousDiesel(earlier, odometer),
  );
  return {
    id,
    date: fields.date,
    location: fields.location ?? '',
    odometer,
    gallons: scaledToDecimal(gallonsMilli, 3),
    pricePerGallon: scaledToDecimal(priceMilli, 3),
    totalCost: scaledToDecimal(totalCostMilli(gallonsMilli, priceMilli), 3),
    fuelType: fields.fuelType,
    mpg: mpg === null ? null : scaledToDecimal(mpg, 2),
    receiptUrl: null,
    missedPreviousEntry,
    assignedLoadId: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

export function fuelWrites(db: HaulbookDb, afterWrite: () => void) {
  async function addFuelEntry(fields: FuelFields, receipt?: File): Promise<FuelEntry> {
    const id = uuidv7();
    const entry = localEntry(id, fields, await db.fuelEntries.toArray(), new Date().toISOString());
    const body: Record<string, string> = {
      id,
      date: fields.date,
      odometer: fields.odometer,
      gallons: fields.gallons,
      pricePerGallon: fields.pricePerGallon,
      fuelType: fields.fuelType,
      missedPreviousEntry: fields.missedPreviousEntry,
      ...(fields.location ? { location: fields.location } : {}),
    };
    await queueChange(
      db,
      db.fuelEntries,
      {
        method: 'POST',
        path: '/api/fuel',
        body,
        // Multipart even without a photo: that is the call SPEC §7 describes.
        files: receipt ? [{ field: 'receipt', name: receipt.name, blob: receipt }] : [],
        table: 'fuelEntries',
        rowId: id,
        failureTitle: 'Error adding fuel entry',
      },
      () => db.fuelEntries.add(entry),
    );
    afterWrite();
    return entry;
  }

  return { addFuelEntry };
}
export type FuelWrites = ReturnType<typeof fuelWrites>;
