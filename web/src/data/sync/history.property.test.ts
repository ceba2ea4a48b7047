/**
 * A new device joining in the middle of a driver's history (history.ts), against the real API: the
 * history comes in random page sizes, the device reloads and loses its connection in the middle of
 * it, the driver writes on it meanwhile, and the other device keeps changing, cancelling and
 * re-measuring rows the history has not reached yet; in half the runs the new device reads and
 * stores its history as the app does: the first answer itself, the rest in a worker over its own
 * connection. At the end both
 * devices hold exactly the server's rows, and the new device received no row (id and version)
 * twice.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HaulbookDb } from '../db';
import { fuelWrites, type FuelWrites } from '../fuel';
import { loadWrites, LoadActionError, type LoadWrites } from '../loads';
import { createSyncEngine, type SyncEngine } from './engine';
import { firstAnswerHere, historyChannel, quietHistoryPages } from './history-channel';
import { historyPages, type HistoryLimits } from './history';
import { TestServer } from '../../test/syncServer';
import { workerInProcess } from '../../test/syncWorker';
import { syncedTables } from '@haulbook/sync-protocol';
import type { Transport } from './transport';
import { fillUp, loadInput } from '../../test/syncRows';

type Act = 'pickUp' | 'deliver' | 'cancel';

interface Device {
  name: string;
  db: HaulbookDb;
  engine: SyncEngine;
  loads: LoadWrites;
  fuel: FuelWrites;
  offline: boolean;
  /** Every row this device was sent, `table id version`, to find any sent twice. */
  received: string[];
  /** Runs once, just before this device's next ordinary pull is sent. */
  beforePull?: () => Promise<void>;
  /** Reads and stores its history in a worker, over its own connection, as the app does. */
  inWorker: boolean;
}

type Action =
  | { kind: 'add'; device: number }
  | { kind: 'fuel'; device: number; odometer: number }
  | { kind: 'act'; act: Act; device: number; pick: number }
  | { kind: 'sync'; device: number }
  | { kind: 'pull'; device: number }
  | { kind: 'historyPage' }
  | { kind: 'reload' }
  | { kind: 'toggleOffline' };

const device = fc.integer({ min: 0, max: 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: device.map((d) => ({ kind: 'add' as const, device: d })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fuel' as const),
      device,
      odometer: fc.integer({ min: 1, max: 30 }).map((n) => 100_000 + n * 350),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      act: fc.constantFrom<Act>('pickUp', 'deliver', 'cancel'),
      device,
      pick: fc.nat({ max: 40 }),
    }),
  },
  { weight: 2, arbitrary: device.map((d) => ({ kind: 'sync' as const, device: d })) },
  { weight: 2, arbitrary: device.map((d) => ({ kind: 'pull' as const, device: d })) },
  { weight: 5, arbitrary: fc.constant({ kind: 'historyPage' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'toggleOffline' as const }) },
);

/** A write on the old device. */
const oldWrite: fc.Arbitrary<Action> = action
  .filter((a) => a.kind === 'add' || a.kind === 'fuel' || a.kind === 'act')
  .map((a) => ({ ...a, device: 0 }));

let server: TestServer;
let runs = 0;
beforeAll(async () => {
  server = await new TestServer().start();
});
afterAll(() => server.stop());

/** The device's engine and writes over its database, as the app builds them when it starts. */
function start(d: Device, cookie: string, limits: HistoryLimits) {
  const inner = server.transport(cookie, () => (d.offline ? 'offline' : 'none'));
  const transport: Transport = async (request) => {
    const before = d.beforePull;
    if (before && request.path.startsWith('/api/sync/changes')) {
      d.beforePull = undefined;
      await before();
    }
    const response = await inner(request);
    if (request.method === 'GET' && response.status === 200) {
      const page = JSON.parse(response.text) as Record<string, { id: string; version: number }[]>;
      for (const table of syncedTables)
        for (const row of page[table] ?? []) d.received.push(`${table} ${row.id} ${row.version}`);
    }
    return response;
  };
  const inWorker = (given: HistoryLimits) =>
    firstAnswerHere(
      historyPages(d.db, transport, given),
      historyChannel(
        () => workerInProcess((l) => quietHistoryPages(new HaulbookDb(d.name), transport, l)),
        given,
      ),
    );
  d.engine = createSyncEngine({
    db: d.db,
    pullLimit: limits.rest,
    historyLimits: limits,
    transport,
    ...(d.inWorker ? { historyIn: inWorker } : {}),
  });
  d.loads = loadWrites(d.db, () => undefined);
  d.fuel = fuelWrites(d.db, () => undefined);
}

function makeDevice(name: string, cookie: string, limits: HistoryLimits, inWorker = false): Device {
  const d = {
    name,
    db: new HaulbookDb(name),
    offline: false,
    received: [],
    inWorker,
  } as unknown as Device;
  start(d, cookie, limits);
  return d;
}

/** The driver closes the app and opens it again: a new database connection and engine. */
function reload(d: Device, cookie: string, limits: HistoryLimits) {
  d.db.close();
  d.db = new HaulbookDb(d.name);
  start(d, cookie, limits);
}

