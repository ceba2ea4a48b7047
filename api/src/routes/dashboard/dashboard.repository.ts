/**
 * The dashboard's one query: a driver's deliveries in the dashboard's window, grouped the way the
 * stats read them (dashboard.ts, DeliveryGroup), so 10,000 loads come back as a few dozen rows
 * read from one index range (migration 0010: when each was delivered, the driver's tap or else its
 * schedule). Delivery dates are stored as toISOString writes them, so comparing their text with the
 * bounds' is comparing instants.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DashboardBounds, DeliveryGroup } from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';
import { runPrepared } from '../../db/prepared.js';

/** When a load was delivered: the driver's tap, else its schedule (deliveredAt, loads.ts). */
const delivered = sql`COALESCE(actual_delivery_date, delivery_date)`;
const inRange = (range: { from: string; to: string }) =>
  sql<number>`CASE WHEN ${delivered} >= ${range.from} AND ${delivered} < ${range.to} THEN 1 ELSE 0 END`;

/** The pay period's index: the last one whose start is reached, -1 outside them all. */
function periodIndex(periods: readonly { from: string; to: string }[]): RawBuilder<number> {
  if (periods.length === 0) return sql<number>`-1`;
  const last = periods[periods.length - 1]!;
  const steps = periods
    .map((p, i) => ({ p, i }))
    .reverse()
    .map(({ p, i }) => sql`WHEN ${delivered} >= ${p.from} THEN ${sql.lit(i)}`);
  return sql<number>`CASE WHEN ${delivered} >= ${last.to} THEN -1 ${sql.join(steps, sql` `)} ELSE -1 END`;
}

const estimated = sql`(revenue_estimated = 1 OR revenue_cents IS NULL)`;

interface GroupRow {
  inWeek: number | string;
  inMonth: number | string;
  period: number | string;
  estimatedMiles: number | string | null;
  loads: number | string;
  miles: number | string;
  enteredCents: number | string | null;
}

export function dashboardRepository(db: Db) {
  const raw = db as unknown as Kysely<unknown>;
  return {
    /** What the stats depend on besides the clock: the user's sync version and time zone. */
    async freshness(userId: string) {
      const [row] = await runPrepared(raw, 'dashboard:freshness', [userId], () =>
        db
          .selectFrom('syncVersions')
          .leftJoin('userPreferences', 'userPreferences.userId', 'syncVersions.userId')
          .select(['syncVersions.version', 'userPreferences.timeZone'])
          .where('syncVersions.userId', '=', userId),
      );
      return row;
    },
    async deliveryGroups(userId: string, bounds: DashboardBounds): Promise<DeliveryGroup[]> {
      const week = inRange(bounds.week);
      const month = inRange(bounds.month);
      const period = periodIndex(bounds.payPeriods);
      const estimatedMiles = sql<number | null>`CASE WHEN ${estimated} THEN total_miles END`;
      const { rows } = await sql<GroupRow>`
        SELECT ${week} AS in_week, ${month} AS in_month, ${period} AS period,
          ${estimatedMiles} AS estimated_miles, COUNT(*) AS loads, SUM(total_miles) AS miles,
          SUM(CASE WHEN ${estimated} THEN 0 ELSE revenue_cents END) AS entered_cents
        FROM loads
        WHERE user_id = ${userId} AND status = 'delivered'
          AND ${delivered} >= ${bounds.window.from} AND ${delivered} < ${bounds.window.to}
        GROUP BY 1, 2, 3, 4`.execute(db);
      // PostgreSQL answers COUNT and SUM as bigint text.
      return rows.map((r) => ({
        inWeek: Number(r.inWeek) === 1,
        inMonth: Number(r.inMonth) === 1,
        period: Number(r.period),
        estimatedMiles: r.estimatedMiles === null ? null : Number(r.estimatedMiles),
        loads: Number(r.loads),
        miles: Number(r.miles),
        enteredCents: Number(r.enteredCents ?? 0),
      }));
    },
  };
}
