/**
 * The IFTA report and a year's profit for a driver with 5 years of history (issue: IFTA, expenses
 * and profit): 15,000 delivered loads, 6,000 diesel fill-ups, 40,000 jurisdiction segments (typed
 * miles), 3,000 expenses, and 12 fuel tax rates for each quarter of this year, seeded straight into
 * the database. Prints:
 *   - on the device (Debian's Chromium, the app's own Dexie database after a first sync, timed):
 *     the IFTA screen's return for the quarter of today (web/src/data/iftaReport.ts deviceIftaReport)
 *     and Profit's figures for this year (web/src/data/profit.ts deviceProfits, income basis
 *     my_pay), each read from IndexedDB and computed (target < 100 ms);
 *   - GET /api/ifta/report?quarter= and GET /api/profit?from=&to= for that driver: single requests,
 *     then `--connections` keep-alive connections driven by autocannon, each sending its next
 *     request when the last one is answered (after a warm-up of up to 3 s; target p99 < 50 ms);
 *     then the same for GET /api/profit/loads?from=&to=, the year's loads (no target);
 *   - whether the device and the server agree (the whole IFTA report; the profit's figures and
 *     its loads, in the same order).
 *
 *   pnpm bench:ifta   (or: pnpm bench:ifta --loads 15000 --fillups 6000 --segments 40000
 *                      --expenses 3000 --seconds 10 --runs 20 --connections 20)
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import {
  addDays,
  expenseCategories,
  localDate,
  type IftaReport,
  type Profit,
  type ProfitFigures,
} from '../sync-protocol/src/index.js';
import { buildDevice, inPage, openDevice } from './lib/device.js';
import { percentile, signUp, startServer, type BenchServer } from './lib/server.js';

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '15000' },
    fillups: { type: 'string', default: '6000' },
    segments: { type: 'string', default: '40000' },
    expenses: { type: 'string', default: '3000' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
  },
});
const counts = {
  loads: Number(values.loads),
  fillUps: Number(values.fillups),
  segments: Number(values.segments),
  expenses: Number(values.expenses),
};
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const connections = Number(values.connections);

const timeZone = 'America/Chicago';
const historyDays = 5 * 365 + 1;
const dayMs = 86_400_000;
const codes = ['TX', 'OK', 'MO', 'AR', 'KS', 'TN', 'NM', 'LA', 'IL', 'IN', 'KY', 'CO'] as const;

/** Row `i` of `count`'s day, the first 5 years ago and the last today (local days, as typed). */
const dayOf = (today: string, i: number, count: number) =>
  addDays(today, -Math.floor(((count - 1 - i) / Math.max(count, 1)) * (historyDays - 1)));

