/**
 * The records a driver's fields become on the device, the moment they are saved offline: each
 * worked example of sync-protocol's record-cases.ts (the same ones api/src/routes/records.test.ts
 * sends through the real API), with the figures worked out by hand there, so the phone shows at
 * once what the server will store.
 */
import { fillUpCases, maintenanceCostCases } from '@haulbook/sync-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLocalData, db } from './db';
import { fuelWrites } from './fuel';
import { maintenanceWrites } from './maintenance';

const offline = () => undefined;

beforeEach(() => clearLocalData(db));
afterEach(() => clearLocalData(db));

describe('a fill-up logged on the device', () => {
  it.each(fillUpCases)('$name', async ({ previousDieselAt, fields, expected }) => {
    const fuel = fuelWrites(db, offline);
    if (previousDieselAt !== undefined)
      await fuel.addFuelEntry({
        ...fields,
        odometer: String(previousDieselAt),
        fuelType: 'diesel',
      });
    const entry = await fuel.addFuelEntry(fields);
    expect(entry).toMatchObject({ odometer: Number(fields.odometer), ...expected });
    expect(await db.fuelEntries.get(entry.id)).toMatchObject(expected);
  });
});

describe('a maintenance cost logged on the device', () => {
  it.each(maintenanceCostCases)('$name', async ({ fields, expected }) => {
    const cost = await maintenanceWrites(db, offline).addCost(fields);
    expect(cost).toMatchObject({ itemId: null, ...expected });
    expect(await db.maintenanceCosts.get(cost.id)).toMatchObject(expected);
  });
});
