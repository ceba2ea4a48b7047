/**
 * A driver's phone for `pnpm bench:scale`, run in Node: the app's own Dexie database (over
 * fake-indexeddb), its write modules, sync engine and scheduler, so every call, batch, retry and
 * backoff is the one a phone makes. Only the network is Node's fetch, to the load balancer, with
 * the session's cookie and an address of the driver's own (X-Forwarded-For): a real fleet's
 * drivers come from many addresses, and the per-IP limits must see them apart.
 *
 * A phone wakes at some moment of the sync timer's period and makes its first sync; then its
 * driver adds a load, picks it up, logs a fill-up on the way (one in four with a receipt photo)
 * and delivers it, a step every few seconds, as long as `running()` says. Each write asks for a
 * sync round, as in the app; the scheduler's timer (30 s) pulls besides. One step in ten takes
 * the phone out of signal for 10 to 30 s.
 */
import 'fake-indexeddb/auto';
import { setMaxListeners } from 'node:events';
import type { FuelFields } from '@haulbook/sync-protocol';
import { HaulbookDb } from '../../web/src/data/db.js';
import { fuelWrites } from '../../web/src/data/fuel.js';
import { loadWrites } from '../../web/src/data/loads.js';
import { createSyncEngine } from '../../web/src/data/sync/engine.js';
import { createSyncScheduler } from '../../web/src/data/sync/scheduler.js';
import type { Transport, TransportRequest } from '../../web/src/data/sync/transport.js';

/** What the scheduler listens to in a browser; Node has no window, so each driver gets quiet ones. */
function browserEvents(): void {
  const g = globalThis as Record<string, unknown>;
  if (g.window) return;
  g.window = new EventTarget();
  g.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  // Every driver's scheduler listens: hundreds of listeners here are the point, not a leak.
  setMaxListeners(0, g.window as EventTarget, g.document as EventTarget);
}

/** One call as the bench saw it: its route, status (0: no answer) and milliseconds. */
export interface CallRecord {
  route: string;
  status: number;
  ms: number;
  /** A batched push's entries. */
  entries?: number;
}

/** How many entries a batched push carries. */
const entriesOf = (body: TransportRequest['body']) =>
  typeof body === 'string' && body.startsWith('{"deviceId"')
    ? (JSON.parse(body) as { entries: unknown[] }).entries.length
    : undefined;

/** A path as a route: ids become ':id', the query goes. */
export const routeOf = (method: string, path: string) =>
  `${method} ${path
    .split('?')[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')}`;

/** fetch to `base` as the app's transport does, recording each call. */
export function recordingTransport(
  base: string,
  headers: Record<string, string>,
  record: (call: CallRecord) => void,
): Transport {
  return async ({ method, path, headers: own, body }: TransportRequest) => {
    const started = performance.now();
    const route = routeOf(method, path);
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { ...own, ...headers },
        ...(body !== undefined ? { body } : {}),
      });
      const text = await res.text();
      const entries = entriesOf(body);
      record({
        route,
        status: res.status,
        ms: performance.now() - started,
        ...(entries ? { entries } : {}),
      });
      return { status: res.status, text };
    } catch (error) {
      record({ route, status: 0, ms: performance.now() - started });
      throw error;
    }
  };
}

/** A receipt as a phone's camera leaves it: a JPEG of about 60 KB (its bytes are not read). */
function receiptPhoto(): File {
  const bytes = new Uint8Array(60_000);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  for (let i = 11; i < bytes.length - 2; i++) bytes[i] = (i * 31) & 0x7f;
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return new File([bytes], 'receipt.jpg', { type: 'image/jpeg' });
}

export interface DriverOptions {
  index: number;
  base: string;
  cookie: string;
  record: (call: CallRecord) => void;
  /** Milliseconds between a driver's steps: uniformly from `stepMs` to twice that. */
  stepMs: number;
}

const today = () => new Date().toISOString().slice(0, 10);

