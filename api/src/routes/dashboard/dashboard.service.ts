/**
 * GET /api/dashboard/stats: the same stats the offline dashboard computes (dashboard.ts), from the
 * driver's pay records and the loads of loads.repository.ts, through the same earnings engine.
 *
 * A kept summary: the answer is kept per driver while nothing it depends on changes. Every write to
 * loads and pay settings bumps the driver's sync version in its own transaction
 * (sync/versioned-write.ts), and every period bound follows from today's date in the driver's time
 * zone, so (version, time zone, local date) names the answer exactly; one indexed read tells
 * whether the kept one still holds. Each API process keeps its own; any of them may answer.
 */
import {
  dashboardDataWindow,
  dashboardSettingsOf,
  dashboardStats,
  weekSettingsOf,
  localDate,
  type DashboardStats,
} from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';
import { loadsService } from '../loads/loads.service.js';
import { payService } from '../pay/pay.service.js';
import { freshnessRepository } from '../../repositories/freshness.repository.js';

/** Drivers whose answer is kept, at most; the oldest is dropped first. */
const keptDrivers = 5000;

export function dashboardService(db: Db) {
  const pay = payService(db);
  const loads = loadsService(db);
  const deliveries = freshnessRepository(db);
  const kept = new Map<string, { key: string; stats: DashboardStats }>();

  async function compute(userId: string, timeZone: string, now: Date) {
    const [config, tiers, bonusTiers] = await Promise.all([
      pay.config(userId),
      pay.tiers(userId),
      pay.bonusTiers(userId),
    ]);
    const settings = dashboardSettingsOf(config, tiers, bonusTiers, timeZone);
    const earning = await loads.earning(userId, dashboardDataWindow(now, settings));
    return dashboardStats(earning, settings, now);
  }

  function keep(userId: string, key: string, stats: DashboardStats) {
    kept.delete(userId);
    kept.set(userId, { key, stats });
    if (kept.size > keptDrivers) kept.delete(kept.keys().next().value!);
  }

  return {
    async stats(userId: string, now: Date): Promise<DashboardStats> {
      const fresh = await deliveries.freshness(userId);
      const { timeZone } = weekSettingsOf({ timeZone: fresh?.timeZone });
      const key = `${fresh?.version ?? 0}|${timeZone}|${localDate(now, timeZone)}`;
      const hit = kept.get(userId);
      if (hit?.key === key) return hit.stats;
      const stats = await compute(userId, timeZone, now);
      keep(userId, key, stats);
      return stats;
    },
  };
}
