import { bolMessages } from '@haulbook/sync-protocol';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedFuelEntry } from '../../test/fuelKit';
import { storedLoad } from '../../test/loadsKit';
import { clearLocalData, db } from '../db';
import { documentWrites, refusedDocuments } from '../documents';
import { loadWrites } from '../loads';
import { maintenanceWrites } from '../maintenance';
import { payWrites } from '../pay';
import { settlementWrites } from '../settlements';
import { settle } from '../sync/settle';
import { clearDeviceCopy, PendingChangesError } from './cache';
import { buildExport } from './export';
import { manifestName } from './format';
import { importExport } from './import';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const account = { email: 'dale@example.com', displayName: 'Dale', profileImageUrl: null };
const driver = { id: 'user-1', profileImageUrl: null };
const noSync = () => undefined;
/** The export's zip. */
const exportZip = async () => (await buildExport(db, account)).bytes;

beforeEach(async () => {
  await clearLocalData(db);
  // The receipt of a synced fill-up is on the server: the export fetches it.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(png.slice(), { headers: { 'content-type': 'image/png' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function seedDevice() {
  const load = await storedLoad({ loadNumber: 'LS-1, "quoted"', status: 'delivered' });
  const withReceipt = await storedFuelEntry({ receiptUrl: '/api/fuel/x/receipt' });
  withReceipt.receiptUrl = `/api/fuel/${withReceipt.id}/receipt`;
  await db.fuelEntries.put(withReceipt);
  const plain = await storedFuelEntry({ odometer: 100_650 });
  return { load, withReceipt, plain };
}

describe('export', () => {
  it('holds every record as JSON, a CSV per table, and the files', async () => {
    const { load, withReceipt } = await seedDevice();
    const zip = unzipSync(await exportZip());
    const manifest = JSON.parse(strFromU8(zip['haulbook-export.json']!));
    expect(manifest.tables.loads).toEqual([load]);
    expect(manifest.tables.fuelEntries).toHaveLength(2);
    expect(strFromU8(zip['csv/loads.csv']!)).toContain('"LS-1, ""quoted"""');
    expect(strFromU8(zip['csv/fuelEntries.csv']!).split('\r\n')[0]).toContain('odometer');
    expect(zip[`files/fuelEntries/${withReceipt.id}-receipt.png`]).toEqual(png);
    expect(manifest.missingFiles).toEqual([]);
  });

  it('works offline: files it cannot reach are listed, not lost silently', async () => {
    await seedDevice();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const manifest = JSON.parse(strFromU8(unzipSync(await exportZip())['haulbook-export.json']!));
    expect(manifest.missingFiles).toHaveLength(1);
  });
});

describe('import', () => {
  it('queues each record once with its id and files, and a second import doubles nothing', async () => {
    const { load, withReceipt } = await seedDevice();
    const bytes = await exportZip();
    await clearLocalData(db);

    const first = await importExport(db, driver, bytes);
    expect(first).toMatchObject({ imported: { loads: 1, fuelEntries: 2 }, skipped: 0 });
    const calls = (await db.outbox.toArray()).map((e) => `${e.method} ${e.path}`);
    expect(calls).toEqual([
      'POST /api/loads',
      `PATCH /api/loads/${load.id}/pickup`,
      `PATCH /api/loads/${load.id}`,
      'POST /api/fuel',
      'POST /api/fuel',
    ]);
    const receiptEntry = (await db.outbox.toArray()).find((e) => e.rowId === withReceipt.id);
    expect(receiptEntry?.files?.map((f) => f.field)).toEqual(['receipt']);
    expect((await db.loads.get(load.id))?.status).toBe('delivered');

    const second = await importExport(db, driver, bytes);
    expect(second).toMatchObject({ imported: {}, skipped: 3 });
    expect(await db.outbox.count()).toBe(5);
    expect(await db.fuelEntries.count()).toBe(2);
  });

  it("brings back the driver's pay: the config, its tiers and bonus tiers, with their ids", async () => {
    const pay = payWrites(db, () => undefined);
    await pay.updatePayConfig('user-1', {
      payType: 'per_mile',
      payPeriodStartDay: 'thursday',
      tier1Rate: '0.550',
      detentionRate: '25.00',
    });
    const tierId = '0192f3a0-0000-7000-8000-0000000000a1';
    const bonusId = '0192f3a0-0000-7000-8000-0000000000b1';
    await pay.addPayTier(
      { id: tierId, minMiles: 2000, maxMiles: null, rate: '0.620', orderIndex: 1 },
      'per_mile',
    );
    await pay.addBonusTier({
      id: bonusId,
      bonusType: 'flat',
      bonusAmount: '250.00',
      timePeriod: 'monthly',
      minMiles: 10000,
      maxMiles: null,
      description: 'Safe miles',
    });
    const bytes = await exportZip();
    await clearLocalData(db);

    const summary = await importExport(db, driver, bytes);
    expect(summary).toMatchObject({
      imported: { payConfigs: 1, payTiers: 1, bonusTiers: 1 },
      unsupported: [],
    });
    expect(await db.payConfigs.get('user-1')).toMatchObject({
      payPeriodStartDay: 'thursday',
      tier1Rate: '0.550',
      detentionRate: '25.00',
    });
    expect(await db.payTiers.get(tierId)).toMatchObject({ minMiles: 2000, rate: '0.620' });
    expect(await db.bonusTiers.get(bonusId)).toMatchObject({ bonusAmount: '250.00' });
    const calls = (await db.outbox.toArray()).map((e) => `${e.method} ${e.path} ${e.rowId}`);
    expect(calls).toEqual([
      'POST /api/pay-config user-1',
      `POST /api/pay-tiers ${tierId}`,
      `POST /api/bonus-tiers ${bonusId}`,
    ]);

    const again = await importExport(db, driver, bytes);
    expect(again).toMatchObject({ imported: { payConfigs: 1 }, skipped: 2 });
  });

  it('brings back service items, their costs and settlements, with their ids', async () => {
    const maintenance = maintenanceWrites(db, () => undefined);
    const item = await maintenance.addItem({
      name: 'Oil change',
      intervalMiles: 15000,
      intervalDays: null,
      lastServiceOdometer: 180000,
      lastServiceDate: '2026-10-01',
    });
    const cost = await maintenance.addCost({
      itemId: item.id,
      date: '2026-10-01',
      description: 'Oil and filter',
      amount: '412.50',
      odometer: '180000',
    });
    const settlement = await settlementWrites(db, () => undefined).save(null, {
      periodStart: '2026-11-16',
      paid: '2188.00',
      deductions: [{ name: 'Fuel advance', amount: '150.00' }],
      loads: [],
      note: null,
    });
    const bytes = await exportZip();
    await clearLocalData(db);

    const summary = await importExport(db, driver, bytes);
    expect(summary).toMatchObject({
      imported: { maintenanceItems: 1, maintenanceCosts: 1, settlements: 1 },
      unsupported: [],
    });
    expect(await db.maintenanceItems.get(item.id)).toMatchObject({ intervalMiles: 15000 });
    expect(await db.maintenanceCosts.get(cost.id)).toMatchObject({
      itemId: item.id,
      amount: '412.50',
      odometer: 180000,
    });
    expect(await db.settlements.get(settlement.id)).toMatchObject({
      paid: '2188.00',
      deductions: [{ name: 'Fuel advance', amount: '150.00' }],
    });
    const calls = (await db.outbox.toArray()).map((e) => `${e.method} ${e.path} ${e.rowId}`);
    expect(calls).toEqual([
      `POST /api/maintenance/items ${item.id}`,
      `POST /api/maintenance/costs ${cost.id}`,
      `POST /api/settlements ${settlement.id}`,
    ]);
    expect(await importExport(db, driver, bytes)).toMatchObject({ imported: {}, skipped: 3 });
  });

  it('leaves out a row whose id is not a record id, and queues no call built from it', async () => {
    const { load } = await seedDevice();
    const zip = unzipSync(await exportZip());
    const manifest = JSON.parse(strFromU8(zip[manifestName]!)) as {
      tables: { loads: { id: string }[] };
    };
    const forged = { ...manifest.tables.loads[0]!, id: '%E0%A4%A' };
    manifest.tables.loads.push(forged, { ...forged, id: '../../api/profile' });
    zip[manifestName] = strToU8(JSON.stringify(manifest));
    await clearLocalData(db);

    const summary = await importExport(db, driver, zipSync(zip));
    expect(summary).toMatchObject({ imported: { loads: 1, fuelEntries: 2 }, invalid: 2 });
    const paths = (await db.outbox.toArray()).map((e) => e.path);
    expect(paths.filter((p) => p.startsWith('/api/loads/'))).toEqual([
      `/api/loads/${load.id}/pickup`,
      `/api/loads/${load.id}`,
    ]);
  });

  it('refuses a file that is not an export', async () => {
    await expect(importExport(db, driver, new Uint8Array([1, 2, 3]))).rejects.toThrow(
      'This file is not a Haulbook export.',
    );
  });
});

describe('clear cache', () => {
  it('empties the synced tables and resets the cursor when nothing waits', async () => {
    await seedDevice();
    await db.syncState.put({
      key: 'state',
      deviceId: 'd',
      cursor: 42,
      lastSyncedAt: 'x',
      lastError: null,
    });
    await clearDeviceCopy(db);
    expect(await db.loads.count()).toBe(0);
    expect((await db.syncState.get('state'))?.cursor).toBe(0);
  });

  it('refuses while entries wait to sync', async () => {
    await seedDevice();
    const bytes = await exportZip();
    await clearLocalData(db);
    await importExport(db, driver, bytes);
    await expect(clearDeviceCopy(db)).rejects.toBeInstanceOf(PendingChangesError);
    expect(await db.fuelEntries.count()).toBe(2);
  });
  it('keeps a document the server refused, which is on this device only', async () => {
    const load = await storedLoad({ loadNumber: 'LS-33' });
    const documents = documentWrites(db, loadWrites(db, noSync), noSync);
    const photo = new File([png], 'lumper.png', { type: 'image/png' });
    const [refused] = await documents.addDocuments(load.id, [photo]);
    const [upload] = await db.outbox.toArray();
    await settle(db, [upload!], [{ status: 400, body: { message: bolMessages.perLoad } }]);

    await clearDeviceCopy(db);

    expect(await db.loads.count()).toBe(0);
    expect(await db.bolDocuments.get(refused!.id)).toMatchObject({ originalName: 'lumper.png' });
    expect(await refusedDocuments(db)).toEqual(new Map([[refused!.id, bolMessages.perLoad]]));
  });
});
