/**
 * Convergence of the sync engine against the real API (ARCHITECTURE.md, Sync): two devices and the
 * server, random interleavings of offline writes, pulls racing queued writes, duplicate and reordered deliveries, lost
 * responses and server restarts. At the end both devices hold the server's state, no write was lost
 * (each is on the server or was refused and recorded), none applied twice, and no load's status
 * ever moved backwards on the server.
 */
import { loadStatuses, type Load, type LoadStatus } from '@haulbook/sync-protocol';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { HaulbookDb } from '../db';
import { loadWrites, LoadActionError, type LoadWrites } from '../loads';
import { createSyncEngine, type SyncEngine, type TransportRequest } from './engine';
import { TestServer } from './testServer';

type Act = 'pickUp' | 'deliver' | 'cancel';

interface Device {
  db: HaulbookDb;
  engine: SyncEngine;
  writes: LoadWrites;
  offline: boolean;
  loseNextWrite: boolean;
}

interface Intent {
  act: Act;
  id: string;
  device: number;
}

type Action =
  | { kind: 'add'; device: number }
  | { kind: 'act'; act: Act; device: number; pick: number }
  | { kind: 'sync'; device: number }
  | { kind: 'pull'; device: number }
  | { kind: 'toggleOffline'; device: number }
  | { kind: 'loseNextWrite'; device: number }
  | { kind: 'replay'; pick: number }
  | { kind: 'restart' };

const device = fc.integer({ min: 0, max: 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: device.map((d) => ({ kind: 'add' as const, device: d })) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      act: fc.constantFrom<Act>('pickUp', 'deliver', 'cancel'),
      device,
      pick: fc.nat({ max: 2 }),
    }),
  },
  { weight: 6, arbitrary: device.map((d) => ({ kind: 'sync' as const, device: d })) },
  // A pull while writes are still queued: what happens when the driver taps during a sync round.
  { weight: 2, arbitrary: device.map((d) => ({ kind: 'pull' as const, device: d })) },
  { weight: 1, arbitrary: device.map((d) => ({ kind: 'toggleOffline' as const, device: d })) },
  { weight: 1, arbitrary: device.map((d) => ({ kind: 'loseNextWrite' as const, device: d })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'replay' as const, pick })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

const rank = (status: LoadStatus) => loadStatuses.indexOf(status);
const input = (n: number) => ({
  pickupCity: `City ${n}`,
  pickupState: 'MO' as const,
  deliveryCity: 'Dallas',
  deliveryState: 'TX' as const,
  pickupDate: '2026-11-18T14:00:00.000Z',
  deliveryDate: '2026-11-19T20:00:00.000Z',
  loadedMiles: 100 + n,
  emptyMiles: 0,
  revenue: 500,
});

let server: TestServer | undefined;
let dbCounter = 0;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function run(actions: Action[]) {
  server = await new TestServer().start();
  const s = server;
  const cookie = await s.driver(`sync${dbCounter}@example.com`);
  const sent: (TransportRequest & { cookie: string })[] = [];
  const devices: Device[] = [0, 1].map(() => {
    const db = new HaulbookDb(`device-${dbCounter++}`);
    const d = { db, offline: false, loseNextWrite: false } as Device;
    const inner = s.transport(cookie, () => {
      if (d.offline) return 'offline';
      return 'none';
    });
    d.engine = createSyncEngine({
      db,
      pullLimit: 3,
      transport: async (request) => {
        const lose = request.method !== 'GET' && d.loseNextWrite;
        const res = await inner(request);
        if (request.method !== 'GET') sent.push({ ...request, cookie });
        if (lose) {
          d.loseNextWrite = false;
          throw new TypeError('Connection reset after the server answered');
        }
        return res;
      },
    });
    d.writes = loadWrites(db, () => undefined);
    return d;
  });

  const intents: Intent[] = [];
  const added = new Set<string>();
  const highest = new Map<string, number>();
  const serverLoads = async () =>
    (await s.app.db.selectFrom('loads').select(['id', 'status']).execute()) as {
      id: string;
      status: LoadStatus;
    }[];

  let n = 0;
  for (const a of actions) {
    if (a.kind === 'add') added.add((await devices[a.device]!.writes.addLoad(input(n++))).id);
    if (a.kind === 'act') {
      const d = devices[a.device]!;
      const ids = (await d.db.loads.toCollection().primaryKeys()).sort();
      if (ids.length > 0) {
        const id = ids[a.pick % ids.length]!;
        try {
          await d.writes[a.act](id);
          intents.push({ act: a.act, id, device: a.device });
        } catch (error) {
          if (!(error instanceof LoadActionError)) throw error;
        }
      }
    }
    if (a.kind === 'sync') await devices[a.device]!.engine.sync();
    if (a.kind === 'pull') await devices[a.device]!.engine.pull();
    if (a.kind === 'toggleOffline') devices[a.device]!.offline = !devices[a.device]!.offline;
    if (a.kind === 'loseNextWrite') devices[a.device]!.loseNextWrite = true;
    if (a.kind === 'replay' && sent.length > 0) {
      const old = sent[a.pick % sent.length]!;
      await s.app.inject({
        method: old.method as 'POST',
        url: old.path,
        headers: { ...old.headers, cookie: old.cookie },
        ...(typeof old.body === 'string' ? { payload: old.body } : {}),
      });
    }
    if (a.kind === 'restart') await s.restart();
    for (const row of await serverLoads()) {
      expect(rank(row.status), `status of ${row.id} moved backwards`).toBeGreaterThanOrEqual(
        highest.get(row.id) ?? 0,
      );
      highest.set(row.id, rank(row.status));
    }
  }

  for (const d of devices) {
    d.offline = false;
    d.loseNextWrite = false;
  }
  for (const d of [...devices, ...devices]) expect(await d.engine.sync()).toBe('done');

  const onServer = new Map((await serverLoads()).map((l) => [l.id, l.status]));
  for (const d of devices) {
    expect(await d.db.outbox.count()).toBe(0);
    const local = new Map((await d.db.loads.toArray()).map((l: Load) => [l.id, l.status]));
    expect(local).toEqual(onServer);
  }
  for (const id of onServer.keys()) expect(added.has(id)).toBe(true);

  const refused = async (intent: Intent) =>
    (await devices[intent.device]!.db.rejections.toArray()).some(
      (r) => r.rowId === intent.id && r.method === (intent.act === 'cancel' ? 'DELETE' : 'PATCH'),
    );
  const cancelledIds = new Set<string>();
  for (const intent of intents)
    if (intent.act === 'cancel' && !(await refused(intent))) cancelledIds.add(intent.id);
  for (const id of added)
    expect(onServer.has(id) || cancelledIds.has(id), `load ${id} was lost`).toBe(true);
  for (const intent of intents) {
    if (await refused(intent)) continue;
    const status = onServer.get(intent.id);
    if (intent.act === 'cancel') expect(status, `cancel of ${intent.id} lost`).toBeUndefined();
    else if (status !== undefined)
      expect(rank(status)).toBeGreaterThanOrEqual(intent.act === 'pickUp' ? 1 : 2);
  }
  await Promise.all(devices.map((d) => d.db.delete()));
}

describe('sync engine convergence', () => {
  it('converges two devices with the server under faults', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 15, maxLength: 40, size: 'max' }), run),
      { numRuns: Number(process.env.SYNC_PROPERTY_RUNS ?? 40) },
    );
  }, 300_000);
});
