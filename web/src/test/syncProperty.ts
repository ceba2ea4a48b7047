/**
 * The sync engine's convergence property (docs/architecture.md, Sync), run against any server that
 * keeps Haulbook's promises: the API in this process (engine.property.test.ts) or two API
 * processes behind a proxy (engine.two-processes.test.ts). Two devices of one driver, random
 * interleavings of offline loads and fill-ups (a fill-up logged late re-measures the next one: a
 * write of two rows under one version), pulls racing queued writes in random page sizes from 1 to
 * 7, batches whose answer is lost, replayed calls, refusals in the middle of a batch, and server
 * restarts between calls and in the middle of a batch. At the end both devices hold the server's
 * state, every row was delivered (none lost, none twice), every write is on the server or was
 * refused and recorded, and no load's status ever moved backwards.
 */
import { loadStatuses, type FuelEntry, type Load, type LoadStatus } from '@haulbook/sync-protocol';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../../api/src/db/database';
import { HaulbookDb } from '../data/db';
import { fuelWrites, type FuelWrites } from '../data/fuel';
import { loadWrites, LoadActionError, type LoadWrites } from '../data/loads';
import { createSyncEngine, type SyncEngine } from '../data/sync/engine';
import type { Transport, TransportRequest } from '../data/sync/transport';
import { fillUp, loadInput } from './syncRows';

/** What a run needs of the server it syncs with. */
export interface PropertyServer {
  /** The server's database, read to compare with the devices. */
  readonly db: Db;
  /** A subscribed driver with a session. */
  quickDriver(email: string): Promise<{ userId: string; cookie: string }>;
  /** Calls carrying `cookie`; `fault()` says per call whether the device is offline. */
  transport(cookie: string, fault: () => 'none' | 'offline'): Transport;
  /** Loses whatever the server keeps in memory (a restart, of one process or all). */
  restart(): Promise<void>;
}

type Act = 'pickUp' | 'deliver' | 'cancel';
type Fault = 'none' | 'loseAnswer' | 'restartAfter';

interface Device {
  db: HaulbookDb;
  engine: SyncEngine;
  loads: LoadWrites;
  fuel: FuelWrites;
  offline: boolean;
  nextWrite: Fault;
}

interface Intent {
  act: Act;
  id: string;
  device: number;
}

type Action =
  | { kind: 'add'; device: number }
  | { kind: 'fuel'; device: number; odometer: number }
  | { kind: 'act'; act: Act; device: number; pick: number }
  | { kind: 'sync'; device: number }
  | { kind: 'pull'; device: number }
  | { kind: 'toggleOffline'; device: number }
  | { kind: 'fault'; fault: Fault; device: number }
  | { kind: 'replay'; pick: number }
  | { kind: 'restart' };

const device = fc.integer({ min: 0, max: 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: device.map((d) => ({ kind: 'add' as const, device: d })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fuel' as const),
      device,
      // A few odometer readings, so fill-ups arrive out of order and re-measure their neighbours.
      odometer: fc.integer({ min: 1, max: 12 }).map((n) => 100_000 + n * 350),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      act: fc.constantFrom<Act>('pickUp', 'deliver', 'cancel'),
      device,
      pick: fc.nat({ max: 4 }),
    }),
  },
  { weight: 5, arbitrary: device.map((d) => ({ kind: 'sync' as const, device: d })) },
  // A pull while writes are still queued: what happens when the driver taps during a sync round.
  { weight: 2, arbitrary: device.map((d) => ({ kind: 'pull' as const, device: d })) },
  { weight: 1, arbitrary: device.map((d) => ({ kind: 'toggleOffline' as const, device: d })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fault' as const),
      fault: fc.constantFrom<Fault>('loseAnswer', 'restartAfter'),
      device,
    }),
  },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'replay' as const, pick })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

const rank = (status: LoadStatus) => loadStatuses.indexOf(status);

let runs = 0;

/** Everything the server holds for one driver, as devices should end up holding it. */
async function serverState({ db }: PropertyServer, userId: string) {
  const loads = await db
    .selectFrom('loads')
    .select(['id', 'status'])
    .where('userId', '=', userId)
    .execute();
  const fuel = await db
    .selectFrom('fuelEntries')
    .select(['id', 'odometer', 'mpgCenti', 'version'])
    .where('userId', '=', userId)
    .execute();
  return { loads: loads as { id: string; status: LoadStatus }[], fuel };
}

function makeDevice({ server, cookie, sent }: World, pageSize: number): Device {
  const db = new HaulbookDb(`property-${runs}-${Math.random()}`);
  const d = { db, offline: false, nextWrite: 'none' } as Device;
  const inner = server.transport(cookie, () => (d.offline ? 'offline' : 'none'));
  d.engine = createSyncEngine({
    db,
    pullLimit: pageSize,
    transport: async (request) => {
      const write = request.method !== 'GET';
      const fault = write ? d.nextWrite : 'none';
      const res = await inner(request);
      if (write) sent.push(request);
      if (fault === 'none') return res;
      d.nextWrite = 'none';
      // The server applied the call; its answer never reaches the device.
      if (fault === 'restartAfter') await server.restart();
      throw new TypeError('Connection reset after the server answered');
    },
  });
  d.loads = loadWrites(db, () => undefined);
  d.fuel = fuelWrites(db, () => undefined);
  return d;
}

