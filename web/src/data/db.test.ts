import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { HaulbookDb } from './db';

/** The schema as each earlier release declared it, version by version (from git history). */
const releases: Record<number, Record<string, string>> = {
  1: { session: 'key' },
  2: {
    loads: 'id, status, pickupDate',
    outbox: '++seq, [table+rowId]',
    shadows: '[table+rowId]',
    rejections: '++id',
    syncState: 'key',
  },
  3: { fuelEntries: 'id, date, odometer, fuelType' },
  4: {
    loads: 'id, status, pickupDate, deliveryDate',
    payConfigs: 'id',
    payTiers: 'id, minMiles',
    bonusTiers: 'id, createdAt',
  },
  5: { bolDocuments: 'id, loadId', savedFiles: 'key, savedAt' },
  6: { userPreferences: 'id' },
  7: { maintenanceItems: 'id', maintenanceCosts: 'id, itemId, date' },
  8: { loads: 'id, status, pickupDate, deliveryDate, actualDeliveryDate' },
  9: { settlements: 'id, periodStart' },
  10: {
    loads: 'id, status, pickupDate, deliveryDate, actualDeliveryDate, [status+pickupDate]',
    fuelEntries: 'id, date, odometer, fuelType, assignedLoadId, [date+odometer]',
  },
  11: {
    loads: 'id, pickupDate, deliveryDate, actualDeliveryDate, [status+pickupDate]',
    fuelEntries: 'id, odometer, fuelType, assignedLoadId, [date+odometer]',
  },
  12: { jurisdictionSegments: 'id, date, loadId', iftaRates: 'id, quarter' },
  13: { expenses: 'id, date, loadId' },
  14: { perDiemDays: 'id, date' },
  15: { officeAddresses: 'id, label', paperworkSends: 'id, loadId' },
  16: { closedLoads: 'month', closedLoadIds: 'key' },
};

/** A device database as release `last` left it, holding what a driver had saved by then. */
async function deviceAt(name: string, last: number): Promise<void> {
  const old = new Dexie(name);
  for (let v = 1; v <= last; v++) old.version(v).stores(releases[v]!);
  await old.open();
  await old.table('session').put({ key: 'current', user: { id: 'u1' }, savedAt: '2026-11-01' });
  if (last >= 2) {
    await old.table('loads').put({
      id: 'l1',
      status: 'delivered',
      pickupDate: '2026-11-02',
      deliveryDate: '2026-11-03',
      actualDeliveryDate: '2026-11-03T15:00:00Z',
    });
    await old.table('outbox').add({ table: 'loads', rowId: 'l1', method: 'PUT' });
  }
  if (last >= 3) await old.table('fuelEntries').put({ id: 'f1', date: '2026-11-02', odometer: 1 });
  if (last >= 16) await old.table('closedLoads').put({ month: '2026-10', loads: {} });
  old.close();
}

const opened: HaulbookDb[] = [];

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describe('the device database', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])(
    'upgrades a device left at version %i in one step, keeping every entry',
    async (last) => {
      const name = `upgrade-from-${last}`;
      await deviceAt(name, last);
      const db = new HaulbookDb(name);
      opened.push(db);
      await db.open();

      expect(db.tables.map((t) => t.name).sort()).toEqual(
        [
          'bolDocuments',
          'bonusTiers',
          'expenses',
          'fuelEntries',
          'iftaRates',
          'jurisdictionSegments',
          'loads',
          'maintenanceCosts',
          'maintenanceItems',
          'officeAddresses',
          'outbox',
          'paperworkSends',
          'payConfigs',
          'payTiers',
          'perDiemDays',
          'closedLoadIds',
          'closedLoads',
          'rejections',
          'savedFiles',
          'session',
          'settlements',
          'shadows',
          'syncState',
          'userPreferences',
        ].sort(),
      );
      // The stores hold exactly the indexes declared now: the ones a release dropped are gone.
      const installed = db.backendDB();
      const indexesOf = (names: Iterable<string>) => [...names].sort();
      for (const table of db.tables)
        expect([
          table.name,
          indexesOf(installed.transaction(table.name).objectStore(table.name).indexNames),
        ]).toEqual([table.name, indexesOf(table.schema.indexes.map((index) => index.name))]);
      expect((await db.session.get('current'))?.user.id).toBe('u1');
      if (last >= 2) {
        // The newest index answers for a load saved before it existed.
        const delivered = await db.loads.where('actualDeliveryDate').above('2026-11-01').toArray();
        expect(delivered.map((l) => l.id)).toEqual(['l1']);
        expect(await db.outbox.where('[table+rowId]').equals(['loads', 'l1']).count()).toBe(1);
        const listed = db.loads.where('[status+pickupDate]').equals(['delivered', '2026-11-02']);
        expect(await listed.primaryKeys()).toEqual(['l1']);
      }
      if (last >= 3) {
        expect(await db.fuelEntries.where('odometer').equals(1).count()).toBe(1);
        const newest = await db.fuelEntries.orderBy('[date+odometer]').last();
        expect(newest?.id).toBe('f1');
      }
      await db.maintenanceCosts.put({ id: 'c1', itemId: 'i1', date: '2026-11-04' } as never);
      expect(await db.maintenanceCosts.where('itemId').equals('i1').count()).toBe(1);
      await db.expenses.put({ id: 'e1', date: '2026-11-20', loadId: 'l1' } as never);
      expect(await db.expenses.where('date').between('2026-11-01', '2026-12-01').count()).toBe(1);
      expect(await db.expenses.where('loadId').equals('l1').count()).toBe(1);
      // The closed loads' months, built from the loads the device held.
      const months = await db.closedLoads.toArray();
      expect(months.map((m) => [m.month, Object.keys(m.loads)])).toEqual(
        last >= 2 ? [['2026-11', ['l1']]] : [],
      );
    },
  );

  it('opens a device already at version 16 as it is: no upgrade, its months kept', async () => {
    const name = 'at-16';
    await deviceAt(name, 16);
    const db = new HaulbookDb(name);
    opened.push(db);
    await db.open();
    expect(db.backendDB().version).toBe(160);
    // Building the months again would have replaced this one with those of the loads held.
    expect((await db.closedLoads.toArray()).map((m) => m.month)).toEqual(['2026-10']);
    expect((await db.session.get('current'))?.user.id).toBe('u1');
  });
});
