/**
 * Sync throughput over loopback (ARCHITECTURE.md, Performance budgets). Prints, median of --runs:
 *   - draining 1,000 queued load writes into a real API server (target < 0.5 s);
 *   - pulling and storing 10,000 rows (target < 0.25 s), beside the floor under it: IndexedDB
 *     storing as many records of an id alone, and the same rows kept 500 to a record;
 *   - a new device's first sync of an account with 50,000 rows, loads and fill-ups (target < 3 s),
 *     with the bytes that crossed the wire, compressed (as Chromium asks for them) and not.
 * The server runs in its own process, as it does for a phone. The device is Debian's Chromium
 * running the app's own database, outbox and sync engine (bench/lib/device.ts).
 *
 *   pnpm bench            (or: pnpm bench --writes 1000 --rows 10000 --first 50000 --runs 3)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDevice, inPage, openDevice } from './lib/device.js';
import { seed, signUp, startServer } from './lib/server.js';

const { values } = parseArgs({
  options: {
    writes: { type: 'string', default: '1000' },
    rows: { type: 'string', default: '10000' },
    first: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '3' },
  },
});
const writes = Number(values.writes);
const rows = Number(values.rows);
const firstRows = Number(values.first);
const runs = Number(values.runs);

interface PullFigures {
  ms: number;
  /** The same rows put into IndexedDB alone (device.ts, bulkPutAlone). */
  storeOnly: number;
  pages: number;
  compressed: number;
  uncompressed: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const line = (what: string, times: number[]) =>
  console.log(`${what}: median ${fmt(median(times))} (runs: ${times.map(fmt).join(', ')})`);

const server = await startServer();
const built = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-bench-device-'));
try {
  const script = await buildDevice(built);
  const writer = await signUp(server, 'bench-writer@example.com');
  const puller = await signUp(server, 'bench-puller@example.com');
  const newPhone = await signUp(server, 'bench-new-phone@example.com');
  await seed(server.db, puller.userId, rows, 0);
  await seed(server.db, newPhone.userId, firstRows / 2, firstRows / 2);
  const drains: number[] = [];
  const floors: { perRecord: number; inPages: number }[] = [];
  const pulls: PullFigures[] = [];
  const firsts: PullFigures[] = [];
  for (let run = 0; run < runs; run++) {
    for (const [account, measure] of [
      [writer, async (d) => drains.push(await inPage<number>(d, 'drain', writes))],
      [puller, async (d) => pulls.push(await inPage<PullFigures>(d, 'pull', rows))],
      [newPhone, async (d) => firsts.push(await inPage<PullFigures>(d, 'pull', firstRows))],
      [puller, async (d) => floors.push(await inPage(d, 'recordFloor', rows))],
    ] as const satisfies readonly [
      unknown,
      (d: Awaited<ReturnType<typeof openDevice>>) => unknown,
    ][]) {
      // A fresh browser per measurement, as a phone starting the app would be.
      const device = await openDevice(server.base, account.cookie, script);
      try {
        await measure(device);
      } finally {
        await device.close();
      }
    }
  }
  const first = firsts[0]!;
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, Chromium`);
  line(`drain ${writes} queued load writes over loopback`, drains);
  line(
    `pull and store ${rows} rows`,
    pulls.map((p) => p.ms),
  );
  line(
    `  of which IndexedDB alone (the same rows, one bulkPut)`,
    pulls.map((p) => p.storeOnly),
  );
  line(
    `  floor: ${rows} records of an id alone, no index, one transaction`,
    floors.map((f) => f.perRecord),
  );
  line(
    `  the same ${rows} rows (whole loads) kept 500 to a record`,
    floors.map((f) => f.inPages),
  );
  line(
    `first sync of ${firstRows} rows (loads and fill-ups) on a new device`,
    firsts.map((f) => f.ms),
  );
  line(
    `  of which IndexedDB alone (the same rows, one bulkPut)`,
    firsts.map((f) => f.storeOnly),
  );
  console.log(
    `  bytes of that first sync over the wire, ${first.pages} pages: ${mb(first.compressed)} compressed, ${mb(first.uncompressed)} uncompressed`,
  );
} finally {
  await server.stop();
  fs.rmSync(built, { recursive: true, force: true });
}
