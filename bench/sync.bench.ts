/**
 * Sync throughput over loopback (issue: offline-first sync engine). Prints how long the engine takes
 * to drain 1,000 queued load writes into a real API server and to pull and store 10,000 rows.
 * The server runs in its own process, as it does for a phone; the device database is fake-indexeddb
 * in this process, which is slower than a browser's native IndexedDB.
 *
 *   pnpm bench            (or: pnpm bench --writes 1000 --rows 10000 --runs 3)
 */
import 'fake-indexeddb/auto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { HaulbookDb } from '../web/src/data/db.js';
import { loadWrites } from '../web/src/data/loads.js';
import { createSyncEngine, type Transport } from '../web/src/data/sync/engine.js';
import { seedLoads, signUp, startServer } from './harness.js';

const { values } = parseArgs({
  options: {
    writes: { type: 'string', default: '1000' },
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
  },
});
const writes = Number(values.writes);
const rows = Number(values.rows);
const runs = Number(values.runs);

function httpTransport(base: string, cookie: string): Transport {
  return async ({ method, path: url, headers, body }) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, cookie },
      ...(body !== undefined ? { body } : {}),
    });
    return { status: res.status, text: await res.text() };
  };
}

const load = (n: number) => ({
  pickupCity: `City ${n}`,
  pickupState: 'MO' as const,
  deliveryCity: 'Dallas',
  deliveryState: 'TX' as const,
  pickupDate: '2026-11-18T14:00:00.000Z',
  deliveryDate: '2026-11-19T20:00:00.000Z',
  loadedMiles: 100 + (n % 900),
  emptyMiles: 10,
  revenue: 1000,
});

async function drainRun(base: string, cookie: string, run: number): Promise<number> {
  const db = new HaulbookDb(`bench-drain-${run}`);
  const device = loadWrites(db, () => undefined);
  for (let i = 0; i < writes; i++) await device.addLoad(load(i));
  const engine = createSyncEngine({ db, transport: httpTransport(base, cookie) });
  const started = performance.now();
  const result = await engine.push();
  const ms = performance.now() - started;
  if (result !== 'done' || (await db.outbox.count()) !== 0)
    throw new Error(`drain ended ${result}`);
  await db.delete();
  return ms;
}

async function pullRun(base: string, cookie: string, run: number): Promise<number> {
  const db = new HaulbookDb(`bench-pull-${run}`);
  const engine = createSyncEngine({ db, transport: httpTransport(base, cookie) });
  const started = performance.now();
  const result = await engine.pull();
  const ms = performance.now() - started;
  const stored = await db.loads.count();
  if (result !== 'done' || stored !== rows)
    throw new Error(`pull ended ${result} with ${stored} rows`);
  await db.delete();
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const server = await startServer();
try {
  const writer = await signUp(server, 'bench-writer@example.com');
  const puller = await signUp(server, 'bench-puller@example.com');
  await seedLoads(server.db, puller.userId, rows);
  const drains: number[] = [];
  const pulls: number[] = [];
  for (let run = 0; run < runs; run++) {
    drains.push(await drainRun(server.base, writer.cookie, run));
    pulls.push(await pullRun(server.base, puller.cookie, run));
  }
  console.log(
    `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  );
  console.log(
    `drain ${writes} queued load writes over loopback: median ${fmt(median(drains))} (runs: ${drains.map(fmt).join(', ')})`,
  );
  console.log(
    `pull and store ${rows} rows: median ${fmt(median(pulls))} (runs: ${pulls.map(fmt).join(', ')})`,
  );
} finally {
  await server.stop();
}
