/**
 * The sync races a random walk rarely finds, spelled out: two devices of one driver against the
 * real API, where a pull lands while a change is still queued.
 */
import type { Load } from '@haulbook/sync-protocol';
import { describe, expect, it, vi } from 'vitest';
import { clearLocalData, HaulbookDb } from '../db';
import { fuelWrites } from '../fuel';
import { loadWrites } from '../loads';
import { createSyncEngine } from './engine';
import { joplinToDallas } from '../../test/fixtures';
import { serverWithDriver } from '../../test/syncServer';
import { keptSize } from '../keptFile';

const setup = serverWithDriver('scenarios@example.com');
let made = 0;

function device(faults: { lose?: boolean } = {}) {
  const db = new HaulbookDb(`scenario-${made++}`);
  const inner = setup.server.transport(setup.cookie, () => 'none');
  const engine = createSyncEngine({
    db,
    transport: async (request) => {
      const res = await inner(request);
      if (faults.lose && request.method !== 'GET') {
        faults.lose = false;
        throw new TypeError('Connection reset after the server answered');
      }
      return res;
    },
  });
  return { db, engine, writes: loadWrites(db, () => undefined), faults };
}

const input = {
  ...joplinToDallas,
  revenue: 900,
};

describe('a pull that lands while a change is queued', () => {
  it('does not overwrite the queued change, and a refusal rolls back to what the server holds', async () => {
    const a = device();
    const b = device();
    const load = await a.writes.addLoad(input);
    await a.engine.sync();
    await b.engine.sync();
    await b.writes.pickUp(load.id);
    await b.writes.deliver(load.id);
    await b.engine.sync();

    await a.writes.pickUp(load.id);
    await a.engine.pull();
    expect((await a.db.loads.get(load.id))?.status).toBe('picked_up');

    expect(await a.engine.sync()).toBe('done');
    expect((await a.db.loads.get(load.id))?.status).toBe('delivered');
    expect(await a.db.rejections.toArray()).toMatchObject([
      { status: 409, title: 'Failed to mark load as picked up', rowId: load.id },
    ]);
  });

  it('keeps a newer server copy over the stale answer of a replayed call', async () => {
    const a = device({ lose: false });
    const b = device();
    const load = await a.writes.addLoad(input);
    await a.engine.sync();
    await b.engine.sync();

    a.faults.lose = true;
    await a.writes.pickUp(load.id);
    expect(await a.engine.sync()).toBe('offline');
    await b.engine.sync();
    await b.writes.deliver(load.id);
    await b.engine.sync();

    await a.engine.pull();
    expect(await a.engine.sync()).toBe('done');
    expect((await a.db.loads.get(load.id))?.status).toBe('delivered');
  });

  it('keeps a cancel queued on this device even when a pull brings the load back', async () => {
    const a = device();
    const load = await a.writes.addLoad(input);
    await a.engine.sync();
    await a.writes.cancel(load.id);
    await a.engine.pull();
    expect(await a.db.loads.get(load.id)).toBeUndefined();
    await a.engine.sync();
    expect(await a.db.loads.get(load.id)).toBeUndefined();
  });
});

describe('refused changes', () => {
  it('records the refusal, rolls back, and lets the rest of the queue through', async () => {
    const a = device();
    const b = device();
    const load = await a.writes.addLoad(input);
    await a.engine.sync();
    await b.engine.sync();
    await b.writes.cancel(load.id);
    await b.engine.sync();

    await a.writes.pickUp(load.id);
    const later = await a.writes.addLoad({ ...input, pickupCity: 'Tulsa', pickupState: 'OK' });
    const refused: string[] = [];
    const engine = createSyncEngine({
      db: a.db,
      transport: setup.server.transport(setup.cookie, () => 'none'),
      onRejected: (r) => refused.push(r.title),
    });
    expect(await engine.sync()).toBe('done');
    expect(refused).toEqual(['Failed to mark load as picked up']);
    expect(await a.db.loads.get(load.id)).toBeUndefined();
    expect((await a.db.loads.get(later.id))?.version).toBeGreaterThan(0);
  });

  it('keeps every entry when the server is down or the session is gone', async () => {
    const a = device();
    await a.writes.addLoad(input);
    const down = createSyncEngine({ db: a.db, transport: async () => ({ status: 503, text: '' }) });
    expect(await down.sync()).toBe('offline');
    const expired = createSyncEngine({
      db: a.db,
      transport: async () => ({ status: 401, text: '{"message":"Not signed in"}' }),
    });
    expect(await expired.sync()).toBe('unauthorized');
    expect(await a.db.outbox.count()).toBe(1);
    expect(await a.db.rejections.count()).toBe(0);
  });
});

