/**
 * Editing and deleting on two devices of one driver against the real API: the conflict rules of
 * docs/architecture.md as a driver meets them, and MPG re-measured the same on both sides.
 */
import type { FuelFields } from '@haulbook/sync-protocol';
import { describe, expect, it } from 'vitest';
import { HaulbookDb } from '../db';
import { fuelWrites } from '../fuel';
import { loadWrites } from '../loads';
import { refusalMessage } from '../recordLabel';
import { createSyncEngine } from './engine';
import { joplinToDallas } from '../../test/fixtures';
import { serverWithDriver } from '../../test/syncServer';

const setup = serverWithDriver('edits@example.com');
let made = 0;

function device() {
  const db = new HaulbookDb(`edits-${made++}`);
  const engine = createSyncEngine({
    db,
    transport: setup.server.transport(setup.cookie, () => 'none'),
  });
  return {
    db,
    engine,
    loads: loadWrites(db, () => undefined),
    fuel: fuelWrites(db, () => undefined),
  };
}

const load = {
  loadNumber: 'LS-448990',
  ...joplinToDallas,
  revenue: 900,
};

const fill = (odometer: number, gallons = '100'): FuelFields => ({
  date: '2026-11-20',
  odometer: String(odometer),
  gallons,
  pricePerGallon: '3.500',
  fuelType: 'diesel',
  missedPreviousEntry: 'false',
});

const mpgs = async (db: HaulbookDb) =>
  (await db.fuelEntries.orderBy('odometer').toArray()).map((e) => [e.odometer, e.gallons, e.mpg]);

describe('editing a load', () => {
  it('shows the edit at once and keeps it after the sync', async () => {
    const a = device();
    const added = await a.loads.addLoad(load);
    await a.loads.editLoad(added.id, { ...load, loadedMiles: 455, emptyMiles: 20 });
    expect(await a.db.loads.get(added.id)).toMatchObject({ loadedMiles: 455, totalMiles: 475 });
    expect(await a.engine.sync()).toBe('done');
    expect(await a.db.loads.get(added.id)).toMatchObject({ totalMiles: 475, status: 'pending' });
    expect(await a.db.outbox.count()).toBe(0);
  });

  it('loses to a cancel from another device, and says so naming the load', async () => {
    const a = device();
    const b = device();
    const added = await a.loads.addLoad(load);
    await a.engine.sync();
    await b.engine.sync();
    await b.loads.cancel(added.id);
    await b.engine.sync();

    await a.loads.editLoad(added.id, { ...load, loadedMiles: 1 });
    const heard: string[] = [];
    const engine = createSyncEngine({
      db: a.db,
      transport: setup.server.transport(setup.cookie, () => 'none'),
      onRejected: (r) => heard.push(refusalMessage(r)),
    });
    await engine.sync();
    expect(heard).toEqual(['Load LS-448990: cancelled on another device']);
    expect(await a.db.loads.get(added.id)).toBeUndefined();
  });
});

describe('editing and deleting fill-ups', () => {
  it('re-measures the next fill-up on the device and on the server alike', async () => {
    const a = device();
    const b = device();
    await a.fuel.addFuelEntry(fill(500_000));
    const second = await a.fuel.addFuelEntry(fill(500_650));
    const third = await a.fuel.addFuelEntry(fill(501_300));
    await a.fuel.addFuelEntry(fill(502_000));
    await a.engine.sync();

    await a.fuel.editFuelEntry(second.id, fill(500_650, '130'), { kind: 'keep' });
    await a.fuel.deleteFuelEntry(third.id);
    const local = await mpgs(a.db);
    expect(local).toEqual([
      [500_000, '100.000', null],
      [500_650, '130.000', '5.00'],
      [502_000, '100.000', '13.50'],
    ]);
    await a.engine.sync();
    await b.engine.sync();
    expect(await mpgs(a.db)).toEqual(local);
    expect(await mpgs(b.db)).toEqual(local);
  });

  it('names the fill-up when an edit loses to a delete from another device', async () => {
    const a = device();
    const b = device();
    const entry = await a.fuel.addFuelEntry(fill(600_000));
    await a.engine.sync();
    await b.engine.sync();
    await b.fuel.deleteFuelEntry(entry.id);
    await b.engine.sync();
    await a.fuel.editFuelEntry(entry.id, fill(600_000, '90'), { kind: 'remove' });
    await a.engine.sync();
    const [refused] = await a.db.rejections.toArray();
    expect(refusalMessage(refused!)).toBe('Fill-up Nov 20, 600,000 mi: deleted on another device');
    expect(await a.db.fuelEntries.get(entry.id)).toBeUndefined();
  });
});