/** Rows in batches of 500, each with the next of the driver's versions, the counter moved after. */
async function seed(server: BenchServer, userId: string, today: string) {
  const { db } = server;
  const counter = await db
    .selectFrom('syncVersions')
    .select('version')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  let version = counter.version;
  const inBatches = async <T>(
    count: number,
    row: (i: number) => T,
    insert: (rows: T[]) => Promise<unknown>,
  ) => {
    for (let start = 0; start < count; start += 500)
      await insert(Array.from({ length: Math.min(500, count - start) }, (_, k) => row(start + k)));
  };
  const now = Date.now();

  // Loads: about 8 a day, delivered, the newest an hour ago; miles 150 to 2,500.
  await inBatches(
    counts.loads,
    (i) => {
      const at = new Date(
        now - Math.floor((i / counts.loads) * (historyDays - 1) * dayMs) - 3_600_000,
      ).toISOString();
      const miles = 150 + ((i * 7919) % 2351);
      const grossAmountCents = miles * (200 + ((i * 31) % 150));
      return {
        id: crypto.randomUUID(),
        userId,
        version: ++version,
        loadNumber: `LS-${600_000 + i}`,
        pickupCity: 'Joplin',
        pickupState: 'MO',
        deliveryCity: 'Dallas',
        deliveryState: 'TX',
        pickupDate: at,
        deliveryDate: at,
        weight: null,
        loadedMiles: miles,
        emptyMiles: 0,
        totalMiles: miles,
        company: null,
        notes: null,
        status: 'delivered',
        isActive: 0,
        actualPickupDate: at,
        actualDeliveryDate: at,
        grossAmountCents,
        revenueCents: Math.round(grossAmountCents * 0.3),
        documentUrl: null,
        createdAt: at,
        updatedAt: at,
      };
    },
    (rows) => db.insertInto('loads').values(rows).execute(),
  );

  // Diesel fill-ups, oldest first, the odometer about 2,150 miles on each time.
  await inBatches(
    counts.fillUps,
    (i) => {
      const date = dayOf(today, i, counts.fillUps);
      const at = `${date}T15:00:00.000Z`;
      const gallonsMilli = 100_000 + ((i * 7919) % 80_001);
      const pricePerGallonMilli = 3_500 + ((i * 104_729) % 1_001);
      return {
        id: crypto.randomUUID(),
        userId,
        version: ++version,
        location: '',
        date,
        odometer: 100_000 + i * 2_150 + ((i * 37) % 100),
        gallonsMilli,
        pricePerGallonMilli,
        totalCostMilli: Math.round((gallonsMilli * pricePerGallonMilli) / 1000),
        fuelType: 'diesel',
        mpgCenti: null,
        receiptUrl: null,
        missedPreviousEntry: 0,
        assignedLoadId: null,
        jurisdiction: codes[(i * 5) % codes.length]!,
        taxPaid: 1,
        createdAt: at,
        updatedAt: at,
      };
    },
    (rows) => db.insertInto('fuelEntries').values(rows).execute(),
  );

  // Miles by jurisdiction, typed (50 to 600 each), about 22 a day.
  await inBatches(
    counts.segments,
    (i) => {
      const date = dayOf(today, i, counts.segments);
      const at = `${date}T16:00:00.000Z`;
      return {
        id: crypto.randomUUID(),
        userId,
        version: ++version,
        date,
        jurisdiction: codes[(i * 7) % codes.length]!,
        miles: 50 + ((i * 7919) % 551),
        odometerStart: null,
        odometerEnd: null,
        loadId: null,
        createdAt: at,
        updatedAt: at,
      };
    },
    (rows) => db.insertInto('jurisdictionSegments').values(rows).execute(),
  );

  // Expenses in every category, $5 to $1,505, a quarter of them with a jurisdiction.
  await inBatches(
    counts.expenses,
    (i) => {
      const date = dayOf(today, i, counts.expenses);
      const at = `${date}T17:00:00.000Z`;
      return {
        id: crypto.randomUUID(),
        userId,
        version: ++version,
        date,
        category: expenseCategories[i % expenseCategories.length]!,
        amountCents: 500 + ((i * 7919) % 150_001),
        loadId: null,
        jurisdiction: i % 4 === 0 ? codes[i % codes.length]! : null,
        notes: '',
        receiptUrl: null,
        createdAt: at,
        updatedAt: at,
      };
    },
    (rows) => db.insertInto('expenses').values(rows).execute(),
  );

  // This year's rates: each quarter, one for each of the 12 jurisdictions, $0.20 to $0.60.
  const year = today.slice(0, 4);
  const rates = [1, 2, 3, 4].flatMap((q) =>
    codes.map((jurisdiction, j) => {
      const at = `${year}-0${q * 3 - 2}-01T12:00:00.000Z`;
      return {
        id: crypto.randomUUID(),
        userId,
        version: ++version,
        quarter: `${year}-Q${q}`,
        jurisdiction,
        rateTenThousandths: 2_000 + (((q * 12 + j) * 797) % 4_001),
        surchargeTenThousandths: 0,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  await db.insertInto('iftaRates').values(rates).execute();

  await db.updateTable('syncVersions').set({ version }).where('userId', '=', userId).execute();
  return rates.length;
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
  await post('/api/pay-config', { payType: 'per_mile', payPeriod: 'weekly', tier1Rate: '0.550' });
  await post('/api/bonus-tiers', {
    id: crypto.randomUUID(),
    bonusAmount: '100',
    timePeriod: 'weekly',
    minMiles: 2500,
  });
}

/** Single requests, one at a time: ms each, and the answer's size (as sent, and as JSON). */
async function single(server: BenchServer, url: string, cookie: string) {
  const times: number[] = [];
  let size = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(`${server.base}${url}`, {
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
    const sent = res.headers.get('content-length');
    const encoding = res.headers.get('content-encoding') ?? 'none';
    size = `${sent ? `${(Number(sent) / 1024).toFixed(1)} KB sent, ` : ''}${encoding}, ${(body.byteLength / 1024).toFixed(1)} KB of JSON`;
  }
  return { times, size };
}

/**
 * `connections` keep-alive clients, each asking again as soon as it is answered, for `duration`
 * seconds: autocannon, whose client costs a fraction of fetch's, so the figures are the server's own.
 */
async function underLoad(server: BenchServer, url: string, cookie: string, duration: number) {
  const result = await autocannon({
    url: `${server.base}${url}`,
    connections,
    duration,
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
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const figuresOf = ({ loads: _loads, ...figures }: Profit): ProfitFigures => figures;

console.log(
  `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadAverage()}`,
);
const server = await startServer();
const built = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-bench-device-'));
try {
  const script = await buildDevice(built);
  const driver = await signUp(server, 'bench-ifta@example.com');
  await server.db
    .updateTable('userPreferences')
    .set({ timeZone })
    .where('userId', '=', driver.userId)
    .execute();
  await setUpPay(server, driver.cookie);
  const today = localDate(new Date(), timeZone);
  let started = performance.now();
  const rates = await seed(server, driver.userId, today);
  console.log(
    `seeded ${counts.loads} loads, ${counts.fillUps} fill-ups, ${counts.segments} segments, ${counts.expenses} expenses and ${rates} rates over ${historyDays} days to ${today} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  started = performance.now();
  const device = await openDevice(server.base, driver.cookie, script);
  const onDevice = await inPage<{
    pullMs: number;
    counts: Record<string, number>;
    timeZone: string;
    quarter: string;
    range: { start: string; end: string };
    iftaTimes: number[];
    profitTimes: number[];
    report: IftaReport;
    profit: Profit;
  }>(device, 'iftaAndProfit', runs);
  await device.close();
  const { quarter, range } = onDevice;
  console.log(
    `device: first sync of ${Object.entries(onDevice.counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(
        ', ',
      )} in ${(onDevice.pullMs / 1000).toFixed(1)} s (with the browser's start, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(`device, ${onDevice.timeZone}, over ${runs} runs (target < 100 ms each):`);
  console.log(`  IFTA report ${quarter}, read and computed: ${summary(onDevice.iftaTimes)}`);
  console.log(
    `  profit ${range.start} to ${addDays(range.end, -1)}, read and computed: ${summary(onDevice.profitTimes)}`,
  );
  console.log(
    `  (the quarter: ${onDevice.report.totalMiles} miles, ${onDevice.report.totalGallons} gallons, ${onDevice.report.rows.length} jurisdictions; the year: ${onDevice.profit.loads.length} loads, ${onDevice.profit.miles} miles, net $${onDevice.profit.net})`,
  );

  const reportUrl = `/api/ifta/report?quarter=${quarter}`;
  const window = `from=${range.start}&to=${addDays(range.end, -1)}`;
  const profitUrl = `/api/profit?${window}`;
  const profitLoadsUrl = `/api/profit/loads?${window}`;
  const get = async <T>(url: string) => {
    const res = await fetch(`${server.base}${url}`, { headers: { cookie: driver.cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const servedReport = await get<IftaReport>(reportUrl);
  const servedFigures = await get<ProfitFigures>(profitUrl);
  const servedLoads = await get<Pick<Profit, 'loads'>>(profitLoadsUrl);
  const reportsAgree = isDeepStrictEqual(servedReport, onDevice.report);
  const totalsAgree = isDeepStrictEqual(servedFigures, figuresOf(onDevice.profit));
  const loadsAgree = isDeepStrictEqual(servedLoads.loads, onDevice.profit.loads);
  console.log(`device and server agree: IFTA report ${reportsAgree}, profit totals ${totalsAgree}`);
  console.log(`  (profit per load, in the same order: ${loadsAgree})`);
  if (!reportsAgree) console.log(JSON.stringify({ served: servedReport, device: onDevice.report }));
  if (!totalsAgree)
    console.log(JSON.stringify({ served: servedFigures, device: figuresOf(onDevice.profit) }));

  const targets = new Set([reportUrl, profitUrl]);
  for (const url of [reportUrl, profitUrl, profitLoadsUrl]) {
    console.log(`GET ${url}`);
    const { times, size } = await single(server, url, driver.cookie);
    console.log(`  single requests: ${summary(times)} over ${runs}; the answer: ${size}`);
    await underLoad(server, url, driver.cookie, Math.min(3, seconds));
    const load = await underLoad(server, url, driver.cookie, seconds);
    console.log(
      `  ${connections} connections for ${seconds} s: p50 ${ms(load.p50)}, p99 ${ms(load.p99)} ${targets.has(url) ? '(target < 50 ms)' : '(no target)'}, ${Math.round(load.perSecond)} requests/s, ${load.failures} failed`,
    );
  }
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await server.stop();
  fs.rmSync(built, { recursive: true, force: true });
}
