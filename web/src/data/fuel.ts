/**
 * Fuel entries as the driver logs them at the pump: stored in Dexie at once with the same totals
 * and MPG the server will compute (the shared rules over this device's entries), and queued as the
 * multipart POST /api/fuel of SPEC §7, the receipt photo kept as a blob in IndexedDB until the
 * server has it.
 */
import {
  decimalToScaled,
  loadForFillUp,
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

/** The pump's calendar day is the device's: the zone the driver is in when logging it. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function localEntry(
  id: string,
  fields: FuelFields,
  earlier: FuelEntry[],
  assignedLoadId: string | null,
  now: string,
): FuelEntry {
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
    assignedLoadId,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

export function fuelWrites(db: HaulbookDb, afterWrite: () => void) {
  async function addFuelEntry(fields: FuelFields, receipt?: File): Promise<FuelEntry> {
    const id = uuidv7();
    const onTheRoad = await db.loads.where('status').equals('picked_up').toArray();
    const loadId = loadForFillUp(onTheRoad, fields.date, deviceZone())?.id ?? null;
    const earlier = await db.fuelEntries.toArray();
    const entry = localEntry(id, fields, earlier, loadId, new Date().toISOString());
    const body: Record<string, string> = {
      id,
      date: fields.date,
      odometer: fields.odometer,
      gallons: fields.gallons,
      pricePerGallon: fields.pricePerGallon,
      fuelType: fields.fuelType,
      missedPreviousEntry: fields.missedPreviousEntry,
      ...(fields.location ? { location: fields.location } : {}),
      ...(loadId ? { assignedLoadId: loadId } : {}),
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
