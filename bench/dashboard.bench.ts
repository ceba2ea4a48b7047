/**
 * The dashboard of a driver with 10,000 loads (issue: pay configuration and a real earnings
 * dashboard). Every load is delivered inside the dashboard's window (monthly pay periods: the last
 * 12 months), a third of them without revenue, so each takes the full path: date, estimate, week,
 * month and pay period. Prints:
 *   - on the device (Debian's Chromium, the app's own Dexie database after a first pull): reading
 *     the window's deliveries from IndexedDB and computing the stats, as the screen does, and the
 *     computation alone (target < 50 ms);
 *   - GET /api/dashboard/stats for that driver over 50 keep-alive connections, each sending its
 *     next request when the last one is answered (target p99 < 25 ms), and the answer computed
 *     afresh right after a write (the GROUP BY path, no kept summary);
 *   - whether the device and the server agree to the cent.
 *
 *   pnpm bench:dashboard   (or: pnpm bench:dashboard --loads 10000 --seconds 10 --runs 20)
 */
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DashboardStats } from '../sync-protocol/src/index.js';
import { buildDevice, inPage, openDevice } from './lib/device.js';
import { percentile, signUp, startServer, type BenchServer } from './lib/server.js';

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
  },
});
const loadCount = Number(values.loads);
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const connections = Number(values.connections);
const dayMs = 86_400_000;

/** `count` delivered loads over the last 330 days, a third without revenue, one version each. */
async function seedRecent(server: BenchServer, userId: string, count: number) {
  const { db } = server;
  const counter = await db
    .selectFrom('syncVersions')
    .select('version')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  let version = counter.version;
  const now = Date.now();
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      const at = new Date(now - Math.floor((i / count) * 330 * dayMs) - 3_600_000).toISOString();
      const miles = 150 + ((i * 37) % 2400);
      return {
        id: crypto.randomUUID(),
        userId,
        version: ++version,
        loadNumber: `LS-${500_000 + i}`,
        pickupCity: 'Joplin',
        pickupState: 'MO',
        deliveryCity: 'Dallas',
        deliveryState: 'TX',
        pickupDate: at,
        deliveryDate: at,
        loadedMiles: miles,
        emptyMiles: 0,
        totalMiles: miles,
        status: 'delivered',
        isActive: 0,
        revenueCents: i % 3 === 0 ? 45_000 : 80_000 + ((i * 7919) % 300_000),
        revenueEstimated: i % 3 === 0 ? 1 : 0,
        actualPickupDate: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.insertInto('loads').values(batch).execute();
  }
  await db.updateTable('syncVersions').set({ version }).where('userId', '=', userId).execute();
}

async function setUpPay(server: BenchServer, cookie: string) {
  const post = (url: string, body: object) =>
    fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.base },
      body: JSON.stringify(body),
    }).then((r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
    });
  await post('/api/pay-config', { payType: 'per_mile', payPeriod: 'monthly', tier1Rate: '0.550' });
  for (const [minMiles, rate] of [
    [0, '0.500'],
    [1000, '0.550'],
    [2000, '0.600'],
  ] as const)
    await post('/api/pay-tiers', { id: crypto.randomUUID(), minMiles, maxMiles: null, rate });
  await post('/api/bonus-tiers', {
    id: crypto.randomUUID(),
    bonusAmount: '100',
    timePeriod: 'weekly',
    minMiles: 2500,
  });
  return post;
}

const getStats = (server: BenchServer, cookie: string) =>
  fetch(`${server.base}/api/dashboard/stats`, { headers: { cookie } });

/**
 * `connections` keep-alive clients, each asking again as soon as it is answered, for `seconds`:
 * autocannon, whose client costs a fraction of fetch's, so the figures are the server's own.
 */
async function underLoad(server: BenchServer, cookie: string) {
  const result = await autocannon({
    url: `${server.base}/api/dashboard/stats`,
    connections,
    duration: seconds,
    headers: { cookie, 'accept-encoding': 'br, gzip' },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: result.requests.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const summary = (xs: number[]) =>
  `median ${ms(percentile(xs, 50))}, p95 ${ms(percentile(xs, 95))}, max ${ms(Math.max(...xs))}`;

const server = await startServer();
const built = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-bench-device-'));
try {
  const script = await buildDevice(built);
  const driver = await signUp(server, 'bench-dashboard@example.com');
  await server.db
    .updateTable('userPreferences')
    .set({ timeZone: 'America/Chicago' })
    .where('userId', '=', driver.userId)
    .execute();
  const post = await setUpPay(server, driver.cookie);
  await seedRecent(server, driver.userId, loadCount);

  const device = await openDevice(server.base, driver.cookie, script);
  const onDevice = await inPage<{
    withRead: number[];
    computeOnly: number[];
    counted: number;
    stats: DashboardStats;
  }>(device, 'dashboard', runs);
  await device.close();
  console.log(`dashboard stats over ${onDevice.counted} loads on the device (target < 50 ms)`);
  console.log(
    `  read from IndexedDB and computed: ${summary(onDevice.withRead)} over ${runs} runs`,
  );
  console.log(`  computed alone:                   ${summary(onDevice.computeOnly)}`);

  const served = (await (await getStats(server, driver.cookie)).json()) as DashboardStats;
  const agree = isDeepStrictEqual(served, onDevice.stats);
  console.log(`  device and server agree to the cent: ${agree}`);
  if (!agree) console.log(JSON.stringify({ served, device: onDevice.stats }));

  const fresh: number[] = [];
  for (let i = 0; i < runs; i++) {
    await post('/api/pay-config', { tier1Rate: i % 2 ? '0.550' : '0.560' });
    const started = performance.now();
    await (await getStats(server, driver.cookie)).arrayBuffer();
    fresh.push(performance.now() - started);
  }
  console.log(`GET /api/dashboard/stats, ${loadCount} loads`);
  console.log(`  computed afresh after a write (GROUP BY): ${summary(fresh)} over ${runs} runs`);

  await underLoad(server, driver.cookie);
  const load = await underLoad(server, driver.cookie);
  console.log(
    `  ${connections} connections for ${seconds} s: p50 ${ms(load.p50)}, p99 ${ms(load.p99)} (target < 25 ms), ${Math.round(load.perSecond)} requests/s, ${load.failures} failed`,
  );
} finally {
  await server.stop();
  fs.rmSync(built, { recursive: true, force: true });
}
