/**
 * Pushing the outbox against the real API: in ordered batches, with receipts sent alone as the
 * multipart call docs/product.md §7 describes, and an entry the server keeps failing on set aside as stuck
 * instead of blocking every entry behind it.
 */
import { maxPushChars, maxPushEntries, subscriptionMessages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HaulbookDb } from '../db';
import { fuelWrites } from '../fuel';
import { loadWrites } from '../loads';
import { createSyncEngine } from './engine';
import type { Transport, TransportRequest } from './transport';
import { stuckEntries } from './outbox';
import { TestServer } from '../../test/syncServer';
import { fillUp as fill, loadInput as input } from '../../test/syncRows';

let server: TestServer;
let cookie: string;
let made = 0;

beforeAll(async () => {
  server = await new TestServer().start();
  cookie = await server.driver('push-engine@example.com');
});
afterAll(() => server.stop());

function device(wrap: (inner: Transport) => Transport = (t) => t) {
  const db = new HaulbookDb(`push-${made++}`);
  const calls: TransportRequest[] = [];
  const inner = server.transport(cookie, () => 'none');
  let clock = Date.parse('2026-11-20T12:00:00Z');
  const engine = createSyncEngine({
    db,
    now: () => clock,
    transport: wrap(async (request) => {
      calls.push(request);
      return inner(request);
    }),
  });
  return {
    db,
    engine,
    calls,
    loads: loadWrites(db, () => undefined),
    fuel: fuelWrites(db, () => undefined),
    later: (minutes: number) => (clock += minutes * 60_000),
  };
}

/** A 1x1 PNG: the server reads a receipt's type from its bytes. */
const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const writesSent = (calls: TransportRequest[]) => calls.filter((c) => c.method !== 'GET');

describe('pushing the outbox', () => {
  it('sends queued writes in ordered batches, not one call each', async () => {
    const d = device();
    const added = [];
    for (let i = 0; i < maxPushEntries - 20; i++) added.push(await d.loads.addLoad(input(i)));
    for (const load of added.slice(0, 50)) await d.loads.pickUp(load.id);
    expect(await d.engine.push()).toBe('done');
    expect(writesSent(d.calls).map((c) => c.path)).toEqual(['/api/sync/push', '/api/sync/push']);
    expect(await d.db.outbox.count()).toBe(0);
    const stored = await d.db.loads.bulkGet(added.map((l) => l.id));
    expect(stored.every((l) => l && l.version > 0)).toBe(true);
    expect(stored.filter((l) => l?.status === 'picked_up')).toHaveLength(50);
  });

  it('cuts a batch by its size too, so long notes never make a body the server refuses', async () => {
    const d = device();
    const notes = 'Gate code 4471, dock 12, ask for Márta. '.repeat(50).slice(0, 1999) + '.';
    const count = Math.ceil((maxPushChars * 1.5) / notes.length);
    const added = [];
    for (let i = 0; i < count; i++) added.push(await d.loads.addLoad({ ...input(i), notes }));
    expect(await d.engine.push()).toBe('done');
    const bodies = writesSent(d.calls).map((c) => String(c.body));
    expect(bodies).toHaveLength(2);
    expect(bodies.every((b) => b.length <= maxPushChars + 100)).toBe(true);
    const stored = await d.db.loads.bulkGet(added.map((l) => l.id));
    expect(stored.every((l) => l && l.version > 0 && l.notes === notes)).toBe(true);
  });

  it('sends a fill-up with its receipt alone, as multipart, in its place in the queue', async () => {
    const d = device();
    await d.fuel.addFuelEntry(fill(100_000));
    await d.fuel.addFuelEntry(fill(100_500), new File(['x'], 'pump.png', { type: 'image/png' }));
    await d.fuel.addFuelEntry(fill(101_000));
    await d.engine.push();
    expect(writesSent(d.calls).map((c) => [c.path, c.body instanceof FormData])).toEqual([
      ['/api/sync/push', false],
      ['/api/fuel', true],
      ['/api/sync/push', false],
    ]);
  });
});

describe('a batch whose later entry changes an earlier one', () => {
  it('leaves the device with the row as the server holds it, even when the answer was lost', async () => {
    let lose = true;
    const d = device((inner) => async (request) => {
      const res = await inner(request);
      if (lose && request.path === '/api/sync/push') {
        lose = false;
        throw new TypeError('Connection reset after the server answered');
      }
      return res;
    });
    // Logged out of order: the second fill-up is the first one's previous, so it re-measures it.
    const later = await d.fuel.addFuelEntry(fill(200_700));
    await d.fuel.addFuelEntry(fill(200_350));
    expect(await d.engine.push()).toBe('offline');
    await d.engine.pull();
    expect(await d.engine.sync()).toBe('done');
    expect((await d.db.fuelEntries.get(later.id))?.mpg).toBe('3.50');
  });
});