export function simulatedDriver({ index, base, cookie, record, stepMs }: DriverOptions) {
  browserEvents();
  const db = new HaulbookDb(`scale-driver-${index}-${crypto.randomUUID()}`);
  const address = `10.${(index >> 8) & 255}.${index & 255}.${1 + (index % 250)}`;
  const online = recordingTransport(base, { cookie, 'x-forwarded-for': address }, record);
  // Now and then the driver is where there is no signal: calls fail as fetch's do, the writes
  // wait in the outbox, the scheduler backs off and retries, and they go up as one batch.
  let noSignalUntil = 0;
  const transport: Transport = (request) =>
    Date.now() < noSignalUntil ? Promise.reject(new TypeError('Failed to fetch')) : online(request);
  const rejected: string[] = [];
  const engine = createSyncEngine({
    db,
    transport,
    onRejected: (r) => rejected.push(`${r.table} ${r.message}`),
  });
  const scheduler = createSyncScheduler({ engine });
  const request = () => void scheduler.request();
  const loads = loadWrites(db, request);
  const fuel = fuelWrites(db, request);
  let odometer = 100_000 + index * 10_000;
  let step = 0;
  /** What the driver wrote: each load with the status they left it in, and each fill-up. */
  const made = { loads: new Map<string, string>(), fillUps: new Set<string>() };
  /** The loads a fill-up was logged on: one each, on the way. */
  const fueled = new Set<string>();

  /** The next step of the driver's day: add, pick up, fill up, deliver, and again. */
  async function next(): Promise<void> {
    if (Math.random() < 0.1) noSignalUntil = Date.now() + 10_000 + Math.random() * 20_000;
    const open = await db.loads.where('status').anyOf('pending', 'picked_up').first();
    if (!open) {
      const load = await loads.addLoad({
        pickupCity: 'Joplin',
        pickupState: 'MO',
        deliveryCity: 'Dallas',
        deliveryState: 'TX',
        pickupDate: new Date().toISOString(),
        deliveryDate: new Date(Date.now() + 86_400_000).toISOString(),
        loadedMiles: 380 + (step % 50),
        emptyMiles: 20,
        revenue: 950,
      });
      made.loads.set(load.id, 'pending');
    } else if (open.status === 'pending') {
      await loads.pickUp(open.id);
      made.loads.set(open.id, 'picked_up');
    } else if (!fueled.has(open.id)) {
      fueled.add(open.id);
      odometer += 400;
      const fields: FuelFields = {
        date: today(),
        odometer: String(odometer),
        gallons: '61.5',
        pricePerGallon: '3.899',
        fuelType: 'diesel',
        missedPreviousEntry: 'false',
        jurisdiction: 'OK',
      };
      const entry = await fuel.addFuelEntry(
        fields,
        Math.random() < 0.25 ? receiptPhoto() : undefined,
      );
      made.fillUps.add(entry.id);
    } else {
      await loads.deliver(open.id);
      made.loads.set(open.id, 'delivered');
    }
    step++;
  }

  /**
   * The phone is switched on at a moment of the sync timer's period (phones wake at different
   * times, so their timers are spread over it) and makes its first sync: the history, none yet.
   */
  async function wake(withinMs: number): Promise<void> {
    await new Promise((r) => setTimeout(r, Math.random() * withinMs));
    scheduler.start();
    await scheduler.request();
  }

  async function drive(running: () => boolean): Promise<void> {
    // The first step comes at any moment of one, as drivers' days are not in step.
    await new Promise((r) => setTimeout(r, Math.random() * stepMs));
    while (running()) {
      await next();
      await new Promise((r) => setTimeout(r, stepMs * (1 + Math.random())));
    }
    scheduler.stop();
  }

  /** Syncs until nothing waits (a round may be refused a turn by fair share or a busy server). */
  async function settle(): Promise<number> {
    noSignalUntil = 0;
    for (let round = 0; round < 20; round++) {
      await scheduler.request();
      if ((await db.outbox.count()) === 0 && (await engine.sync()) === 'done') return round;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`Driver ${index}: ${await db.outbox.count()} writes still queued`);
  }

  return { db, wake, drive, settle, rejected, made, steps: () => step };
}
export type SimulatedDriver = ReturnType<typeof simulatedDriver>;
