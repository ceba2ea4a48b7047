/**
 * What `pnpm bench:scale` reports and checks once its drivers stop: the calls by route (count,
 * p50/p95/p99, statuses), and for every driver that the server holds exactly what the driver
 * wrote, once (every load in the status the driver left it, every fill-up, nothing else), that
 * nothing waits in the outbox or was refused, and that the phone holds what the server holds.
 */
import type { Db } from '../../api/src/db/database.js';
import { percentile } from './server.js';
import type { CallRecord, SimulatedDriver } from './simulated-driver.js';

export interface RouteFigures {
  route: string;
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  /** Calls answered with anything but 2xx, or not answered, by status (0: no answer). */
  failed: Record<string, number>;
}

const answeredWell = (status: number) => status >= 200 && status < 300;

export function byRoute(calls: readonly CallRecord[]): RouteFigures[] {
  const routes = new Map<string, CallRecord[]>();
  for (const call of calls) {
    if (!routes.has(call.route)) routes.set(call.route, []);
    routes.get(call.route)!.push(call);
  }
  return [...routes]
    .map(([route, of]) => {
      const ms = of.map((c) => c.ms);
      const failed: Record<string, number> = {};
      for (const { status } of of)
        if (!answeredWell(status)) failed[status] = (failed[status] ?? 0) + 1;
      return {
        route,
        calls: of.length,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        p99: percentile(ms, 99),
        failed,
      };
    })
    .sort((a, b) => b.calls - a.calls);
}

export const failures = (figures: readonly RouteFigures[]) =>
  figures.reduce((n, f) => n + Object.values(f.failed).reduce((a, b) => a + b, 0), 0);

const sameRows = <T>(a: T[], b: T[]) => JSON.stringify(a) === JSON.stringify(b);

/** What is wrong with one driver's writes after the run: nothing, when the list is empty. */
export async function checkDriver(
  db: Db,
  userId: string,
  driver: SimulatedDriver,
): Promise<string[]> {
  const problems: string[] = [];
  const loads = await db
    .selectFrom('loads')
    .select(['id', 'status', 'version'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  const fillUps = await db
    .selectFrom('fuelEntries')
    .select(['id', 'version'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  const wrote = [...driver.made.loads].sort(([a], [b]) => (a < b ? -1 : 1));
  if (
    !sameRows(
      loads.map((l) => [l.id, l.status]),
      wrote,
    )
  )
    problems.push(`loads: the server holds ${loads.length}, the driver wrote ${wrote.length}`);
  const logged = [...driver.made.fillUps].sort();
  if (
    !sameRows(
      fillUps.map((f) => f.id),
      logged,
    )
  )
    problems.push(
      `fill-ups: the server holds ${fillUps.length}, the driver logged ${logged.length}`,
    );
  const onPhone = (await driver.db.loads.orderBy('id').toArray()).map((l) => ({
    id: l.id,
    status: l.status,
    version: l.version,
  }));
  if (!sameRows(onPhone, loads)) problems.push("the phone's loads differ from the server's");
  const phoneFills = (await driver.db.fuelEntries.orderBy('id').toArray()).map((f) => ({
    id: f.id,
    version: f.version,
  }));
  if (!sameRows(phoneFills, fillUps))
    problems.push("the phone's fill-ups differ from the server's");
  const queued = await driver.db.outbox.count();
  if (queued > 0) problems.push(`${queued} writes still queued`);
  if (driver.rejected.length > 0) problems.push(`refused: ${driver.rejected.join('; ')}`);
  return problems;
}
