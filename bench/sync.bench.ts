/**
 * Sync throughput over loopback (issue: offline-first sync engine). Prints how long the engine takes
 * to drain 1,000 queued load writes into a real API server and to pull and store 10,000 rows.
 * The server runs in its own process, as it does for a phone; the device database is fake-indexeddb
 * in this process, which is slower than a browser's native IndexedDB.
 *
 *   pnpm bench            (or: pnpm bench --writes 1000 --rows 10000 --runs 3)
 */
import 'fake-indexeddb/auto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Db } from '../api/src/db/database.js';
import { findLink, readMailbox } from '../api/src/mail/mailbox.js';
import { HaulbookDb } from '../web/src/data/db.js';
import { loadWrites } from '../web/src/data/loads.js';
import { createSyncEngine, type Transport } from '../web/src/data/sync/engine.js';

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
const password = 'Haul2026go';

interface Server {
  child: ChildProcess;
  base: string;
  dataDir: string;
  db: Db;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-bench-'));
  const port = await freePort();
  const databaseUrl = `sqlite:${path.join(dataDir, 'bench.db')}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'api/src/server.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
      },
      stdio: 'inherit',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, dataDir, db: openDatabase(databaseUrl).db };
}

async function signUp(
  base: string,
  dataDir: string,
  email: string,
): Promise<{ cookie: string; userId: string }> {
  const post = (url: string, body: object, cookie = '') =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  await post('/api/signup/step1', { email, displayName: 'Bench Driver' });
  const mail = (await readMailbox(dataDir)).find((m) => m.to === email)!;
  const token = new URL(
    findLink(mail.text, `${base}/signup/step2`) ?? findLink(mail.text, 'http://')!,
  ).searchParams.get('token');
  const verified = await fetch(`${base}/api/verify-email?token=${token}`, {
    headers: { accept: 'application/json' },
  });
  const { userId } = (await verified.json()) as { userId: string };
  const signupCookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await post(
    '/api/signup/step2',
    { phone: '5551234567', company: 'landstar', password, confirmPassword: password, userId },
    signupCookie,
  );
  const login = await post('/api/auth/login', { email, password });
  return {
    cookie: login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    userId,
  };
}

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

/** Server rows for the pull, written straight into the database (not what is being measured). */
async function seedRows(db: Db, userId: string): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < rows; start += 500) {
    const batch = Array.from({ length: Math.min(500, rows - start) }, (_, i) => ({
      id: crypto.randomUUID(),
      userId,
      version: start + i + 1,
      pickupCity: `City ${i}`,
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: now,
      deliveryDate: now,
      loadedMiles: 400,
      emptyMiles: 20,
      totalMiles: 420,
      status: 'pending',
      isActive: 0,
      revenueCents: 100_000,
      loadNumber: null,
      weight: null,
      company: null,
      notes: null,
      actualPickupDate: null,
      documentUrl: null,
      createdAt: now,
      updatedAt: now,
    }));
    await db.insertInto('loads').values(batch).execute();
  }
  await db
    .updateTable('syncVersions')
    .set({ version: rows })
    .where('userId', '=', userId)
    .execute();
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
  const writer = await signUp(server.base, server.dataDir, 'bench-writer@example.com');
  const puller = await signUp(server.base, server.dataDir, 'bench-puller@example.com');
  await seedRows(server.db, puller.userId);
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
  await server.db.destroy();
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