async function serverRows(userId: string) {
  const db = server.app.db;
  const loads = await db
    .selectFrom('loads')
    .select(['id', 'status', 'version'])
    .where('userId', '=', userId)
    .execute();
  const fuel = await db
    .selectFrom('fuelEntries')
    .select(['id', 'odometer', 'version'])
    .where('userId', '=', userId)
    .execute();
  return {
    loads: new Map(loads.map((l) => [l.id, `${l.status} ${l.version}`])),
    fuel: new Map(fuel.map((f) => [f.id, `${f.odometer} ${f.version}`])),
  };
}

async function deviceRows(d: Device) {
  return {
    loads: new Map((await d.db.loads.toArray()).map((l) => [l.id, `${l.status} ${l.version}`])),
    fuel: new Map(
      (await d.db.fuelEntries.toArray()).map((f) => [f.id, `${f.odometer} ${f.version}`]),
    ),
  };
}

async function write(d: Device, a: Action, n: number) {
  if (a.kind === 'add') await d.loads.addLoad(loadInput(n));
  if (a.kind === 'fuel') await d.fuel.addFuelEntry(fillUp(a.odometer));
  if (a.kind !== 'act') return;
  const ids = (await d.db.loads.toCollection().primaryKeys()).sort();
  if (ids.length === 0) return;
  try {
    await d.loads[a.act](ids[a.pick % ids.length]!);
  } catch (error) {
    if (!(error instanceof LoadActionError)) throw error;
  }
}

/**
 * How the new phone starts: a bare pull, or as a sync round does (the second page of the history
 * asked for with the first answer), with the other device writing `meanwhile` between that answer
 * and the ordinary pull after it.
 */
type Start = { asSync: false } | { asSync: true; meanwhile: Action[] };

async function run(
  seeded: number,
  limits: HistoryLimits,
  startWith: Start,
  inWorker: boolean,
  actions: Action[],
) {
  runs++;
  const { userId, cookie } = await server.quickDriver(`history${runs}@example.com`);
  const old = makeDevice(`history-old-${runs}`, cookie, limits);
  const fresh = makeDevice(`history-new-${runs}`, cookie, limits, inWorker);
  const devices = [old, fresh];
  try {
    // The driver's history so far, written on the old device: loads in every state, fill-ups.
    for (let i = 0; i < seeded; i++) {
      const { id } = await old.loads.addLoad(loadInput(i));
      if (i % 3 > 0) await old.loads.pickUp(id);
      if (i % 3 > 1) await old.loads.deliver(id);
      if (i % 2 === 0) await old.fuel.addFuelEntry(fillUp(100_000 + i * 700));
    }
    expect(await old.engine.sync()).toBe('done');
    // The new phone signs in: its first answer, then everything else interleaved.
    let n = seeded;
    if (startWith.asSync) {
      fresh.beforePull = async () => {
        for (const a of startWith.meanwhile) await write(old, a, n++);
        await old.engine.sync();
      };
      await fresh.engine.pull(true);
      await fresh.engine.history(1);
    } else await fresh.engine.pull();
    for (const a of actions) {
      if (a.kind === 'historyPage') await fresh.engine.history(1);
      else if (a.kind === 'reload') reload(fresh, cookie, limits);
      else if (a.kind === 'toggleOffline') fresh.offline = !fresh.offline;
      else if (a.kind === 'sync') await devices[a.device]!.engine.sync();
      else if (a.kind === 'pull') await devices[a.device]!.engine.pull();
      else await write(devices[a.device]!, a, n++);
    }
    fresh.offline = false;
    for (const d of [old, fresh, old, fresh]) expect(await d.engine.sync()).toBe('done');

    const onServer = await serverRows(userId);
    for (const d of devices) {
      expect(await d.db.outbox.count()).toBe(0);
      expect(await deviceRows(d)).toEqual(onServer);
      expect((await d.db.syncState.get('state'))?.history).toBeUndefined();
    }
    const twice = fresh.received.filter((row, i) => fresh.received.indexOf(row) !== i);
    expect(twice, 'rows the new device was sent twice').toEqual([]);
  } finally {
    for (const d of devices) await d.db.delete();
  }
}

describe('a new device joining in the middle of the history', () => {
  it('ends with every row once, both devices equal to the server', async () => {
    const size = fc.integer({ min: 1, max: 7 });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 24 }),
        fc.record({ first: size, rest: size, perWrite: fc.integer({ min: 1, max: 3 }) }),
        fc.oneof(
          fc.constant({ asSync: false as const }),
          fc.record({
            asSync: fc.constant(true as const),
            meanwhile: fc.array(oldWrite, { maxLength: 4 }),
          }),
        ),
        fc.boolean(),
        fc.array(action, { minLength: 10, maxLength: 40, size: 'max' }),
        run,
      ),
      {
        numRuns: Number(process.env.SYNC_PROPERTY_RUNS ?? 100),
        ...(process.env.SYNC_PROPERTY_SEED
          ? { seed: Number(process.env.SYNC_PROPERTY_SEED), path: process.env.SYNC_PROPERTY_PATH }
          : {}),
      },
    );
  }, 900_000);
});