describe('pull', () => {
  it('advances the cursor only with the rows it stored', async () => {
    const a = device();
    for (let i = 0; i < 5; i++) {
      await a.writes.addLoad({ ...input, loadedMiles: 100 + i });
      await a.engine.push();
    }
    const b = device();
    // A device that synced while the account was still empty pulls page by page from the start.
    await b.db.syncState.put({
      key: 'state',
      deviceId: 'device-b',
      cursor: 0,
      lastSyncedAt: '2026-11-01T00:00:00.000Z',
      lastError: null,
    });
    const failing = createSyncEngine({
      db: b.db,
      pullLimit: 2,
      transport: async (request) => {
        if ((await b.db.loads.count()) >= 2) throw new TypeError('offline');
        return setup.server.transport(setup.cookie, () => 'none')(request);
      },
    });
    expect(await failing.pull()).toBe('offline');
    const cursor = (await b.db.syncState.get('state'))!.cursor;
    const upToCursor = await setup.server.app.db
      .selectFrom('loads')
      .select('id')
      .where('version', '<=', cursor)
      .execute();
    const stored = await b.db.loads.toCollection().primaryKeys();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored.sort()).toEqual(upToCursor.map((l) => l.id).sort());
  });
});

describe('fuel entries with receipts', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

  it('keep the photo on the device until the server has it, then store the server copy', async () => {
    const a = device();
    const writes = fuelWrites(a.db, () => undefined);
    const fields = {
      date: '2026-11-20',
      odometer: '150000',
      gallons: '100.5',
      pricePerGallon: '3.899',
      fuelType: 'diesel' as const,
      missedPreviousEntry: 'false' as const,
    };
    await writes.addFuelEntry(fields);
    const second = await writes.addFuelEntry(
      { ...fields, odometer: '150650', gallons: '100' },
      new File([png], 'pump.png', { type: 'image/png' }),
    );
    expect((await a.db.fuelEntries.get(second.id))?.mpg).toBe('6.50');
    const [queued] = await a.db.outbox
      .where('[table+rowId]')
      .equals(['fuelEntries', second.id])
      .toArray();
    expect(keptSize(queued!.files![0]!.blob)).toBe(png.length);

    expect(await a.engine.sync()).toBe('done');
    const synced = await a.db.fuelEntries.get(second.id);
    expect(synced).toMatchObject({
      mpg: '6.50',
      totalCost: '389.900',
      receiptUrl: `/api/fuel/${second.id}/receipt`,
    });
    const download = await setup.server.app.inject({
      method: 'GET',
      url: synced!.receiptUrl!,
      headers: { cookie: setup.cookie },
    });
    expect(Buffer.from(download.rawPayload).equals(png)).toBe(true);

    const b = device();
    await b.engine.sync();
    expect((await b.db.fuelEntries.toArray()).map((e) => e.odometer).sort()).toEqual(
      (await a.db.fuelEntries.toArray()).map((e) => e.odometer).sort(),
    );
  });
});

describe('a device whose storage the browser cleared', () => {
  it('pulls every row back: with no cursor left it asks from the start', async () => {
    const a = device();
    const first = await a.writes.addLoad({ ...input, loadNumber: 'CLR-1' });
    const second = await a.writes.addLoad({ ...input, loadNumber: 'CLR-2' });
    expect(await a.engine.sync()).toBe('done');

    await clearLocalData(a.db);
    expect(await a.db.loads.count()).toBe(0);
    expect(await a.engine.sync()).toBe('done');
    const back = await a.db.loads.bulkGet([first.id, second.id]);
    expect(back.map((load) => load?.loadNumber)).toEqual(['CLR-1', 'CLR-2']);
  });
});

describe('taps that wait in the outbox', () => {
  it('reach the server dated when they were tapped, not when the signal returned', async () => {
    const a = device();
    const load = await a.writes.addLoad(input);
    expect(await a.engine.sync()).toBe('done');
    // Sunday night with no signal: both taps wait; the signal returns Monday morning.
    const pickedUp = '2026-11-22T15:30:00.000Z';
    const delivered = '2026-11-22T22:00:00.000Z';
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(pickedUp) });
    try {
      await a.writes.pickUp(load.id);
      vi.setSystemTime(new Date(delivered));
      await a.writes.deliver(load.id);
      vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
      expect(await a.engine.sync()).toBe('done');
    } finally {
      vi.useRealTimers();
    }
    const res = await setup.server.app.inject({
      method: 'GET',
      url: '/api/loads',
      headers: { cookie: setup.cookie },
    });
    const onServer = res.json<Load[]>().find((l) => l.id === load.id);
    const dates = { actualPickupDate: pickedUp, actualDeliveryDate: delivered };
    expect(onServer).toMatchObject(dates);
    expect(await a.db.loads.get(load.id)).toMatchObject(dates);
  });
});
