/**
 * A share of `pnpm bench:scale`'s drivers in a process of their own, as phones are machines of
 * their own: their IndexedDB work never delays the load balancer's or the object store's event
 * loop, which a real deployment runs elsewhere. Started by scale.bench.ts with its share of the
 * fleet; it drives them until the run's end, lets each finish syncing, checks each against the
 * database, and sends back what it saw (process.send).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '../../api/src/db/database.js';
import type { FleetDriver } from './fleet.js';
import { checkDriver } from './scale-check.js';
import { simulatedDriver, type CallRecord } from './simulated-driver.js';

/** What the bench hands a fleet process (as JSON in its argument). */
export interface FleetShare {
  base: string;
  databaseUrl: string;
  drivers: FleetDriver[];
  /** Index of the share's first driver in the whole fleet. */
  first: number;
  /** The phones wake over this long (their first sync), then their drivers work for `runMs`. */
  wakeMs: number;
  runMs: number;
  stepMs: number;
}

/** What it sends back. */
export interface FleetReport {
  /** The phones' first syncs, and how long until the last was done. */
  wakeCalls: CallRecord[];
  wokeMs: number;
  /** The run's calls. */
  calls: CallRecord[];
  /** From the first step to the last step's answer, ms. */
  ranMs: number;
  /** The drivers' event loop's p99 delay during the run, ms. */
  lagP99: number;
  steps: number;
  loads: number;
  fillUps: number;
  settleMs: number;
  problems: string[];
}

export async function runFleetShare(share: FleetShare): Promise<FleetReport> {
  const [wakeCalls, calls]: CallRecord[][] = [[], []];
  let phase: CallRecord[] | undefined = wakeCalls;
  const record = (call: CallRecord) => phase?.push(call);
  const drivers = share.drivers.map((f, i) =>
    simulatedDriver({
      index: share.first + i,
      base: share.base,
      cookie: f.cookie,
      record,
      stepMs: share.stepMs,
    }),
  );
  const waking = performance.now();
  await Promise.all(drivers.map((d) => d.wake(share.wakeMs)));
  const wokeMs = performance.now() - waking;
  phase = calls;
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  const until = Date.now() + share.runMs;
  await Promise.all(drivers.map((d) => d.drive(() => Date.now() < until)));
  const ranMs = performance.now() - started;
  phase = undefined;
  lag.disable();

  const settling = performance.now();
  // A phone that cannot finish is a finding of the bench, not a crash of it.
  const unsettled = await Promise.all(
    drivers.map((d, i) =>
      d.settle().then(
        () => [],
        (error: unknown) => [`driver ${share.first + i}: ${String(error)}`],
      ),
    ),
  );
  const settleMs = performance.now() - settling;
  const { db } = openDatabase(share.databaseUrl);
  try {
    const problems = await Promise.all(
      drivers.map(async (d, i) =>
        (await checkDriver(db, share.drivers[i]!.userId, d)).map(
          (p) => `driver ${share.first + i}: ${p}`,
        ),
      ),
    );
    return {
      wakeCalls,
      wokeMs,
      calls,
      ranMs,
      lagP99: lag.percentile(99) / 1e6,
      steps: drivers.reduce((n, d) => n + d.steps(), 0),
      loads: drivers.reduce((n, d) => n + d.made.loads.size, 0),
      fillUps: drivers.reduce((n, d) => n + d.made.fillUps.size, 0),
      settleMs,
      problems: [...unsettled.flat(), ...problems.flat()],
    };
  } finally {
    await db.destroy();
  }
}