describe('an entry the server keeps failing on', () => {
  it('is set aside as stuck after 5 failures over 10 minutes, and the rest syncs', async () => {
    let poisoned = '';
    const d = device((inner) => async (request) => {
      if (poisoned && typeof request.body === 'string' && request.body.includes(poisoned))
        return { status: 200, text: JSON.stringify({ results: [] }) };
      return inner(request);
    });
    const bad = await d.loads.addLoad(input(1));
    poisoned = bad.id;
    const good = await d.loads.addLoad(input(2));
    for (let i = 0; i < 5; i++) {
      expect(await d.engine.push()).toBe('offline');
      d.later(3);
    }
    expect(await stuckEntries(d.db, d.later(0))).toHaveLength(1);
    expect(await d.engine.push()).toBe('done');
    expect((await d.db.loads.get(good.id))?.version).toBeGreaterThan(0);
    const [stuck] = await stuckEntries(d.db, d.later(0));
    expect(stuck).toMatchObject({ rowId: bad.id, table: 'loads', failures: 5 });
    expect(stuck?.lastError).toMatch(/server/i);

    await d.engine.discard(stuck!.seq!);
    expect(await d.db.loads.get(bad.id)).toBeUndefined();
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('goes again when the driver taps Retry', async () => {
    let failing = true;
    const d = device(
      (inner) => async (request) =>
        failing && request.path === '/api/sync/push'
          ? { status: 200, text: JSON.stringify({ results: [] }) }
          : inner(request),
    );
    const load = await d.loads.addLoad(input(3));
    for (let i = 0; i < 5; i++) {
      await d.engine.push();
      d.later(3);
    }
    const [stuck] = await stuckEntries(d.db, d.later(0));
    failing = false;
    await d.engine.retry(stuck!.seq!);
    expect(await stuckEntries(d.db, d.later(0))).toEqual([]);
    expect(await d.engine.push()).toBe('done');
    expect((await d.db.loads.get(load.id))?.version).toBeGreaterThan(0);
  });

  it('is not blamed when the whole server is down', async () => {
    const d = device(() => async () => ({ status: 503, text: '' }));
    await d.loads.addLoad(input(4));
    for (let i = 0; i < 8; i++) {
      await d.engine.push();
      d.later(3);
    }
    expect(await stuckEntries(d.db, d.later(0))).toEqual([]);
  });
});

describe("entries made while the app showed the driver's plan as active", () => {
  async function lapsedDevice(email: string) {
    const driverCookie = await server.driver(email);
    const db = new HaulbookDb(`push-${made++}`);
    const engine = createSyncEngine({
      db,
      transport: server.transport(driverCookie, () => 'none'),
    });
    return {
      db,
      engine,
      cookie: driverCookie,
      loads: loadWrites(db, () => undefined),
      fuel: fuelWrites(db, () => undefined),
    };
  }

  it('are accepted within 7 days of the lapse', async () => {
    const d = await lapsedDevice('grace-engine@example.com');
    await d.loads.addLoad(input(1));
    await server.lapse('grace-engine@example.com', 2);
    expect(await d.engine.sync()).toBe('done');
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('are kept, as made, when the server answers 402, and sent once the plan is active again', async () => {
    const d = await lapsedDevice('held-engine@example.com');
    const first = await d.loads.addLoad(input(1));
    await d.loads.pickUp(first.id);
    await d.loads.addLoad(input(2));
    await d.fuel.addFuelEntry(fill(150_000), new File([png], 'pump.png', { type: 'image/png' }));
    await server.lapse('held-engine@example.com', 8);

    expect(await d.engine.sync()).toBe('paymentRequired');
    expect(await d.db.outbox.count()).toBe(4);
    expect(await d.db.rejections.count()).toBe(0);
    expect((await d.db.loads.get(first.id))?.status).toBe('picked_up');
    expect((await d.db.outbox.toArray()).map((e) => e.lastError)).toEqual(
      Array(4).fill(subscriptionMessages.subscriptionRequired),
    );

    await server.renew('held-engine@example.com');
    expect(await d.engine.sync()).toBe('done');
    expect(await d.db.outbox.count()).toBe(0);
    const onServer = await server.app.inject({
      method: 'GET',
      url: '/api/loads',
      headers: { cookie: d.cookie },
    });
    expect(onServer.json()).toHaveLength(2);
  });
});
