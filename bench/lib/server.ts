/**
 * What the benches share: a real API server in its own process (as it is for a phone), on a fresh
 * SQLite file in a temp folder (or the PostgreSQL database a bench names); accounts made through
 * the real signup calls (and subscribed, in demo mode); rows seeded straight into the database
 * (seeding is not what a bench measures). Everything stays on loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Db } from '../../api/src/db/database.js';
import { findLink, readMailbox } from '../../api/src/mail/mailbox.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  child: ChildProcess;
  base: string;
  dataDir: string;
  db: Db;
  stop(): Promise<void>;
}

export const benchPassword = 'Haul2026go';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `databaseUrl`: a fresh database for this server alone; a new SQLite file when not given. */
export async function startServer(databaseUrl?: string): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-bench-'));
  const port = await freePort();
  databaseUrl ??= `sqlite:${path.join(dataDir, 'bench.db')}`;
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', path.join(root, 'api/src/server.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        APP_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
      },
      cwd: root,
      stdio: 'inherit',
    },
  );
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
  const db = openDatabase(databaseUrl).db;
  return {
    child,
    base,
    dataDir,
    db,
    async stop() {
      await db.destroy();
      // A server that already exited (it failed to start) would never signal its exit again.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The verification link in the dev mailbox; mail leaves after the reply, so it may take a moment. */
async function verificationLink(server: BenchServer, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = (await readMailbox(server.dataDir)).find((m) => m.to === email);
    const link = mail && findLink(mail.text, `${server.base}/signup/step2`);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No verification email to ${email}`);
}

/** Step 1, the emailed link, step 2 and a sign-in: the session cookie and the user id. */
export async function signUp(
  server: BenchServer,
  email: string,
): Promise<{ cookie: string; userId: string }> {
  const post = (url: string, body: object, cookie = '') =>
    fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  await post('/api/signup/step1', { email, displayName: 'Bench Driver' });
  const token = new URL(await verificationLink(server, email)).searchParams.get('token');
  const verified = await fetch(`${server.base}/api/verify-email?token=${token}`, {
    headers: { accept: 'application/json' },
  });
  const { userId } = (await verified.json()) as { userId: string };
  const password = benchPassword;
  await post(
    '/api/signup/step2',
    { phone: '5551234567', company: 'landstar', password, confirmPassword: password, userId },
    cookieOf(verified),
  );
  const login = await post('/api/auth/login', { email, password });
  const cookie = cookieOf(login);
  // Loads and fuel entries need a plan in force: bought in demo mode, as the subscribe screen does.
  const checkout = await post('/api/create-subscription', { priceId: 'demo_monthly' }, cookie);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  await post('/api/demo/checkout/pay', { sessionId, cardNumber: '4242424242424242' });
  return { cookie, userId };
}

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

const cities = ['Joplin', 'Tulsa', 'Amarillo', 'Little Rock', 'Memphis', 'Dallas', 'Wichita'];
const states = ['MO', 'OK', 'TX', 'AR', 'TN', 'KS'];

/** A seeded row's day: `i` of `count` spread over the last 1,000 days, the last one today. */
function dayOf(i: number, count: number): Date {
  const today = new Date();
  const daysAgo = 999 - Math.floor((i * 1000) / Math.max(count, 1));
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, 15),
  );
}

function loadRow(userId: string, i: number, at: Date) {
  const iso = at.toISOString();
  return {
    id: crypto.randomUUID(),
    userId,
    loadNumber: `LS-${400_000 + i}`,
    pickupCity: cities[i % cities.length]!,
    pickupState: states[i % states.length]!,
    deliveryCity: cities[(i * 3 + 1) % cities.length]!,
    deliveryState: states[(i * 5 + 2) % states.length]!,
    pickupDate: iso,
    deliveryDate: iso,
    loadedMiles: 200 + (i % 900),
    emptyMiles: i % 60,
    totalMiles: 200 + (i % 900) + (i % 60),
    status: 'delivered',
    isActive: 0,
    revenueCents: 50_000 + ((i * 7919) % 300_000),
    weight: null,
    company: null,
    notes: i % 5 === 0 ? 'Dock 4, call ahead' : null,
    actualPickupDate: iso,
    documentUrl: null,
    createdAt: iso,
    updatedAt: iso,
  };
}

function fillUpRow(userId: string, i: number, at: Date) {
  const gallonsMilli = 80_000 + ((i * 37) % 40_000);
  const pricePerGallonMilli = 3_500 + (i % 900);
  return {
    id: crypto.randomUUID(),
    userId,
    location: `Pilot #${i % 700}`,
    date: at.toISOString().slice(0, 10),
    odometer: 100_000 + i * 600,
    gallonsMilli,
    pricePerGallonMilli,
    totalCostMilli: Math.round((gallonsMilli * pricePerGallonMilli) / 1000),
    fuelType: 'diesel',
    // 600 miles since the one before, as the shared MPG rule measures it.
    mpgCenti: i === 0 ? null : Math.round(60_000_000 / gallonsMilli),
    receiptUrl: null,
    missedPreviousEntry: 0,
    assignedLoadId: null,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
}

/**
 * A driver's history: `loads` delivered loads and `fillUps` diesel fill-ups over the last 1,000
 * days, the newest today, one version each in the order they happened (as a driver's writes are).
 */
export async function seed(db: Db, userId: string, loads: number, fillUps: number): Promise<void> {
  const made = [
    ...Array.from({ length: loads }, (_, i) => ({
      table: 'loads' as const,
      i,
      at: dayOf(i, loads),
    })),
    ...Array.from({ length: fillUps }, (_, i) => ({
      table: 'fuelEntries' as const,
      i,
      at: dayOf(i, fillUps),
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const rows = {
    loads: [] as ReturnType<typeof loadRow>[],
    fuelEntries: [] as ReturnType<typeof fillUpRow>[],
  };
  for (const [n, { table, i, at }] of made.entries()) {
    if (table === 'loads') rows.loads.push({ ...loadRow(userId, i, at), version: n + 1 });
    else rows.fuelEntries.push({ ...fillUpRow(userId, i, at), version: n + 1 });
  }
  for (let start = 0; start < rows.loads.length; start += 500)
    await db
      .insertInto('loads')
      .values(rows.loads.slice(start, start + 500))
      .execute();
  for (let start = 0; start < rows.fuelEntries.length; start += 500)
    await db
      .insertInto('fuelEntries')
      .values(rows.fuelEntries.slice(start, start + 500))
      .execute();
  await db
    .updateTable('syncVersions')
    .set({ version: made.length })
    .where('userId', '=', userId)
    .execute();
}