async function perform(a: Action, devices: Device[], world: World) {
  const d = a.kind === 'replay' || a.kind === 'restart' ? undefined : devices[a.device]!;
  if (a.kind === 'add') world.added.add((await d!.loads.addLoad(loadInput(world.n++))).id);
  if (a.kind === 'fuel') world.fills.add((await d!.fuel.addFuelEntry(fillUp(a.odometer))).id);
  if (a.kind === 'act') {
    const ids = (await d!.db.loads.toCollection().primaryKeys()).sort();
    if (ids.length === 0) return;
    const id = ids[a.pick % ids.length]!;
    try {
      await d!.loads[a.act](id);
      world.intents.push({ act: a.act, id, device: a.device });
    } catch (error) {
      if (!(error instanceof LoadActionError)) throw error;
    }
  }
  if (a.kind === 'sync') await d!.engine.sync();
  if (a.kind === 'pull') await d!.engine.pull();
  if (a.kind === 'toggleOffline') d!.offline = !d!.offline;
  if (a.kind === 'fault') d!.nextWrite = a.fault;
  if (a.kind === 'replay' && world.sent.length > 0) {
    const old = world.sent[a.pick % world.sent.length]!;
    await world.server.transport(world.cookie, () => 'none')(old);
  }
  if (a.kind === 'restart') await world.server.restart();
}

interface World {
  server: PropertyServer;
  cookie: string;
  n: number;
  added: Set<string>;
  fills: Set<string>;
  intents: Intent[];
  sent: TransportRequest[];
}

async function run(server: PropertyServer, pageSizes: [number, number], actions: Action[]) {
  runs++;
  const { userId, cookie } = await server.quickDriver(`property${runs}@example.com`);
  const world: World = {
    server,
    cookie,
    n: 0,
    added: new Set(),
    fills: new Set(),
    intents: [],
    sent: [],
  };
  const devices = pageSizes.map((size) => makeDevice(world, size));
  try {
    const highest = new Map<string, number>();
    for (const a of actions) {
      await perform(a, devices, world);
      for (const row of (await serverState(server, userId)).loads) {
        expect(rank(row.status), `status of ${row.id} moved backwards`).toBeGreaterThanOrEqual(
          highest.get(row.id) ?? 0,
        );
        highest.set(row.id, rank(row.status));
      }
    }
    for (const d of devices) {
      d.offline = false;
      d.nextWrite = 'none';
    }
    for (const d of [...devices, ...devices]) expect(await d.engine.sync()).toBe('done');
    await checkConverged(userId, devices, world);
  } finally {
    await Promise.all(devices.map((d) => d.db.delete()));
  }
}

async function checkConverged(userId: string, devices: Device[], world: World) {
  const onServer = await serverState(world.server, userId);
  const serverLoads = new Map(onServer.loads.map((l) => [l.id, l.status]));
  const serverFuel = new Map(onServer.fuel.map((f) => [f.id, [f.odometer, f.mpgCenti, f.version]]));
  for (const d of devices) {
    expect(await d.db.outbox.count()).toBe(0);
    const loads = new Map((await d.db.loads.toArray()).map((l: Load) => [l.id, l.status]));
    expect(loads).toEqual(serverLoads);
    const fuel = new Map(
      (await d.db.fuelEntries.toArray()).map((f: FuelEntry) => [
        f.id,
        [f.odometer, f.mpg === null ? null : Math.round(Number(f.mpg) * 100), f.version],
      ]),
    );
    expect(fuel).toEqual(serverFuel);
  }
  for (const id of serverLoads.keys()) expect(world.added.has(id)).toBe(true);
  expect(new Set(serverFuel.keys())).toEqual(world.fills);

  const refused = async (intent: Intent) =>
    (await devices[intent.device]!.db.rejections.toArray()).some(
      (r) => r.rowId === intent.id && r.method === (intent.act === 'cancel' ? 'DELETE' : 'PATCH'),
    );
  const cancelled = new Set<string>();
  for (const intent of world.intents)
    if (intent.act === 'cancel' && !(await refused(intent))) cancelled.add(intent.id);
  for (const id of world.added)
    expect(serverLoads.has(id) || cancelled.has(id), `load ${id} was lost`).toBe(true);
  for (const intent of world.intents) {
    if (await refused(intent)) continue;
    const status = serverLoads.get(intent.id);
    if (intent.act === 'cancel') expect(status, `cancel of ${intent.id} lost`).toBeUndefined();
    else if (status !== undefined)
      expect(rank(status)).toBeGreaterThanOrEqual(intent.act === 'pickUp' ? 1 : 2);
  }
}

/**
 * Checks the property against `server` on `numRuns` random runs (SYNC_PROPERTY_SEED and
 * SYNC_PROPERTY_PATH replay the run fast-check printed for a failure).
 */
export async function checkConvergence(server: PropertyServer, numRuns: number): Promise<void> {
  const pageSize = fc.integer({ min: 1, max: 7 });
  await fc.assert(
    fc.asyncProperty(
      fc.tuple(pageSize, pageSize),
      fc.array(action, { minLength: 15, maxLength: 40, size: 'max' }),
      (pageSizes, actions) => run(server, pageSizes, actions),
    ),
    {
      numRuns,
      ...(process.env.SYNC_PROPERTY_SEED
        ? { seed: Number(process.env.SYNC_PROPERTY_SEED), path: process.env.SYNC_PROPERTY_PATH }
        : {}),
    },
  );
}
