/**
 * Sync as a driver's phone feels it, over loopback. Prints, median of --runs, with the load average:
 *   - a new phone signing in to an account of --first rows (half loads, half fill-ups): the time
 *     from the tap on Sign In to the dashboard showing this week's pay, then /loads and /fuel
 *     opened to their first card, and the whole history on the device (target: each screen under
 *     1 s; bench/lib/new-phone.ts, the built app in Chromium);
 *   - draining 1,000 queued load writes into a real API server (target < 0.5 s), beside the
 *     server's own time for the same batches;
 *   - pulling and storing 10,000 rows into an empty device (its whole history), beside the floor
 *     under any store of one IndexedDB record per row (target: at most 1.5 × that floor), the
 *     same rows put alone with plain IndexedDB into stores with the app's indexes (the floor under
 *     these rows), and the same rows kept 500 to a record;
 *   - a new device's first sync of --first rows through the sync engine alone: its first answer
 *     (what the first screens draw from) and the whole history, with the bytes on the wire.
 * The server runs in its own process, as it does for a phone. The device is Debian's Chromium
 * running the app's own database, outbox and sync engine (bench/lib/device.ts).
 *
 *   pnpm bench  (or: pnpm bench --writes 1000 --rows 10000 --first 50000 --runs 3 --no-build)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDevice, inPage, openDevice } from './lib/device.js';
import { newPhone } from './lib/new-phone.js';
import { seed, signUp, startServer } from './lib/server.js';

const { values } = parseArgs({
  options: {
    writes: { type: 'string', default: '1000' },
    rows: { type: 'string', default: '10000' },
    first: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean' },
  },
});
const writes = Number(values.writes);
const rows = Number(values.rows);
const firstRows = Number(values.first);
const runs = Number(values.runs);

interface PullFigures {
  ms: number;
  /** The first answer of the history, from which the first screens draw. */
  firstAnswer: number;
  /** The same rows put into IndexedDB alone (device.ts, bulkPutAlone). */
  storeOnly: number;
  /** The same rows put with plain IndexedDB into stores with the app's indexes (plainPutAlone). */
  plainOnly: number;
  pages: number;
  compressed: number;
  uncompressed: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const line = (what: string, times: number[]) =>
  console.log(`${what}: median ${fmt(median(times))} (runs: ${times.map(fmt).join(', ')})`);

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)} ×`;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

if (!values['no-build']) {
  const built = spawnSync('pnpm', ['build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
console.log(`load average before: ${loadAverage()}`);
const phones = await newPhone(firstRows, runs);
const server = await startServer();
const built = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-bench-device-'));
try {
  const script = await buildDevice(built);
  const writer = await signUp(server, 'bench-writer@example.com');
  const puller = await signUp(server, 'bench-puller@example.com');
  const newPhone = await signUp(server, 'bench-new-phone@example.com');
  await seed(server.db, puller.userId, rows, 0);
  await seed(server.db, newPhone.userId, firstRows / 2, firstRows / 2);
  const drains: { ms: number; server: number }[] = [];
  const floors: {
    perRecordFirst: number;
    perRecord: number;
    wholeRows: number;
    indexed: number;
    inPages: number;
  }[] = [];
  const pulls: PullFigures[] = [];
  const firsts: PullFigures[] = [];
  for (let run = 0; run < runs; run++) {
    for (const [account, measure] of [
      [writer, async (d) => drains.push(await inPage(d, 'drain', writes))],
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
  console.log(`load average after: ${loadAverage()}`);
  console.log(`a new phone signs in to ${firstRows} rows, from the tap on Sign In:`);
  line(
    `  the sign-in call's answer (the server's password check)`,
    phones.map((p) => p.signIn),
  );
  line(
    `  dashboard with this week's pay`,
    phones.map((p) => p.dashboard),
  );
  line(
    `    of which after the sign-in call's answer`,
    phones.map((p) => p.dashboard - p.signIn),
  );
  line(
    `  then /loads to its first card`,
    phones.map((p) => p.loads),
  );
  line(
    `  then /fuel to its first card`,
    phones.map((p) => p.fuel),
  );
  line(
    `  the whole history on the device`,
    phones.map((p) => p.wholeHistory),
  );
  const drainMs = median(drains.map((d) => d.ms));
  const serverMs = median(drains.map((d) => d.server));
  line(
    `drain ${writes} queued load writes over loopback`,
    drains.map((d) => d.ms),
  );
  line(
    `  the server's own time for the same batches`,
    drains.map((d) => d.server),
  );
  console.log(`  drain ÷ server: ${ratio(drainMs, serverMs)}`);
  const pullMs = median(pulls.map((p) => p.ms));
  const floor = median(floors.map((f) => f.perRecord));
  line(
    `pull and store ${rows} rows (a new device's whole history)`,
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
  console.log(`  pull and store ÷ floor: ${ratio(pullMs, floor)} (target ≤ 1.5 ×)`);
  const firstFloor = median(floors.map((f) => f.perRecordFirst));
  line(
    `  the same records as the browser's first transaction of that size (a new phone's pull is)`,
    floors.map((f) => f.perRecordFirst),
  );
  console.log(`    pull and store ÷ this: ${ratio(pullMs, firstFloor)}`);
  const plain = median(pulls.map((p) => p.plainOnly));
  line(
    `  the same rows alone, plain IndexedDB, the app's indexes, one transaction`,
    pulls.map((p) => p.plainOnly),
  );
  console.log(
    `    ÷ floor: ${ratio(plain, floor)}; pull and store ÷ this: ${ratio(pullMs, plain)}`,
  );
  const wholeRows = median(floors.map((f) => f.wholeRows));
  const indexed = median(floors.map((f) => f.indexed));
  line(
    `  the same ${rows} rows as whole loads, no index`,
    floors.map((f) => f.wholeRows),
  );
  console.log(`    ÷ floor: ${ratio(wholeRows, floor)}`);
  line(
    `  whole loads with the loads table's four indexes`,
    floors.map((f) => f.indexed),
  );
  console.log(`    ÷ floor: ${ratio(indexed, floor)}`);
  line(
    `  the same ${rows} rows (whole loads) kept 500 to a record`,
    floors.map((f) => f.inPages),
  );
  line(
    `first sync of ${firstRows} rows on a new device: its first answer`,
    firsts.map((f) => f.firstAnswer),
  );
  line(
    `  the whole history`,
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
